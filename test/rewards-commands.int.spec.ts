import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LEDGER_GENESIS_HASH,
  ledgerEntryContent,
  ledgerHashInput,
  ledgerStream,
  POINTS_ABOVE_BALANCE,
  POINTS_BELOW_MINIMUM,
  requestStream,
  type ImageView,
  type LedgerEvent,
  type LookBoardView,
  type ProductView,
  type RedemptionView,
  type UserStatsView,
} from '@decorlook/domain';
import { rebuild } from '@decorlook/infra/projections/rebuild';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { createPointsEarner, POINTS_EARNER_PROJECTOR } from '@decorlook/projectors/rewards/points-earner/projector';
import { verifyLedgers } from '../scripts/ledger-verify';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Reward points' writes through the real server. Points are earned the real way (an admin
 * approves images, boards are published and rated, a request is answered, preferences are
 * finished, members follow), so the points earner is exercised too; members redeem, admins pay
 * or refuse, and the auditors' ledger:verify recomputes every chain.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

const STYLE = 4;
const DAY_MS = 86_400_000;
let admin: Person;
let rich: Person; // 1,000 points: twenty images approved over two days (500 a day is the cap)
let bea: Person; // 500 points: ten images approved
let una: Person; // never verified her address
let cora: Person; // curates boards
let dan: Person; // rates and follows
let eve: Person; // asks for a look
let amb: Person; // an ambassador who answers it

type Redeemed = { redemption: RedemptionView; stats: UserStatsView };

async function upload(who: Person, type: 'inspirationImage' | 'product', colour: string): Promise<number> {
  return client.upload(who, type, await sharp({ create: { width: 24, height: 16, channels: 3, background: colour } }).png().toBuffer(), `${randomUUID()}.png`);
}

/** An image of `who`'s, approved by the admin: 50 points to its owner. */
async function approvedImage(who: Person, mediaId: number, title = 'Sunny living room'): Promise<number> {
  const { id } = await ok<ImageView>(who, 'POST', '/inspiration-image', { mediaId, title, styles: [STYLE], roomTypeId: 1 }, 201);
  await ok(admin, 'POST', `/admin/inspiration-images/${id}/approve`);
  return id;
}

async function ledgerOf(userId: number): Promise<(LedgerEvent & { eventId: string })[]> {
  return (await s.platform.store.readStream(ledgerStream(userId))).events as unknown as (LedgerEvent & { eventId: string })[];
}
const balanceOf = async (userId: number) =>
  (await ledgerOf(userId)).reduce((b, e) => (e.type === 'PointsEarned' || e.type === 'RedemptionRefused' ? b + e.data.points : e.type === 'PointsRedeemed' ? b - e.data.points : b), 0);
/** Waits until the points earner has credited `points` in all to the member. */
const earned = (userId: number, points: number) =>
  vi.waitFor(async () => expect((await ledgerOf(userId)).reduce((sum, e) => (e.type === 'PointsEarned' ? sum + e.data.points : sum), 0)).toBe(points), { timeout: 20_000, interval: 100 });
