import { Router, type Request, type Response } from 'express';
import {
  MESSAGES_IDENTITY,
  ValidationFailed,
  changePasswordInput,
  forgotPasswordInput,
  refreshTokenInput,
  resetPasswordInput,
  signInInput,
  signUpInput,
} from '@decorlook/domain';
import { requireHuman } from '@decorlook/infra/captcha';
import { requireUser } from '@decorlook/infra/http/auth';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput } from '@decorlook/infra/http/validate';
import { perClientLimit } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import type { IdentityService } from './identity.service';

const answer = (res: Response, position: bigint, status: number, body: unknown) => {
  res.set('X-Event-Position', String(position)).status(status).json(body);
};

export function authRoutes(platform: Platform, identity: IdentityService): Router {
  const router = Router();
  const limit = (name: string) => perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute);
  const now = () => platform.clock().toISOString();

  const checkCaptcha = (req: Request, token: string | undefined) => requireHuman(platform.captcha, token, { action: 'signup', remoteIp: req.ip });

  router.post('/auth/sign-up', limit('sign-up'), async (req, res) => {
    const input = parseInput(signUpInput, req.body);
    await checkCaptcha(req, input.reCaptchaToken);
    const { passwordRepeat: _r, terms: _t, reCaptchaToken: _c, ...profile } = input;
    const role = input.type === 'business' ? 'business' : 'personal';
    const { userId, position } = await identity.register(profile, role, metadataFor(req.ctx));
    answer(res, position, 201, { result: { id: userId, email: input.email.toLowerCase(), status: 'no_pref' } });
  });

  router.post('/auth/login', limit('login'), async (req, res) => {
    const input = parseInput(signInInput, req.body);
    const { tokens, position } = await identity.login(input.email, input.password, metadataFor(req.ctx));
    res.set('X-Event-Position', String(position)).set('Cache-Control', 'no-store').json(tokens);
  });

  router.post('/auth/refresh-token', limit('refresh-token'), async (req, res) => {
    const input = parseInput(refreshTokenInput, req.body);
    const tokens = await identity.refresh(input.refreshToken, metadataFor(req.ctx));
    res.set('X-Event-Position', String(await platform.store.headPosition())).set('Cache-Control', 'no-store').json(tokens);
  });

  router.post('/auth/logout', requireUser, async (req, res) => {
    const position = await identity.revoke(req.ctx.sessionId as string, 'logout', metadataFor(req.ctx));
    answer(res, position, 200, { result: { loggedOut: true } });
  });

  /** The same answer whether or not the address has an account. */
  router.post('/auth/forgot-password', limit('forgot-password'), async (req, res) => {
    const input = parseInput(forgotPasswordInput, req.body);
    const userId = await identity.holderOf(identity.emailHash(input.email));
    // Even the position header must not tell a known address from an unknown one.
    let position = await platform.store.headPosition();
    if (userId !== null) {
      const r = await identity.user(userId, { type: 'RequestPasswordReset', domain: input.domain, now: now() }, metadataFor(req.ctx));
      if (r.events.length) position = r.position;
    }
    answer(res, position, 200, { result: { message: MESSAGES_IDENTITY.resetSent } });
  });

  router.post('/auth/password-reset/:token', limit('password-reset'), async (req, res) => {
    const input = parseInput(resetPasswordInput, { ...req.body, token: req.body?.token ?? req.params.token });
    const claims = platform.tokens.verifyResetToken(input.token);
    const userId = await identity.holderOf(identity.emailHash(input.email));
    if (!claims || userId !== claims.userId) throw new ValidationFailed({ token: [MESSAGES_IDENTITY.badResetLink] }, MESSAGES_IDENTITY.badResetLink);
    const passwordHash = await identity.hashPassword(input.password);
    const meta = metadataFor(req.ctx);
    const r = await identity.user(claims.userId, { type: 'ResetPassword', passwordVersion: claims.passwordVersion, passwordHash, now: now() }, meta);
    const revoked = await identity.revokeAll(claims.userId, 'password_reset', meta);
    answer(res, revoked > r.position ? revoked : r.position, 200, { result: { message: MESSAGES_IDENTITY.passwordReset } });
  });

  router.post('/auth/change-password', requireUser, limit('change-password'), async (req, res) => {
    const input = parseInput(changePasswordInput, req.body);
    const userId = req.ctx.userId as number;
    const state = await identity.userState(userId);
    const matches = await identity.verifyPassword(state.passwordHash, input.currentPassword);
    const passwordHash = await identity.hashPassword(input.password);
    const meta = metadataFor(req.ctx);
    const r = await identity.user(userId, { type: 'ChangePassword', currentPasswordMatches: matches, passwordHash, now: now() }, meta);
    // Other sessions end; the one that changed the password stays signed in.
    const revoked = await identity.revokeAll(userId, 'password_change', meta, req.ctx.sessionId ?? undefined);
    answer(res, revoked > r.position ? revoked : r.position, 200, { result: { message: 'Your password has been changed.' } });
  });

  /** The link in the verification mail (a GET that changes state, so it is a command). */
  router.get('/auth/email-verification/:userId/:token', async (req, res) => {
    const claims = platform.tokens.verifyVerificationToken(String(req.params.token));
    const userId = Number(req.params.userId);
    if (!claims || !Number.isInteger(userId) || claims.userId !== userId) {
      throw new ValidationFailed({ token: [MESSAGES_IDENTITY.badVerificationLink] }, MESSAGES_IDENTITY.badVerificationLink);
    }
    const r = await identity.user(userId, { type: 'VerifyEmail', emailHash: claims.emailHash, now: now() }, metadataFor(req.ctx));
    const alreadyVerified = r.events.length === 0;
    answer(res, r.position, 200, { result: { verified: true, alreadyVerified, message: alreadyVerified ? MESSAGES_IDENTITY.alreadyVerified : MESSAGES_IDENTITY.verified } });
  });

  return router;
}
