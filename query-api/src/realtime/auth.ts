import type { Socket } from 'socket.io';
import { MESSAGES } from '@decorlook/domain';
import { isSessionOpen } from '@decorlook/infra/identity/sessions';
import type { Platform } from '@decorlook/infra/platform';
import { accountStanding } from '@decorlook/projectors/identity/users/queries';
import { conversationIdsOf } from '@decorlook/projectors/messaging/conversations/queries';

/** What the server knows of a connected socket; set by the handshake check, never by the client. */
export interface RealtimeSocketData {
  userId: number;
  /** The sign-in session the token belongs to: its end ends the socket. */
  sessionId: string;
  /** When the access token the socket connected with expires (ms since the epoch). */
  expiresAt: number;
  /** The token itself, re-verified when the expiry timer fires. */
  token: string;
  /** The member's conversations when they connected: their rooms are joined on connection. */
  conversationIds: number[];
}

export const NOT_COMPLETE = 'Please complete your registration';

/** The access token of a handshake: `auth: { token }` (what the site sends), else `Authorization: Bearer`. */
export function handshakeToken(handshake: Socket['handshake']): string | null {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const header = handshake.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * The token's own expiry. Read only after the signature has been verified: the payload is then
 * the one the server signed.
 */
export function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
  return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
}

/**
 * The handshake check (spec 6: realtime channels are for signed-in members whose status is
 * complete). The token is verified as the HTTP side does (signature, expiry, open session); the
 * status is read from the users read model now, not from the token, so a member deactivated,
 * erased or not yet complete is refused even with a valid token.
 */
export function authenticateSocket(platform: Pick<Platform, 'pool' | 'tokens'>) {
  return async (socket: Socket, next: (err?: Error) => void) => {
    try {
      const token = handshakeToken(socket.handshake);
      const claims = token ? platform.tokens.verifyAccess(token) : null;
      if (!token || !claims || !(await isSessionOpen(platform.pool, claims.sessionId))) return next(new Error(MESSAGES.unauthenticated));
      const user = await accountStanding(platform.pool, claims.userId);
      if (!user || user.deactivated || user.erased) return next(new Error(MESSAGES.unauthenticated));
      if (user.status !== 'complete') return next(new Error(NOT_COMPLETE));
      const data: RealtimeSocketData = { userId: claims.userId, sessionId: claims.sessionId, expiresAt: expiryOf(token), token, conversationIds: await conversationIdsOf(platform.pool, claims.userId) };
      socket.data = data;
      next();
    } catch (err) {
      // A failed read refuses the connection (the client retries); the cause goes to the log only.
      next(Object.assign(new Error(MESSAGES.unknownError), { cause: err }));
    }
  };
}
