import { z } from 'zod';
import { resultOf } from '../http/responses';
import type { Operation } from '../http/route-table';
import { adminLedgerInput, adminRedemptionsInput, ledgerPageInput, redeemInput, refuseRedemptionInput } from './rewards.rules';
import { activityView, adminLedgerAnswer, adminRedemptionsAnswer, redeemAnswer, redemptionView, userStatsView } from './rewards.views';
import { pathId } from '../shared/ids';

const q = 'query' as const;
const c = 'command' as const;
const userParams = z.object({ userId: pathId });
const redemptionParams = userParams.extend({ redemptionId: pathId });

/** Reward points (spec 7's POST reads and the redemption command) and the auditors' ledger calls. */
export const REWARD_ROUTES = [
  { method: 'post', path: '/user/stats', service: q, operationId: 'userStats', summary: "The caller's points: earned, left to redeem, redeemed (points and cents)", tag: 'rewards', auth: 'bearer', status: 200, answer: resultOf(userStatsView) },
  { method: 'post', path: '/user/activities', service: q, operationId: 'userActivities', summary: "The caller's points history, newest first: what earned points, and points a later event took back (with when and why)", tag: 'rewards', auth: 'bearer', status: 200, body: ledgerPageInput, answer: resultOf(z.array(activityView)) },
  { method: 'post', path: '/user/rewards', service: q, operationId: 'userRewards', summary: "The caller's redemptions and their status, newest first", tag: 'rewards', auth: 'bearer', status: 200, body: ledgerPageInput, answer: resultOf(z.array(redemptionView)) },
  { method: 'post', path: '/user/redeem-point', service: c, operationId: 'redeemPoints', summary: 'Redeem points (at least 100; 100 points are 100 cents); pending until an admin pays it', tag: 'rewards', auth: 'bearer', status: 201, body: redeemInput, answer: resultOf(redeemAnswer), errors: [403] },
  { method: 'post', path: '/admin/users/{userId}/redemptions/{redemptionId}/pay', service: c, operationId: 'payRedemption', summary: 'Mark a redemption paid (admins)', tag: 'rewards', auth: 'bearer', status: 200, params: redemptionParams, answer: resultOf(redemptionView), errors: [403, 404, 409] },
  { method: 'post', path: '/admin/users/{userId}/redemptions/{redemptionId}/refuse', service: c, operationId: 'refuseRedemption', summary: 'Refuse a redemption with a reason: its points return to the balance (admins)', tag: 'rewards', auth: 'bearer', status: 200, params: redemptionParams, body: refuseRedemptionInput, answer: resultOf(redemptionView), errors: [403, 404, 409] },
  { method: 'get', path: '/admin/users/{userId}/ledger', service: q, operationId: 'adminLedger', summary: "A member's ledger with running balance and each entry's source, as of a day (admins)", tag: 'rewards', auth: 'bearer', status: 200, params: userParams, query: adminLedgerInput, answer: resultOf(adminLedgerAnswer), errors: [403, 404] },
  { method: 'get', path: '/admin/users/{userId}/ledger.csv', service: q, operationId: 'adminLedgerCsv', summary: "A member's ledger as CSV (admins)", tag: 'rewards', auth: 'bearer', status: 200, params: userParams, query: adminLedgerInput, answer: 'csv', errors: [403, 404] },
  { method: 'get', path: '/admin/redemptions', service: q, operationId: 'adminRedemptions', summary: 'Redemptions in a period, with totals (admins)', tag: 'rewards', auth: 'bearer', status: 200, query: adminRedemptionsInput, answer: resultOf(adminRedemptionsAnswer), errors: [403] },
  { method: 'get', path: '/admin/redemptions.csv', service: q, operationId: 'adminRedemptionsCsv', summary: 'Redemptions in a period as CSV (admins)', tag: 'rewards', auth: 'bearer', status: 200, query: adminRedemptionsInput, answer: 'csv', errors: [403] },
] as const satisfies readonly Operation[];
