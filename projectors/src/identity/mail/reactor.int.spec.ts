import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistry, normaliseEmail } from '@decorlook/domain';
import { PostgresEventStore } from '@decorlook/infra/event-store/postgres-event-store';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { createTokenService } from '@decorlook/infra/identity/tokens';
import { keyedHash } from '@decorlook/infra/keyed-hash';
import { createLogger } from '@decorlook/infra/observability/logger';
import { ProjectionRunner } from '@decorlook/infra/projections/runner';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';
import { mailReactor } from './reactor';

/** The mail reactor against a real store: events in, outbox rows out. */
let db: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;
const tokens = createTokenService('a-test-secret-of-at-least-32-characters!');
const PUBLIC_URL = 'https://decorlook.test';
const hash = (email: string) => keyedHash('test-hash-key', normaliseEmail(email));
const now = () => new Date().toISOString();
let nextUserId = 1000;

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry });
  runner = new ProjectionRunner({
    pool: db.pool,
    connectionString: db.url,
    store,
    projectors: [mailReactor({ tokens, publicUrl: PUBLIC_URL })],
    logger: createLogger('test', 'silent'),
    idlePollMs: 50,
  });
  await runner.start();
});
afterAll(async () => {
  await runner.stop();
  await db.drop();
});

const address = (kind: string) => `${kind}-${randomUUID().slice(0, 8)}@example.com`;

/** Appends to a stream and waits until the reactor has acted on it. */
async function append(streamId: string, events: EventToAppend[]): Promise<void> {
  const { position } = await store.append(streamId, 'any', events);
  expect(await waitForPosition(db.pool, position, 10_000, ['mail'])).toBe(true);
}

async function register(email: string, names: { displayName?: string; firstName?: string } = {}): Promise<number> {
  const userId = nextUserId++;
  await append(`user-${userId}`, [
    {
      type: 'UserRegistered',
      data: {
        userId,
        role: 'personal',
        type: 'personal',
        status: 'no_pref',
        email,
        emailHash: hash(email),
        passwordHash: 'argon2id-hash-of-a-password',
        countryId: 1,
        showProducts: 'all',
        registeredAt: now(),
        ...names,
      },
    },
  ]);
  return userId;
}

const resetRequested = (userId: number, email: string): EventToAppend => ({
  type: 'PasswordResetRequested',
  data: { userId, emailHash: hash(email), passwordVersion: 1, requestedAt: now() },
});
const personaRequested = (email: string, persona?: string, userId: number | null = null): EventToAppend => ({
  type: 'PersonaEmailRequested',
  data: { emailHash: hash(email), email, persona, userId, requestedAt: now() },
});

async function outbox(where: string, params: unknown[]) {
  const { rows } = await db.pool.query(`SELECT event_id, kind, user_id, recipient, recipient_hash, reply_to, subject, text_body, html_body, links FROM mail_outbox WHERE ${where} ORDER BY created_at, event_id`, params);
  return rows as { kind: string; user_id: number | null; recipient: string; recipient_hash: string; reply_to: string | null; subject: string; text_body: string; html_body: string; links: string[] }[];
}

