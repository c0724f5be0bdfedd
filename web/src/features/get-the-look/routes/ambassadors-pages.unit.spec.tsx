import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { tokenStore } from '../../../lib/auth-tokens';
import { sessionUser, showcaseView } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { AmbassadorDetailsPage, AmbassadorsPage, FollowedAmbassadorsPage } from './ambassadors-pages';

const viewer = sessionUser({ id: 900 });

const showcase = (id: number) => showcaseView(id, { followersCount: 2 });

/** 200 live showcases: every page asked for comes back full. */
function renderList({ signedIn, path = paths.getTheLookAmbassadors }: { signedIn: boolean; path?: string }) {
  const bodies: { url: string; offset: number; limit: number; [key: string]: unknown }[] = [];
  stubFetch((url, sent) => {
    if (url === '/v1/user') return Response.json({ result: viewer });
    const body = sent as { offset: number; limit: number };
    bodies.push({ url, ...body });
    const items = Array.from({ length: Math.max(0, Math.min(body.limit, 200 - body.offset)) }, (_, i) => showcase(body.offset + i + 1));
    return Response.json({ result: items, total: 200 });
  });
  if (signedIn) tokenStore.save({ accessToken: 'token', refreshToken: 'refresh' });
  renderPage(
    [
      { path: paths.getTheLookAmbassadors, Component: AmbassadorsPage },
      { path: paths.getTheLookFollowedAmbassadors, Component: FollowedAmbassadorsPage },
    ],
    { url: path, me: signedIn ? viewer : undefined },
  );
  return { bodies };
}

const cards = () => within(screen.getByTestId('ambassador-list')).getAllByTestId('ambassador-card');

/**
 * The "Show more ambassadors" button, found by its words and then checked to be a button: a
 * query by role and name would work out the name of every card's button first, which on a page
 * of 70 cards takes seconds on a busy machine.
 */
async function showMore(): Promise<HTMLElement> {
  const button = (await screen.findByText('Show more ambassadors')).closest('button');
  expect(button).not.toBeNull();
  return button!;
}

async function loadMore(times: number) {
  for (let i = 0; i < times; i += 1) {
    const before = cards().length;
    fireEvent.click(await showMore());
    await vi.waitFor(() => expect(cards().length).toBeGreaterThan(before));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('ambassador list', () => {
  it('pages by 10 while pages come back full; a visitor stops at 70 and is offered sign-in', async () => {
    const { bodies } = renderList({ signedIn: false });
    await vi.waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.queryByTestId('visitor-cap')).toBeNull();
    await loadMore(6);
    expect(cards()).toHaveLength(70);
    expect(screen.getByTestId('visitor-cap').textContent).toContain('You have seen the first 70 ambassadors');
    expect(screen.queryByText('Show more ambassadors')).toBeNull();
    expect(bodies.map((body) => [body.url, body.offset, body.limit])).toEqual([0, 10, 20, 30, 40, 50, 60].map((offset) => ['/v1/showcase/search', offset, 10]));
  });

  it('keeps paging past 70 for a signed-in member', async () => {
    const { bodies } = renderList({ signedIn: true });
    await vi.waitFor(() => expect(cards()).toHaveLength(10));
    await loadMore(7);
    expect(cards()).toHaveLength(80);
    expect(screen.queryByTestId('visitor-cap')).toBeNull();
    expect(await showMore()).toBeTruthy();
    expect(bodies.at(-1)).toMatchObject({ offset: 70, limit: 10 });
  });

  it('sends the chosen filters and starts again from the first page', async () => {
    const { bodies } = renderList({ signedIn: true });
    await vi.waitFor(() => expect(cards()).toHaveLength(10));
    const search = screen.getByRole('searchbox', { name: 'Search ambassadors' });
    fireEvent.change(search, { target: { value: 'linen' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await vi.waitFor(() => expect(bodies.at(-1)).toEqual({ url: '/v1/showcase/search', search: 'linen', offset: 0, limit: 10 }));
  });

  it('the followed tab asks for the followed ambassadors; a visitor is asked to sign in instead', async () => {
    const member = renderList({ signedIn: true, path: paths.getTheLookFollowedAmbassadors });
    await vi.waitFor(() => expect(cards()).toHaveLength(10));
    expect(member.bodies[0]).toMatchObject({ url: '/v1/showcase/user-followed', offset: 0, limit: 10 });
  });

  it('asks a visitor to sign in on the followed tab, and asks the server nothing', async () => {
    const { bodies } = renderList({ signedIn: false, path: paths.getTheLookFollowedAmbassadors });
    expect(await screen.findByText('Sign in to see the ambassadors you follow.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });
});

describe('ambassador details', () => {
  it('sends a member who is not an ambassador to their member page', async () => {
    const member = { id: 41, firstName: 'Nia', lastName: 'Reed', displayName: 'Nia Reed', avatar: null, ambassador: false, ambassadorType: null, shareUrl: null, business: null, profession: null, type: 'personal', isFollowed: false, followersCount: 0 };
    stubFetch((url) => (url === '/v1/user/41' ? Response.json({ result: member }) : Response.json({ result: [] })));
    const { router } = renderPage(
      [
        { path: paths.getTheLookAmbassadorDetails, Component: AmbassadorDetailsPage },
        { path: paths.getTheLookUserDetails, element: <p>member page</p> },
      ],
      { url: '/get-the-look/ambassadors/details/41' },
    );
    expect(await screen.findByText('member page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/get-the-look/users/details/41');
  });
});
