import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LedgerEntryView } from '@decorlook/domain/rewards/rewards.views';
import { buildPath, paths } from '../../../config/paths';
import type { AdminLedger, AdminRedemption } from '../../../lib/queries/rewards';
import { renderPage } from '../../../test/render-page';
import { AdminLedgerPage, AdminLedgerSearchPage, AdminRedemptionsPage } from './rewards-pages';

const pending: AdminRedemption = { id: 7, userId: 3, points: 250, cents: 250, status: 'pending', requestedAt: '2026-11-21T10:00:00.000Z', settledAt: null, reason: null, displayName: 'Ana Reyes', email: 'ana@example.com' };
const paid: AdminRedemption = { ...pending, id: 6, points: 100, cents: 100, status: 'paid', settledAt: '2026-11-21T12:00:00.000Z' };

const entry = (over: Partial<LedgerEntryView>): LedgerEntryView => ({
  entry: 1,
  type: 'PointsEarned',
  at: '2026-11-20T10:00:00.000Z',
  change: 100,
  balance: 100,
  kind: 'publishedLookBoard',
  redemptionId: null,
  adminId: null,
  source: { eventId: '5a1c0e0e-0000-4000-8000-000000000001', type: 'LookBoardApproved', streamId: 'lookboard-12', link: '/look-board/12/oak-room' },
  eventId: 'e1',
  prevHash: '0'.repeat(64),
  hash: 'ab'.repeat(32),
  ...over,
});
const ledger: AdminLedger = {
  user: { id: 3, displayName: 'Ana Reyes', email: 'ana@example.com' },
  asOf: null,
  stats: { user_point: 150, point_left: 0, total_redeem_point_sum: 150, total_redeem_money_sum: 150 },
  entries: [
    entry({}),
    entry({ entry: 2, change: 50, balance: 150, kind: 'approvedImage', source: { eventId: 'ev-2', type: 'InspirationImageApproved', streamId: 'image-4', link: '/inspiration-image/4/calm' } }),
    entry({ entry: 3, type: 'PointsRedeemed', change: -150, balance: 0, kind: null, redemptionId: 7, source: null }),
  ],
};

function renderAdmin(path: string, role: 'admin' | 'personal' = 'admin') {
  window.localStorage.setItem('accessToken', 'token-1');
  const calls: { url: string; method: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    calls.push({ url: input, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init.headers) });
    if (input === '/v1/user') return Response.json({ result: { id: 1, role, status: 'complete', displayName: 'Morgan', email: 'm@example.com', ambassador: false } });
    if (input.startsWith('/v1/admin/redemptions.csv')) return new Response('id,points\n7,250\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="redemptions.csv"' } });
    if (input.startsWith('/v1/admin/redemptions?')) return Response.json({ result: { redemptions: [pending, paid], total: 2, totalPoints: 350, totalCents: 350 } });
    if (input.endsWith('/pay')) return Response.json({ result: { ...pending, status: 'paid', settledAt: '2026-11-22T10:00:00.000Z' } });
    if (input.endsWith('/refuse')) return Response.json({ result: { ...pending, status: 'refused', settledAt: '2026-11-22T10:00:00.000Z', reason: 'Duplicate' } });
    if (input.startsWith('/v1/admin/users/3/ledger.csv')) return new Response('entry,change\n1,100\n', { headers: { 'Content-Type': 'text/csv' } });
    if (input.startsWith('/v1/admin/users/3/ledger')) return Response.json({ result: ledger });
    if (input.startsWith('/v1/admin/users/')) return Response.json({ message: 'No such member' }, { status: 404 });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const { router } = renderPage(
    [
      { path: paths.dashboardRedemptions, Component: AdminRedemptionsPage },
      { path: paths.dashboardLedgers, Component: AdminLedgerSearchPage },
      { path: paths.dashboardMemberLedger, Component: AdminLedgerPage },
    ],
    { url: path },
  );
  return { calls, router };
}

const saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:${saved.push({ name: '', blob })}`, revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1].name = this.download;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin redemptions page', () => {
  it('is not there for members', async () => {
    renderAdmin(paths.dashboardRedemptions, 'personal');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('lists pending redemptions with totals and each member’s ledger; the period and status filter the call', async () => {
    const { calls } = renderAdmin(paths.dashboardRedemptions);
    expect(await screen.findByRole('heading', { level: 1, name: 'Redemptions' })).toBeTruthy();
    expect((await screen.findByTestId('redemption-totals')).textContent).toBe('2 redemptions: 350 points, $3.50');
    const rows = screen.getAllByTestId('admin-redemption');
    expect(rows[0].textContent).toContain('$2.50');
    expect(within(rows[0]).getByRole('link', { name: 'Ledger of Ana Reyes' }).getAttribute('href')).toBe('/dashboard/ledgers/3');
    expect(within(rows[1]).queryByRole('button', { name: /Mark redemption/ })).toBeNull();
    expect(calls.find((call) => call.url.startsWith('/v1/admin/redemptions?'))?.url).toBe('/v1/admin/redemptions?status=pending&offset=0&limit=50');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Redemptions' }).getAttribute('href')).toBe(paths.dashboardRedemptions);
    expect(within(menu).getByRole('link', { name: 'Point Ledgers' }).getAttribute('href')).toBe(paths.dashboardLedgers);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/v1/admin/redemptions?from=2026-11-01&to=2026-11-30&status=all&offset=0&limit=50'));

    // A period that ends before it starts is not asked for.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } });
    expect(await screen.findByText('The period ends before it starts')).toBeTruthy();
  });

  it('marks a redemption paid after a confirmation', async () => {
    const { calls } = renderAdmin(paths.dashboardRedemptions);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark redemption #7 paid' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark this redemption paid?' });
    expect(confirm.textContent).toContain('$2.50 (250 points) to Ana Reyes (ana@example.com)');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Redemption #7 is paid')).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/pay'))).toMatchObject({ url: '/v1/admin/users/3/redemptions/7/pay', method: 'POST' });
  });

  it('refuses a redemption only with a reason', async () => {
    const { calls } = renderAdmin(paths.dashboardRedemptions);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse redemption #7' }));
    const refuse = await screen.findByRole('dialog', { name: 'Refuse redemption #7?' });
    fireEvent.click(within(refuse).getByRole('button', { name: 'Refuse' }));
    expect(await within(refuse).findByText('This field is required')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/refuse'))).toBe(false);
    fireEvent.change(within(refuse).getByLabelText('Reason'), { target: { value: 'Duplicate' } });
    fireEvent.click(within(refuse).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/refuse'))?.body).toEqual({ reason: 'Duplicate' }));
  });

  it('downloads the period as CSV with the admin’s token', async () => {
    const { calls } = renderAdmin(paths.dashboardRedemptions);
    await screen.findByTestId('redemption-totals');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = calls.find((c) => c.url.startsWith('/v1/admin/redemptions.csv'))!;
    expect(call.url).toBe('/v1/admin/redemptions.csv?status=pending');
    expect(call.headers.get('Authorization')).toBe('Bearer token-1');
    expect(saved[0].name).toBe('redemptions.csv');
    expect(await saved[0].blob.text()).toBe('id,points\n7,250\n');
  });
});

describe('admin ledger page', () => {
  it('shows each entry with the running balance and its source, as of a chosen day, and downloads it', async () => {
    const { calls, router } = renderAdmin(buildPath(paths.dashboardMemberLedger, { userId: 3 }));
    expect(await screen.findByText(/Ana Reyes \(ana@example\.com\), member #3/)).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('Earned: Look board published');
    expect(rows[0].textContent).toContain('+100');
    expect(within(rows[0]).getByRole('link', { name: 'LookBoardApproved' }).getAttribute('href')).toBe('/look-board/12/oak-room');
    expect(rows[1].textContent).toContain('150');
    expect(rows[2].textContent).toContain('Redeemed #7');
    expect(rows[2].textContent).toContain('−150');

    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/v1/admin/users/3/ledger?asOf=2026-11-20'));
    expect(router.state.location.search).toBe('?asOf=2026-11-20');

    await screen.findAllByRole('row');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.find((c) => c.url.startsWith('/v1/admin/users/3/ledger.csv'))?.url).toBe('/v1/admin/users/3/ledger.csv?asOf=2026-11-20');
    // No file name from the server: one that says whose and when.
    expect(saved[0].name).toBe('ledger-3-2026-11-20.csv');
  });

  it('says so for an unknown member, and opens a ledger by member id', async () => {
    renderAdmin(buildPath(paths.dashboardMemberLedger, { userId: 99 }));
    expect(await screen.findByText('There is no member #99.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Look up another member' }));
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Member id' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open ledger' }));
    expect(await screen.findByText(/Ana Reyes \(ana@example\.com\), member #3/)).toBeTruthy();
  });
});
