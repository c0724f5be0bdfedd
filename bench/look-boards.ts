import http from 'node:http';
import { evolveLookBoard, initialLookBoardState, lookBoardStream, signUpInput, type LookBoardEvent, type LookBoardState } from '@decorlook/domain';
import { signIn } from '@decorlook/command-api/identity/sign-in';
import { registerAccount } from '@decorlook/command-api/identity/sign-up';
import { createPool } from '@decorlook/infra/db/pool';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import sharp from 'sharp';

/**
 * Look boards under load (npm run bench, figure 5): like, vote and rate commands sent by
 * CONCURRENCY signed-in people at once, on one hot board (every command on one stream, so they
 * queue behind each other and each folds a stream that grows as they go) and spread over many
 * boards; beside the CRUD baseline of figure 1 measured in the same turns; then the lag until
 * the board's read model (the card the site shows) has the counts, and a check that the card's
 * counts equal the board's events. The boards, products and image are made through the real
 * calls, the people through the sign-up and sign-in commands (no HTTP rate limit in the way).
 * BENCH_LOOK_BOARDS (default 100) sets the number of boards of the spread load.
 */
export interface LookBoardsBenchContext {
  /** The server of figure 1: the /v1 routes and the CRUD baseline at /bench/crud-baseline. */
  port: number;
  platform: Platform;
  /** The database, for the watcher's own connection. */
  url: string;
  seconds: number;
  concurrency: number;
  /** CPU milliseconds used so far by PostgreSQL (figure 1's counter). */
  postgresCpuMs: () => number;
}

const BOARDS = Number(process.env.BENCH_LOOK_BOARDS ?? 100);
const PASSWORD = 'bench password 1';
/** The projector that keeps the board cards (projectors/src/lookboards). */
const CARD_PROJECTOR = 'look-boards';

interface Answer {
  status: number;
  position: string | undefined;
  body: unknown;
}

