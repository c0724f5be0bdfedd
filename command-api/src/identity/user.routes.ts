import type { Response } from 'express';
import { MESSAGES_IDENTITY, type PreferenceCategory, type UserState } from '@decorlook/domain';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Call, Handlers } from '@decorlook/infra/http/operations-router';
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

/** Every route here parses, calls one command handler and presents the state it decided on. */
export function userWrites(platform: Platform): Handlers<'command'> {
  const limit = (name: string) => [perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute)];
  const present = async (res: Response, position: bigint, state: UserState, shape: (u: Awaited<ReturnType<typeof accountAnswer>>) => unknown = (u) => u) => {
    res.set('X-Event-Position', String(position)).json({ result: shape(await accountAnswer(platform, state)) });
  };
  const user = (call: { req: Call<unknown>['req'] }) => call.req.ctx.userId as number;
  /** One preference category; each call has its own body schema in the route table. */
  const preferences = (category: PreferenceCategory) => async (call: Call<unknown>) => {
    const input = call.body() as Record<PreferenceCategory, number[]>;
    const r = await setPreferences(platform, user(call), category, input[category], metadataFor(call.req.ctx));
    await present(call.res, r.position, r.state, (u) => ({ preferences: u.preferences, vibes: u.vibes }));
  };

  return {
    updateProfile: async (call) => {
      const r = await updateProfile(platform, user(call), call.body(), metadataFor(call.req.ctx));
      await present(call.res, r.position, r.state);
    },
    setProfession: async (call) => {
      const { profession } = call.body();
      const r = await setProfession(platform, user(call), profession, metadataFor(call.req.ctx));
      await present(call.res, r.position, r.state);
    },
    updateAvatar: async (call) => {
      const { mediaId } = call.body();
      const r = await setAvatar(platform, user(call), mediaId, metadataFor(call.req.ctx));
      await present(call.res, r.position, r.state);
    },
    setVibes: preferences('vibes'),
    setStyles: preferences('styles'),
    setSubStyles: preferences('subStyles'),
    setRoomTypes: preferences('roomTypes'),
    setColors: preferences('colors'),
    finishPreferences: async (call) => {
      const r = await finishPreferences(platform, user(call), metadataFor(call.req.ctx));
      await present(call.res, r.position, r.state);
    },
    updateEmail: {
      use: limit('update-email'),
      handle: async (call) => {
        const position = await changeEmail(platform, user(call), call.body(), metadataFor(call.req.ctx));
        await present(call.res, position, await loadUser(platform, user(call)));
      },
    },
    sendVerificationLink: {
      use: limit('send-verify-email-link'),
      handle: async (call) => {
        const r = await requestVerificationLink(platform, user(call), call.body().domain, metadataFor(call.req.ctx));
        const message = r.events.length ? MESSAGES_IDENTITY.verificationSent : MESSAGES_IDENTITY.alreadyVerified;
        call.res.set('X-Event-Position', String(r.position)).json({ result: { message } });
      },
    },
    confirmDetails: async (call) => {
      const r = await confirmDetails(platform, user(call), call.body(), metadataFor(call.req.ctx));
      await present(call.res, r.position, r.state);
    },
    /** Deactivation: every session ends; the address stays taken; signing in answers 410. */
    deactivateAccount: {
      use: limit('deactivate'),
      handle: async (call) => {
        const position = await deactivateAccount(platform, user(call), call.body(), metadataFor(call.req.ctx));
        call.res.set('X-Event-Position', String(position)).json({ result: { deactivated: true } });
      },
    },
    /** Erasure: sessions end, every address is released and the person's data keys are shredded. */
    eraseAccount: {
      use: limit('erase'),
      handle: async (call) => {
        const position = await eraseAccount(platform, user(call), call.body(), metadataFor(call.req.ctx));
        call.res.set('X-Event-Position', String(position)).json({ result: { erased: true } });
      },
    },
    sendPersonaEmail: {
      use: limit('persona-email'),
      handle: async ({ req, res, body }) => {
        const r = await requestPersonaEmail(platform, body(), req.ctx.userId, metadataFor(req.ctx));
        res.set('X-Event-Position', String(r.position)).status(201).json({ result: { sent: true } });
      },
    },
  };
}
