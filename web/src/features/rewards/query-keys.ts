import type { RedemptionStatus } from '@decorlook/domain/rewards/rewards.rules';

export type RedemptionFilterStatus = RedemptionStatus | 'all';
export interface RedemptionFilter {
  from?: string;
  to?: string;
  status: RedemptionFilterStatus;
}

/** Query keys of the rewards feature: the member's own figures, and the admins' views. */
export const rewardsKeys = {
  mine: ['rewards', 'mine'] as const,
  activities: ['rewards', 'mine', 'activities'] as const,
  redemptions: ['rewards', 'mine', 'redemptions'] as const,
  admin: ['rewards', 'admin'] as const,
  ledger: (userId: number, asOf: string | null) => ['rewards', 'admin', 'ledger', userId, asOf] as const,
  adminRedemptions: (filter: RedemptionFilter) => ['rewards', 'admin', 'redemptions', filter] as const,
};

/** Spec 4 "Paging": the member's lists load 10 at a time. */
export const PAGE_SIZE = 10;
/** Admins page through redemptions in bigger steps. */
export const ADMIN_PAGE_SIZE = 50;

/** There is more while the last page came back full. */
export const nextOffset = (size: number) => (last: unknown[], pages: unknown[][]) => (last.length === size ? pages.reduce((sum, page) => sum + page.length, 0) : undefined);
