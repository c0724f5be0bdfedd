import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { signUpInput, type MessageSentPush } from '@decorlook/domain';
import { seedReferenceData } from '@decorlook/command-api';
import { signIn } from '@decorlook/command-api/identity/sign-in';
import { registerAccount } from '@decorlook/command-api/identity/sign-up';
import { loadSettings } from '@decorlook/infra/config';
import { startEmbeddedPostgres } from '@decorlook/infra/db/embedded';
import { createPool } from '@decorlook/infra/db/pool';
import { parseInput } from '@decorlook/infra/http/validate';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform, type Platform } from '@decorlook/infra/platform';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { freePort } from '@decorlook/infra/testing/global-setup';
import { attachRealtime } from '@decorlook/query-api/realtime/index';
import { startProjectorThread } from '../scripts/projector-thread';
import { createServer } from '../scripts/server';

/**
 * Realtime messaging (npm run bench, figure 7; `npm run bench -- realtime` runs it alone):
 * BENCH_REALTIME_SOCKETS (1,000) sockets connected at once, spread evenly over
 * BENCH_REALTIME_MEMBERS (50) members, each member in a conversation with the next one (a ring).
 * Messages are sent through POST /v1/conversations/{id}/messages at BENCH_REALTIME_RATE (20) a
 * second, BENCH_REALTIME_MESSAGES (300) of them, and timed from the moment the request is sent
 * until MessageSent reaches the other participant's sockets (the first of them, and the last: the
 * fan-out to all of that member's sockets). The whole path is measured: the command, the append,
 * the messaging projector in its own thread, the realtime outbox, the relay and socket.io
 * (with its Postgres adapter); the clients run in the same process, on the same 2 cores.
 */
export interface RealtimeBenchContext {
  platform: Platform;
  /** The http server of the site (createServer's app listening): the realtime service is attached to it for the run. */
  server: http.Server;
  port: number;
}

const SOCKETS = Number(process.env.BENCH_REALTIME_SOCKETS ?? 1000);
const MEMBERS = Number(process.env.BENCH_REALTIME_MEMBERS ?? 50);
const MESSAGES = Number(process.env.BENCH_REALTIME_MESSAGES ?? 300);
const RATE = Number(process.env.BENCH_REALTIME_RATE ?? 20);
const PASSWORD = 'bench password 1';

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN);

