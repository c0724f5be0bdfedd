import { sessionStream } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { openSessions } from '@decorlook/infra/identity/sessions';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf, revokeSessions } from './identity';

/** Ends every open session of a person in one append (a refresh that finds the account closed). */
export async function revokeAll(p: Platform, userId: number, reason: 'deactivated', meta: EventMetadata): Promise<bigint> {
  const families = await openSessions(p.pool, userId);
  if (families.length === 0) return 0n;
  const r = await handleMultiStreamCommand(p.store, families.map(sessionStream), (h) => revokeSessions(h, families, reason, nowOf(p)), meta);
  return r.position;
}
