import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistry } from '@decorlook/domain';
import { ENCRYPTED } from '@decorlook/infra/event-store/export';
import { forgetSubject } from '@decorlook/infra/event-store/personal-data';
import { PostgresEventStore } from '@decorlook/infra/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';
import { UsageError, exportEvents, parseCommand, statsTsv } from '../scripts/events';

/**
 * The analysts' tools (npm run events): the export writes one JSON line per event, oldest first,
 * with the filters asked for; personal fields stay sealed unless --decrypt; an erased person's
 * fields stay unreadable even then. The counts per type per day agree with the log. The command
 * itself runs against a database as the running site's, the way an analyst runs it.
 */
let db: TestDatabase;
let store: PostgresEventStore;
const H = 'ab'.repeat(16);

interface Line {
  type: string;
  streamId: string;
  streamPosition: number;
  globalPosition: number;
  transactionId: number;
  eventId: string;
  createdAt: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/** The export of `argv` (the command line after `export`), as lines. */
async function exported(argv: string[]): Promise<Line[]> {
  const cmd = parseCommand(['export', ...argv]);
  let text = '';
  const out = new Writable({
    highWaterMark: 64,
    write(chunk, _enc, done) {
      text += String(chunk);
      setImmediate(done);
    },
  });
  const n = await exportEvents(db.pool, eventRegistry, { ...cmd.filter, decrypt: cmd.decrypt, batchSize: cmd.batchSize }, out);
  const lines = text.split('\n').filter(Boolean);
  expect(lines).toHaveLength(n);
  return lines.map((l) => JSON.parse(l) as Line);
}

const at = (day: string) => `${day}T10:00:00.000Z`;

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore({ pool: db.pool, connectionString: db.url, registry: eventRegistry });
  await store.append('user-5', 'any', [{ type: 'UserConfirmed', data: { userId: 5, firstName: 'Zelda', lastName: 'Secretname', confirmedAt: at('2026-01-10') } }]);
  await store.append('user-6', 'any', [
    { type: 'UserConfirmed', data: { userId: 6, firstName: 'Yorick', lastName: 'Gonename', confirmedAt: at('2026-01-10') } },
    { type: 'UserDeactivated', data: { userId: 6, deactivatedAt: at('2026-01-10') } },
  ]);
  await store.append(`newsletter-${H}`, 'any', [{ type: 'NewsletterSubscribed', data: { emailHash: H, email: 'zelda@example.com', source: 'footer', subscribedAt: at('2026-01-11') } }]);
  await store.append('user-5', 'any', [{ type: 'UserDeactivated', data: { userId: 5, deactivatedAt: at('2026-01-12') } }]);
  // Yorick's data is erased: his key goes, his events stay.
  await forgetSubject(db.pool, 'user-6');
  // The log's own times are the days the facts happened on (a store records "now").
  await db.pool.query(`UPDATE events SET created_at = coalesce(data->>'confirmedAt', data->>'deactivatedAt', data->>'subscribedAt')::timestamptz`);
}, 60_000);

afterAll(async () => db?.drop());

