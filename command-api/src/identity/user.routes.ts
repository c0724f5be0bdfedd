import { Router, type Response } from 'express';
import type { z } from 'zod';
import {
  MESSAGES_IDENTITY,
  colorsInput,
  confirmInput,
  deactivateInput,
  eraseAccountInput,
  personaEmailInput,
  professionInput,
  profileInput,
  roomTypesInput,
  sendVerifyLinkInput,
  setAvatarInput,
  stylesInput,
  subStylesInput,
  updateEmailInput,
  vibesInput,
  type PreferenceCategory,
  type UserState,
} from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput } from '@decorlook/infra/http/validate';
import { perClientLimit } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import { changeEmail } from './change-email';
import { confirmDetails } from './confirm-details';
import { deactivateAccount } from './deactivate-account';
import { eraseAccount } from './erase-account';
import { finishPreferences } from './finish-preferences';
import { loadUser } from './identity';
import { accountAnswer } from './present-account';
import { requestPersonaEmail } from './request-persona-email';
import { requestVerificationLink } from './request-verification-link';
import { setAvatar } from './set-avatar';
import { setPreferences } from './set-preferences';
import { setProfession } from './set-profession';
import { updateProfile } from './update-profile';

const PREFERENCE_CALLS: { path: string; category: PreferenceCategory; schema: z.ZodType }[] = [
  { path: '/user/vibes', category: 'vibes', schema: vibesInput },
  { path: '/user/styles', category: 'styles', schema: stylesInput },
  { path: '/user/sub-styles', category: 'subStyles', schema: subStylesInput },
  { path: '/user/room-types', category: 'roomTypes', schema: roomTypesInput },
  { path: '/user/colors', category: 'colors', schema: colorsInput },
];

/** Every route here parses, calls one command handler and presents the state it decided on. */
export function userRoutes(platform: Platform): Router {
  const router = Router();
  const limit = (name: string) => perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute);
  const present = async (res: Response, position: bigint, state: UserState, shape: (u: Awaited<ReturnType<typeof accountAnswer>>) => unknown = (u) => u) => {
    res.set('X-Event-Position', String(position)).json({ result: shape(await accountAnswer(platform, state)) });
  };

  router.put('/user', requireUser, async (req, res) => {
    const input = parseInput(profileInput, req.body);
    const r = await updateProfile(platform, req.ctx.userId as number, input, metadataFor(req.ctx));
    await present(res, r.position, r.state);
  });

  router.put('/user/profession', requireUser, async (req, res) => {
    const { profession } = parseInput(professionInput, req.body);
    const r = await setProfession(platform, req.ctx.userId as number, profession, metadataFor(req.ctx));
    await present(res, r.position, r.state);
  });

  router.post('/user/update-avatar', requireUser, async (req, res) => {
    const { mediaId } = parseInput(setAvatarInput, req.body);
    const r = await setAvatar(platform, req.ctx.userId as number, mediaId, metadataFor(req.ctx));
    await present(res, r.position, r.state);
  });

  for (const call of PREFERENCE_CALLS) {
    router.put(call.path, requireUser, async (req, res) => {
      const input = parseInput(call.schema, req.body) as Record<PreferenceCategory, number[]>;
      const r = await setPreferences(platform, req.ctx.userId as number, call.category, input[call.category], metadataFor(req.ctx));
      await present(res, r.position, r.state, (u) => ({ preferences: u.preferences, vibes: u.vibes }));
    });
  }

  router.post('/user/finish-preferences', requireUser, async (req, res) => {
    const r = await finishPreferences(platform, req.ctx.userId as number, metadataFor(req.ctx));
    await present(res, r.position, r.state);
  });

  router.post('/user/update-email', requireUser, limit('update-email'), async (req, res) => {
    const input = parseInput(updateEmailInput, req.body);
    const userId = req.ctx.userId as number;
    const position = await changeEmail(platform, userId, input, metadataFor(req.ctx));
    await present(res, position, await loadUser(platform, userId));
  });

  router.post('/user/send-verify-email-link', requireUser, limit('send-verify-email-link'), async (req, res) => {
    const input = parseInput(sendVerifyLinkInput, req.body);
    const r = await requestVerificationLink(platform, req.ctx.userId as number, input.domain, metadataFor(req.ctx));
    const message = r.events.length ? MESSAGES_IDENTITY.verificationSent : MESSAGES_IDENTITY.alreadyVerified;
    res.set('X-Event-Position', String(r.position)).json({ result: { message } });
  });

  router.put('/user/confirm', requireUser, async (req, res) => {
    const input = parseInput(confirmInput, req.body);
    const r = await confirmDetails(platform, req.ctx.userId as number, input, metadataFor(req.ctx));
    await present(res, r.position, r.state);
  });

  /** Deactivation: every session ends; the address stays taken; signing in answers 410. */
  router.post('/user/deactivate', requireUser, limit('deactivate'), async (req, res) => {
    const input = parseInput(deactivateInput, req.body);
    const position = await deactivateAccount(platform, req.ctx.userId as number, input, metadataFor(req.ctx));
    res.set('X-Event-Position', String(position)).json({ result: { deactivated: true } });
  });

  /** Erasure: sessions end, every address is released and the person's data keys are shredded. */
  router.delete('/user', requireUser, limit('erase'), async (req, res) => {
    const input = parseInput(eraseAccountInput, req.body);
    const position = await eraseAccount(platform, req.ctx.userId as number, input, metadataFor(req.ctx));
    res.set('X-Event-Position', String(position)).json({ result: { erased: true } });
  });

  router.post('/persona-email', limit('persona-email'), async (req, res) => {
    const input = parseInput(personaEmailInput, req.body);
    const r = await requestPersonaEmail(platform, input, req.ctx.userId, metadataFor(req.ctx));
    res.set('X-Event-Position', String(r.position)).status(201).json({ result: { sent: true } });
  });

  return router;
}
