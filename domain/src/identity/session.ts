import type { SessionEvent, SessionRevokeReason } from './identity.events';

export const sessionStream = (familyId: string) => `session-${familyId}`;

/** A session ends this long after sign-in, however often it is refreshed. */
export const SESSION_LIFETIME_DAYS = 30;
const sessionEnd = (startedAt: string) => new Date(new Date(startedAt).getTime() + SESSION_LIFETIME_DAYS * 86_400_000).toISOString();

export interface SessionState {
  started: boolean;
  userId: number;
  revoked: boolean;
}
export const initialSession = (): SessionState => ({ started: false, userId: 0, revoked: false });

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return { started: true, userId: event.data.userId, revoked: false };
    case 'SessionRevoked':
      return { ...state, revoked: true };
    case 'RefreshTokenReuseDetected':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export type SessionCommand =
  | { type: 'StartSession'; familyId: string; userId: number; method: 'password' | 'invitation' | 'sign-up'; ipHash?: string; now: string }
  | { type: 'RevokeSession'; familyId: string; reason: Exclude<SessionRevokeReason, 'refresh_token_reuse'>; now: string }
  | { type: 'ReportRefreshTokenReuse'; familyId: string; ipHash?: string; now: string };

export function decideSession(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession':
      if (state.started) return [];
      return [
        {
          type: 'SessionStarted',
          data: { familyId: command.familyId, userId: command.userId, method: command.method, ipHash: command.ipHash, startedAt: command.now, expiresAt: sessionEnd(command.now) },
        },
      ];
    case 'RevokeSession':
      if (!state.started || state.revoked) return [];
      return [{ type: 'SessionRevoked', data: { familyId: command.familyId, userId: state.userId, reason: command.reason, revokedAt: command.now } }];
    case 'ReportRefreshTokenReuse': {
      if (!state.started) return [];
      const events: SessionEvent[] = [{ type: 'RefreshTokenReuseDetected', data: { familyId: command.familyId, userId: state.userId, ipHash: command.ipHash, detectedAt: command.now } }];
      if (!state.revoked) events.push({ type: 'SessionRevoked', data: { familyId: command.familyId, userId: state.userId, reason: 'refresh_token_reuse', revokedAt: command.now } });
      return events;
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}