describe('events export', () => {
  it('writes one line per event, oldest first, with its stream, positions, time, data and metadata', async () => {
    const lines = await exported([]);
    expect(lines.map((l) => [l.type, l.streamId, l.streamPosition])).toEqual([
      ['UserConfirmed', 'user-5', 0],
      ['UserConfirmed', 'user-6', 0],
      ['UserDeactivated', 'user-6', 1],
      ['NewsletterSubscribed', `newsletter-${H}`, 0],
      ['UserDeactivated', 'user-5', 1],
    ]);
    const positions = lines.map((l) => l.globalPosition);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(lines[0]).toMatchObject({ createdAt: at('2026-01-10'), metadata: { subject: 'user-5', schemaVersion: 1 } });
    expect(lines[0].eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0].transactionId).toBeGreaterThan(0);
    expect(lines[4].data).toEqual({ userId: 5, deactivatedAt: at('2026-01-12') });
  });

  it('keeps personal fields sealed unless asked: analysts get ids, never names or addresses', async () => {
    const lines = await exported([]);
    const text = JSON.stringify(lines);
    for (const secret of ['Zelda', 'Secretname', 'zelda@example.com', 'Yorick']) expect(text).not.toContain(secret);
    expect(lines[0].data).toEqual({ userId: 5, firstName: ENCRYPTED, lastName: ENCRYPTED, confirmedAt: at('2026-01-10') });
    expect(lines[3].data).toMatchObject({ emailHash: H, email: ENCRYPTED, source: 'footer' });
  });

  it('opens them with --decrypt, except an erased person’s', async () => {
    const lines = await exported(['--decrypt']);
    expect(lines[0].data).toMatchObject({ firstName: 'Zelda', lastName: 'Secretname' });
    expect(lines[3].data).toMatchObject({ email: 'zelda@example.com' });
    expect(lines[1].data).toMatchObject({ userId: 6, firstName: null, lastName: null });
    expect(lines[1].metadata.personalDataErased).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('Yorick');
  });

  it('filters by type, stream prefix and days, and pages through the log in batches', async () => {
    const types = (ls: Line[]) => ls.map((l) => `${l.type} ${l.streamId}`);
    expect(types(await exported(['--type', 'UserDeactivated', '--type', 'NewsletterSubscribed']))).toEqual(['UserDeactivated user-6', `NewsletterSubscribed newsletter-${H}`, 'UserDeactivated user-5']);
    expect(types(await exported(['--stream', 'user-5']))).toEqual(['UserConfirmed user-5', 'UserDeactivated user-5']);
    expect(types(await exported(['--from', '2026-01-11', '--to', '2026-01-11']))).toEqual([`NewsletterSubscribed newsletter-${H}`]);
    expect(types(await exported(['--from', '2026-01-11']))).toEqual([`NewsletterSubscribed newsletter-${H}`, 'UserDeactivated user-5']);
    expect(types(await exported(['--to', '2026-01-10T10:00:00Z', '--type', 'UserDeactivated']))).toEqual(['UserDeactivated user-6']);
    // Batches of one and of two give the same lines as one batch.
    const whole = await exported([]);
    expect(await exported(['--batch-size', '1'])).toEqual(whole);
    expect(await exported(['--batch-size', '2', '--decrypt'])).toEqual(await exported(['--decrypt']));
  });

  it('refuses a command line it cannot read', () => {
    expect(() => parseCommand(['export', '--type', 'NoSuchEvent'])).toThrow(UsageError);
    expect(() => parseCommand(['export', '--from', '31/01/2026'])).toThrow(UsageError);
    expect(() => parseCommand(['export', '--from', '2026-01-12', '--to', '2026-01-11'])).toThrow(UsageError);
    expect(() => parseCommand(['export', '--colour', 'red'])).toThrow(UsageError);
    expect(() => parseCommand(['stats', '--decrypt'])).toThrow(UsageError);
    expect(() => parseCommand(['import'])).toThrow(UsageError);
  });
});

describe('events stats', () => {
  it('counts events per type per UTC day', async () => {
    const { text, total } = await statsTsv(db.pool, parseCommand(['stats']).filter);
    expect(text).toBe(['day\ttype\tcount', '2026-01-10\tUserConfirmed\t2', '2026-01-10\tUserDeactivated\t1', '2026-01-11\tNewsletterSubscribed\t1', '2026-01-12\tUserDeactivated\t1', ''].join('\n'));
    expect(total).toBe(5);
    const deactivations = await statsTsv(db.pool, parseCommand(['stats', '--type', 'UserDeactivated', '--from', '2026-01-11']).filter);
    expect(deactivations.text).toBe('day\ttype\tcount\n2026-01-12\tUserDeactivated\t1\n');
  });
});

describe('npm run events', () => {
  const run = promisify(execFile);
  const env = { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  const tsx = path.resolve('node_modules/.bin/tsx');

  it('exports to a file with progress on stderr, and counts, against the database it is pointed at', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-events-'));
    const file = path.join(dir, 'events.ndjson');
    const e = await run(tsx, ['scripts/events.ts', 'export', '--type', 'UserConfirmed', '--out', file], { env: { ...env, DATABASE_URL: db.url } });
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Line);
    expect(lines.map((l) => [l.type, l.data.firstName])).toEqual([
      ['UserConfirmed', ENCRYPTED],
      ['UserConfirmed', ENCRYPTED],
    ]);
    expect(e.stdout).toBe('');
    expect(e.stderr).toMatch(/events export: 2 events written .*done/);
    const s = await run(tsx, ['scripts/events.ts', 'stats', '--to', '2026-01-10'], { env: { ...env, DATABASE_URL: db.url } });
    expect(s.stdout).toBe('day\ttype\tcount\n2026-01-10\tUserConfirmed\t2\n2026-01-10\tUserDeactivated\t1\n');
    expect(s.stderr).toMatch(/3 events, 2 types, 1 day$/m);
  }, 60_000);

  it('says how to use it, and exits with 2, when the command line is wrong', async () => {
    const failed = await run(tsx, ['scripts/events.ts', 'export', '--type', 'NoSuchEvent'], { env }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('Unknown event type "NoSuchEvent"');
    expect(failed?.stderr).toContain('npm run events -- export');
  }, 60_000);
});
