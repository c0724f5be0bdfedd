import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@decorlook/infra/testing/global-setup';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';

/**
 * kill -9 under a write load: `npm start` runs as its own process group on a database outside it
 * (so the kill takes the server, its projector thread and every connection, but not Postgres);
 * after a restart, every write that was answered 2xx is there, and every read model equals what
 * a clean replay of the events builds.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const PASSWORD = 'correct horse 1';
/** Writes acknowledged before the kill; the load goes on meanwhile, so some are in flight when it lands. */
const ACKNOWLEDGED_BEFORE_KILL = 120;
const CLIENTS = 6;

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let db: TestDatabase;
let dataDir: string;
let env: Record<string, string>;

function run(script: string, args: string[], extra: Record<string, string> = {}): Run {
  // Its own process group (detached), so one signal reaches the whole server.
  const child = spawn(TSX, [script, ...args], { cwd: ROOT, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function startServer(): Promise<{ server: Run; url: string }> {
  const port = await freePort();
  const server = run('scripts/start.ts', [], { PORT: String(port) });
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (server.output().includes('DecorLook is running')) {
        server.child.stdout!.off('data', check);
        resolve();
      }
    };
    server.child.stdout!.on('data', check);
    void server.exited.then(() => reject(new Error(`the server ended before it was running:\n${server.output()}`)));
    check();
  });
  return { server, url: `http://127.0.0.1:${port}` };
}

async function send(url: string, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/v1${pathname}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, position: res.headers.get('x-event-position'), stale: res.headers.get('x-stale'), body: (text ? JSON.parse(text) : null) as { result?: Record<string, unknown> } & Record<string, unknown> };
}

