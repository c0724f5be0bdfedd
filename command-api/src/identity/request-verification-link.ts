import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from './identity';
import { runUserCommand } from './run-user-command';

export function requestVerificationLink(p: Pick<Platform, 'store' | 'clock'>, userId: number, domain: string | undefined, meta: EventMetadata) {
  return runUserCommand(p, userId, { type: 'RequestVerificationLink', domain, now: nowOf(p) }, meta);
}
