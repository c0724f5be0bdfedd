import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, defineEvent, eventRegistry } from '@decorlook/domain';
import { z } from 'zod';
import { createPrivateDatabase, type TestDatabase } from '../testing/test-db';
import { eventStoreContract } from './contract';
import { decryptPersonalFields, forgetSubject } from './personal-data';
import { PostgresEventStore } from './postgres-event-store';
import { SubjectErased } from './types';

let db: TestDatabase;
let store: PostgresEventStore;

// Its own cluster: the contract reads the global log at once after each write (see createPrivateDatabase).
beforeAll(async () => {
  db = await createPrivateDatabase();
  store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry });
});
afterAll(() => db.drop());

describe('Postgres event store: the contract', () => {
  eventStoreContract(() => ({
    store,
    holdOpen: async (streamId, events) => {
      const client = await db.pool.connect();
      await client.query('BEGIN');
      await client.query('SELECT pg_current_xact_id()');
      const done = async () => {
        await client.query(
          `INSERT INTO streams (stream_id, version) VALUES ($1, $2);
           `.trim(),
          [streamId, events.length - 1],
        );
        for (const [i, e] of events.entries()) {
          await client.query(`INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)`, [
            streamId,
            i,
            randomUUID(),
            e.type,
            JSON.stringify(e.data),
            JSON.stringify({ schemaVersion: 1 }),
          ]);
        }
        await client.query('COMMIT');
        client.release();
      };
      return { commit: done };
    },
  }), { holdOpen: true });
});

describe('Postgres event store: schemas and personal data', () => {
  it('encrypts personal fields at rest and reads them back for their owner', async () => {
    const s = `newsletter-${randomUUID()}`;
    await store.append(s, 'no_stream', [
      { type: 'NewsletterSubscribed', data: { emailHash: 'h'.repeat(32), email: 'ada@example.com', source: 'popup', subscribedAt: new Date().toISOString() } },
    ]);
    const { rows } = await db.pool.query('SELECT data::text FROM events WHERE stream_id = $1', [s]);
    expect(rows[0].data).not.toContain('ada@example.com');
    const { events } = await store.readStream(s);
    expect((events[0].data as { email: string }).email).toBe('ada@example.com');
  });

  it('leaves the events of an erased person readable with their personal fields unreadable', async () => {
    const hash = randomUUID().replace(/-/g, '');
    const s = `newsletter-${hash}`;
    await store.append(s, 'no_stream', [{ type: 'NewsletterSubscribed', data: { emailHash: hash, email: 'grace@example.com', source: 'footer', subscribedAt: new Date().toISOString() } }]);
    expect(await forgetSubject(db.pool, `email-${hash}`)).toBe(true);
    const { events } = await store.readStream(s);
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ emailHash: hash, email: null, source: 'footer' });
    expect(events[0].metadata.personalDataErased).toBe(true);
  });

  it('upcasts an event stored under an older schema version when it is read', async () => {
    const s = `newsletter-${randomUUID()}`;
    await db.pool.query(`INSERT INTO streams VALUES ($1, 0)`, [s]);
    await db.pool.query(`INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata) VALUES ($1, 0, $2, 'NewsletterSubscribed', $3, '{"schemaVersion":1}')`, [
      s,
      randomUUID(),
      JSON.stringify({ emailHash: 'x'.repeat(32), email: 'old@example.com', subscribedAt: '2023-01-01T00:00:00.000Z' }),
    ]);
    const { events } = await store.readStream(s);
    expect(events[0].data).toMatchObject({ email: 'old@example.com', source: 'popup' });
    expect(events[0].metadata.schemaVersion).toBe(2);
  });

  it('refuses an event whose data fails its current schema', async () => {
    const registry = createRegistry([defineEvent({ type: 'Thing', version: 1, schema: z.object({ n: z.number() }) })]);
    const strict = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry });
    await expect(strict.append(`thing-${randomUUID()}`, 'any', [{ type: 'Thing', data: { n: 'one' } }])).rejects.toThrow(/refused/);
  });

  it('leaves the sealed values in the events table unreadable once their subject is shredded', async () => {
    const hash = randomUUID().replace(/-/g, '');
    const s = `newsletter-${hash}`;
    await store.append(s, 'no_stream', [{ type: 'NewsletterSubscribed', data: { emailHash: hash, email: 'hedy@example.com', source: 'popup', subscribedAt: new Date().toISOString() } }]);
    await store.appendMany([{ streamId: `siteEnum-${randomUUID()}`, expected: 'no_stream', events: [{ type: 'EnumEntryAdded', data: { resource: 'styles', entry: { id: 1, name: 'Boho' } } }] }], {
      shred: [`email-${hash}`],
    });
    const { rows } = await db.pool.query<{ data: Record<string, unknown>; text: string }>('SELECT data, data::text AS text FROM events WHERE stream_id = $1', [s]);
    expect(rows[0].text).not.toContain('hedy@example.com');
    expect(rows[0].data.email).toMatchObject({ $pii: expect.any(String) });
    const { rows: keys } = await db.pool.query('SELECT key, erased_at FROM personal_data_keys WHERE subject = $1', [`email-${hash}`]);
    expect(keys).toEqual([{ key: null, erased_at: expect.any(Date) }]);
    // No key is left anywhere to open the sealed value with.
    expect(decryptPersonalFields(rows[0].data, keys[0].key)).toEqual({ data: { ...rows[0].data, email: null }, erased: true });
  });

  it('refuses a key it remembers once another process has shredded its subject', async () => {
    const other = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry });
    const hash = randomUUID().replace(/-/g, '');
    const subscribe = (email: string) => ({ type: 'NewsletterSubscribed', data: { emailHash: hash, email, source: 'popup', subscribedAt: new Date().toISOString() } });
    await store.append(`newsletter-${hash}`, 'no_stream', [subscribe('joan@example.com')]);
    await other.appendMany([{ streamId: `siteEnum-${randomUUID()}`, expected: 'no_stream', events: [{ type: 'EnumEntryAdded', data: { resource: 'styles', entry: { id: 1, name: 'Boho' } } }] }], {
      shred: [`email-${hash}`],
    });
    await expect(store.append(`newsletter-${hash}`, 0n, [subscribe('joan.again@example.com')])).rejects.toBeInstanceOf(SubjectErased);
    expect((await store.readStream(`newsletter-${hash}`)).events).toHaveLength(1);
  });
});

