import { MESSAGES_IDENTITY, pathIds } from '@decorlook/domain';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { perClientLimit } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import type { Response } from 'express';
import { changePassword } from './change-password';
import { refreshSession } from './refresh-session';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { revertEmailChange } from './revert-email-change';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { signUp } from './sign-up';
import { verifyEmail } from './verify-email';

/** Every route here parses, calls one command handler and presents its answer. */
const answer = (res: Response, position: bigint, status: number, body: unknown) => {
  res.set('X-Event-Position', String(position)).status(status).json(body);
};

/**
 * Sign-up, sign-in and refresh, sign-out, passwords and the email links. Sign-in and refresh are
 * token calls (the route table says so): the app mounts them before the idempotency middleware, so
 * they are never stored or replayed, however their path is spelled (the router matches them).
 */
export function authWrites(platform: Platform): Handlers<'command'> {
  const limit = (name: string) => [perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute)];

  return {
    login: {
      use: limit('login'),
      handle: async ({ req, res, body }) => {
        const { tokens, position } = await signIn(platform, body(), metadataFor(req.ctx));
        res.set('X-Event-Position', String(position)).set('Cache-Control', 'no-store').json(tokens);
      },
    },
    refreshToken: {
      use: limit('refresh-token'),
      handle: async ({ req, res, body }) => {
        const { tokens, position } = await refreshSession(platform, body().refreshToken, metadataFor(req.ctx));
        res.set('X-Event-Position', String(position)).set('Cache-Control', 'no-store').json(tokens);
      },
    },
    signUp: {
      use: limit('sign-up'),
      handle: async ({ req, res, body }) => {
        const { userId, state, position } = await signUp(platform, { input: body(), remoteIp: req.ip }, metadataFor(req.ctx));
        res.locals.userId = userId;
        answer(res, position, 201, { result: { id: userId, email: state.email, status: state.status } });
      },
    },
    logout: async ({ req, res }) => {
      const position = await signOut(platform, req.ctx.sessionId as string, metadataFor(req.ctx));
      answer(res, position, 200, { result: { loggedOut: true } });
    },
    /** The same answer whether or not the address has an account. */
    forgotPassword: {
      use: limit('forgot-password'),
      handle: async ({ req, res, body }) => {
        const position = await requestPasswordReset(platform, body(), metadataFor(req.ctx));
        answer(res, position, 200, { result: { message: MESSAGES_IDENTITY.resetSent } });
      },
    },
    resetPassword: {
      use: limit('password-reset'),
      handle: async ({ req, res, body }) => {
        // The token may come in the body or, as the mailed link has it, in the path.
        req.body = { ...req.body, token: req.body?.token ?? req.params.token };
        const position = await resetPassword(platform, body(), metadataFor(req.ctx));
        answer(res, position, 200, { result: { message: MESSAGES_IDENTITY.passwordReset } });
      },
    },
    changePassword: {
      use: limit('change-password'),
      handle: async ({ req, res, body }) => {
        const position = await changePassword(platform, req.ctx.userId as number, req.ctx.sessionId, body(), metadataFor(req.ctx));
        answer(res, position, 200, { result: { message: MESSAGES_IDENTITY.passwordChanged } });
      },
    },
    /** The undo link mailed to the previous address after an address change. */
    revertEmail: {
      use: limit('email-revert'),
      handle: async ({ req, res, body }) => {
        const { position, message } = await revertEmailChange(platform, body().token, metadataFor(req.ctx));
        answer(res, position, 200, { result: { message } });
      },
    },
    /** The link in the verification mail (a GET that changes state, so it is a command). */
    verifyEmail: async ({ req, res }) => {
      // A link naming an id beyond the range of ids names no account (404); any other bad link, a
      // user id that is no number included, is an invalid one (422 with its own message), so the
      // raw path is read here rather than parsed as a path id.
      pathIds({ userId: Number(req.params.userId) });
      const r = await verifyEmail(platform, { userId: String(req.params.userId), token: String(req.params.token) }, metadataFor(req.ctx));
      const alreadyVerified = r.events.length === 0;
      answer(res, r.position, 200, { result: { verified: true, alreadyVerified, message: alreadyVerified ? MESSAGES_IDENTITY.alreadyVerified : MESSAGES_IDENTITY.verified } });
    },
  };
}
