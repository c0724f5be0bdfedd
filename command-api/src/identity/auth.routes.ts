import { Router, type Response } from 'express';
import { MESSAGES_IDENTITY, emailRevertInput, forgotPasswordInput, refreshTokenInput, resetPasswordInput, signInInput, signUpInput, changePasswordInput, pathIds } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput } from '@decorlook/infra/http/validate';
import { perClientLimit } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
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
 * The token calls: sign-in and refresh. They are mounted before the idempotency middleware, so
 * they are never stored or replayed, however their path is spelled (the router matches them).
 */
export function tokenRoutes(platform: Platform): Router {
  const router = Router();
  const limit = (name: string) => perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute);

  router.post('/auth/login', limit('login'), async (req, res) => {
    const input = parseInput(signInInput, req.body);
    const { tokens, position } = await signIn(platform, input, metadataFor(req.ctx));
    res.set('X-Event-Position', String(position)).set('Cache-Control', 'no-store').json(tokens);
  });

  router.post('/auth/refresh-token', limit('refresh-token'), async (req, res) => {
    const input = parseInput(refreshTokenInput, req.body);
    const { tokens, position } = await refreshSession(platform, input.refreshToken, metadataFor(req.ctx));
    res.set('X-Event-Position', String(position)).set('Cache-Control', 'no-store').json(tokens);
  });

  return router;
}

export function authRoutes(platform: Platform): Router {
  const router = Router();
  const limit = (name: string) => perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute);

  router.post('/auth/sign-up', limit('sign-up'), async (req, res) => {
    const input = parseInput(signUpInput, req.body);
    const { userId, state, position } = await signUp(platform, { input, remoteIp: req.ip }, metadataFor(req.ctx));
    res.locals.userId = userId;
    answer(res, position, 201, { result: { id: userId, email: state.email, status: state.status } });
  });

  router.post('/auth/logout', requireUser, async (req, res) => {
    const position = await signOut(platform, req.ctx.sessionId as string, metadataFor(req.ctx));
    answer(res, position, 200, { result: { loggedOut: true } });
  });

  /** The same answer whether or not the address has an account. */
  router.post('/auth/forgot-password', limit('forgot-password'), async (req, res) => {
    const input = parseInput(forgotPasswordInput, req.body);
    const position = await requestPasswordReset(platform, input, metadataFor(req.ctx));
    answer(res, position, 200, { result: { message: MESSAGES_IDENTITY.resetSent } });
  });

  router.post('/auth/password-reset/:token', limit('password-reset'), async (req, res) => {
    const input = parseInput(resetPasswordInput, { ...req.body, token: req.body?.token ?? req.params.token });
    const position = await resetPassword(platform, input, metadataFor(req.ctx));
    answer(res, position, 200, { result: { message: MESSAGES_IDENTITY.passwordReset } });
  });

  router.post('/auth/change-password', requireUser, limit('change-password'), async (req, res) => {
    const input = parseInput(changePasswordInput, req.body);
    const position = await changePassword(platform, req.ctx.userId as number, req.ctx.sessionId, input, metadataFor(req.ctx));
    answer(res, position, 200, { result: { message: MESSAGES_IDENTITY.passwordChanged } });
  });

  /** The undo link mailed to the previous address after an address change. */
  router.post('/auth/email-revert', limit('email-revert'), async (req, res) => {
    const input = parseInput(emailRevertInput, req.body);
    const { position, message } = await revertEmailChange(platform, input.token, metadataFor(req.ctx));
    answer(res, position, 200, { result: { message } });
  });

  /** The link in the verification mail (a GET that changes state, so it is a command). */
  router.get('/auth/email-verification/:userId/:token', async (req, res) => {
    // A link naming an id beyond the range of ids names no account (404); any other bad link is an invalid one (422).
    pathIds({ userId: Number(req.params.userId) });
    const r = await verifyEmail(platform, { userId: String(req.params.userId), token: String(req.params.token) }, metadataFor(req.ctx));
    const alreadyVerified = r.events.length === 0;
    answer(res, r.position, 200, { result: { verified: true, alreadyVerified, message: alreadyVerified ? MESSAGES_IDENTITY.alreadyVerified : MESSAGES_IDENTITY.verified } });
  });

  return router;
}
