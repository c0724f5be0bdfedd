import { beforeEach, describe, expect, it } from 'vitest';
import { ValidationFailed, applicationInput, emailStream, eventRegistry, nominationInput, signUpInput } from '@decorlook/domain';
import { disabledCaptcha, type CaptchaVerifier } from '@decorlook/infra/captcha';
import { InMemoryEventStore } from '@decorlook/infra/event-store/in-memory-event-store';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { keyedHash } from '@decorlook/infra/keyed-hash';
import { seedReferenceData } from '../site/seed-reference-data';
import { registerAccount } from '../identity/sign-up';
import { runUserCommand } from '../identity/run-user-command';
import { applyAsAmbassador } from './apply-as-ambassador';
import { decideOnApplication } from './decide-application';
import { nominateAmbassador } from './nominate-ambassador';

/** The ambassador programme's command handlers on the in-memory event store: no database, the same rules. */
const meta: EventMetadata = { userId: null, correlationId: 'spec', causationId: null };
const now = '2026-11-23T10:00:00.000Z';
let ids = 0;
const platform = (captcha: CaptchaVerifier = disabledCaptcha) => ({
  store: new InMemoryEventStore({ registry: eventRegistry }),
  captcha,
  clock: () => new Date(now),
  hash: (v: string) => keyedHash('in-memory-spec-key', v),
  nextId: async () => ++ids,
});
let p: ReturnType<typeof platform>;
beforeEach(async () => {
  p = platform();
  await seedReferenceData(p as never);
});

const types = async (streamId: string) => (await p.store.readStream(streamId)).events.map((e) => e.type);
const nomination = (to: string) => nominationInput.parse({ firstName: 'Fay', lastName: 'Ode', toFirstName: 'Gus', toEmailAddress: to, message: 'Your rooms are wonderful' });
const application = applicationInput.parse({ describe_yourself: 'Stager', styles: [2, 4], interests: [1], message: 'Five years' });

async function verifiedMember(email: string): Promise<number> {
  const { userId, state } = await registerAccount(p, signUpInput.parse({ email, password: 'correct horse 1', passwordRepeat: 'correct horse 1', terms: true }), 'personal', meta);
  await runUserCommand(p, userId, { type: 'VerifyEmail', emailHash: state.emailHash, now }, meta);
  return userId;
}

describe('nominating', () => {
  it('makes an account for a new address in the same append as the nomination, with no verification link of its own', async () => {
    const fay = await verifiedMember('fay@example.com');
    const { id } = await nominateAmbassador(p, fay, nomination('Gus@Example.com'), undefined, meta);
    const nominated = (await p.store.readStream(`nomination-${id}`)).events[0].data as { inviteeId: number; newAccount: boolean };
    expect(nominated.newAccount).toBe(true);
    expect(await types(`user-${nominated.inviteeId}`)).toEqual(['UserRegistered']);
    expect((await p.store.readStream(`user-${nominated.inviteeId}`)).events[0].data).toMatchObject({ status: 'unconfirmed', email: 'gus@example.com', firstName: 'Gus' });
    expect(await types(emailStream(p.hash('gus@example.com')))).toEqual(['EmailReserved']);

    // the address has an account now: a second nomination invites it, making nothing new
    const second = await nominateAmbassador(p, fay, nomination('gus@example.com'), undefined, meta);
    expect((await p.store.readStream(`nomination-${second.id}`)).events[0].data).toMatchObject({ inviteeId: nominated.inviteeId, newAccount: false });
    expect(await types(`user-${nominated.inviteeId}`)).toEqual(['UserRegistered']);
  });

  it('asks the CAPTCHA port for the nominate action, and records nothing when it says no', async () => {
    const asked: string[] = [];
    const refusing: CaptchaVerifier = { enabled: true, verify: async (_token, expect) => (asked.push(expect.action), false) };
    p = platform(refusing);
    await seedReferenceData(p as never);
    const fay = await verifiedMember('fay@example.com');
    const before = (await p.store.readAll({ after: { transactionId: 0n, globalPosition: 0n }, limit: 10_000 })).events.length;
    await expect(nominateAmbassador(p, fay, nomination('bot@example.com'), '203.0.113.9', meta)).rejects.toBeInstanceOf(ValidationFailed);
    await expect(applyAsAmbassador(p, fay, application, '203.0.113.9', meta)).rejects.toBeInstanceOf(ValidationFailed);
    expect(asked).toEqual(['nominate', 'ambassador']);
    expect((await p.store.readAll({ after: { transactionId: 0n, globalPosition: 0n }, limit: 10_000 })).events).toHaveLength(before);
  });
});

describe('applying and deciding', () => {
  it('writes the application and the account record together; approval grants the role with the application styles', async () => {
    const userId = await verifiedMember('ana@example.com');
    const { id } = await applyAsAmbassador(p, userId, application, undefined, meta);
    expect(await types(`ambassadorApplication-${id}`)).toEqual(['AmbassadorApplicationSubmitted']);
    expect((await types(`user-${userId}`)).at(-1)).toBe('AmbassadorApplicationFiled');

    const r = await decideOnApplication(p, id, 99, true, { approve: true, ambassadorType: 'decorLover' }, meta);
    expect(r.state).toMatchObject({ applicationId: id, userId, status: 'approved', ambassadorType: 'decorLover' });
    const granted = (await p.store.readStream(`user-${userId}`)).events.at(-1);
    expect(granted).toMatchObject({ type: 'AmbassadorRoleGranted', data: { applicationId: id, ambassadorType: 'decorLover', styles: [2, 4], adminId: 99 } });
    // deciding the same again writes nothing to either stream
    await decideOnApplication(p, id, 99, true, { approve: true, ambassadorType: 'decorLover' }, meta);
    expect(await types(`ambassadorApplication-${id}`)).toEqual(['AmbassadorApplicationSubmitted', 'AmbassadorApplicationApproved']);
    expect((await types(`user-${userId}`)).filter((t) => t === 'AmbassadorRoleGranted')).toHaveLength(1);
  });

  it('writes nothing for an application refused by the account', async () => {
    const { userId } = await registerAccount(p, signUpInput.parse({ email: 'new@example.com', password: 'correct horse 1', passwordRepeat: 'correct horse 1', terms: true }), 'personal', meta);
    await expect(applyAsAmbassador(p, userId, application, undefined, meta)).rejects.toThrow('Please verify your email address before applying.');
    const { events } = await p.store.readAll({ after: { transactionId: 0n, globalPosition: 0n }, limit: 1000 });
    expect(events.filter((e) => e.type.startsWith('AmbassadorApplication'))).toHaveLength(0);
  });
});
