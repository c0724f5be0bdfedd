import jwt from 'jsonwebtoken';
import { INVITATION_VALID_DAYS } from '@decorlook/domain';

/**
 * Signed tokens: the 15-minute access token, and the links mailed for email verification and
 * password reset. The algorithm is pinned (HS256) on both signing and verification.
 */
const ALGORITHM = 'HS256' as const;
const ISSUER = 'decorlook';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  role: string;
}

export interface TokenService {
  accessTtlSeconds: number;
  issueAccess(claims: AccessClaims): string;
  verifyAccess(token: string): AccessClaims | null;
  /** A link token bound to the user and the address it was sent to; valid for 7 days from `issuedAt`. */
  verificationToken(userId: number, emailHash: string, issuedAt: Date): string;
  verifyVerificationToken(token: string): { userId: number; emailHash: string } | null;
  /** A reset token bound to the user's password version, so it works once; valid 60 minutes. */
  resetToken(userId: number, passwordVersion: number, issuedAt: Date): string;
  verifyResetToken(token: string): { userId: number; passwordVersion: number } | null;
  /** The undo link mailed to the previous address after an address change; valid 7 days from the change. */
  emailRevertToken(userId: number, previousEmailHash: string, issuedAt: Date): string;
  verifyEmailRevertToken(token: string): { userId: number; previousEmailHash: string } | null;
  /** The code an ambassador invitation mails to a nominee without an account; valid INVITATION_VALID_DAYS from the mail. */
  invitationToken(userId: number, nominationId: number, issuedAt: Date): string;
  verifyInvitationToken(token: string): { userId: number; nominationId: number } | null;
}

export function createTokenService(secret: string, opts: { accessTtlSeconds?: number } = {}): TokenService {
  if (secret.length < 32) throw new Error('the token secret must have at least 32 characters');
  const accessTtl = opts.accessTtlSeconds ?? 15 * 60;
  const sign = (payload: object, audience: string, issuedAt: Date, ttl: number) =>
    jwt.sign({ ...payload, iat: Math.floor(issuedAt.getTime() / 1000) }, secret, { algorithm: ALGORITHM, issuer: ISSUER, audience, expiresIn: ttl });
  const check = <T>(token: string, audience: string): T | null => {
    try {
      return jwt.verify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER, audience }) as T;
    } catch {
      return null;
    }
  };
  return {
    accessTtlSeconds: accessTtl,
    issueAccess: (c) => sign({ sub: String(c.userId), sid: c.sessionId, role: c.role }, 'access', new Date(), accessTtl),
    verifyAccess: (token) => {
      const p = check<{ sub: string; sid: string; role: string }>(token, 'access');
      return p && /^\d+$/.test(p.sub) ? { userId: Number(p.sub), sessionId: p.sid, role: p.role } : null;
    },
    verificationToken: (userId, emailHash, issuedAt) => sign({ sub: String(userId), eh: emailHash }, 'verify-email', issuedAt, 7 * 24 * 3600),
    verifyVerificationToken: (token) => {
      const p = check<{ sub: string; eh: string }>(token, 'verify-email');
      return p && /^\d+$/.test(p.sub) ? { userId: Number(p.sub), emailHash: p.eh } : null;
    },
    resetToken: (userId, passwordVersion, issuedAt) => sign({ sub: String(userId), pv: passwordVersion }, 'password-reset', issuedAt, 60 * 60),
    verifyResetToken: (token) => {
      const p = check<{ sub: string; pv: number }>(token, 'password-reset');
      return p && /^\d+$/.test(p.sub) ? { userId: Number(p.sub), passwordVersion: p.pv } : null;
    },
    emailRevertToken: (userId, previousEmailHash, issuedAt) => sign({ sub: String(userId), peh: previousEmailHash }, 'email-revert', issuedAt, 7 * 24 * 3600),
    verifyEmailRevertToken: (token) => {
      const p = check<{ sub: string; peh: string }>(token, 'email-revert');
      return p && /^\d+$/.test(p.sub) && typeof p.peh === 'string' ? { userId: Number(p.sub), previousEmailHash: p.peh } : null;
    },
    invitationToken: (userId, nominationId, issuedAt) => sign({ sub: String(userId), nom: nominationId }, 'ambassador-invitation', issuedAt, INVITATION_VALID_DAYS * 24 * 3600),
    verifyInvitationToken: (token) => {
      const p = check<{ sub: string; nom: number }>(token, 'ambassador-invitation');
      return p && /^\d+$/.test(p.sub) && Number.isInteger(p.nom) && p.nom > 0 ? { userId: Number(p.sub), nominationId: p.nom } : null;
    },
  };
}
