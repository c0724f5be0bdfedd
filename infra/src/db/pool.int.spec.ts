import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { createPool } from './pool';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('a pool whose connections the database ends', () => {
  it('survives a client held without a query losing its connection (as a LISTEN connection does at shutdown)', async () => {
    const pool = createPool(db.url, { max: 2 });
    const held = await pool.connect();
    await held.query('LISTEN anything');
    const { rows } = await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise<void>((resolve) => held.once('end', () => resolve()));
    // Without a listener on the client, its 'error' event would end this process here.
    await db.pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await ended;
    held.release(true);
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
    await pool.end();
  });

  it('can still end when a holder drops a client whose connection ended without releasing it', async () => {
    const pool = createPool(db.url, { max: 2 });
    const held = await pool.connect();
    const { rows } = await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise<void>((resolve) => held.once('end', () => resolve()));
    await db.pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await ended;
    // Never released by its holder: the pool ends all the same (the test's time limit says if not).
    await pool.end();
    expect(pool.totalCount).toBe(0);
    // A late release by the holder changes nothing.
    expect(() => held.release()).not.toThrow();
  });

});
