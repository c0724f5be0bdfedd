import { decideSession, evolveSession, initialSession, sessionStream } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from './identity';

/** Logout: the session's revocation is one event, which closes it in the same statement. */
export async function signOut(p: Platform, familyId: string, meta: EventMetadata): Promise<bigint> {
  const r = await handleCommand(
    p.store,
    { streamId: sessionStream(familyId), initialState: initialSession, evolve: evolveSession },
    (s) => decideSession({ type: 'RevokeSession', familyId, reason: 'logout', now: nowOf(p) }, s),
    meta,
  );
  return r.position;
}
