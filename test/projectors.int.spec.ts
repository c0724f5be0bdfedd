import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, type RecordedEvent } from '@decorlook/infra/event-store/types';
import { contextFor, createTables, rebuild, type Projector } from '@decorlook/infra/projections/index';
import { createProjectors } from '@decorlook/projectors';
import { call, startTestServer, type TestServer } from './support/test-server';

let s: TestServer;
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
  await call(s.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': last.headers.get('x-event-position')! });
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
  projectors = createProjectors({ tokens: s.platform.tokens, publicUrl: s.platform.settings.publicUrl });
  await makeHistory();
});
afterAll(() => s.close());

describe('every projector', () => {
  it('has built its read models from the history', async () => {
    expect(await rows('users')).toHaveLength(4);
    expect((await rows('newsletter_subscriptions')).length).toBe(5);
    expect((await rows('mail_recipients')).length).toBe(4);
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

  it('is rebuilt by a replay with the same result, and no mail is sent again', async () => {
    const mails = (await s.platform.pool.query('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n;
    for (const p of projectors) {
      const live = await Promise.all(Object.keys(p.tables).map(rows));
      await rebuild({ pool: s.platform.pool, store: s.platform.store, projector: p });
      expect(await Promise.all(Object.keys(p.tables).map(rows)), p.name).toEqual(live);
    }
    expect((await s.platform.pool.query('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n).toBe(mails);
  });
});
