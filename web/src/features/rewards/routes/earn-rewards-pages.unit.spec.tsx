import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DAILY_CAP_PER_KIND, POINT_KINDS, POINT_RULES } from '@decorlook/domain/rewards/rewards.rules';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../test/render-page';
import { EarnRedeemRewardPointsPage, EarnRewardsPage } from './earn-rewards-pages';

function renderAt(path: string) {
  renderPage(
    [
      { path: paths.earnRewards, Component: EarnRewardsPage },
      { path: paths.earnRedeemRewardPoints, Component: EarnRedeemRewardPointsPage },
    ],
    { url: path },
  );
}

describe('the Earn Rewards pages', () => {
  it.each([
    [paths.earnRewards, 'Earn Rewards'],
    [paths.earnRedeemRewardPoints, 'Earn & Redeem Reward Points'],
  ])('%s shows the rules table from the domain, the daily cap, and the redemption rule and rate', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'How to earn points' });
    const rows = within(table).getAllByTestId('point-rule');
    expect(rows).toHaveLength(POINT_KINDS.length);
    for (const kind of POINT_KINDS) {
      const row = rows.find((candidate) => within(candidate).queryByRole('rowheader', { name: POINT_RULES[kind].label }));
      expect(row?.textContent).toContain(`${POINT_RULES[kind].points} points`);
      expect(row?.textContent).toContain(POINT_RULES[kind].description);
    }
    expect(screen.getByText(new RegExp(`up to ${DAILY_CAP_PER_KIND} points a day`))).toBeTruthy();
    expect(screen.getByTestId('redeem-rate').textContent).toBe('100 points = $1.00');
    expect(screen.getByText(/Redeem 100 points \(\$1\.00\) or more at a time/)).toBeTruthy();
    expect(screen.getByText(/If it is refused, the points go back to your balance/)).toBeTruthy();
  });
});
