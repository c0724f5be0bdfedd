import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, type RecordedEvent } from '@decorlook/infra/event-store/types';
import { NotReplayable, ProjectionRunner, contextFor, createTables, isReactor, rebuild, type Processor, type Projector } from '@decorlook/infra/projections/index';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { createProjectors } from '@decorlook/projectors';
import { freshRead } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

let s: TestServer;
let processors: Processor[];
let projectors: Projector[];
const PASSWORD = 'correct horse 1';

/** A small history touching every projector: sign-ups, preferences, changes, erasure, newsletter. */
async function makeHistory() {
  for (let i = 0; i < 4; i++) {
    const email = `p${i}-${randomUUID().slice(0, 6)}@example.com`;
    await call(s.url, 'POST', '/v1/auth/sign-up', { email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: `Person ${i}`, type: i === 3 ? 'business' : 'personal', businessName: i === 3 ? 'Shop' : undefined });
    const t = (await call(s.url, 'POST', '/v1/auth/login', { email, password: PASSWORD })).body as { access_token: string };
    const h = { Authorization: `Bearer ${t.access_token}` };
    await call(s.url, 'PUT', '/v1/user/styles', { styles: [i + 1, 2] }, h);
    await call(s.url, 'PUT', '/v1/user/sub-styles', { subStyles: [i + 1] }, h);
    await call(s.url, 'PUT', '/v1/user/colors', { colors: [1, 4] }, h);
    await call(s.url, 'POST', '/v1/user/finish-preferences', undefined, h);
    await call(s.url, 'PUT', '/v1/user', { displayName: `Display ${i}` }, h);
    await call(s.url, 'POST', '/v1/auth/forgot-password', { email });
    if (i === 1) await call(s.url, 'POST', '/v1/user/update-email', { newEmail: `moved-${email}` }, h);
    if (i === 2) await call(s.url, 'DELETE', '/v1/user', undefined, h);
    await call(s.url, 'POST', '/v1/notification-email', { email });
  }
  const last = await call(s.url, 'POST', '/v1/notification-email', { email: `last-${randomUUID()}@example.com` });
  await freshRead(s.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': last.headers.get('x-event-position')! });
}

async function rows(table: string): Promise<unknown[]> {
  const { rows: r } = await s.platform.pool.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
  return r;
}

async function allEvents(types: readonly string[]): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let after = START;
  for (;;) {
    const batch = await s.platform.store.readAll({ after, limit: 500, types });
    out.push(...batch.events);
    if (batch.events.length < 500) return out;
    const l = batch.events[batch.events.length - 1];
    after = { transactionId: l.transactionId, globalPosition: l.globalPosition };
  }
}

beforeAll(async () => {
  s = await startTestServer();
  processors = createProjectors({ tokens: s.platform.tokens, publicUrl: s.platform.settings.publicUrl });
  projectors = processors.filter((p): p is Projector => !isReactor(p));
  await makeHistory();
});
afterAll(() => s.close());

describe('every projector', () => {
  it('has built its read models from the history', async () => {
    expect(await rows('users')).toHaveLength(4);
    expect((await rows('newsletter_subscriptions')).length).toBe(5);
    expect((await rows('site_enum_entries')).length).toBeGreaterThan(150);
  });

  it('gives the same rows when every event is delivered twice', async () => {
    for (const p of projectors) {
      const live = await Promise.all(Object.keys(p.tables).map(rows));
      const generation = 900;
      await createTables(s.platform.pool, p, generation);
      const ctx = contextFor(s.platform.pool, p, generation);
      const events = await allEvents(p.handles);
      await p.apply(events, ctx);
      const once = await Promise.all(Object.keys(p.tables).map((v) => rows(ctx.table(v))));
      await p.apply(events, ctx);
      for (const e of events) await p.apply([e], ctx);
      const twice = await Promise.all(Object.keys(p.tables).map((v) => rows(ctx.table(v))));
      expect(twice, p.name).toEqual(once);
      expect(once, p.name).toEqual(live);
    }
  });

  it('is rebuilt by a replay with the same result; the mail reactor is never replayed', async () => {
    const mails = (await s.platform.pool.query('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n;
    expect(mails).toBeGreaterThan(0);
    for (const p of projectors) {
      const live = await Promise.all(Object.keys(p.tables).map(rows));
      await rebuild({ pool: s.platform.pool, store: s.platform.store, projector: p });
      expect(await Promise.all(Object.keys(p.tables).map(rows)), p.name).toEqual(live);
    }
    const mail = processors.find(isReactor)!;
    await expect(rebuild({ pool: s.platform.pool, store: s.platform.store, projector: mail as unknown as Projector })).rejects.toThrow(NotReplayable);
    expect((await s.platform.pool.query('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n).toBe(mails);
  });

  it('a new version of the mail reactor, or a new reactor, mails nothing for past events', async () => {
    const mail = processors.find(isReactor)!;
    const head = await s.platform.store.headPosition();
    // Past mails aged out of the outbox: a reactor that went back over history would write them again.
    await s.platform.pool.query('DELETE FROM mail_outbox');
    await s.runner.stop();
    const runner = new ProjectionRunner({
      pool: s.platform.pool,
      connectionString: s.db.url,
      store: s.platform.store,
      projectors: [{ ...mail, version: mail.version + 1 }, { ...mail, name: 'mail-second' }],
      logger: s.platform.logger,
      idlePollMs: 50,
    });
    await runner.start();
    try {
      expect(await waitForPosition(s.platform.pool, head, 10_000, [mail.name, 'mail-second'])).toBe(true);
      const { rows: status } = await s.platform.pool.query(`SELECT name, version, status FROM projections WHERE name IN ('mail', 'mail-second') ORDER BY name`);
      expect(status).toEqual([
        { name: 'mail', version: mail.version + 1, status: 'running' },
        { name: 'mail-second', version: mail.version, status: 'running' },
      ]);
      expect((await s.platform.pool.query('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n).toBe(0);
      // New events are still mailed.
      const email = `after-${randomUUID().slice(0, 6)}@example.com`;
      const up = await call(s.url, 'POST', '/v1/auth/sign-up', { email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'After' });
      expect(await waitForPosition(s.platform.pool, BigInt(up.headers.get('x-event-position')!), 10_000, [mail.name])).toBe(true);
      const { rows: sent } = await s.platform.pool.query('SELECT recipient FROM mail_outbox');
      expect(sent).toEqual([{ recipient: email }]);
    } finally {
      await runner.stop();
    }
  });
});
