import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPool } from '../db/pool';
import type { Sql } from '../db/sql';
import { createLogger } from '../observability/logger';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { dispatchDue, mailRetentionDays, startMailDispatcher } from './dispatcher';
import type { Mailer, OutgoingMail } from './mailer';
import { enqueueMail, purgeMailOutbox } from './outbox';

let db: TestDatabase;
const logger = createLogger('test', 'silent');
const sql = () => db.pool as unknown as Sql;

beforeAll(async () => {
  db = await createTestDatabase();
});
beforeEach(async () => {
  await db.pool.query('DELETE FROM mail_outbox');
});
afterAll(() => db.drop());

async function queue(n: number, to = (i: number) => `person${i}@example.com`): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const eventId = randomUUID();
    ids.push(eventId);
    await enqueueMail(sql(), {
      eventId,
      kind: 'email-changed',
      userId: i + 1,
      to: to(i),
      recipientHash: `hash-of-${to(i)}`,
      content: { subject: `mail ${i}`, text: 'text', html: '<p>html</p>', links: [] },
      at: new Date(),
    });
  }
  return ids;
}

/** A mailer that records what it was asked to send, taking a turn of the event loop per mail. */
function recordingMailer(fail: (m: OutgoingMail) => boolean = () => false): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(m) {
      await new Promise((r) => setImmediate(r));
      if (fail(m)) throw new Error('421 try again later');
      sent.push(m);
    },
  };
}

describe('mail dispatch', () => {
  it("hands the mailer a mail's Reply-To (mail to the team answers the person who wrote)", async () => {
    const content = { subject: 'Contact message', text: 'text', html: '<p>html</p>', links: [] };
    await enqueueMail(sql(), { eventId: randomUUID(), kind: 'contact-message', userId: null, to: 'team@decor.example', recipientHash: null, replyTo: 'gus@example.com', content, at: new Date() });
    await enqueueMail(sql(), { eventId: randomUUID(), kind: 'reset', userId: 1, to: 'ann@example.com', recipientHash: 'hash-of-ann', content, at: new Date() });
    const mailer = recordingMailer();
    expect(await dispatchDue(db.pool, mailer, logger)).toBe(2);
    const byRecipient = Object.fromEntries(mailer.sent.map((m) => [m.to, m.replyTo]));
    expect(byRecipient).toEqual({ 'team@decor.example': 'gus@example.com', 'ann@example.com': undefined });
  });

  it('two dispatchers on one outbox send each mail exactly once', async () => {
    await queue(40);
    const mailer = recordingMailer();
    const a = createPool(db.url, { max: 2 });
    const b = createPool(db.url, { max: 2 });
    try {
      const drain = async (pool: typeof a) => {
        while ((await dispatchDue(pool, mailer, logger, { batchSize: 3 })) > 0);
      };
      await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    } finally {
      await a.end();
      await b.end();
    }
    const subjects = mailer.sent.map((m) => m.subject);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NOT NULL AND attempts = 1');
    expect(rows[0].n).toBe(40);
  });

  it('retries a failed send later with backoff, and gives up after the last attempt', async () => {
    const [id] = await queue(1);
    const mailer = recordingMailer(() => true);
    expect(await dispatchDue(db.pool, mailer, logger, { retryBaseMs: 60_000, maxAttempts: 3 })).toBe(0);
    const { rows: first } = await db.pool.query(`SELECT attempts, last_error, next_attempt_at > now() + interval '25 seconds' AS later FROM mail_outbox WHERE event_id = $1`, [id]);
    expect(first[0]).toEqual({ attempts: 1, last_error: '421 try again later', later: true });
    // Not due yet: nothing is claimed.
    expect(await dispatchDue(db.pool, mailer, logger, { maxAttempts: 3 })).toBe(0);
    expect((await db.pool.query('SELECT attempts FROM mail_outbox WHERE event_id = $1', [id])).rows[0].attempts).toBe(1);
    await vi.waitFor(
      async () => {
        await db.pool.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE event_id = $1 AND gave_up_at IS NULL', [id]);
        await dispatchDue(db.pool, mailer, logger, { retryBaseMs: 1, maxAttempts: 3 });
        const { rows } = await db.pool.query('SELECT attempts, gave_up_at IS NOT NULL AS gave_up FROM mail_outbox WHERE event_id = $1', [id]);
        expect(rows[0]).toEqual({ attempts: 3, gave_up: true });
      },
      { timeout: 5000, interval: 10 },
    );
    await db.pool.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE event_id = $1', [id]);
    await dispatchDue(db.pool, mailer, logger, { maxAttempts: 3 });
    expect((await db.pool.query('SELECT attempts FROM mail_outbox WHERE event_id = $1', [id])).rows[0].attempts).toBe(3);
  });

  it('keeps sent mail MAIL_RETENTION_DAYS days; the dev mailbox keeps every mail that long', async () => {
    const [old, recent, pending, gaveUp] = await queue(4);
    await db.pool.query(`UPDATE mail_outbox SET sent_at = now() - interval '8 days' WHERE event_id = $1`, [old]);
    await db.pool.query(`UPDATE mail_outbox SET sent_at = now() - interval '6 days' WHERE event_id = $1`, [recent]);
    await db.pool.query(`UPDATE mail_outbox SET created_at = now() - interval '9 days' WHERE event_id = $1`, [pending]);
    await db.pool.query(`UPDATE mail_outbox SET gave_up_at = now() - interval '8 days' WHERE event_id = $1`, [gaveUp]);
    expect(await purgeMailOutbox(sql(), 7, false)).toBe(2);
    const left = (await db.pool.query('SELECT event_id FROM mail_outbox ORDER BY event_id')).rows.map((r) => r.event_id);
    expect(left.sort()).toEqual([recent, pending].sort());
    expect(await purgeMailOutbox(sql(), 7, true)).toBe(1);
    expect((await db.pool.query('SELECT event_id FROM mail_outbox')).rows).toEqual([{ event_id: recent }]);
  });

  it('runs the retention purge when the dispatcher starts (then hourly)', async () => {
    const [old] = await queue(2);
    await db.pool.query(`UPDATE mail_outbox SET created_at = now() - interval '3 days' WHERE event_id = $1`, [old]);
    const stop = startMailDispatcher(db.pool, { kind: 'mailbox', send: async () => undefined }, logger, { retentionDays: 2 });
    try {
      await vi.waitFor(async () => expect((await db.pool.query('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n).toBe(1), { timeout: 5000, interval: 10 });
    } finally {
      await stop();
    }
  });

  it('reads MAIL_RETENTION_DAYS: 7 by default, a whole number of days otherwise', () => {
    expect(mailRetentionDays({})).toBe(7);
    expect(mailRetentionDays({ MAIL_RETENTION_DAYS: '30' })).toBe(30);
    expect(() => mailRetentionDays({ MAIL_RETENTION_DAYS: 'a week' })).toThrow(/MAIL_RETENTION_DAYS/);
    expect(() => mailRetentionDays({ MAIL_RETENTION_DAYS: '0' })).toThrow(/MAIL_RETENTION_DAYS/);
  });
});
