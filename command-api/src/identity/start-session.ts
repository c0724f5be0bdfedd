import { randomUUID } from 'node:crypto';
import { decideSession, evolveSession, initialSession, sessionStream, type UserState } from '@decorlook/domain';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { issueRefreshToken } from '@decorlook/infra/identity/sessions';
import type { Platform } from '@decorlook/infra/platform';
import { handleCommand } from '@decorlook/infra/commands/handle';
import { nowOf } from './identity';

export interface TokenAnswer {
  token_type: 'Bearer';
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export function tokenAnswer(p: Platform, userId: number, familyId: string, role: string, refresh: string): TokenAnswer {
  return {
    token_type: 'Bearer',
    access_token: p.tokens.issueAccess({ userId, sessionId: familyId, role }),
    refresh_token: refresh,
    expires_in: p.tokens.accessTtlSeconds,
  };
}

/** A new session family: its start is an event (which opens it in `session_families`), then its first refresh token. */
export async function startSession(p: Platform, state: UserState, method: 'password' | 'invitation' | 'sign-up', meta: EventMetadata) {
  const familyId = randomUUID();
  const r = await handleCommand(
    p.store,
    { streamId: sessionStream(familyId), initialState: initialSession, evolve: evolveSession, usuallyNew: true },
    (s) => decideSession({ type: 'StartSession', familyId, userId: state.userId, method, ipHash: meta.ipHash ?? undefined, now: nowOf(p) }, s),
    // A session is new by construction: it is never the replay of an earlier request.
    { ...meta, operationId: undefined },
  );
  const refresh = await issueRefreshToken(p.pool, familyId);
  return { tokens: tokenAnswer(p, state.userId, familyId, state.role, refresh), position: r.position };
}
