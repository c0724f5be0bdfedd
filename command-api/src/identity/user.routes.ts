import { Router, type Response } from 'express';
import type { z } from 'zod';
import {
  ENUM_RESOURCES,
  MESSAGES_IDENTITY,
  NotFound,
  ValidationFailed,
  colorsInput,
  confirmInput,
  enumStream,
  evolveEnum,
  initialEnumState,
  personaEmailInput,
  professionInput,
  profileInput,
  roomTypesInput,
  sendVerifyLinkInput,
  stylesInput,
  subStylesInput,
  updateEmailInput,
  vibesInput,
  type EnumEvent,
  type EnumResource,
  type PreferenceCategory,
} from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import { requireUser } from '@decorlook/infra/http/auth';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput } from '@decorlook/infra/http/validate';
import { perClientLimit } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { userById } from '@decorlook/infra/read-models/users';
import type { IdentityService } from './identity.service';

const PREFERENCE_CALLS: { path: string; category: PreferenceCategory; schema: z.ZodType; field: string; resource: EnumResource }[] = [
  { path: '/user/vibes', category: 'vibes', schema: vibesInput, field: 'vibes', resource: 'vibes' },
  { path: '/user/styles', category: 'styles', schema: stylesInput, field: 'styles', resource: 'styles' },
  { path: '/user/sub-styles', category: 'subStyles', schema: subStylesInput, field: 'subStyles', resource: 'subStyles' },
  { path: '/user/room-types', category: 'roomTypes', schema: roomTypesInput, field: 'roomTypes', resource: 'roomTypes' },
  { path: '/user/colors', category: 'colors', schema: colorsInput, field: 'colors', resource: 'colors' },
];

export function userRoutes(platform: Platform, identity: IdentityService): Router {
  const router = Router();
  const now = () => platform.clock().toISOString();
  const limit = (name: string) => perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute);

  /** Answers a write with the account as it is after the write. */
  const withUser = async (res: Response, userId: number, position: bigint, shape: (u: NonNullable<Awaited<ReturnType<typeof userById>>>) => unknown = (u) => u) => {
    if (position > 0n && !(await waitForPosition(platform.pool, position, 2000, ['users']))) res.set('X-Stale', 'true');
    const user = await userById(platform.pool, userId);
    if (!user) throw new NotFound('No such user.');
    res.set('X-Event-Position', String(position)).json({ result: shape(user) });
  };

  /** Ids must name entries of the reference data: read from the resource's own stream. */
  const knownIds = async (resource: EnumResource, ids: number[], field: string) => {
    if (!ENUM_RESOURCES.includes(resource) || ids.length === 0) return;
    const { events } = await platform.store.readStream(enumStream(resource));
    const state = events.reduce((s, e) => evolveEnum(s, e as unknown as EnumEvent), initialEnumState());
    if (ids.some((id) => !state.entries.has(id))) throw ValidationFailed.field(field, 'Please choose from the list');
  };

  router.put('/user', requireUser, async (req, res) => {
    const input = parseInput(profileInput, req.body);
    const userId = req.ctx.userId as number;
    const r = await identity.user(userId, { type: 'UpdateProfile', profile: input, now: now() }, metadataFor(req.ctx));
    await withUser(res, userId, r.position);
  });

  router.put('/user/profession', requireUser, async (req, res) => {
    const { profession } = parseInput(professionInput, req.body);
    await knownIds('professions', [profession], 'profession');
    const userId = req.ctx.userId as number;
    const r = await identity.user(userId, { type: 'SetProfession', profession }, metadataFor(req.ctx));
    await withUser(res, userId, r.position);
  });

  for (const call of PREFERENCE_CALLS) {
    router.put(call.path, requireUser, async (req, res) => {
      const input = parseInput(call.schema, req.body) as Record<string, number[]>;
      const ids = input[call.field];
      await knownIds(call.resource, ids, call.field);
      const userId = req.ctx.userId as number;
      const r = await identity.user(userId, { type: 'SetPreferences', category: call.category, ids }, metadataFor(req.ctx));
      await withUser(res, userId, r.position, (u) => ({ preferences: u.preferences, vibes: u.vibes }));
    });
  }

  router.post('/user/finish-preferences', requireUser, async (req, res) => {
    const userId = req.ctx.userId as number;
    const r = await identity.user(userId, { type: 'FinishPreferences', now: now() }, metadataFor(req.ctx));
    await withUser(res, userId, r.position);
  });

  router.post('/user/update-email', requireUser, limit('update-email'), async (req, res) => {
    const input = parseInput(updateEmailInput, req.body);
    const userId = req.ctx.userId as number;
    const position = await identity.changeEmail(userId, input.newEmail, input.domain, metadataFor(req.ctx));
    await withUser(res, userId, position);
  });

  router.post('/user/send-verify-email-link', requireUser, limit('send-verify-email-link'), async (req, res) => {
    const input = parseInput(sendVerifyLinkInput, req.body);
    const r = await identity.user(req.ctx.userId as number, { type: 'RequestVerificationLink', domain: input.domain, now: now() }, metadataFor(req.ctx));
    const message = r.events.length ? MESSAGES_IDENTITY.verificationSent : MESSAGES_IDENTITY.alreadyVerified;
    res.set('X-Event-Position', String(r.position)).json({ result: { message } });
  });

  router.put('/user/confirm', requireUser, async (req, res) => {
    const input = parseInput(confirmInput, req.body);
    const userId = req.ctx.userId as number;
    const passwordHash = input.password ? await identity.hashPassword(input.password) : undefined;
    const r = await identity.user(
      userId,
      { type: 'ConfirmDetails', firstName: input.firstName, lastName: input.lastName, countryId: input.countryId, passwordHash, now: now() },
      metadataFor(req.ctx),
    );
    await withUser(res, userId, r.position);
  });

  /** Deactivation: every session ends; the address stays taken; signing in answers 410. */
  router.post('/user/deactivate', requireUser, async (req, res) => {
    const userId = req.ctx.userId as number;
    const meta = metadataFor(req.ctx);
    const r = await identity.user(userId, { type: 'DeactivateUser', now: now() }, meta);
    const revoked = await identity.revokeAll(userId, 'deactivated', meta);
    res.set('X-Event-Position', String(revoked > r.position ? revoked : r.position)).json({ result: { deactivated: true } });
  });

  /** Erasure: sessions end, the address is released and the person's data key is deleted. */
  router.delete('/user', requireUser, async (req, res) => {
    const position = await identity.erase(req.ctx.userId as number, metadataFor(req.ctx));
    res.set('X-Event-Position', String(position)).json({ result: { erased: true } });
  });

  router.post('/persona-email', limit('persona-email'), async (req, res) => {
    const input = parseInput(personaEmailInput, req.body);
    const emailHash = identity.emailHash(input.email);
    const r = await handleCommand(
      platform.store,
      { streamId: `persona-${emailHash}`, initialState: () => null, evolve: (s) => s, usuallyNew: true },
      () => [{ type: 'PersonaEmailRequested', data: { emailHash, email: input.email.toLowerCase(), persona: input.persona, userId: req.ctx.userId, requestedAt: now() } }],
      metadataFor(req.ctx),
    );
    res.set('X-Event-Position', String(r.position)).status(201).json({ result: { sent: true } });
  });

  return router;
}