describe('Postgres event store: data keys', () => {
  it('looks a known subject\'s key up once, then remembers it', async () => {
    const hash = randomUUID().replace(/-/g, '');
    const subscribe = (email: string) => ({ type: 'NewsletterSubscribed', data: { emailHash: hash, email, source: 'popup', subscribedAt: new Date().toISOString() } });
    await store.append(`newsletter-${hash}`, 'no_stream', [subscribe('ida@example.com')]);
    const lookups: string[] = [];
    const counting = new Proxy(db.pool, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver);
        return (q: unknown, ...rest: unknown[]) => {
          if (typeof q === 'string' && q.includes('FROM personal_data_keys')) lookups.push(q);
          return (target.query as (...a: unknown[]) => unknown)(q, ...rest);
        };
      },
    });
    const fresh = new PostgresEventStore({ pool: counting, connectionString: db.url, registry: eventRegistry });
    await fresh.append(`newsletter-${hash}`, 0n, [subscribe('ida@example.com')]);
    await fresh.append(`newsletter-${hash}`, 1n, [subscribe('ida@example.com')]);
    await fresh.append(`newsletter-${hash}`, 'any', [subscribe('ida@example.com')]);
    expect(lookups).toHaveLength(1);
    expect((await store.readStream(`newsletter-${hash}`)).events.map((e) => (e.data as { email: string }).email)).toEqual(Array(4).fill('ida@example.com'));
  });
});

describe('Postgres event store: group commit', () => {
  const enumAdded = (id: number) => ({ type: 'EnumEntryAdded', data: { resource: 'styles', entry: { id, name: `Style ${id}` } } });

  it('writes appends that arrive together in one transaction, each answered with that position', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => store.append(`siteEnum-${randomUUID()}`, 'no_stream', [enumAdded(i + 1)])));
    expect(new Set(results.map((r) => r.position)).size).toBe(1);
  });

  it('writes each append in its own transaction when grouping is off', async () => {
    const alone = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry, groupCommit: false });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => alone.append(`siteEnum-${randomUUID()}`, 'no_stream', [enumAdded(i + 1)])));
    expect(new Set(results.map((r) => r.position)).size).toBe(10);
  });

  it('creates the keys of new subjects in the batch and reuses a key that already exists', async () => {
    const hashes = Array.from({ length: 20 }, () => randomUUID().replace(/-/g, ''));
    const subscribe = (hash: string, source: string) => ({ type: 'NewsletterSubscribed', data: { emailHash: hash, email: `${hash}@example.com`, source, subscribedAt: new Date().toISOString() } });
    await Promise.all(hashes.map((h) => store.append(`newsletter-${h}`, 'no_stream', [subscribe(h, 'popup')])));
    // Another process guesses these subjects are new: the batch answers with their keys instead.
    const other = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry });
    await Promise.all(hashes.map((h) => other.append(`footer-${h}`, 'no_stream', [subscribe(h, 'footer')])));
    const { rows } = await db.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM personal_data_keys WHERE subject = ANY($1)', [hashes.map((h) => `email-${h}`)]);
    expect(rows[0].n).toBe('20');
    for (const h of hashes) {
      expect((await store.readStream(`footer-${h}`)).events[0].data).toMatchObject({ email: `${h}@example.com`, source: 'footer' });
    }
  });
});
