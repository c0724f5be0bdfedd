import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import { paths } from '../../../config/paths';
import { toLookup } from '../../../lib/app-config/enum-lookups';
import type { AmbassadorMatchView } from '../../../lib/queries/requests';
import { requestView, sessionUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { AmbassadorMatchPage, matchState, rankText } from './match-page';

const AMBASSADOR = 40;
const request = (over: Partial<RequestView> = {}): RequestView =>
  requestView({
    items: [2, 1],
    message: 'Warm woods and a deep sofa, please.',
    requestColor: 7,
    matches: [
      { userId: 41, score: 9.5 },
      { userId: AMBASSADOR, score: 8.25 },
    ],
    matchesCount: 2,
    ...over,
  });

const match = (r: RequestView, over: Partial<AmbassadorMatchView> = {}): AmbassadorMatchView => ({ ...r, score: 8.25, answered: false, lookBoardIds: [], ...over });

const enums = {
  styles: toLookup('styles', [{ id: 4, name: 'Scandinavian' }]),
  roomTypes: toLookup('roomTypes', [{ id: 5, name: 'Living Room' }]),
  itemClasses: toLookup('itemClasses', [
    { id: 1, name: 'Sofa' },
    { id: 2, name: 'Rug' },
  ]),
  colors: toLookup('colors', [{ id: 7, name: 'Warm neutrals', hex: '#d9c7a8' }]),
};

function renderAt(url: string, answers: { request?: RequestView | number; matches?: AmbassadorMatchView[] }) {
  window.localStorage.setItem('accessToken', 'token-1');
  const fetchMock = vi.fn(async (input: string) => {
    const path = input.split('?')[0];
    if (path.startsWith('/v1/requests/')) {
      const r = answers.request ?? request();
      return typeof r === 'number' ? Response.json({ message: 'No such request.' }, { status: r }) : Response.json({ result: r });
    }
    if (path === '/v1/ambassador/matches') return Response.json({ result: answers.matches ?? [] });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const me = sessionUser({ id: AMBASSADOR, displayName: 'Bo', email: 'bo@example.com', ambassador: true });
  const { router } = renderPage([{ path: paths.requestAmbassadorMatch, Component: AmbassadorMatchPage }, { path: '*', element: <p>Elsewhere</p> }], { url, me, enums });
  return { router, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ambassador match page', () => {
  it('shows the request as the ambassador needs it: picture, requester, type, style, room, colour, items in order and the message', async () => {
    const r = request();
    renderAt('/request-the-look/ambassador-match/12', { request: r, matches: [match(r)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cozy living room' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Calm living room' })).toBeTruthy();
    expect(screen.getByText('Ana Lindqvist')).toBeTruthy();
    expect(screen.getByText('Room Image')).toBeTruthy();
    expect(await screen.findByText('Scandinavian')).toBeTruthy();
    expect(screen.getByText('Living Room')).toBeTruthy();
    expect(screen.getByText('Warm neutrals')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Items wanted, in order' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rug', 'Sofa']);
    expect(screen.getByText('Warm woods and a deep sofa, please.')).toBeTruthy();
  });

  it('gives the caller their score, place and state, and opens the canvas for the request', async () => {
    const r = request();
    renderAt('/request-the-look/ambassador-match/12', { request: r, matches: [match(r)] });
    // What the score means, not the raw number: no declared style, 8.25 of the signals' most.
    expect((await screen.findByTestId('match-score')).textContent).toBe('Some fit 22 of 100');
    expect(screen.getByText(/Its style is not one you declared; your published boards show what it asks for/)).toBeTruthy();
    expect(screen.getByText('2nd of 2')).toBeTruthy();
    expect(screen.getAllByText('Waiting for you').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Curate a look board' }).getAttribute('href')).toBe('/curate-the-look/canvas/12-cozy-living-room');
  });

  it('lists every match newest first as the server gave them, marks the open one, and says which are answered or closed', async () => {
    const r = request();
    const older = request({ id: 9, slug: '9-bright-kitchen', title: 'Bright kitchen', status: 'closed' });
    const oldest = request({ id: 7, slug: '7-blue-bedroom', title: 'Blue bedroom' });
    renderAt('/request-the-look/ambassador-match/12', { request: r, matches: [match(r), match(older), match(oldest, { answered: true, lookBoardIds: [30] })] });
    const list = await screen.findByRole('list', { name: 'Your matches, newest first' });
    const items = within(list).getAllByTestId('match-item');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Cozy living room'), expect.stringContaining('Bright kitchen'), expect.stringContaining('Blue bedroom')]);
    expect(items[0].getAttribute('aria-current')).toBe('page');
    expect(items[1].getAttribute('href')).toBe('/request-the-look/ambassador-match/9');
    expect(items[1].textContent).toContain('Closed');
    expect(items[2].textContent).toContain('Answered');
  });

  it('an answered match links the boards and offers another', async () => {
    const r = request();
    renderAt('/request-the-look/ambassador-match/12', { request: r, matches: [match(r, { answered: true, lookBoardIds: [30] })] });
    expect(await screen.findByRole('link', { name: 'Curate another look board' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Look board #30' }).getAttribute('href')).toBe('/look-board/30');
  });

  it('a closed request cannot be answered any more', async () => {
    const r = request({ status: 'closed' });
    renderAt('/request-the-look/ambassador-match/12', { request: r, matches: [match(r)] });
    expect(await screen.findByText('The requester has closed this request: it takes no new look boards.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Curate/ })).toBeNull();
  });

  it('a request the server does not show this ambassador is not found', async () => {
    renderAt('/request-the-look/ambassador-match/99', { request: 404 });
    expect(await screen.findByRole('heading', { level: 1, name: /not found|find/i })).toBeTruthy();
  });
});

describe('match words', () => {
  it('places the caller among the matches, best first', () => {
    expect(rankText(request(), AMBASSADOR)).toBe('2nd of 2');
    expect(rankText(request(), 41)).toBe('1st of 2');
    expect(rankText(request(), 77)).toBeNull();
  });

  it('a closed request reads Closed whatever the ambassador did', () => {
    expect(matchState({ status: 'closed', answered: true }).label).toBe('Closed');
    expect(matchState({ status: 'open', answered: true }).label).toBe('Answered');
    expect(matchState({ status: 'open', answered: false }).label).toBe('Waiting for you');
  });
});
