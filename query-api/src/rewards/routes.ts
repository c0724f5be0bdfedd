import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import { adminLedgerInput, adminRedemptionsInput, adminsOnly, ledgerPageInput, NoSuchUser, pathId } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { allow } from '@decorlook/infra/http/policy';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { activities, adminLedger, adminRedemptions, eachAdminRedemption, userRedemptions, userStats } from '@decorlook/infra/read-models/rewards';
import { PRIVATE } from '../shared/viewer';

const userParams = z.object({ userId: pathId });

/**
 * Streams rows as a CSV download: a header line, then one line per row, written as the rows come
 * (a period's redemptions are read a batch at a time). Fields that a spreadsheet would run as a
 * formula (a name starting with "=") are prefixed with a quote.
 */
async function sendCsv(res: Response, fileName: string, columns: { key: string; header: string }[], rows: Iterable<object> | AsyncIterable<object>): Promise<void> {
  res.set('Cache-Control', PRIVATE).attachment(fileName).type('text/csv; charset=utf-8');
  await pipeline(Readable.from(rows), stringify({ header: true, columns, escape_formulas: true, cast: { date: (d) => d.toISOString() } }), res);
}

const LEDGER_COLUMNS = [
  ['entry', 'entry'],
  ['type', 'type'],
  ['at', 'at'],
  ['change', 'change'],
  ['balance', 'balance'],
  ['kind', 'kind'],
  ['redemptionId', 'redemption_id'],
  ['adminId', 'admin_id'],
  ['sourceEventId', 'source_event_id'],
  ['sourceType', 'source_type'],
  ['sourceStreamId', 'source_stream_id'],
  ['sourceLink', 'source_link'],
  ['eventId', 'event_id'],
  ['prevHash', 'prev_hash'],
  ['hash', 'hash'],
].map(([key, header]) => ({ key, header }));

const REDEMPTION_COLUMNS = [
  ['id', 'id'],
  ['userId', 'user_id'],
  ['displayName', 'display_name'],
  ['email', 'email'],
  ['points', 'points'],
  ['cents', 'cents'],
  ['status', 'status'],
  ['requestedAt', 'requested_at'],
  ['settledAt', 'settled_at'],
  ['reason', 'reason'],
].map(([key, header]) => ({ key, header }));

/**
 * Reward points' reads (the `service: 'query'` operations of REWARD_ROUTES): a member's figures,
 * earnings and redemptions (spec 7's POST reads), and the auditors' ledger and redemption lists,
 * as JSON or as CSV downloads, for admins only.
 */
export function rewardReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;

  router.post('/user/stats', requireUser, async (req, res) => {
    res.set('Cache-Control', PRIVATE).json({ result: await userStats(sql, req.ctx.userId as number) });
  });

  router.post('/user/activities', requireUser, async (req, res) => {
    const page = parseInput(ledgerPageInput, req.body ?? {});
    res.set('Cache-Control', PRIVATE).json({ result: await activities(sql, req.ctx.userId as number, page) });
  });

  router.post('/user/rewards', requireUser, async (req, res) => {
    const page = parseInput(ledgerPageInput, req.body ?? {});
    res.set('Cache-Control', PRIVATE).json({ result: await userRedemptions(sql, req.ctx.userId as number, page) });
  });

  router.get('/admin/users/:userId/ledger', allow(adminsOnly), async (req, res) => {
    const { userId } = parsePath(userParams, req.params);
    const ledger = await adminLedger(sql, userId, parseInput(adminLedgerInput, req.query));
    if (!ledger) throw new NoSuchUser();
    res.set('Cache-Control', PRIVATE).json({ result: ledger });
  });

  router.get('/admin/users/:userId/ledger.csv', allow(adminsOnly), async (req, res) => {
    const { userId } = parsePath(userParams, req.params);
    const q = parseInput(adminLedgerInput, req.query);
    const ledger = await adminLedger(sql, userId, q);
    if (!ledger) throw new NoSuchUser();
    const rows = ledger.entries.map((e) => ({
      ...e,
      sourceEventId: e.source?.eventId,
      sourceType: e.source?.type,
      sourceStreamId: e.source?.streamId,
      sourceLink: e.source?.link,
    }));
    await sendCsv(res, `ledger-user-${userId}${q.asOf ? `-as-of-${q.asOf}` : ''}.csv`, LEDGER_COLUMNS, rows);
  });

  router.get('/admin/redemptions', allow(adminsOnly), async (req, res) => {
    res.set('Cache-Control', PRIVATE).json({ result: await adminRedemptions(sql, parseInput(adminRedemptionsInput, req.query)) });
  });

  /** Every redemption of the period (no paging): the export is the whole period. */
  router.get('/admin/redemptions.csv', allow(adminsOnly), async (req, res) => {
    const q = parseInput(adminRedemptionsInput, req.query);
    const name = ['redemptions', q.from ?? 'start', q.to ?? 'now', q.status === 'all' ? null : q.status].filter(Boolean).join('-');
    await sendCsv(res, `${name}.csv`, REDEMPTION_COLUMNS, eachAdminRedemption(sql, q));
  });

  return router;
}
