import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { POINTS_ABOVE_BALANCE, POINTS_BELOW_MINIMUM } from '@decorlook/domain/rewards/rewards.rules';
import type { ActivityView, RedemptionView, UserStatsView } from '@decorlook/domain/rewards/rewards.views';
import { paths } from '../../../config/paths';
import { sessionUser } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { DashboardPointsPage } from './my-points-page';

const activity = (entry: number): ActivityView => ({
  entry,
  type: 'earned',
  kind: 'publishedLookBoard',
  label: 'Look board published',
  points: 100,
  earnedAt: '2026-11-20T10:00:00.000Z',
  takenBackAt: null,
  reason: null,
  subject: { type: 'lookBoard', id: entry, title: `Board ${entry}`, link: `/look-board/${entry}/board-${entry}` },
});
const redemption = (over: Partial<RedemptionView>): RedemptionView => ({ id: 1, userId: 3, points: 200, cents: 200, status: 'pending', requestedAt: '2026-11-21T10:00:00.000Z', settledAt: null, reason: null, ...over });

interface Options {
  verified?: boolean;
  stats?: UserStatsView;
  redeem?: (body: { points: number }, headers: Headers) => Response;
  /** The history's first (and only) page, instead of twelve earnings over two pages. */
  history?: ActivityView[];
}