describe('the mail reactor', () => {
  it('mails a reset link to the address the person has, keyed by the event: the same event again mails nothing more', async () => {
    const email = address('reset');
    const userId = await register(email, { firstName: 'Rosa' });
    const event = { ...resetRequested(userId, email), eventId: randomUUID() };
    await append(`user-${userId}`, [event]);
    await store.append(`user-${userId}`, 'any', [event]);
    const mails = await outbox('recipient_hash = $1', [hash(email)]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'reset', user_id: userId, recipient: email, subject: 'Reset your DecorLook password' });
    expect(mails[0].text_body).toContain('Hi Rosa, reset your password');
    expect(mails[0].links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/auth/password/reset/[^/?]+\\?email=`));
  });

  it('sends at most 3 reset, verification or persona mails to one address in an hour; later ones send nothing', async () => {
    const email = address('limited');
    const userId = await register(email);
    await append(`user-${userId}`, [{ type: 'VerificationLinkRequested', data: { userId, emailHash: hash(email), requestedAt: now() } }]);
    for (let i = 0; i < 3; i++) await append(`user-${userId}`, [resetRequested(userId, email)]);
    await append(`persona-${hash(email)}`, [personaRequested(email, 'Boho')]);
    expect((await outbox('recipient_hash = $1', [hash(email)])).map((m) => m.kind)).toEqual(['verification', 'reset', 'reset']);
    // Another address is not held back by this one.
    const other = address('unlimited');
    for (let i = 0; i < 4; i++) await append(`persona-${hash(other)}`, [personaRequested(other, 'Hygge')]);
    expect(await outbox('recipient_hash = $1', [hash(other)])).toHaveLength(3);
  });

  it('keeps free text out of the persona subject and control characters out of every body built from input', async () => {
    const email = address('persona');
    await append(`persona-${hash(email)}`, [personaRequested(email, 'Boho\u0007\r\nBcc: victim@example.com \u202eChic')]);
    const [mail] = await outbox('recipient_hash = $1', [hash(email)]);
    expect(mail.subject).toBe('Your DecorLook style');
    expect(mail.text_body).toContain('your style is Boho Bcc: victim@example.com Chic.');
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(mail.text_body + mail.html_body).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202e]/);
    const named = address('named');
    const userId = await register(named, { displayName: 'Ann\u0000\r\nX-Header: 1' });
    await append(`user-${userId}`, [resetRequested(userId, named)]);
    const [reset] = await outbox('recipient_hash = $1', [hash(named)]);
    expect(reset.text_body).toContain('Hi Ann X-Header: 1, reset your password');
  });

  it('tells the old address that it was changed, with the new one masked and a link to undo it; the verification link goes to the new one', async () => {
    const old = address('before');
    const fresh = `newbie-${randomUUID().slice(0, 6)}@example.org`;
    const userId = await register(old, { displayName: 'Nora' });
    const changedAt = now();
    await append(`user-${userId}`, [
      { type: 'EmailChanged', data: { userId, email: fresh, emailHash: hash(fresh), previousEmailHash: hash(old), changedAt } },
      { type: 'VerificationLinkRequested', data: { userId, emailHash: hash(fresh), requestedAt: changedAt } },
    ]);
    const [notice] = await outbox('recipient_hash = $1', [hash(old)]);
    expect(notice).toMatchObject({ kind: 'email-changed', user_id: userId, recipient: old, subject: 'Your DecorLook email address was changed' });
    expect(notice.text_body).toContain('was changed to n***@example.org');
    expect(notice.text_body + notice.html_body).not.toContain(fresh);
    const token = notice.links[0].replace(`${PUBLIC_URL}/auth/email-revert/`, '');
    expect(notice.links[0]).toBe(`${PUBLIC_URL}/auth/email-revert/${token}`);
    expect(tokens.verifyEmailRevertToken(token)).toEqual({ userId, previousEmailHash: hash(old) });
    const [verification] = await outbox('recipient_hash = $1', [hash(fresh)]);
    expect(verification).toMatchObject({ kind: 'verification', user_id: userId, recipient: fresh });
    expect(verification.text_body).toContain('Nora');
    // Undoing the change from that link mails no notice of its own.
    await append(`user-${userId}`, [{ type: 'EmailChanged', data: { userId, email: old, emailHash: hash(old), previousEmailHash: hash(fresh), reason: 'revert', changedAt: now() } }]);
    expect(await outbox(`kind = 'email-changed' AND user_id = $1`, [userId])).toHaveLength(1);
  });

  it('on erasure deletes every mail to or about the person, sent or not, by user id and by address hash', async () => {
    const first = address('erased-first');
    const second = address('erased-second');
    const bystander = address('bystander');
    const userId = await register(first, { displayName: 'Erin' });
    await append(`user-${userId}`, [resetRequested(userId, first)]);
    await append(`user-${userId}`, [
      { type: 'EmailChanged', data: { userId, email: second, emailHash: hash(second), previousEmailHash: hash(first), changedAt: now() } },
      { type: 'VerificationLinkRequested', data: { userId, emailHash: hash(second), requestedAt: now() } },
    ]);
    // Asked for by address only (no user id): found by the address hash.
    await append(`persona-${hash(first)}`, [personaRequested(first, 'Boho')]);
    await append(`persona-${hash(second)}`, [personaRequested(second, 'Boho')]);
    await append(`persona-${hash(bystander)}`, [personaRequested(bystander, 'Boho')]);
    await db.pool.query(`UPDATE mail_outbox SET sent_at = now() WHERE recipient_hash = $1 AND kind = 'reset'`, [hash(first)]);
    const mine = 'recipient = ANY($1) OR user_id = $2 OR recipient_hash = ANY($3)';
    const params = [[first, second], userId, [hash(first), hash(second)]];
    expect(await outbox(mine, params)).toHaveLength(5);
    await append(`user-${userId}`, [{ type: 'UserErased', data: { userId, emailHash: hash(second), erasedAt: now() } }]);
    expect(await outbox(mine, params)).toEqual([]);
    expect(await outbox('recipient_hash = $1', [hash(bystander)])).toHaveLength(1);
    // No table of the mail side keeps the address or the name.
    const { rows } = await db.pool.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'mail%'`);
    expect(rows.map((r) => r.table_name)).toEqual(['mail_outbox']);
  });

  it('an address erased on its own (newsletter, persona) loses its mail too', async () => {
    const email = address('subject');
    await append(`persona-${hash(email)}`, [personaRequested(email, 'Boho')]);
    expect(await outbox('recipient_hash = $1', [hash(email)])).toHaveLength(1);
    await append(`persona-${hash(email)}`, [{ type: 'EmailSubjectErased', data: { emailHash: hash(email), epoch: 1, erasedAt: now() } }]);
    expect(await outbox('recipient_hash = $1', [hash(email)])).toEqual([]);
  });

  it("mails a takedown notice's receipt to the claimant and its details to the team once each, however often it is delivered; the claimant's erasure forgets both", async () => {
    const email = address('claimant');
    const userId = await register(email, { firstName: 'Nora' });
    const filed: EventToAppend = {
      type: 'TakedownNoticeFiled',
      eventId: randomUUID(),
      data: {
        noticeId: 77,
        imageId: 5,
        userId,
        fullName: 'Nora Claimant',
        email,
        phone: '',
        address: '1 Main Street',
        workDescription: 'My photograph',
        originalUrl: '',
        goodFaith: true,
        accurate: true,
        signature: 'Nora Claimant',
        filedAt: now(),
      },
    };
    await append('takedownNotice-77', [filed]);
    await store.append('takedownNotice-77', 'any', [filed]);
    await append('takedownNotice-77', [{ type: 'TakedownNoticeRejected', data: { noticeId: 77, imageId: 5, userId, adminId: 1, reason: 'Licensed', rejectedAt: now() } }]);
    // The receipt and the team's copy come from one event at one instant: compared as a set.
    const mails = await outbox('user_id = $1', [userId]);
    expect(mails.map((m) => [m.kind, m.recipient, m.reply_to]).sort()).toEqual(
      [
        ['claim-decision', email, null],
        ['claim-received', email, null],
        ['claim-received', 'team@decorlook.test', email],
      ].sort(),
    );
    expect(mails.find((m) => m.recipient === 'team@decorlook.test')?.text_body).toContain('The work: My photograph');
    expect(mails.find((m) => m.kind === 'claim-decision')?.text_body).toContain('The reason: Licensed');
    await append(`user-${userId}`, [{ type: 'UserErased', data: { userId, emailHash: hash(email), erasedAt: now() } }]);
    expect(await outbox('user_id = $1', [userId])).toEqual([]);
  });
});
