import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, defineEvent, eventRegistry } from '@decorlook/domain';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { eventStoreContract } from './contract';
import { forgetSubject } from './personal-data';
import { PostgresEventStore } from './postgres-event-store';

let db: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase();
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
  }));
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
});
