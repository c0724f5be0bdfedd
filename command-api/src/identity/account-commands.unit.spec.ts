import { beforeEach, describe, expect, it } from 'vitest';
import { EmailTaken, NoSuchUser, UnknownChoice, ValidationFailed, eventRegistry, signUpInput, StyleRequired } from '@decorlook/domain';
import { disabledCaptcha, type CaptchaVerifier } from '@decorlook/infra/captcha';
import { InMemoryEventStore } from '@decorlook/infra/event-store/in-memory-event-store';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { keyedHash } from '@decorlook/infra/keyed-hash';
import { seedReferenceData } from '../site/seed-reference-data';
import { subscribeNewsletter } from '../site/subscribe-newsletter';
import { finishPreferences } from './finish-preferences';
import { accountAnswer } from './present-account';
import { requestPersonaEmail } from './request-persona-email';
import { setPreferences } from './set-preferences';
import { setProfession } from './set-profession';
import { registerAccount, signUp } from './sign-up';
import { updateProfile } from './update-profile';

/** The identity command handlers on the in-memory event store: no database, the same rules. */
const meta: EventMetadata = { userId: null, correlationId: 'spec', causationId: null };
const input = (email: string) => signUpInput.parse({ email, password: 'correct horse 1', passwordRepeat: 'correct horse 1', terms: true, firstName: 'Ada', lastName: 'Lovelace' });

let ids = 0;
const platform = (captcha: CaptchaVerifier = disabledCaptcha) => {
  const store = new InMemoryEventStore({ registry: eventRegistry });
  return {
    store,
    captcha,
    clock: () => new Date('2026-11-22T10:00:00.000Z'),
    hash: (v: string) => keyedHash('in-memory-spec-key', v),
    nextId: async () => ++ids,
  };
};
let p: ReturnType<typeof platform>;
beforeEach(async () => {
  p = platform();
  await seedReferenceData(p as never);
});

describe('sign-up', () => {
  it('registers the account and its address together, and refuses the address a second time, whatever its case', async () => {
    const { userId, state } = await registerAccount(p, input('ada@example.com'), 'personal', meta);
    expect(state).toMatchObject({ userId, email: 'ada@example.com', status: 'no_pref', role: 'personal' });
    await expect(registerAccount(p, input('ADA@example.com'), 'personal', meta)).rejects.toBeInstanceOf(EmailTaken);
    expect((await p.store.readStream(`user-${userId}`)).events.map((e) => e.type)).toEqual(['UserRegistered', 'VerificationLinkRequested']);
  });

  it('asks the CAPTCHA port for the sign-up action, and records nothing when it says no', async () => {
    const asked: unknown[] = [];
    const refusing: CaptchaVerifier = { enabled: true, verify: async (token, expect) => (asked.push({ token, expect }), false) };
    const q = platform(refusing);
    await expect(signUp(q, { input: { ...input('bot@example.com'), reCaptchaToken: 'tok' }, remoteIp: '203.0.113.9' }, meta)).rejects.toBeInstanceOf(ValidationFailed);
    expect(JSON.stringify(asked)).toContain('signup');
    expect((await q.store.readAll({ after: { transactionId: 0n, globalPosition: 0n }, limit: 10 })).events).toHaveLength(0);
  });
});

describe('profile and preferences', () => {
  it('answers from the state it decided on, with sub-style names from the reference data', async () => {
    const { userId } = await registerAccount(p, input('prefs@example.com'), 'personal', meta);
    await expect(setPreferences(p, userId, 'styles', [1, 999], meta)).rejects.toBeInstanceOf(UnknownChoice);
    await expect(finishPreferences(p, userId, meta)).rejects.toBeInstanceOf(StyleRequired);
    await setPreferences(p, userId, 'styles', [1, 7], meta);
    const r = await setPreferences(p, userId, 'subStyles', [2, 1], meta);
    const answer = await accountAnswer(p, r.state);
    expect(answer.preferences).toEqual({ styles: [1, 7], subStyles: { Hygge: 1, 'Nordic Minimal': 1 }, roomTypes: [], colors: {} });
    expect((await finishPreferences(p, userId, meta)).state).toMatchObject({ status: 'complete', newUser: false });
    const profile = await updateProfile(p, userId, { displayName: 'Ada L.', businessName: undefined }, meta);
    expect(await accountAnswer(p, profile.state)).toMatchObject({ displayName: 'Ada L.', firstName: 'Ada', email: 'prefs@example.com' });
    await expect(setProfession(p, userId, 999, meta)).rejects.toBeInstanceOf(UnknownChoice);
    expect((await setProfession(p, userId, 3, meta)).state.profile.profession).toBe(3);
  });

  it('refuses commands on an account that does not exist', async () => {
    await expect(updateProfile(p, 4242, { displayName: 'Nobody' }, meta)).rejects.toBeInstanceOf(NoSuchUser);
  });
});

describe('address streams', () => {
  it('subscribes an address once; a second subscription changes nothing', async () => {
    const first = await subscribeNewsletter(p, { email: 'News@Example.com' }, undefined, meta);
    const again = await subscribeNewsletter(p, { email: 'news@example.com' }, undefined, meta);
    expect(first.events).toHaveLength(1);
    expect(again.events).toHaveLength(0);
  });

  it('records every persona mail request, sealing the address under the address subject', async () => {
    await requestPersonaEmail(p, { email: 'quiz@example.com', persona: 'Coastal' }, null, meta);
    const r = await requestPersonaEmail(p, { email: 'quiz@example.com', persona: 'Coastal' }, null, meta);
    expect(r.state.requests).toBe(2);
    const { events } = await p.store.readStream(`persona-${p.hash('quiz@example.com')}`);
    expect(events[0].data).toMatchObject({ email: 'quiz@example.com', persona: 'Coastal' });
    expect(events[0].metadata.subject).toBe(`email-${p.hash('quiz@example.com')}`);
  });

  it('a repeated request under one Idempotency-Key writes once', async () => {
    const once = { ...meta, operationId: 'op-1' };
    const a = await requestPersonaEmail(p, { email: 'twice@example.com' }, null, once);
    const b = await requestPersonaEmail(p, { email: 'twice@example.com' }, null, once);
    expect(a.events).toHaveLength(1);
    expect(b).toMatchObject({ events: [], replayed: true, position: a.position });
  });
});
