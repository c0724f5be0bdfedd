import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import { adminsOnly, NoSuchUser } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { allow } from '@decorlook/infra/http/policy';
import type { Platform } from '@decorlook/infra/platform';
import { LEDGER_CSV_COLUMNS, REDEMPTION_CSV_COLUMNS, ledgerCsvRows } from '@decorlook/projectors/rewards/ledger/present';
import { activities, adminLedger, adminRedemptions, eachAdminRedemption, userRedemptions, userStats } from '@decorlook/projectors/rewards/ledger/queries';
import { PRIVATE } from '../shared/viewer';

/**
 * Streams rows as a CSV download: a header line, then one line per row, written as the rows come
 * (a period's redemptions are read a batch at a time). Fields that a spreadsheet would run as a
 * formula (a name starting with "=") are prefixed with a quote.
 */
async function sendCsv(res: Response, fileName: string, columns: { key: string; header: string }[], rows: Iterable<object> | AsyncIterable<object>): Promise<void> {
  res.set('Cache-Control', PRIVATE).attachment(fileName).type('text/csv; charset=utf-8');
  await pipeline(Readable.from(rows), stringify({ header: true, columns, escape_formulas: true, cast: { date: (d) => d.toISOString() } }), res);
}

/**
 * Reward points' reads (the `service: 'query'` operations of REWARD_ROUTES): a member's figures,
 * earnings and redemptions (spec 7's POST reads), and the auditors' ledger and redemption lists,
 * as JSON or as CSV downloads, for admins only.
 */
export function rewardReads(platform: Platform): Handlers<'query'> {
  const sql = platform.pool;
  const admins = allow(adminsOnly);

  return {
    userStats: async ({ req, res }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await userStats(sql, req.ctx.userId as number) });
    },
    userActivities: async ({ req, res, body }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await activities(sql, req.ctx.userId as number, body()) });
    },
    userRewards: async ({ req, res, body }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await userRedemptions(sql, req.ctx.userId as number, body()) });
    },
    adminLedger: {
      use: [admins],
      handle: async ({ res, params, query }) => {
        const { userId } = params();
        const ledger = await adminLedger(sql, userId, query());
        if (!ledger) throw new NoSuchUser();
        res.set('Cache-Control', PRIVATE).json({ result: ledger });
      },
    },
    adminLedgerCsv: {
      use: [admins],
      handle: async ({ res, params, query }) => {
        const { userId } = params();
        const q = query();
        const ledger = await adminLedger(sql, userId, q);
        if (!ledger) throw new NoSuchUser();
        await sendCsv(res, `ledger-user-${userId}${q.asOf ? `-as-of-${q.asOf}` : ''}.csv`, LEDGER_CSV_COLUMNS, ledgerCsvRows(ledger));
      },
    },
    adminRedemptions: {
      use: [admins],
      handle: async ({ res, query }) => {
        res.set('Cache-Control', PRIVATE).json({ result: await adminRedemptions(sql, query()) });
      },
    },
    /** Every redemption of the period (no paging): the export is the whole period. */
    adminRedemptionsCsv: {
      use: [admins],
      handle: async ({ res, query }) => {
        const q = query();
        const name = ['redemptions', q.from ?? 'start', q.to ?? 'now', q.status === 'all' ? null : q.status].filter(Boolean).join('-');
        await sendCsv(res, `${name}.csv`, REDEMPTION_CSV_COLUMNS, eachAdminRedemption(sql, q));
      },
    },
  };
}