export async function realtimeBench(ctx: RealtimeBenchContext, title = 'Realtime messaging'): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const call = (method: string, p: string, body: unknown, token: string): Promise<{ status: number; body: { result?: unknown } }> => {
    const data = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string | number> = { authorization: `Bearer ${token}` };
    if (data) Object.assign(headers, { 'content-type': 'application/json', 'content-length': data.length });
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: ctx.port, path: `/v1${p}`, method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') }));
      });
      req.on('error', reject);
      req.end(data ?? undefined);
    });
  };
  const ok = async <T>(method: string, p: string, body: unknown, token: string): Promise<T> => {
    const r = await call(method, p, body, token);
    if (r.status >= 300) throw new Error(`${method} ${p} answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body.result as T;
  };

  const realtime = await attachRealtime(ctx.server, ctx.platform);
  const sockets: Socket[] = [];
  try {
    const t0 = performance.now();
    // Members through the account commands (no HTTP rate limit in the way), made complete through the calls people use.
    const run = Date.now().toString(36);
    const meta = { userId: null, correlationId: 'bench', causationId: null, appVersion: 'bench' };
    const members: { id: number; token: string }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const email = `talker${i}-${run}@example.com`;
      const input = parseInput(signUpInput, { email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: `Talker${i}`, lastName: 'Bench' });
      const { userId } = await registerAccount(ctx.platform, input, 'personal', meta);
      const session = await signIn(ctx.platform, { email, password: PASSWORD }, meta);
      const token = session.tokens.access_token;
      await ok('PUT', '/user/styles', { styles: [1] }, token);
      await ok('POST', '/user/finish-preferences', undefined, token);
      members.push({ id: userId, token });
    }
    // A ring: member i talks with member i+1, so each member is in two conversations.
    const conversations: { id: number; a: number; b: number }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const [a, b] = [members[i], members[(i + 1) % MEMBERS]];
      const c = await ok<{ id: number }>('POST', '/conversations', { type: 'private', participants: [b.id], name: '' }, a.token);
      conversations.push({ id: c.id, a: i, b: (i + 1) % MEMBERS });
    }
    await waitForPosition(ctx.platform.pool, await ctx.platform.store.headPosition(), 60_000);
    const setUp = performance.now() - t0;

    // Arrivals by message body (unique), per member: the first and the last of that member's sockets.
    const arrivals = new Map<string, Map<number, { first: number; last: number; count: number }>>();
    let delivered = 0;
    const c0 = performance.now();
    for (let i = 0; i < SOCKETS; i++) {
      const m = i % MEMBERS;
      const socket = connectSocket(`http://127.0.0.1:${ctx.port}`, { path: '/socket.io', auth: { token: members[m].token }, transports: ['websocket'], reconnection: false, forceNew: true });
      socket.on('MessageSent', (push: MessageSentPush) => {
        const at = performance.now();
        delivered++;
        let byMember = arrivals.get(push.body);
        if (!byMember) arrivals.set(push.body, (byMember = new Map()));
        const seen = byMember.get(m);
        if (seen) {
          seen.last = at;
          seen.count++;
        } else byMember.set(m, { first: at, last: at, count: 1 });
      });
      sockets.push(socket);
    }
    // Connected in parallel; each handshake reads the session, the member's status and conversations.
    await Promise.all(
      sockets.map(
        (s) =>
          new Promise<void>((resolve, reject) => {
            if (s.connected) return resolve();
            s.once('connect', () => resolve());
            s.once('connect_error', reject);
          }),
      ),
    );
    const connectMs = performance.now() - c0;

    // Open loop at RATE a second, over the ring's conversations in turn, each side writing in turn.
    const sent: { body: string; recipient: number; at: number; answeredAt: number }[] = [];
    const s0 = performance.now();
    const posts: Promise<void>[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const due = s0 + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const c = conversations[i % conversations.length];
      const [from, to] = Math.floor(i / conversations.length) % 2 ? [c.b, c.a] : [c.a, c.b];
      const body = `bench message ${i} ${run}`;
      const entry = { body, recipient: to, at: performance.now(), answeredAt: 0 };
      sent.push(entry);
      posts.push(
        ok('POST', `/conversations/${c.id}/messages`, { type: 1, version: 0, body }, members[from].token).then(() => {
          entry.answeredAt = performance.now();
        }),
      );
    }
    await Promise.all(posts);
    const perMember = SOCKETS / MEMBERS;
    // Every message reaches both participants' sockets: wait (bounded) for the last deliveries.
    const expected = MESSAGES * 2 * perMember;
    const deadline = performance.now() + 10_000;
    while (delivered < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));

    const first: number[] = [];
    const last: number[] = [];
    const answered: number[] = [];
    const afterAnswer: number[] = [];
    let complete = 0;
    for (const m of sent) {
      const got = arrivals.get(m.body)?.get(m.recipient);
      answered.push(m.answeredAt - m.at);
      if (!got) continue;
      first.push(got.first - m.at);
      last.push(got.last - m.at);
      afterAnswer.push(got.first - m.answeredAt);
      if (got.count === perMember) complete++;
    }
    for (const xs of [first, last, answered, afterAnswer]) xs.sort((a, b) => a - b);
    const line = (name: string, xs: number[]) => `   ${name.padEnd(52)} p50 ${percentile(xs, 0.5).toFixed(1)} ms   p99 ${percentile(xs, 0.99).toFixed(1)} ms   max ${xs.length ? xs[xs.length - 1].toFixed(1) : '-'} ms`;
    console.log(`${title} (${sockets.length} sockets over ${MEMBERS} members in ${conversations.length} conversations; ${MESSAGES} messages at ${RATE}/s; set up in ${(setUp / 1000).toFixed(1)} s, sockets connected in ${(connectMs / 1000).toFixed(1)} s)`);
    console.log(line('send → first socket of the other participant', first));
    console.log(line(`send → last of their ${perMember} sockets`, last));
    console.log(line('send → answer of POST .../messages', answered));
    console.log(line('answer → first socket of the other participant', afterAnswer));
    console.log(`   delivered ${delivered.toLocaleString('en')} of ${expected.toLocaleString('en')} socket deliveries; ${complete} of ${MESSAGES} messages reached all of the recipient's sockets  (target for the record: p99 < 200 ms)\n`);
  } finally {
    for (const s of sockets) s.disconnect();
    await realtime.close();
    agent.destroy();
  }
}

/** Standalone (`npm run bench -- realtime`, or `npx tsx bench/realtime.ts`): its own embedded PostgreSQL, projectors and server. */
export async function runRealtimeBench(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-bench-realtime-'));
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: process.env.PG_PORT ? Number(process.env.PG_PORT) : await freePort() });
  try {
    const admin = createPool(db.adminUrl, { max: 1 });
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const url = db.urlFor('bench');
    const env = { NODE_ENV: 'test', APP_ENV: 'test', HASH_KEY: 'bench', JWT_SECRET: 'bench-jwt-secret-of-at-least-32-characters' };
    const platform = await createPlatform(loadSettings(env), url, createLogger('bench', 'silent'), { poolSize: 20 });
    const projectors = await startProjectorThread(url, platform.store, env);
    const server = http.createServer(createServer(platform, { webDist: null }));
    try {
      await seedReferenceData(platform);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      await realtimeBench({ platform, server, port: (server.address() as AddressInfo).port }, 'Realtime messaging');
    } finally {
      server.closeAllConnections();
      server.close();
      await projectors.stop();
      await platform.close();
    }
  } finally {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runRealtimeBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
