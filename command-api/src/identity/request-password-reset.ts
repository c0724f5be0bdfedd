import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { emailHashOf, holderOf, nowOf } from './identity';
import { runUserCommand } from './run-user-command';

/** Forgot password: the same answer, and the same kind of position, whether or not the address has an account. */
export async function requestPasswordReset(p: Platform, input: { email: string; domain?: string }, meta: EventMetadata): Promise<bigint> {
  const userId = await holderOf(p, emailHashOf(p, input.email));
  if (userId !== null) {
    const r = await runUserCommand(p, userId, { type: 'RequestPasswordReset', domain: input.domain, now: nowOf(p) }, meta);
    if (r.events.length) return r.position;
  }
  return p.store.headPosition();
}
