import { Unauthenticated, decideSession, sessionStream } from '@decorlook/domain';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { rotate } from '@decorlook/infra/identity/sessions';
import type { Platform } from '@decorlook/infra/platform';
import { handleCommand } from '@decorlook/infra/commands/handle';
import { evolveSession, initialSession } from '@decorlook/domain';
import { loadUser, nowOf } from './identity';
import { revokeAll } from './revoke-all';
import { tokenAnswer, type TokenAnswer } from './start-session';

/**
 * Rotates a refresh token. Presenting one already rotated is theft or a replay: the whole session
 * family is revoked at once (in the rotation's transaction), then the fact is recorded.
 */
export async function refreshSession(p: Platform, presented: string, meta: EventMetadata): Promise<{ tokens: TokenAnswer; position: bigint }> {
  const r = await rotate(p.pool, presented);
  if (r.outcome === 'reused') {
    await handleCommand(
      p.store,
      { streamId: sessionStream(r.familyId), initialState: initialSession, evolve: evolveSession },
      (s) => decideSession({ type: 'ReportRefreshTokenReuse', familyId: r.familyId, ipHash: meta.ipHash ?? undefined, now: nowOf(p) }, s),
      meta,
    );
    throw new Unauthenticated();
  }
  if (r.outcome === 'invalid') throw new Unauthenticated();
  const state = await loadUser(p, r.userId);
  if (state.deactivated) {
    await revokeAll(p, r.userId, 'deactivated', meta);
    throw new Unauthenticated();
  }
  return { tokens: tokenAnswer(p, r.userId, r.familyId, state.role, r.token), position: await p.store.headPosition() };
}
