import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEDGER_GENESIS_HASH,
  activityView,
  adminLedgerAnswer,
  adminRedemptionsAnswer,
  ledgerEntryContent,
  ledgerHashInput,
  ledgerStream,
  redemptionView,
  userStatsView,
  type ActivityView,
  type ImageView,
  type LedgerEvent,
  type RedemptionView,
  type UserStatsView,
} from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { freshRead, testClient, type Person } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

/**
 * Reward points' reads through the real server. Ava earns through the site itself (two approved
 * images, a new follower: the points earner writes her ledger), redeems, and an admin pays; her
 * figures, history and redemptions read back, paged. Cleo's ledger is written as the ledger
 * commands write it, on days of January, so the admin's ledger can be read as of a day: the
 * running balance, each entry's source, the figures of that day, and the same as a CSV download;
 * the redemptions of a period likewise. Members who are not admins are refused the admin reads.
 */
let s: TestServer;
let client: ReturnType<typeof testClient>;
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);
const api = (...args: Parameters<typeof client.api>) => client.api(...args);

let admin: Person;
let ava: Person;
let ben: Person;
let cleo: Person;
const images: ImageView[] = [];

/** A raw GET as a person (for the CSV downloads: their body is text). */
async function download(who: Person, url: string) {
  const res = await fetch(`${s.url}/v1${url}`, { headers: { Authorization: `Bearer ${who.token}`, 'X-Min-Position': String(client.position()) } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
}

/** The file name a download is saved under (quoted or not, as RFC 6266 allows). */
const attachmentName = (disposition: string | null) => /^attachment; filename="?([^";]+)"?$/.exec(disposition ?? '')?.[1] ?? null;

/** Cleo's ledger as the ledger commands write it: numbered entries, each hashed over the one before. */
const cleoLedger = (() => {
  let entry = 0;
  let prevHash = LEDGER_GENESIS_HASH;
  return (type: LedgerEvent['type'], fields: Record<string, unknown>): EventToAppend => {
    entry += 1;
    const data: Record<string, unknown> = { userId: cleo.id, entry, prevHash, ...fields };
    data.hash = createHash('sha256').update(ledgerHashInput(prevHash, ledgerEntryContent(type, data))).digest('hex');
    prevHash = data.hash as string;
    return { type, data };
  };
})();

async function stats(who: Person): Promise<UserStatsView> {
  return userStatsView.parse(await ok(who, 'POST', '/user/stats'));
}

beforeAll(async () => {
  s = await startTestServer({ MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'decorlook-rewards-')) }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'follows', 'points-earner', 'ledger', 'ambassador-applications', 'mail'] });
  client = testClient(s, { readYourWrites: true });
  admin = await client.person('Ada', { lastName: 'Admin', role: 'admin' });
  ava = await client.person('Ava', { lastName: 'Earner' });
  ben = await client.person('Ben', { lastName: 'Follower' });
  cleo = await client.person('Cleo', { lastName: 'Audited' });
  // Ben's follow earns Ava points only because his address is verified.
  await Promise.all([client.verifyEmail(ava), client.verifyEmail(ben)]);

  // Two pictures of Ava's, approved: 50 points each.
  for (const [colour, title] of [
    ['#c0392b', 'Red reading nook'],
    ['#2e86c1', 'Blue bathroom'],
  ]) {
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: colour } }).png().toBuffer();
    const mediaId = await client.upload(ava, 'inspirationImage', png, 'room.png');
    const image = await ok<ImageView>(ava, 'POST', '/inspiration-image', { mediaId, title, styles: [1], roomTypeId: 1 }, 201);
    await ok(admin, 'POST', `/admin/inspiration-images/${image.id}/approve`);
    images.push(image);
  }
  await ok(ben, 'POST', `/followers/follow/${ava.id}`);

  const sourceOf = (minute: number, type: string, streamId: string) => ({ sourceEventId: `00000000-0000-4000-8000-${String(minute).padStart(12, '0')}`, sourceType: type, sourceStreamId: streamId });
  const { position } = await s.platform.store.append(ledgerStream(cleo.id), 'no_stream', [
    cleoLedger('PointsEarned', {
      kind: 'approvedImage',
      points: 50,
      sourceKey: `approvedImage:${images[0].id}`,
      ...sourceOf(1, 'InspirationImageApproved', `inspirationImage-${images[0].id}`),
      earnedAt: '2026-01-10T09:00:00.000Z',
    }),
    cleoLedger('PointsEarned', { kind: 'followerGained', points: 100, sourceKey: `followerGained:${ben.id}:${cleo.id}`, ...sourceOf(2, 'UserFollowed', `follows-${ben.id}`), earnedAt: '2026-01-12T08:00:00.000Z' }),
    cleoLedger('PointsRedeemed', { redemptionId: 9001, points: 120, cents: 120, idempotencyKey: null, redeemedAt: '2026-01-12T23:59:59.000Z' }),
    cleoLedger('RedemptionRefused', { redemptionId: 9001, adminId: admin.id, points: 120, reason: '=HYPERLINK("x") is not a bank', refusedAt: '2026-01-15T10:00:00.000Z' }),
    cleoLedger('PointsRedeemed', { redemptionId: 9002, points: 100, cents: 100, idempotencyKey: null, redeemedAt: '2026-01-16T10:00:00.000Z' }),
  ]);
  await freshRead(s.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': String(position) });
}, 120_000);