function renderPoints({ verified = true, stats = { user_point: 1200, point_left: 700, total_redeem_point_sum: 500, total_redeem_money_sum: 500 }, redeem, history }: Options = {}) {
  window.localStorage.setItem('accessToken', 'token-1');
  const calls = stubFetch((input, body, init) => {
    if (input === '/v1/user/stats') return Response.json({ result: stats });
    if (input === '/v1/user/activities') {
      const { offset } = body as { offset: number };
      if (history) return Response.json({ result: offset === 0 ? history : [] });
      // A full first page, then two more.
      const page = offset === 0 ? Array.from({ length: 10 }, (_, i) => activity(12 - i)) : [activity(2), activity(1)];
      return Response.json({ result: page });
    }
    if (input === '/v1/user/rewards')
      return Response.json({ result: [redemption({ id: 2, status: 'refused', reason: 'Duplicate request', settledAt: '2026-11-22T10:00:00.000Z' }), redemption({ id: 1, status: 'paid', points: 300, cents: 300, settledAt: '2026-11-22T09:00:00.000Z' })] });
    if (input === '/v1/user/redeem-point' && redeem) return redeem(body as { points: number }, new Headers(init.headers));
  });
  const me = sessionUser({ id: 3, displayName: 'Ana', email: 'ana@example.com', hasVerifiedEmail: verified ? 1 : 0 });
  renderPage([{ path: paths.dashboardPoints, Component: DashboardPointsPage }], { url: paths.dashboardPoints, me });
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const pointsField = () => screen.getByRole('spinbutton', { name: 'Points to redeem' });
async function askToRedeem(points: string) {
  fireEvent.change(await screen.findByRole('spinbutton', { name: 'Points to redeem' }), { target: { value: points } });
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
}

describe('My Points', () => {
  it('shows the balance, what was earned and redeemed in points and dollars, and the rate', async () => {
    renderPoints();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Points' })).toBeTruthy();
    expect((await screen.findByTestId('points-balance')).textContent).toContain('700');
    expect(screen.getByTestId('points-balance').textContent).toContain('$7.00');
    expect(screen.getByTestId('points-earned').textContent).toContain('1,200');
    expect(screen.getByTestId('points-redeemed').textContent).toContain('500');
    expect(screen.getByTestId('points-redeemed').textContent).toContain('$5.00');
    expect(screen.getByTestId('points-rate').textContent).toBe('100 points = $1.00');
    expect(within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'My Points' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists what earned points with links to it, and loads more while pages come back full', async () => {
    const { calls } = renderPoints();
    const history = await screen.findByRole('list', { name: 'Points earned' });
    expect(within(history).getAllByTestId('points-activity')).toHaveLength(10);
    const first = within(history).getAllByTestId('points-activity')[0];
    expect(first.textContent).toContain('Look board published');
    expect(first.textContent).toContain('+100');
    expect(within(first).getByRole('link', { name: 'Board 12' }).getAttribute('href')).toBe('/look-board/12/board-12');
    expect(calls.find((call) => call.url === '/v1/user/activities')?.body).toEqual({ offset: 0, limit: 10 });

    fireEvent.click(screen.getAllByRole('button', { name: 'Load More' })[0]);
    await waitFor(() => expect(within(history).getAllByTestId('points-activity')).toHaveLength(12));
    expect(calls.filter((call) => call.url === '/v1/user/activities').map((call) => call.body)).toEqual([
      { offset: 0, limit: 10 },
      { offset: 10, limit: 10 },
    ]);
    // The second page was short: nothing more to load.
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Load More' })).toHaveLength(0));
  });

  it('shows points taken back as a line of their own: negative, for which earning, when and why', async () => {
    const takenBack: ActivityView = {
      ...activity(14),
      type: 'takenBack',
      label: 'Points taken back',
      points: -100,
      earnedAt: '2026-11-20T10:00:00.000Z',
      takenBackAt: '2026-11-21T09:00:00.000Z',
      reason: 'The look board was deleted within 24 hours',
      subject: { type: 'lookBoard', id: 13, title: 'Board 13', link: null },
    };
    renderPoints({ history: [takenBack, { ...activity(13), subject: { type: 'lookBoard', id: 13, title: 'Board 13', link: null } }] });
    const history = await screen.findByRole('list', { name: 'Points earned' });
    const [line, earning] = within(history).getAllByTestId('points-activity');
    expect(line.textContent).toContain('Points taken back');
    expect(line.textContent).toContain('Look board published, earned Nov 20, 2026');
    expect(line.textContent).toContain('Board 13');
    expect(line.textContent).toContain('The look board was deleted within 24 hours');
    expect(line.textContent).toContain('−100');
    expect(line.textContent).not.toContain('+100');
    expect(line.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T09:00:00.000Z');
    // The earning stays listed as it was: the lines add up to what was earned.
    expect(earning.textContent).toContain('+100');
    expect(earning.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T10:00:00.000Z');
  });

  it('lists the redemptions with their status and a refusal’s reason', async () => {
    renderPoints();
    const list = await screen.findByRole('list', { name: 'Your redemptions' });
    const [refused, paid] = within(list).getAllByTestId('points-redemption');
    expect(refused.textContent).toContain('200 points for $2.00');
    expect(within(refused).getByText('Refused')).toBeTruthy();
    expect(refused.textContent).toContain('Duplicate request');
    expect(paid.textContent).toContain('300 points for $3.00');
    expect(within(paid).getByText('Paid')).toBeTruthy();
  });

  it('checks the amount against the minimum and the balance before asking anything', async () => {
    const { calls } = renderPoints();
    await askToRedeem('50');
    expect(await screen.findByText(POINTS_BELOW_MINIMUM)).toBeTruthy();
    await askToRedeem('800');
    expect(await screen.findByText(POINTS_ABOVE_BALANCE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.url === '/v1/user/redeem-point')).toBe(false);
  });

  it('confirms the points and dollars, redeems with an idempotency key, and says so', async () => {
    const redeemed: { body: unknown; key: string | null }[] = [];
    renderPoints({
      redeem: (body, headers) => {
        redeemed.push({ body, key: headers.get('Idempotency-Key') });
        return Response.json(
          { result: { redemption: redemption({ id: 9, points: 250, cents: 250 }), stats: { user_point: 1200, point_left: 450, total_redeem_point_sum: 750, total_redeem_money_sum: 750 } } },
          { status: 201 },
        );
      },
    });
    await askToRedeem('250');
    expect((await screen.findByText('Worth $2.50')).textContent).toBe('Worth $2.50');
    const dialog = await screen.findByRole('dialog', { name: 'Redeem your points?' });
    expect(within(dialog).getByTestId('redeem-confirmation').textContent).toContain('Redeem 250 points for $2.50?');
    expect(within(dialog).getByTestId('redeem-confirmation').textContent).toContain('450 points');
    expect(redeemed).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Your redemption of 250 points ($2.50) is on its way')).toBeTruthy();
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0].body).toEqual({ points: 250 });
    expect(redeemed[0].key).toMatch(/^[0-9a-f-]{32,36}$/);
    // The figures are the ones the server answered.
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toContain('450'));
    expect(screen.getByTestId('points-redeemed').textContent).toContain('$7.50');
    expect((pointsField() as HTMLInputElement).value).toBe('');
  });

  it('puts the server’s refusal of the amount on the field', async () => {
    renderPoints({ redeem: () => Response.json({ message: 'Validation failed', errors: { points: ['You do not have enough points'] } }, { status: 422 }) });
    await askToRedeem('600');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Redeem your points?' })).getByRole('button', { name: 'Redeem' }));
    const message = await screen.findByText('You do not have enough points');
    expect(message.closest('.ant-form-item')?.textContent).toContain('Points to redeem');
    // No toast: the refusal is the field's alone.
    expect(screen.queryByText('Validation failed')).toBeNull();
  });

  it('asks a member without a verified address to verify before redeeming', async () => {
    renderPoints({ verified: false });
    expect(await screen.findByText('Verify your email address to redeem points')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get New Link' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Points to redeem' })).toBeNull();
  });
});
