import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { paths } from '../../config/paths';
import type { User } from '../../lib/session/user';
import { sessionUser } from '../../test/fixtures';
import { renderPage } from '../../test/render-page';
import UserActions from './user-actions';

const ambassador = (shareUrl: string | null) =>
  sessionUser({ id: 3, firstName: 'Mia', lastName: 'Chen', displayName: 'Mia Chen', email: 'mia@example.com', ambassador: true, ambassadorType: 'decorLover', shareUrl, role: 'ambassador' });

function renderMenu(user: User) {
  const { router } = renderPage([{ path: '*', element: <UserActions user={user} compact={false} /> }], { url: '/about' });
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for Mia Chen' }));
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile menu of an ambassador (spec 2.3)', () => {
  it('opens the showcase’s share url from My Showcase', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderMenu(ambassador('http://localhost/showcase/mia-rooms'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Preferences', 'My Showcase', 'My Look Boards', 'Logout']);
    fireEvent.click(within(menu).getByText('My Showcase'));
    expect(open).toHaveBeenCalledWith('http://localhost/showcase/mia-rooms', '_blank', 'noopener');
  });

  it('opens Showcase Setup while the showcase has no address', async () => {
    const router = renderMenu(ambassador(null));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('My Showcase'));
    expect(router.state.location.pathname).toBe(paths.dashboardAmbassadorShowcase);
  });
});