export async function lookBoardsBench(ctx: LookBoardsBenchContext): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: ctx.concurrency * 2 });
  const call = (method: string, path: string, body: unknown, token: string | null): Promise<Answer> => {
    const data = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string | number> = { accept: 'application/json' };
    if (data) Object.assign(headers, { 'content-type': 'application/json', 'content-length': data.length });
    if (token) headers.authorization = `Bearer ${token}`;
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: ctx.port, path, method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: kept as text for the error message
          }
          resolve({ status: res.statusCode ?? 0, position: res.headers['x-event-position'] as string | undefined, body: parsed });
        });
      });
      req.on('error', reject);
      req.end(data ?? undefined);
    });
  };
  const ok = async <T>(method: string, path: string, body: unknown, token: string | null): Promise<T> => {
    const r = await call(method, path, body, token);
    if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
    return (r.body as { result: T }).result;
  };

  // --- the people, the catalogue and the boards ---------------------------------------------
  const setupStart = performance.now();
  const run = Date.now().toString(36);
  const meta = { userId: null, correlationId: 'bench', causationId: null, appVersion: 'bench' };
  const person = async (name: string, role: 'personal' | 'admin') => {
    const email = `${name}-${run}@example.com`;
    const input = parseInput(signUpInput, { email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: name, lastName: 'Bench' });
    const { userId } = await registerAccount(ctx.platform, input, role, meta);
    const session = await signIn(ctx.platform, { email, password: PASSWORD }, meta);
    return { id: userId, token: session.tokens.access_token };
  };
  const admin = await person('admin', 'admin');
  const owner = await person('owner', 'personal');
  // One person per client: a vote counts once per person and board, likes toggle, ratings change.
  const people: { id: number; token: string }[] = [];
  for (let i = 0; i < ctx.concurrency; i++) people.push(await person(`fan${i}`, 'personal'));

  const upload = async (type: 'product' | 'inspirationImage', colour: string) => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).png().toBuffer();
    const form = new FormData();
    form.set('type', type);
    form.set('file', new Blob([new Uint8Array(png)]), `${type}.png`);
    const res = await fetch(`http://127.0.0.1:${ctx.port}/v1/media`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${owner.token}` } });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { result: { id: number } }).result.id;
  };
  const image = await ok<{ id: number }>('POST', '/v1/inspiration-image', { mediaId: await upload('inspirationImage', '#b08d57'), title: 'Bench living room', styles: [1], roomTypeId: 1, type: 'room' }, owner.token);
  await ok('POST', `/v1/admin/inspiration-images/${image.id}/approve`, {}, admin.token);
  const product = await ok<{ id: number }>('POST', '/v1/product', { mediaId: await upload('product', '#2f6f62'), title: 'Bench lamp', price: 4_900, itemClassId: 1 }, owner.token);
  await ok('POST', `/v1/admin/products/${product.id}/approve`, {}, admin.token);
  const boards: number[] = [];
  for (let i = 0; i <= BOARDS; i++) {
    const board = await ok<{ id: number }>(
      'POST',
      '/v1/look-board',
      { title: `Bench board ${i}`, description: 'A board for the benchmark', message: 'Hello', type: 'room', roomTypeId: 1, styleId: 1, columns: 1, products: [product.id], inspirationImageId: image.id },
      owner.token,
    );
    await ok('POST', `/v1/look-board/${board.id}/submit`, {}, owner.token);
    await ok('POST', `/v1/admin/look-boards/${board.id}/approve`, {}, admin.token);
    boards.push(board.id);
  }
  const [hot, ...spread] = boards;
  await waitForPosition(ctx.platform.pool, await ctx.platform.store.headPosition(), 120_000);
  const setupSeconds = (performance.now() - setupStart) / 1000;

  // --- the loads ----------------------------------------------------------------------------
  /** The k-th command of client c on a board: like (toggles), vote (once per person), rate (a new rate each time). */
  const command = (k: number, board: number): { path: string; body: unknown } => {
    switch (k % 3) {
      case 0:
        return { path: `/v1/look-board/${board}/like`, body: {} };
      case 1:
        return { path: `/v1/look-board/${board}/vote`, body: { vote: true } };
      default:
        return { path: `/v1/look-board/${board}/rate`, body: { rate: (Math.floor(k / 3) % 5) + 1 } };
    }
  };
  interface Sample {
    seconds: number;
    latencies: number[];
    statuses: Map<number, number>;
    nodeCpuMs: number;
    pgCpuMs: number;
  }
  /** CONCURRENCY clients, each sending its next request as soon as the last is answered. */
  const load = async (seconds: number, next: (client: number, k: number) => { path: string; body: unknown; token: string | null }): Promise<Sample> => {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const cpu0 = process.cpuUsage();
    const pg0 = ctx.postgresCpuMs();
    const start = performance.now();
    const end = start + seconds * 1000;
    await Promise.all(
      Array.from({ length: ctx.concurrency }, async (_, client) => {
        for (let k = 0; performance.now() < end; k++) {
          const r = next(client, k);
          const t0 = performance.now();
          const { status } = await call('POST', r.path, r.body, r.token);
          latencies.push(performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const cpu = process.cpuUsage(cpu0);
    return { seconds: (performance.now() - start) / 1000, latencies, statuses, nodeCpuMs: (cpu.user + cpu.system) / 1000, pgCpuMs: ctx.postgresCpuMs() - pg0 };
  };
  // Each client keeps its own count, so a client's k-th command is the same whichever turn it falls in.
  const counters = { hot: new Array<number>(ctx.concurrency).fill(0), spread: new Array<number>(ctx.concurrency).fill(0) };
  const hotLoad = (s: number) =>
    load(s, (c) => {
      const k = counters.hot[c]++;
      return { ...command(k, hot), token: people[c].token };
    });
  const spreadLoad = (s: number) =>
    load(s, (c) => {
      const k = counters.spread[c]++;
      // Each client walks the boards from its own starting point, so the clients rarely meet on one board.
      return { ...command(k, spread[(c * 7 + Math.floor(k / 3)) % spread.length]), token: people[c].token };
    });
  const crudLoad = (s: number) => {
    let i = 0;
    return load(s, () => ({ path: '/bench/crud-baseline', body: { id: (i % 1000) + 1, email: `lb${i++}@example.com` }, token: null }));
  };

  await hotLoad(1);
  await spreadLoad(1);
  await crudLoad(1);
  // Turns of a second each, so a change in the machine's other load weighs on every path alike.
  const rounds = Math.max(1, Math.round(ctx.seconds));
  const samples = { hot: [] as Sample[], spread: [] as Sample[], crud: [] as Sample[] };
  for (let r = 0; r < rounds; r++) {
    samples.hot.push(await hotLoad(ctx.seconds / rounds));
    samples.spread.push(await spreadLoad(ctx.seconds / rounds));
    samples.crud.push(await crudLoad(ctx.seconds / rounds));
  }
  const settleStart = performance.now();
  await waitForPosition(ctx.platform.pool, await ctx.platform.store.headPosition(), 120_000);
  const settleMs = performance.now() - settleStart;

  const percentile = (xs: number[], q: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  };
  const figures = (xs: Sample[]) => {
    const latencies = xs.flatMap((x) => x.latencies);
    const sum = (f: (x: Sample) => number) => xs.reduce((t, x) => t + f(x), 0);
    const statuses = new Map<number, number>();
    for (const x of xs) for (const [k, v] of x.statuses) statuses.set(k, (statuses.get(k) ?? 0) + v);
    return {
      rate: latencies.length / sum((x) => x.seconds),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      nodeCpuMs: sum((x) => x.nodeCpuMs) / latencies.length,
      pgCpuMs: sum((x) => x.pgCpuMs) / latencies.length,
      refused: [...statuses].filter(([k]) => k >= 300).map(([k, v]) => `${v} x ${k}`),
    };
  };
  const [hotF, spreadF, crudF] = [figures(samples.hot), figures(samples.spread), figures(samples.crud)];
  const hotEvents = (await ctx.platform.store.readStream(lookBoardStream(hot))).events.length;
  const row = (label: string, f: ReturnType<typeof figures>, unit: string, note: string) =>
    `   ${label.padEnd(31)}${f.rate.toFixed(0).padStart(6)} ${unit}  p50 ${f.p50.toFixed(1).padStart(5)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms  cpu ${f.nodeCpuMs.toFixed(2)} + ${f.pgCpuMs.toFixed(2)} ms  ${note}${f.refused.length ? `  REFUSED: ${f.refused.join(', ')}` : ''}`;

  console.log(`5. Look boards: like, vote and rate (a third each; a person's later votes on a board change nothing) by ${ctx.concurrency} signed-in people at once (set up in ${setupSeconds.toFixed(1)} s: ${boards.length} boards, ${people.length + 2} people)`);
  console.log(row('one hot board', hotF, 'commands/s', `(every command on one stream; it grew to ${hotEvents} events)`));
  console.log(row(`many boards (${spread.length})`, spreadF, 'commands/s', '(each client walks the boards from its own place)'));
  console.log(row('CRUD baseline', crudF, 'updates/s', '(figure 1\'s, measured in the same turns)'));
  console.log(`   ratio (commands / CRUD)         ${(hotF.rate / crudF.rate).toFixed(2)} x one hot board, ${(spreadF.rate / crudF.rate).toFixed(2)} x many boards`);
  console.log(`   (the board cards' projector caught up ${settleMs.toFixed(0)} ms after the last answer)`);

  // --- lag until the card has the counts -------------------------------------------------------
  const rate = Math.max(10, hotF.rate / 2);
  const lags: number[] = [];
  const pending: { position: bigint; at: number }[] = [];
  let watching = true;
  // The watcher polls the card projector's checkpoint on its own connection every 2 ms (its figures are at most that coarse).
  const watchPool = createPool(ctx.url, { max: 1 });
  const watcher = (async () => {
    while (watching || pending.length) {
      const { rows } = await watchPool.query<{ safe: string }>('SELECT safe_tx::text AS safe FROM projections WHERE name = $1', [CARD_PROJECTOR]);
      const safe = BigInt(rows[0]?.safe ?? '0');
      const now = performance.now();
      for (let i = pending.length - 1; i >= 0; i--) {
        if (pending[i].position <= safe) {
          lags.push(now - pending[i].at);
          pending.splice(i, 1);
        }
      }
      await new Promise((r) => setTimeout(r, 2));
    }
  })();
  const total = Math.max(50, Math.round(rate * Math.min(ctx.seconds, 5)));
  const start = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i / rate) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const c = i % people.length;
    // Likes and ratings only: a person's second vote appends nothing, so it has no lag to measure.
    let k = counters.hot[c]++;
    if (k % 3 === 1) k = counters.hot[c]++;
    inflight.push(
      call('POST', command(k, hot).path, command(k, hot).body, people[c].token).then((r) => {
        if (r.status < 300 && r.position) pending.push({ position: BigInt(r.position), at: performance.now() });
      }),
    );
  }
  await Promise.all(inflight);
  watching = false;
  await watcher;
  await watchPool.end();
  console.log(`   lag until the hot board's card has the counts, at ${rate.toFixed(0)} likes and ratings/s (half its rate), ${lags.length} writes`);
  console.log(`   p50 ${percentile(lags, 0.5).toFixed(1)} ms   p90 ${percentile(lags, 0.9).toFixed(1)} ms   p99 ${percentile(lags, 0.99).toFixed(1)} ms   max ${Math.max(...lags).toFixed(1)} ms`);

  // --- the card's counts against the board's events --------------------------------------------
  await waitForPosition(ctx.platform.pool, await ctx.platform.store.headPosition(), 120_000);
  const events = (await ctx.platform.store.readStream(lookBoardStream(hot))).events as unknown as LookBoardEvent[];
  const state: LookBoardState = events.reduce(evolveLookBoard, initialLookBoardState());
  const expected = { likesCount: state.likedBy.size, votesCount: state.votedBy.size, ratingsCount: state.rates.size };
  const card = await call('GET', `/v1/look-board/${hot}`, undefined, null);
  if (card.status !== 200) console.log(`   the card could not be read (GET /v1/look-board/${hot} answered ${card.status})\n`);
  else {
    const shown = card.body as { result: Record<string, unknown> };
    const got = { likesCount: shown.result.likesCount, votesCount: shown.result.votesCount, ratingsCount: shown.result.ratingsCount };
    const same = JSON.stringify(got) === JSON.stringify(expected);
    console.log(`   the card's counts ${same ? 'equal' : 'DIFFER FROM'} the board's events: ${JSON.stringify(got)}${same ? '' : ` vs ${JSON.stringify(expected)}`}\n`);
  }
  agent.destroy();
}
