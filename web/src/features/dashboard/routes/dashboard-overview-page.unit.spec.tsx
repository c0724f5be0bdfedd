import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { type User } from '../../../lib/session/user';
import { sessionUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { DashboardOverviewPage } from './dashboard-overview-page';

type Answers = Record<string, () => Response>;

const memberAnswers: Answers = {
  'POST /v1/user/stats': () => Response.json({ result: { user_point: 1250, point_left: 400, total_redeem_point_sum: 850, total_redeem_money_sum: 850 } }),
  'GET /v1/conversations/unread': () => Response.json({ result: { total: 3, conversations: [{ conversationId: 1, unread: 3 }] } }),
  'GET /v1/notifications?offset=0': () => Response.json({ result: { data: [], unread: 1 } }),
  'POST /v1/user/requests': () => Response.json({ result: [{ status: 'open' }, { status: 'closed' }] }),
  'POST /v1/inspiration-image/search': () => Response.json({ result: Array.from({ length: 100 }, (_, i) => ({ id: i + 1 })) }),
  'POST /v1/look-board/search': () => Response.json({ result: [{ id: 9 }], total: 7 }),
  'GET /v1/user/3': () => Response.json({ result: { id: 3, followersCount: 12 } }),
};

function renderOverview(user: Partial<User> = {}, answers: Answers = memberAnswers) {
  window.localStorage.setItem('accessToken', 'token-1');
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${input}`];
    return answer ? answer() : Response.json({ message: 'Something went wrong.' }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const me = sessionUser({ id: 3, firstName: 'Ana', displayName: 'Ana Lima', email: 'ana@example.com', ...user });
  renderPage([{ path: paths.dashboard, Component: DashboardOverviewPage }], { url: paths.dashboard, me });
  return { fetchMock };
}

/** The card whose heading is this title (the dashboard menu has links of the same names). */
const card = (title: string) => {
  const found = screen.getAllByTestId('overview-card').find((li) => within(li).queryByRole('heading', { name: title }));
  if (!found) throw new Error(`no card ${title}`);
  return found;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the dashboard overview', () => {
  it('greets the member by name and shows each card’s live figure, linking to its page', async () => {
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeTruthy();
    await waitFor(() => expect(within(card('My Points')).getByText('400')).toBeTruthy());
    expect(within(card('My Points')).getByText('points to redeem')).toBeTruthy();
    expect(within(card('My Points')).getByText(/1,250 earned in all/)).toBeTruthy();
    expect(within(card('Messages')).getByText('3')).toBeTruthy();
    expect(within(card('Messages')).getByText('unread messages')).toBeTruthy();
    expect(within(card('Notifications')).getByText('unread notification')).toBeTruthy();
    expect(within(card('My Requests')).getByText('requests, 1 open')).toBeTruthy();
    // The image search has no total: a full page of 100 reads as "100+".
    expect(within(card('My Images')).getByText('100+')).toBeTruthy();
    expect(within(card('My Look Boards')).getByText('7')).toBeTruthy();
    expect(within(card('My Followers')).getByText('12')).toBeTruthy();

    const links = Object.fromEntries(screen.getAllByTestId('overview-card').map((li) => [within(li).getByRole('link').textContent, within(li).getByRole('link').getAttribute('href')]));
    expect(links).toEqual({
      'My Points': paths.dashboardPoints,
      Messages: paths.dashboardMessages,
      Notifications: paths.accountProfile,
      'My Requests': paths.dashboardRequests,
      'My Images': paths.dashboardImages,
      'My Look Boards': paths.dashboardLookBoards,
      'My Followers': paths.dashboardCommunity,
    });
    // One h1; the sections are h2 and the cards h3, in order.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Your activity']);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
  });

  it('a figure that fails to load reads "—" and its card still links', async () => {
    const { 'GET /v1/conversations/unread': _failing, ...rest } = memberAnswers;
    renderOverview({}, rest);
    // A server fault gets one retry (query-client) before the card gives up.
    await waitFor(() => expect(within(card('Messages')).getByText('—')).toBeTruthy());
    expect(within(card('Messages')).getByText('Messages could not be loaded')).toBeTruthy();
    expect(within(card('Messages')).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(paths.dashboardMessages);
    // The others are unaffected.
    expect(within(card('My Points')).getByText('400')).toBeTruthy();
  });

  it('shows ambassadors their cards, with the showcase state', async () => {
    renderOverview({ ambassador: true }, { ...memberAnswers, 'GET /v1/showcase': () => Response.json({ message: 'No showcase yet.' }, { status: 404 }) });
    const section = screen.getByRole('region', { name: 'Ambassador' });
    expect(within(section).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Ambassador Info', paths.dashboardAmbassadorManagement],
      ['Showcase Setup', paths.dashboardAmbassadorShowcase],
      ['Nominees', paths.nominateAmbassador],
    ]);
    await waitFor(() => expect(within(card('Showcase Setup')).getByText('Not set up')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Administration' })).toBeNull();
  });

  it('shows admins the moderation, redemption and ledger cards with the open queue count', async () => {
    const { fetchMock } = renderOverview({ role: 'admin' }, { ...memberAnswers, 'GET /v1/admin/queue?kind=all&status=open&offset=0&limit=1': () => Response.json({ result: { items: [], counts: { report: 2, image: 3 } } }) });
    const section = screen.getByRole('region', { name: 'Administration' });
    expect(within(section).getAllByRole('link').map((a) => a.textContent)).toEqual(['Moderation', 'Redemptions', 'Point Ledgers']);
    await waitFor(() => expect(within(card('Moderation')).getByText('5')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Ambassador' })).toBeNull();
    // Admins are not public members: My Followers is a plain card, their public fields are not asked for.
    expect(within(card('My Followers')).queryByText(/follower/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/user/3')).toBe(false);
  });
});
