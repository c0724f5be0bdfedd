import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '@decorlook/command-api';
import { subscribeNewsletter } from '@decorlook/command-api/site/subscribe-newsletter';
import { loadSettings } from '@decorlook/infra/config';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform, type Platform } from '@decorlook/infra/platform';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';
import { PROJECTOR_NAMES } from '@decorlook/projectors';
import { startProjectorThread, type ProjectorThread } from '../scripts/projector-thread';

/** The projectors in their own thread, as `npm start` runs them, on a throwaway database. */
const env = { NODE_ENV: 'test', APP_ENV: 'test', HASH_KEY: 'test-hash-key', JWT_SECRET: 'test-jwt-secret-of-at-least-32-characters' };
let db: TestDatabase;
let platform: Platform;
let thread: ProjectorThread;

beforeAll(async () => {
  db = await createTestDatabase();
  platform = await createPlatform(loadSettings({ ...env, DATABASE_URL: db.url }), db.url, createLogger('test', 'silent'), { migrate: false });
  thread = await startProjectorThread(db.url, platform.store, { ...env, DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
});

afterAll(async () => {
  await thread?.stop();
  await platform?.close();
  await db?.drop();
});

describe('the projector thread', () => {
  it('runs every projector and reactor', () => {
    expect(thread.names).toEqual([...PROJECTOR_NAMES]);
  });

  // Linux names each thread's scheduling priority in /proc; elsewhere the thread keeps the process's.
  // Checked before anything is written: a thread whose batches fall behind runs at the request
  // thread's priority by design until a fresh batch, which on a busy machine may not come soon.
  it.runIf(existsSync('/proc/thread-self'))('runs below the priority of the thread that answers requests', () => {
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    const threads = readdirSync('/proc/self/task').map((tid) => niceOf(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
    const mine = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
    expect(threads.filter((nice) => nice === mine + 10).length).toBeGreaterThanOrEqual(1);
  });

  it('applies what the request thread writes, told of each append at once', async () => {
    await seedReferenceData(platform);
    const meta = { userId: null, correlationId: 'thread-spec', causationId: null };
    const { position } = await subscribeNewsletter(platform, { email: 'reader@example.com' }, undefined, meta);
    expect(await waitForPosition(platform.pool, position, 20_000)).toBe(true);
    const { rows } = await platform.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM site_enum_entries WHERE resource = 'styles'");
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('stops when asked, and its projectors stop with it', async () => {
    await thread.stop();
    const meta = { userId: null, correlationId: 'thread-spec-2', causationId: null };
    const { position } = await subscribeNewsletter(platform, { email: 'late@example.com' }, undefined, meta);
    expect(await waitForPosition(platform.pool, position, 300)).toBe(false);
    thread = await startProjectorThread(db.url, platform.store, { ...env, DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
    expect(await waitForPosition(platform.pool, position, 20_000)).toBe(true);
  });
});
