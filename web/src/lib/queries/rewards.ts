import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RedemptionStatus } from '@decorlook/domain/rewards/rewards.rules';
import type { ActivityView, adminLedgerAnswer, adminRedemptionsAnswer, RedemptionView } from '@decorlook/domain/rewards/rewards.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient, type QueryValue } from '../api-client';

/**
 * The rewards endpoints' reads, one query each: the member's own history and redemptions under
 * `['rewards', 'mine', …]`, the admins' views under `['rewards', 'admin', …]`. The member's figures
 * are user-stats' (lib/queries/user-stats).
 */
export type RedemptionFilterStatus = RedemptionStatus | 'all';
export interface RedemptionFilter {
  from?: string;
  to?: string;
  status: RedemptionFilterStatus;
}

export const rewardsKeys = {
  mine: ['rewards', 'mine'] as const,
  activities: ['rewards', 'mine', 'activities'] as const,
  redemptions: ['rewards', 'mine', 'redemptions'] as const,
  admin: ['rewards', 'admin'] as const,
  ledger: (userId: number, asOf: string | null) => ['rewards', 'admin', 'ledger', userId, asOf] as const,
  adminRedemptionsAll: ['rewards', 'admin', 'redemptions'] as const,
  adminRedemptions: (filter: RedemptionFilter) => ['rewards', 'admin', 'redemptions', filter] as const,
};

/** Spec 4 "Paging": the member's lists load 10 at a time. */
export const PAGE_SIZE = 10;
/** Admins page through redemptions in bigger steps. */
export const ADMIN_PAGE_SIZE = 50;

/** There is more while the last page came back full. */
const nextOffset = (size: number) => (last: unknown[], pages: unknown[][]) => (last.length === size ? pages.reduce((sum, page) => sum + page.length, 0) : undefined);

export interface PageBody {
  offset: number;
  limit: number;
}

/** POST /v1/user/activities: what earned the member points, newest first. */
export async function fetchActivities(client: Pick<ApiClient, 'post'>, body: PageBody, signal?: AbortSignal): Promise<ActivityView[]> {
  return (await client.post<{ result: ActivityView[] }>(`${API_PREFIX}/user/activities`, body, { signal, readYourWrites: true })).result;
}

export const activitiesQuery = (client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: rewardsKeys.activities,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchActivities(client, { offset: pageParam, limit: PAGE_SIZE }, signal),
    getNextPageParam: nextOffset(PAGE_SIZE),
  });

/** POST /v1/user/rewards: the member's redemptions and their status, newest first. */
export async function fetchMyRedemptions(client: Pick<ApiClient, 'post'>, body: PageBody, signal?: AbortSignal): Promise<RedemptionView[]> {
  return (await client.post<{ result: RedemptionView[] }>(`${API_PREFIX}/user/rewards`, body, { signal, readYourWrites: true })).result;
}

export const myRedemptionsQuery = (client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: rewardsKeys.redemptions,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchMyRedemptions(client, { offset: pageParam, limit: PAGE_SIZE }, signal),
    getNextPageParam: nextOffset(PAGE_SIZE),
  });

export type AdminLedger = z.infer<typeof adminLedgerAnswer>;

export const ledgerPath = (userId: number) => `${API_PREFIX}/admin/users/${userId}/ledger`;
export const asOfQuery = (asOf: string | null) => (asOf ? { asOf } : undefined);

/** GET /v1/admin/users/{userId}/ledger[?asOf=YYYY-MM-DD]: the entries oldest first with the running balance. */
export async function fetchLedger(client: Pick<ApiClient, 'get'>, userId: number, asOf: string | null, signal?: AbortSignal): Promise<AdminLedger> {
  return (await client.get<{ result: AdminLedger }>(ledgerPath(userId), { signal, query: asOfQuery(asOf) })).result;
}

export const ledgerQuery = (userId: number, asOf: string | null, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: rewardsKeys.ledger(userId, asOf), queryFn: ({ signal }) => fetchLedger(client, userId, asOf, signal) });

export type AdminRedemptions = z.infer<typeof adminRedemptionsAnswer>;
export type AdminRedemption = AdminRedemptions['redemptions'][number];

export const ADMIN_REDEMPTIONS_PATH = `${API_PREFIX}/admin/redemptions`;

/** The filter as the call's query: empty dates are left out (no bound). */
export function filterQuery(filter: RedemptionFilter): Record<string, QueryValue> {
  return { from: filter.from || undefined, to: filter.to || undefined, status: filter.status };
}

/** GET /v1/admin/redemptions?from&to&status: a page of redemptions with the period's totals. */
export async function fetchRedemptions(client: Pick<ApiClient, 'get'>, filter: RedemptionFilter, offset: number, signal?: AbortSignal): Promise<AdminRedemptions> {
  return (await client.get<{ result: AdminRedemptions }>(ADMIN_REDEMPTIONS_PATH, { signal, query: { ...filterQuery(filter), offset, limit: ADMIN_PAGE_SIZE } })).result;
}

export const adminRedemptionsQuery = (filter: RedemptionFilter, client: Pick<ApiClient, 'get'> = api) =>
  infiniteQueryOptions({
    queryKey: rewardsKeys.adminRedemptions(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchRedemptions(client, filter, pageParam, signal),
    getNextPageParam: (last: AdminRedemptions, pages: AdminRedemptions[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.redemptions.length, 0);
      return last.redemptions.length === ADMIN_PAGE_SIZE && loaded < last.total ? loaded : undefined;
    },
  });
