// The rewards feature's pages, as the app's route table mounts them.
export { EarnRewardsPage, EarnRedeemRewardPointsPage } from './earn-rewards-pages';
export { DashboardPointsPage } from './my-points-page';
export { AdminLedgerPage, AdminLedgerSearchPage } from './admin-ledger-page';
export { AdminRedemptionsPage } from './admin-redemptions-page';