afterAll(async () => s?.close());

describe("a member's points", () => {
  it("counts what the site's actions earned: two approved images and a new follower", async () => {
    // The points earner writes the ledger after the approvals: the figures show once it has.
    await expect.poll(async () => (await stats(ava)).user_point, { timeout: 10_000 }).toBe(110);
    expect(await stats(ava)).toEqual({ user_point: 110, point_left: 110, total_redeem_point_sum: 0, total_redeem_money_sum: 0 });
  });

  it('answers zeros for a member who never earned anything', async () => {
    expect(await stats(ben)).toEqual({ user_point: 0, point_left: 0, total_redeem_point_sum: 0, total_redeem_money_sum: 0 });
  });

  it('counts a pending redemption as redeemed, points and cents, and keeps it after it is paid', async () => {
    const { redemption } = await ok<{ redemption: RedemptionView }>(ava, 'POST', '/user/redeem-point', { points: 100 }, 201);
    expect(await stats(ava)).toEqual({ user_point: 110, point_left: 10, total_redeem_point_sum: 100, total_redeem_money_sum: 100 });
    let rewards = await ok<RedemptionView[]>(ava, 'POST', '/user/rewards', {});
    expect(rewards.map((r) => [r.id, r.points, r.cents, r.status])).toEqual([[redemption.id, 100, 100, 'pending']]);
    await ok(admin, 'POST', `/admin/users/${ava.id}/redemptions/${redemption.id}/pay`);
    rewards = await ok<RedemptionView[]>(ava, 'POST', '/user/rewards', {});
    expect(rewards).toHaveLength(1);
    expect(redemptionView.parse(rewards[0])).toMatchObject({ id: redemption.id, status: 'paid', reason: null });
    expect(rewards[0].settledAt).not.toBeNull();
    expect(await stats(ava)).toEqual({ user_point: 110, point_left: 10, total_redeem_point_sum: 100, total_redeem_money_sum: 100 });
  });

  it('lists what earned the points, newest first, with the rule and what it was about', async () => {
    const all = await ok<ActivityView[]>(ava, 'POST', '/user/activities', {});
    expect(all.map((a) => activityView.parse(a))).toHaveLength(3);
    expect(all.map((a) => [a.kind, a.label, a.points])).toEqual([
      ['followerGained', 'New follower', 10],
      ['approvedImage', 'Image approved', 50],
      ['approvedImage', 'Image approved', 50],
    ]);
    expect(all[0].subject).toEqual({ type: 'user', id: ben.id, title: 'Ben Follower', link: `/get-the-look/users/details/${ben.id}` });
    expect(all[1].subject).toEqual({ type: 'inspirationImage', id: images[1].id, title: 'Blue bathroom', link: `/inspiration-image/${images[1].id}/${images[1].slug}` });
    expect(all[2].subject?.title).toBe('Red reading nook');
    // Pages of one.
    const second = await ok<ActivityView[]>(ava, 'POST', '/user/activities', { offset: 1, limit: 1 });
    expect(second.map((a) => a.entry)).toEqual([all[1].entry]);
    expect(await ok(ava, 'POST', '/user/activities', { offset: 3 })).toEqual([]);
  });

  it('pages the redemptions newest first', async () => {
    const rewards = await ok<RedemptionView[]>(cleo, 'POST', '/user/rewards', { limit: 1 });
    expect(rewards.map((r) => [r.id, r.status])).toEqual([[9002, 'pending']]);
    const next = await ok<RedemptionView[]>(cleo, 'POST', '/user/rewards', { offset: 1, limit: 1 });
    expect(next.map((r) => [r.id, r.status, r.reason])).toEqual([[9001, 'refused', '=HYPERLINK("x") is not a bank']]);
  });

  it('refuses a page it cannot read, and visitors', async () => {
    const bad = await api(ava, 'POST', '/user/activities', { limit: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('limit');
    expect((await call(s.url, 'POST', '/v1/user/stats')).status).toBe(401);
  });
});

describe('points taken back', () => {
  it('show in the history as a line of their own, negative, with the earning, when and why, while the figures drop', async () => {
    const eve = await client.person('Eve', { lastName: 'Followed' });
    await ok(ben, 'POST', `/followers/follow/${eve.id}`);
    await expect.poll(async () => (await stats(eve)).user_point, { timeout: 10_000 }).toBe(10);
    await ok(ben, 'DELETE', `/followers/follow/${eve.id}`);
    // The points earner takes the follow's points back after the unfollow: the figures show once it has.
    await expect.poll(async () => (await stats(eve)).user_point, { timeout: 10_000 }).toBe(0);
    expect(await stats(eve)).toEqual({ user_point: 0, point_left: 0, total_redeem_point_sum: 0, total_redeem_money_sum: 0 });

    const history = (await ok<ActivityView[]>(eve, 'POST', '/user/activities', {})).map((a) => activityView.parse(a));
    expect(history.map((a) => [a.type, a.kind, a.label, a.points])).toEqual([
      ['takenBack', 'followerGained', 'Points taken back', -10],
      ['earned', 'followerGained', 'New follower', 10],
    ]);
    const [takenBack, earning] = history;
    expect(takenBack.reason).toBe('The member stopped following you within 24 hours');
    expect(takenBack.earnedAt).toBe(earning.earnedAt);
    expect(Date.parse(takenBack.takenBackAt!)).toBeGreaterThanOrEqual(Date.parse(earning.earnedAt));
    expect(takenBack.subject).toEqual({ type: 'user', id: ben.id, title: 'Ben Follower', link: `/get-the-look/users/details/${ben.id}` });
    expect(earning).toMatchObject({ takenBackAt: null, reason: null });
    // The lines add up to what the figures say was earned.
    expect(history.reduce((sum, a) => sum + a.points, 0)).toBe((await stats(eve)).user_point);
    // Paged like any history: the newest line first.
    expect((await ok<ActivityView[]>(eve, 'POST', '/user/activities', { limit: 1 })).map((a) => a.entry)).toEqual([takenBack.entry]);
  });
});

describe("the auditors' ledger", () => {
  it("shows a member's ledger oldest first with the running balance and the source of each entry", async () => {
    const ledger = adminLedgerAnswer.parse(await ok(admin, 'GET', `/admin/users/${cleo.id}/ledger`));
    expect(ledger.user).toMatchObject({ id: cleo.id, displayName: 'Cleo Audited' });
    expect(ledger.user.email).toMatch(/^cleo-.*@example\.com$/);
    expect(ledger.asOf).toBeNull();
    expect(ledger.entries.map((e) => [e.entry, e.type, e.change, e.balance])).toEqual([
      [1, 'PointsEarned', 50, 50],
      [2, 'PointsEarned', 100, 150],
      [3, 'PointsRedeemed', -120, 30],
      [4, 'RedemptionRefused', 120, 150],
      [5, 'PointsRedeemed', -100, 50],
    ]);
    expect(ledger.stats).toEqual({ user_point: 150, point_left: 50, total_redeem_point_sum: 100, total_redeem_money_sum: 100 });
    expect(ledger.entries[0].source).toEqual({
      eventId: '00000000-0000-4000-8000-000000000001',
      type: 'InspirationImageApproved',
      streamId: `inspirationImage-${images[0].id}`,
      link: `/inspiration-image/${images[0].id}/${images[0].slug}`,
    });
    expect(ledger.entries[1].source?.link).toBe(`/get-the-look/users/details/${ben.id}`);
    expect(ledger.entries[2].source).toBeNull();
    expect(ledger.entries[3]).toMatchObject({ redemptionId: 9001, adminId: admin.id });
    expect(ledger.entries[0].prevHash).toBe(LEDGER_GENESIS_HASH);
    expect(ledger.entries[1].prevHash).toBe(ledger.entries[0].hash);
    // The figures agree with what the member sees.
    expect(await stats(cleo)).toEqual(ledger.stats);
  });

  it('shows the ledger as it stood at the end of a day', async () => {
    const day = async (asOf: string) => adminLedgerAnswer.parse(await ok(admin, 'GET', `/admin/users/${cleo.id}/ledger?asOf=${asOf}`));
    expect((await day('2026-01-09')).entries).toEqual([]);
    expect((await day('2026-01-09')).stats).toEqual({ user_point: 0, point_left: 0, total_redeem_point_sum: 0, total_redeem_money_sum: 0 });
    const tenth = await day('2026-01-11');
    expect(tenth.asOf).toBe('2026-01-11');
    expect(tenth.entries.map((e) => e.balance)).toEqual([50]);
    // The redemption at 23:59:59 is still the 12th; its refusal on the 15th is not yet known.
    const twelfth = await day('2026-01-12');
    expect(twelfth.entries.map((e) => e.balance)).toEqual([50, 150, 30]);
    expect(twelfth.stats).toEqual({ user_point: 150, point_left: 30, total_redeem_point_sum: 120, total_redeem_money_sum: 120 });
    const fifteenth = await day('2026-01-15');
    expect(fifteenth.stats).toEqual({ user_point: 150, point_left: 150, total_redeem_point_sum: 0, total_redeem_money_sum: 0 });
  });

  it('downloads the ledger as CSV, as of a day', async () => {
    const csv = await download(admin, `/admin/users/${cleo.id}/ledger.csv?asOf=2026-01-12`);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(attachmentName(csv.disposition)).toBe(`ledger-user-${cleo.id}-as-of-2026-01-12.csv`);
    const lines = csv.text.trimEnd().split('\n');
    expect(lines[0]).toBe('entry,type,at,change,balance,kind,redemption_id,admin_id,source_event_id,source_type,source_stream_id,source_link,event_id,prev_hash,hash');
    expect(lines).toHaveLength(4);
    const cells = lines.map((l) => l.split(','));
    expect(cells.slice(1).map((c) => [c[0], c[1], c[2], c[3], c[4]])).toEqual([
      ['1', 'PointsEarned', '2026-01-10T09:00:00.000Z', '50', '50'],
      ['2', 'PointsEarned', '2026-01-12T08:00:00.000Z', '100', '150'],
      ['3', 'PointsRedeemed', '2026-01-12T23:59:59.000Z', '-120', '30'],
    ]);
    expect(cells[1][11]).toBe(`/inspiration-image/${images[0].id}/${images[0].slug}`);
    expect(cells[1][13]).toBe(LEDGER_GENESIS_HASH);
  });

  it('lists the redemptions of a period with their totals, and downloads them as CSV', async () => {
    const all = adminRedemptionsAnswer.parse(await ok(admin, 'GET', '/admin/redemptions'));
    expect(all.total).toBe(3);
    expect(all.redemptions.map((r) => r.id).slice(0, 2)).toEqual([9001, 9002]);
    const january = adminRedemptionsAnswer.parse(await ok(admin, 'GET', '/admin/redemptions?from=2026-01-12&to=2026-01-16'));
    expect(january).toMatchObject({ total: 2, totalPoints: 220, totalCents: 220 });
    expect(january.redemptions.map((r) => [r.id, r.displayName, r.status])).toEqual([
      [9001, 'Cleo Audited', 'refused'],
      [9002, 'Cleo Audited', 'pending'],
    ]);
    const twelfth = adminRedemptionsAnswer.parse(await ok(admin, 'GET', '/admin/redemptions?from=2026-01-12&to=2026-01-12'));
    expect(twelfth.redemptions.map((r) => r.id)).toEqual([9001]);
    const pending = adminRedemptionsAnswer.parse(await ok(admin, 'GET', '/admin/redemptions?from=2026-01-01&status=pending'));
    expect(pending.redemptions.map((r) => r.id)).toEqual([9002]);

    const csv = await download(admin, '/admin/redemptions.csv?from=2026-01-12&to=2026-01-16');
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(attachmentName(csv.disposition)).toBe('redemptions-2026-01-12-2026-01-16.csv');
    const lines = csv.text.trimEnd().split('\n');
    expect(lines[0]).toBe('id,user_id,display_name,email,points,cents,status,requested_at,settled_at,reason');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^9001,${cleo.id},Cleo Audited,cleo-[^,]+@example\\.com,120,120,refused,2026-01-12T23:59:59\\.000Z,2026-01-15T10:00:00\\.000Z,`));
    // A reason a spreadsheet would run as a formula is written as text, quoted as CSV quotes it.
    expect(lines[1].endsWith(`"'=HYPERLINK(""x"") is not a bank"`)).toBe(true);
    expect(lines[2]).toMatch(/^9002,.*,100,100,pending,2026-01-16T10:00:00\.000Z,,$/);
  });

  it('refuses an unknown member (404) and a day it cannot read (422)', async () => {
    expect((await api(admin, 'GET', '/admin/users/999999/ledger')).status).toBe(404);
    const bad = await api(admin, 'GET', `/admin/users/${cleo.id}/ledger?asOf=12/01/2026`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('asOf');
    expect((await api(admin, 'GET', '/admin/redemptions?status=lost')).status).toBe(422);
  });

  it('is for admins only', async () => {
    for (const url of [`/admin/users/${cleo.id}/ledger`, `/admin/users/${ava.id}/ledger`, `/admin/redemptions`]) {
      const r = await api(ava, 'GET', url);
      expect(r.status, url).toBe(403);
      expect(JSON.stringify(r.body)).not.toContain('Cleo');
    }
    for (const url of [`/admin/users/${cleo.id}/ledger.csv`, '/admin/redemptions.csv']) {
      const r = await download(ava, url);
      expect(r.status, url).toBe(403);
      expect(r.type).toMatch(/^application\/json/);
      expect(r.text).not.toContain('Cleo');
    }
  });
});