/** Every read model (the views the projectors point at their current tables), row by row. */
async function readModels(): Promise<Record<string, string[]>> {
  const { rows: views } = await db.pool.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.views WHERE table_schema = 'public' ORDER BY 1`);
  const models: Record<string, string[]> = {};
  for (const { name } of views) {
    const { rows } = await db.pool.query<{ row: string }>(`SELECT to_jsonb(v)::text AS row FROM "${name}" v`);
    models[name] = rows.map((r) => r.row).sort();
  }
  return models;
}

/** Each projector's table generation (a replay builds the next one); reactors have none. */
async function generations(): Promise<Record<string, number>> {
  const { rows } = await db.pool.query<{ name: string; generation: number }>('SELECT name, generation FROM projections WHERE generation > 0');
  return Object.fromEntries(rows.map((r) => [r.name, r.generation]));
}

interface Member {
  email: string;
  token: string | null;
  /** The conversation it writes to the next member in, and the messages answered 2xx there. */
  conversation: number | null;
  messages: string[];
  /** The first name of the last update answered 2xx, and of the one under way when the server died. */
  acknowledged: string | null;
  inFlight: string | null;
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'decorlook-crash-'));
  env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SKIP_WEB_BUILD: '1',
    LOG_LEVEL: 'silent',
    DEMO_CATALOG: 'off',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
}, 60_000);

afterAll(async () => {
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 under a write load', () => {
  it('loses no acknowledged write, and every read model equals a clean replay after the restart', async () => {
    const first = await startServer();
    const acknowledged: string[] = [];
    const members: Member[] = [];
    let killed = false;
    let reachedKillPoint: () => void = () => undefined;
    const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
    const ack = (position: string | null) => {
      expect(position).toMatch(/^\d+$/);
      acknowledged.push(position!);
      if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) reachedKillPoint();
    };

    // Each client signs up, signs in, starts a conversation with the next member, then updates its
    // profile, subscribes an address to the newsletter and sends a message, again and again until
    // the server dies under it; a refused connection ends it.
    const client = async (n: number) => {
      const me: Member = { email: `crash-${n}-${randomUUID().slice(0, 8)}@example.com`, token: null, conversation: null, messages: [], acknowledged: null, inFlight: null };
      try {
        const signUp = await send(first.url, 'POST', '/auth/sign-up', { email: me.email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'First', lastName: 'Member' });
        expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
        members.push(me);
        ack(signUp.position);
        ids[n].resolve(signUp.body.result!.id as number);
        const login = await send(first.url, 'POST', '/auth/login', { email: me.email, password: PASSWORD });
        expect(login.status).toBe(200);
        me.token = login.body.access_token as string;
        const auth = { Authorization: `Bearer ${me.token}` };
        const conversation = await send(first.url, 'POST', '/conversations', { type: 'private', participants: [await ids[(n + 1) % CLIENTS].promise], name: '' }, auth);
        expect(conversation.status, JSON.stringify(conversation.body)).toBe(201);
        ack(conversation.position);
        me.conversation = conversation.body.result!.id as number;
        for (let k = 0; !killed; k++) {
          me.inFlight = `Name${k}`;
          const update = await send(first.url, 'PUT', '/user', { firstName: me.inFlight }, { Authorization: `Bearer ${me.token}` });
          expect(update.status, JSON.stringify(update.body)).toBe(200);
          me.acknowledged = me.inFlight;
          ack(update.position);
          const subscribe = await send(first.url, 'POST', '/notification-email', { email: `news-${n}-${k}-${randomUUID().slice(0, 8)}@example.com` });
          expect(subscribe.status).toBe(201);
          ack(subscribe.position);
          const text = `message ${k} from member ${n}`;
          const message = await send(first.url, 'POST', `/conversations/${me.conversation}/messages`, { body: text }, auth);
          expect(message.status, JSON.stringify(message.body)).toBe(201);
          me.messages.push(text);
          ack(message.position);
        }
      } catch (err) {
        // Only the kill may end a client's load.
        if (!killed) throw err;
      }
    };
    const ids = Array.from({ length: CLIENTS }, () => {
      let resolve: (id: number) => void = () => undefined;
      const promise = new Promise<number>((r) => (resolve = r));
      return { promise, resolve };
    });
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

    await Promise.race([killPoint, load]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    killed = true;
    process.kill(-first.server.child.pid!, 'SIGKILL');
    await first.server.exited;
    await load;
    const signedUp = members.filter((m) => m.token !== null);
    expect(signedUp.length).toBe(CLIENTS);
    expect(signedUp.every((m) => m.messages.length > 0)).toBe(true);

    // Every acknowledged write is in the store.
    const positions = [...new Set(acknowledged)];
    const { rows: stored } = await db.pool.query<{ tx: string }>('SELECT DISTINCT transaction_id::text AS tx FROM events WHERE transaction_id::text = ANY($1::text[])', [positions]);
    expect(stored.map((r) => r.tx).sort()).toEqual(positions.sort());

    const second = await startServer();
    const highest = positions.reduce((m, p) => (BigInt(p) > m ? BigInt(p) : m), 0n);
    for (const me of signedUp) {
      // The account is there (its sign-in works), and its read model shows the last update answered
      // (or the one under way at the kill, which may have been written without being answered).
      const login = await send(second.url, 'POST', '/auth/login', { email: me.email, password: PASSWORD });
      expect(login.status).toBe(200);
      const user = await send(second.url, 'GET', '/user', undefined, { Authorization: `Bearer ${login.body.access_token as string}`, 'X-Min-Position': String(highest) });
      expect(user.status).toBe(200);
      expect(user.stale).toBeNull();
      expect(user.body.result?.email).toBe(me.email);
      expect([me.acknowledged ?? 'First', me.inFlight]).toContain(user.body.result?.firstName);
      // Every message answered 2xx is in the conversation.
      if (me.conversation === null) continue;
      const messages = await send(second.url, 'GET', `/conversations/${me.conversation}/messages?limit=100`, undefined, {
        Authorization: `Bearer ${login.body.access_token as string}`,
        'X-Min-Position': String(highest),
      });
      expect(messages.status).toBe(200);
      const shown = JSON.stringify(messages.body.result);
      for (const text of me.messages) expect(shown).toContain(JSON.stringify(text));
    }

    // Once the projectors have caught up with everything in the store (reactors append too, so
    // until the head stops moving), the server stops, and a clean replay rebuilds every read model.
    for (;;) {
      const { rows } = await db.pool.query<{ head: string | null }>('SELECT max(transaction_id::text::numeric)::text AS head FROM events');
      const head = rows[0].head ?? '0';
      const read = await send(second.url, 'GET', '/config', undefined, { 'X-Min-Position': head });
      expect(read.status).toBe(200);
      const { rows: again } = await db.pool.query<{ head: string | null }>('SELECT max(transaction_id::text::numeric)::text AS head FROM events');
      if (read.stale === null && again[0].head === head) break;
    }
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
    const live = await readModels();
    expect(Object.keys(live).length).toBeGreaterThan(0);
    expect(live.newsletter_subscriptions?.length ?? 0).toBeGreaterThan(0);

    const before = await generations();
    const replay = run('scripts/replay.ts', []);
    expect(await replay.exited, replay.output()).toBe(0);
    // Every projector was rebuilt into a new generation of tables, and they hold the same rows.
    const after = await generations();
    for (const [name, generation] of Object.entries(before)) expect(after[name], name).toBeGreaterThan(generation);
    expect(await readModels()).toEqual(live);
  }, 120_000);
});