const redeem = (who: Person, points: unknown, key?: string) => api(who, 'POST', '/user/redeem-point', { points }, key ? { 'Idempotency-Key': key } : {});

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-rewards-commands-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'follows', 'requests', 'request-matching', 'points-earner', 'ledger', 'ambassador-applications', 'mail'] });
  client = testClient(s, { readYourWrites: true });
  admin = await client.person('Ada', { role: 'admin' });
  [rich, bea, una] = await Promise.all([client.person('Rich'), client.person('Bea'), client.person('Una')]);
  await Promise.all([client.verifyEmail(rich), client.verifyEmail(bea)]);
  const [richMedia, beaMedia] = await Promise.all([upload(rich, 'inspirationImage', '#c0392b'), upload(bea, 'inspirationImage', '#16a085')]);
  for (let i = 0; i < 10; i++) await approvedImage(rich, richMedia);
  for (let i = 0; i < 10; i++) await approvedImage(bea, beaMedia);
  // The cap counts per UTC day of the approval: the next ten are approved a day later.
  const realClock = s.platform.clock;
  s.platform.clock = () => new Date(realClock().getTime() + DAY_MS);
  try {
    for (let i = 0; i < 10; i++) await approvedImage(rich, richMedia);
  } finally {
    s.platform.clock = realClock;
  }
  await Promise.all([earned(rich.id, 1000), earned(bea.id, 500)]);
}, 240_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('redeeming points', () => {
  it('refuses a visitor, an unverified address, less than 100 points and more than the balance', async () => {
    expect((await api(null, 'POST', '/user/redeem-point', { points: 100 })).status).toBe(401);
    const unverified = await redeem(una, 100);
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe('Please verify your email address before redeeming points.');
    const below = await redeem(bea, 99);
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({ points: [POINTS_BELOW_MINIMUM] });
    const above = await redeem(bea, 501);
    expect(above.status).toBe(422);
    expect(above.body.errors).toEqual({ points: [POINTS_ABOVE_BALANCE] });
    expect((await redeem(bea, 'lots')).status).toBe(422);
    expect((await api(bea, 'POST', '/user/redeem-point', 'not json')).status).toBe(400);
    expect(await balanceOf(bea.id)).toBe(500);
  });

  it('lets exactly as many of 50 concurrent redemptions through as the balance covers', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(rich, 100)));
    const succeeded = answers.filter((a) => a.status === 201);
    expect(succeeded).toHaveLength(10);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(422);
      expect(a.body.errors).toEqual({ points: [POINTS_ABOVE_BALANCE] });
    }
    const ids = succeeded.map((a) => (a.body.result as Redeemed).redemption.id);
    expect(new Set(ids).size).toBe(10);
    for (const a of succeeded) expect((a.body.result as Redeemed).redemption).toMatchObject({ userId: rich.id, points: 100, cents: 100, status: 'pending', settledAt: null });
    expect(Math.min(...succeeded.map((a) => (a.body.result as Redeemed).stats.point_left))).toBe(0);
    const ledger = await ledgerOf(rich.id);
    expect(ledger.filter((e) => e.type === 'PointsRedeemed')).toHaveLength(10);
    expect(await balanceOf(rich.id)).toBe(0);
  });

  it('answers a redemption with the redemption and the member’s points after it', async () => {
    const r = await redeem(bea, 100, `first-${randomUUID()}`);
    expect(r.status).toBe(201);
    const { redemption, stats } = r.body.result as Redeemed;
    expect(redemption).toMatchObject({ userId: bea.id, points: 100, cents: 100, status: 'pending', settledAt: null, reason: null });
    expect(stats).toEqual({ user_point: 500, point_left: 400, total_redeem_point_sum: 100, total_redeem_money_sum: 100 });
    expect(r.headers.get('x-event-position')).toMatch(/^\d+$/);
  });

  it('takes a retry with the same Idempotency-Key for the same redemption, one after the other or at once', async () => {
    const key = `retry-${randomUUID()}`;
    const first = await redeem(bea, 100, key);
    const again = await redeem(bea, 100, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const id = (first.body.result as Redeemed).redemption.id;

    // The stored answer gone (it lives a day), the key in the ledger still makes it the same redemption.
    await s.platform.pool.query('DELETE FROM idempotency_keys WHERE key = $1', [key]);
    const late = await redeem(bea, 100, key);
    expect(late.status).toBe(201);
    expect((late.body.result as Redeemed).redemption.id).toBe(id);

    const together = `together-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(bea, 100, together)));
    // The first is written; the rest are told it is in progress or get its answer again.
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const written = (await ledgerOf(bea.id)).filter((e) => e.type === 'PointsRedeemed');
    expect(written.filter((e) => e.data.idempotencyKey === key)).toHaveLength(1);
    expect(written.filter((e) => e.data.idempotencyKey === together)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.status === 201).map((a) => (a.body.result as Redeemed).redemption.id)).size).toBe(1);
    expect(await balanceOf(bea.id)).toBe(200);
  });
});

describe('paying and refusing redemptions', () => {
  let pending: RedemptionView[];
  beforeAll(async () => {
    const redeemed = (await ledgerOf(bea.id)).filter((e) => e.type === 'PointsRedeemed');
    pending = redeemed.slice(0, 2).map((e) => ({ id: e.data.redemptionId }) as RedemptionView);
  });
  const settle = (who: Person, userId: number, id: number, action: 'pay' | 'refuse', body?: unknown) => api(who, 'POST', `/admin/users/${userId}/redemptions/${id}/${action}`, body);

  it('lets admins only, and answers 404 for a redemption or member unknown', async () => {
    expect((await settle(bea, bea.id, pending[0].id, 'pay')).status).toBe(403);
    expect((await settle(bea, bea.id, pending[0].id, 'refuse', { reason: 'mine' })).status).toBe(403);
    expect((await settle(admin, bea.id, 999_999, 'pay')).status).toBe(404);
    expect((await settle(admin, 999_999, pending[0].id, 'pay')).status).toBe(404);
    expect((await settle(admin, rich.id, pending[0].id, 'pay')).status).toBe(404); // not Rich's
    expect((await settle(admin, bea.id, pending[0].id, 'refuse', {})).body.errors).toEqual({ reason: ['This field is required'] });
  });

  it('marks a redemption paid once; settling it again is a conflict', async () => {
    const paid = await settle(admin, bea.id, pending[0].id, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.body.result).toMatchObject({ id: pending[0].id, userId: bea.id, status: 'paid', points: 100 });
    expect((paid.body.result as RedemptionView).settledAt).not.toBeNull();
    expect((await settle(admin, bea.id, pending[0].id, 'pay')).status).toBe(409);
    expect((await settle(admin, bea.id, pending[0].id, 'refuse', { reason: 'Too late' })).status).toBe(409);
    expect(await balanceOf(bea.id)).toBe(200);
  });

  it('refuses a redemption with a reason and gives its points back', async () => {
    const refused = await settle(admin, bea.id, pending[1].id, 'refuse', { reason: 'Account under review' });
    expect(refused.status).toBe(200);
    expect(refused.body.result).toMatchObject({ id: pending[1].id, status: 'refused', reason: 'Account under review' });
    expect(await balanceOf(bea.id)).toBe(300);
    expect((await settle(admin, bea.id, pending[1].id, 'pay')).status).toBe(409);
    // The points given back can be redeemed again.
    expect((await redeem(bea, 300)).status).toBe(201);
  });
});

describe('earning points', () => {
  let coraImage: number;
  let publicBoard: number;
  let privateBoard: number;
  let requestId: number;
  let answerBoard: number;

  beforeAll(async () => {
    [cora, dan, eve, amb] = await Promise.all([client.person('Cora'), client.person('Dan'), client.person('Eve'), client.person('Amb')]);
    // Follows and ratings earn only from verified addresses: Dan's are, Eve's is not.
    await client.verifyEmail(dan);
    await client.becomeAmbassador(amb, admin, { describe_yourself: 'I style small flats', styles: [STYLE], interests: [1], message: 'Years of home staging', links: [], isReferred: 0 });
    const media = await upload(cora, 'inspirationImage', '#8e44ad');
    coraImage = await approvedImage(cora, media, 'Calm bedroom');
    // Rejected and approved again: still the one image.
    await ok(admin, 'POST', `/admin/inspiration-images/${coraImage}/reject`, { reason: 'Blurry' });
    await ok(admin, 'POST', `/admin/inspiration-images/${coraImage}/approve`);
    const productMedia = await upload(cora, 'product', '#2980b9');
    const products: number[] = [];
    for (const title of ['Oak sofa', 'Linen lamp']) {
      const p = await ok<ProductView>(cora, 'POST', '/product', { mediaId: productMedia, title, price: 1000, itemClassId: 1 }, 201);
      await ok(admin, 'POST', `/admin/products/${p.id}/approve`);
      products.push(p.id);
    }
    const board = (over: Record<string, unknown> = {}) => ({
      title: 'A calm look',
      description: 'Pale oak and linen',
      message: 'Start with the sofa',
      type: 'room',
      roomTypeId: 1,
      styleId: STYLE,
      columns: 1,
      products,
      inspirationImageId: coraImage,
      ...over,
    });
    const published = async (who: Person, body: Record<string, unknown>) => {
      const b = await ok<LookBoardView>(who, 'POST', '/look-board', body, 201);
      await ok(who, 'POST', `/look-board/${b.id}/submit`);
      return b.id;
    };
    publicBoard = await published(cora, board());
    privateBoard = await published(cora, board({ title: 'Just for me', public: false }));
    await ok(admin, 'POST', `/admin/look-boards/${publicBoard}/approve`);
    await ok(admin, 'POST', `/admin/look-boards/${privateBoard}/approve`);

    await ok(dan, 'POST', `/look-board/${publicBoard}/rate`, { rate: 4 });
    await ok(dan, 'POST', `/look-board/${publicBoard}/rate`, { rate: 5 }); // the same rater again: nothing more
    await ok(eve, 'POST', `/look-board/${publicBoard}/rate`, { rate: 3 }); // not high enough

    await ok(cora, 'PUT', '/user/styles', { styles: [1, STYLE] });
    await ok(cora, 'POST', '/user/finish-preferences');

    await ok(dan, 'POST', `/followers/follow/${cora.id}`);
    await ok(dan, 'DELETE', `/followers/follow/${cora.id}`);
    await ok(dan, 'POST', `/followers/follow/${cora.id}`); // followed again: the same follower

    const request = { imageSource: 'all', requestType: 'room', title: 'Cozy living room', items: [1], roomType: 1, message: 'Warm and light, please', requestColor: 2, requestStyle: STYLE };
    requestId = (await ok<{ id: number }>(eve, 'POST', '/requests', { ...request, inspirationImageId: coraImage }, 201)).id;
    await vi.waitFor(async () => expect((await s.platform.store.readStream(requestStream(requestId))).events.some((e) => e.type === 'RequestMatched')).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    // A private board: it answers the request, but publishes nothing.
    answerBoard = await published(amb, board({ title: 'For Eve', requestId, public: false }));
    // Submitted and recommended to the request: nothing is earned until an admin approves it.
    const recommended = await vi.waitFor(
      async () => {
        const e = (await s.platform.store.readStream(requestStream(requestId))).events.find((x) => x.type === 'RecommendationAdded');
        expect(e).toBeDefined();
        return e!;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await waitForPosition(s.platform.pool, recommended.transactionId, 20_000, [POINTS_EARNER_PROJECTOR])).toBe(true);
    submittedOnly = await ledgerOf(amb.id);
    await ok(admin, 'POST', `/admin/look-boards/${answerBoard}/approve`);
  }, 240_000);
  let submittedOnly: LedgerEvent[] = [];

  /** Each ledger as sourceKey → points. */
  const earnings = async (who: Person) => Object.fromEntries((await ledgerOf(who.id)).filter((e) => e.type === 'PointsEarned').map((e) => [e.data.sourceKey, e.data.points]));

  it('earns each rule once per source event, for the member it is about', async () => {
    const coraEarns = {
      [`approvedImage:${coraImage}`]: 50,
      [`publishedLookBoard:${publicBoard}`]: 100,
      [`highRatingReceived:${publicBoard}:${dan.id}`]: 25,
      [`profileCompleted:${cora.id}`]: 20,
      [`followerGained:${dan.id}:${cora.id}`]: 10,
    };
    await expect.poll(() => earnings(cora), { timeout: 20_000 }).toEqual(coraEarns);
    await expect.poll(() => earnings(amb), { timeout: 20_000 }).toEqual({ [`requestAnswered:${requestId}:${answerBoard}`]: 150 });
    expect(await earnings(dan)).toEqual({});
    expect(await earnings(eve)).toEqual({});
    // The answer earned on its approval, not on its submission.
    expect(submittedOnly).toEqual([]);
    // Dan unfollowed and followed again within the day: the follow's points were taken back, and the second follow earns nothing.
    await expect
      .poll(async () => (await ledgerOf(cora.id)).filter((e) => e.type === 'PointsWithdrawn').map((e) => [e.data.sourceKey, e.data.points, e.data.sourceType]), { timeout: 20_000 })
      .toEqual([[`followerGained:${dan.id}:${cora.id}`, 10, 'UserUnfollowed']]);
    const first = (await ledgerOf(cora.id)).find((e) => e.data.entry === 1);
    expect(first?.data).toMatchObject({ kind: 'approvedImage', sourceType: 'InspirationImageApproved', sourceStreamId: `inspirationImage-${coraImage}` });
  });

  it('appends nothing more when the points earner is rebuilt from the start of the log', async () => {
    const members = [cora, amb, rich, bea];
    const before = await Promise.all(members.map((m) => ledgerOf(m.id)));
    await rebuild({ pool: s.platform.pool, store: s.platform.store, projector: createPointsEarner({ ledgerHash: s.platform.ledgerHash }) });
    const after = await Promise.all(members.map((m) => ledgerOf(m.id)));
    expect(after.map((l) => l.map((e) => e.eventId))).toEqual(before.map((l) => l.map((e) => e.eventId)));
  });
});

describe('ledger:verify', () => {
  it('finds every ledger sound as written', async () => {
    const reports = await verifyLedgers(s.platform, s.platform.settings.ledgerKey);
    expect(reports.map((r) => r.userId)).toEqual(expect.arrayContaining([rich.id, bea.id]));
    expect(reports.filter((r) => r.divergence)).toEqual([]);
    expect(reports.find((r) => r.userId === rich.id)).toMatchObject({ entries: 30, balance: 0 });
  });

  it('finds a changed entry at that entry, and a removed one where it is missing', async () => {
    const richLedger = await ledgerOf(rich.id);
    await s.platform.pool.query(`UPDATE events SET data = jsonb_set(data, '{points}', '500') WHERE event_id = $1`, [richLedger[1].eventId]);
    const [changed] = await verifyLedgers(s.platform, s.platform.settings.ledgerKey, { userId: rich.id });
    expect(changed.divergence).toMatchObject({ entry: 2, in: 'events', problem: expect.stringContaining('does not match its content') });

    const beaLedger = await ledgerOf(bea.id);
    await s.platform.pool.query('DELETE FROM events WHERE event_id = $1', [beaLedger[4].eventId]);
    const [removed] = await verifyLedgers(s.platform, s.platform.settings.ledgerKey, { userId: bea.id });
    expect(removed.divergence).toMatchObject({ entry: 5, in: 'events', problem: expect.stringContaining('entry number 6 where 5 was expected') });

    // The last entry removed leaves the stream's recorded version behind it.
    const lastOwner = (await verifyLedgers(s.platform, s.platform.settings.ledgerKey)).find((r) => r.userId !== rich.id && r.userId !== bea.id && r.entries > 1);
    expect(lastOwner, 'another ledger with entries').toBeDefined();
    const other = await ledgerOf(lastOwner!.userId);
    await s.platform.pool.query('DELETE FROM events WHERE event_id = $1', [other[other.length - 1].eventId]);
    const [tail] = await verifyLedgers(s.platform, s.platform.settings.ledgerKey, { userId: lastOwner!.userId });
    expect(tail.divergence).toMatchObject({ entry: other.length, in: 'events', problem: expect.stringContaining('an entry is missing') });

    // The read model's running balance is held to the events' too.
    const ambLedger = await ledgerOf(amb.id);
    expect(ambLedger).toHaveLength(1);
    await vi.waitFor(async () => expect((await s.platform.pool.query('SELECT 1 FROM ledger_entries WHERE user_id = $1 AND entry = 1', [amb.id])).rowCount).toBe(1), { timeout: 20_000, interval: 100 });
    await s.platform.pool.query('UPDATE ledger_entries SET balance_after = balance_after + 100 WHERE user_id = $1 AND entry = 1', [amb.id]);
    const [projected] = await verifyLedgers(s.platform, s.platform.settings.ledgerKey, { userId: amb.id });
    expect(projected.divergence).toMatchObject({ entry: 1, in: 'read model', problem: expect.stringContaining('balance 250 differs from the recomputed 150') });
  });

  it('finds a made-up entry that stays within the rules: hashed without the key, or citing a source event that is not there or does not earn it', async () => {
    const real = (await ledgerOf(cora.id)).find((e): e is Extract<LedgerEvent, { type: 'PointsEarned' }> & { eventId: string } => e.type === 'PointsEarned' && e.data.kind === 'approvedImage')!;
    const plainSha256 = (input: string) => createHash('sha256').update(input).digest('hex');
    /** Appends a first entry to a fresh member's ledger: 50 points for an approved image, within every rule. */
    const forge = async (who: Person, over: Record<string, unknown>, hash: (input: string) => string, keyed = true) => {
      const data: Record<string, unknown> = {
        userId: who.id,
        entry: 1,
        prevHash: LEDGER_GENESIS_HASH,
        ...(keyed ? { hashScheme: 'hmac-sha256' } : {}),
        kind: 'approvedImage',
        points: 50,
        sourceKey: real.data.sourceKey,
        sourceEventId: real.data.sourceEventId,
        sourceType: real.data.sourceType,
        sourceStreamId: real.data.sourceStreamId,
        earnedAt: real.data.earnedAt,
        ...over,
      };
      data.hash = hash(ledgerHashInput(LEDGER_GENESIS_HASH, ledgerEntryContent('PointsEarned', data)));
      await s.platform.store.append(ledgerStream(who.id), 'no_stream', [{ type: 'PointsEarned', data }]);
      const [report] = await verifyLedgers(s.platform, s.platform.settings.ledgerKey, { userId: who.id });
      return report.divergence;
    };
    const [fay, gus, hal, ivy, jon] = await Promise.all(['Fay', 'Gus', 'Hal', 'Ivy', 'Jon'].map((n) => client.person(n)));
    // A valid-looking plain SHA-256 chain, as before the key, written now.
    expect(await forge(fay, {}, plainSha256, false)).toMatchObject({ entry: 1, problem: expect.stringContaining('unkeyed entry written after LEDGER_KEY was in use') });
    // Claiming the keyed scheme without the key.
    expect(await forge(gus, {}, plainSha256)).toMatchObject({ entry: 1, problem: expect.stringContaining('does not match its content under LEDGER_KEY') });
    // Even with the key, an entry must be backed by its source event: one the store does not hold,
    expect(await forge(hal, { sourceEventId: randomUUID() }, s.platform.ledgerHash)).toMatchObject({ entry: 1, problem: expect.stringContaining('which the store does not hold') });
    // one of another type or stream than it says,
    expect(await forge(ivy, { sourceType: 'UserFollowed', sourceStreamId: `follow-${ivy.id}-${cora.id}` }, s.platform.ledgerHash)).toMatchObject({
      entry: 1,
      problem: expect.stringContaining(`but it is InspirationImageApproved in ${real.data.sourceStreamId}`),
    });
    // or one that earned someone else.
    expect(await forge(jon, {}, s.platform.ledgerHash)).toMatchObject({ entry: 1, problem: expect.stringContaining(`earns member ${jon.id} no approvedImage`) });
  });

  it('npm run ledger:verify prints each ledger’s first divergence and exits with 1', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: s.db.url, NODE_ENV: 'test', LOG_LEVEL: 'silent', LEDGER_KEY: s.platform.settings.ledgerKey };
    const failed = await run(path.resolve('node_modules/.bin/tsx'), ['scripts/ledger-verify.ts'], { env }).then(
      (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    expect(failed.code, failed.stdout + failed.stderr).toBe(1);
    expect(failed.stdout).toContain(`ledger-${rich.id}  DIVERGES at entry 2 (events)`);
    expect(failed.stdout).toContain(`ledger-${bea.id}  DIVERGES at entry 5 (events)`);
    // The made-up entries above are found by the command too.
    expect(failed.stdout).toContain('an unkeyed entry written after LEDGER_KEY was in use');
    expect(failed.stdout).toContain('which the store does not hold');
    expect(failed.stdout).toMatch(/ledgers verified, \d+ diverging\./);
  }, 60_000);
});
