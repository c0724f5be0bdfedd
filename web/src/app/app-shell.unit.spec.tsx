import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '../components/error-screen';
import { REFERENCE_ENUMS } from '@decorlook/domain/site/reference-data';
import { EMPTY_APP_CONFIG_STATE, type AppConfigState } from '../lib/app-config/config-sync';
import { toLookup } from '../lib/app-config/enum-lookups';
import { RESIZE_DEBOUNCE_MS } from '@decorlook/domain/shared/app';
import { createQueryClient } from '../lib/query-client';
import { sessionUser } from '../test/fixtures';
import { AppProviders } from './provider';
import { RootLayout } from './root-layout';
import { routes } from './routes';

/**
 * The app as a page just loaded at `path`. The test window outlives every render in this file, so
 * the page's load is this render: otherwise a test that starts a minute into the file meets the
 * newsletter pop-up, whose dialog shares antd's test id and takes the name from the one asked for.
 */
function renderAt(path: string, table: RouteObject[] = routes, config: AppConfigState = EMPTY_APP_CONFIG_STATE) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()} syncConfig={async () => config} loadedAt={performance.now()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

afterEach(() => {
  vi.useRealTimers();
  setWidth(1280);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A stored token and a server that answers GET /v1/user with this user. */
function signIn(user: Record<string, unknown> = {}) {
  window.localStorage.setItem('accessToken', 'token-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/v1/user') return Response.json({ result: { ...sampleUser, ...user } });
      return Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
}

const sampleUser = sessionUser({
  id: 5,
  firstName: 'Ana',
  lastName: 'Lima',
  displayName: 'Ana Lima',
  email: 'ana@example.com',
  hasVerifiedEmail: 1,
  countryId: 1,
  preferences: { styles: [1], subStyles: {}, roomTypes: [], colors: {} },
});

describe('the site shell', () => {
  it('shows the header and footer on the home page', async () => {
    setWidth(1280);
    renderAt('/');
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByRole('link', { name: /DecorLook/ })).toHaveProperty('pathname', '/');
    for (const name of ['Showcases', 'Style Quiz', 'Get the Pin', 'Earn Rewards', 'Get The Look', 'Request The Look', 'Curate The Look', 'Shop The Look']) {
      expect(within(header).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(header).getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Register' })).toBeTruthy();

    const footer = screen.getByTestId('site-footer');
    expect(within(footer).getByText('v1.6.61')).toBeTruthy();
    expect(within(footer).getByText(`© 2022-${new Date().getFullYear()} DecorLook`)).toBeTruthy();
    for (const name of ['facebook', 'instagram', 'linkedin', 'pinterest']) {
      expect(within(footer).getByRole('link', { name })).toBeTruthy();
    }
    expect(await screen.findByRole('heading', { name: 'Get the look you love' })).toBeTruthy();
  });

  it('hides the header and footer on the contact page', async () => {
    renderAt('/contact');
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeTruthy();
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it('hides only the footer on the messages page', async () => {
    signIn();
    renderAt('/dashboard/messages');
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it('shows the not-found page on an unknown path, inside the shell', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
  });

  it('shows a signed-in member the dashboard overview inside the shell', async () => {
    signIn();
    renderAt('/dashboard');
    // The dashboard's pages load on demand, the first time slowly under test.
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    const cards = screen.getAllByTestId('overview-card');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['My Points', 'Messages', 'Notifications', 'My Requests', 'My Images', 'My Look Boards', 'My Followers']);
    // This server answers nothing but the user: the figures read "—" and the cards still link.
    await waitFor(() => expect(within(cards[0]!).getByText('—')).toBeTruthy());
    expect(within(cards[0]!).getByRole('link')).toHaveProperty('pathname', '/dashboard/points');
  });

  it('renders the blog page for how-it-works and get-started-now', async () => {
    for (const path of ['/how-it-works', '/get-started-now']) {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'How DecorLook Works' })).toBeTruthy();
      cleanup();
    }
  });

  it('redirects the old image and look board addresses', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'No such image.' }, { status: 404 })));
    const router = renderAt('/get-the-look/12/calm-room');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inspiration-image/12/calm-room'));
    // The image page asked for image 12 itself; there is none, so it says so.
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/v1/inspiration-image/12'))).toBe(true);

    const router2 = renderAt('/get-the-look/look-board-view/7/cozy-nook');
    await waitFor(() => expect(router2.state.location.pathname).toBe('/look-board/7/cozy-nook'));
  });

  it('reads /get-the-look/{style}/{subStyle} as the optional style parameters', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: [] })));
    const styles = { ...EMPTY_APP_CONFIG_STATE, enums: { styles: toLookup('styles', REFERENCE_ENUMS.styles), subStyles: toLookup('subStyles', REFERENCE_ENUMS.subStyles) } } as AppConfigState;
    renderAt('/get-the-look/mid-century-modern', routes, styles);
    expect(await screen.findByRole('heading', { name: 'Mid-Century Modern looks' })).toBeTruthy();
  });

  it('opens the auth modal from the query key and closes it by removing the key', async () => {
    const router = renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(router.state.location.search).toBe('?auth=sign-up');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the sign-in modal when the page is loaded with ?auth=sign-in', async () => {
    renderAt('/about?auth=sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
    expect(within(dialog).getByLabelText('Password')).toBeTruthy();
  });

  it('on small screens: mobile menu, no Curate tab, web-only tools to /unavailable-tool', async () => {
    setWidth(500);
    const router = renderAt('/');
    const header = await screen.findByTestId('site-header');
    expect(within(header).queryByRole('link', { name: 'Curate The Look' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Sign In' })).toBeNull();

    const footer = screen.getByTestId('site-footer');
    for (const name of ['Get the Look', 'Request the Look', 'Curate the Look']) {
      expect(within(footer).getByRole('link', { name })).toHaveProperty('pathname', '/unavailable-tool');
    }
    expect(within(footer).getByRole('link', { name: 'Shop the Look' })).toHaveProperty('pathname', '/get-the-look/shop-the-look');

    fireEvent.click(within(header).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Earn Rewards',
      'Ambassador',
      'Showcases',
      'About Us',
      'Contact Us',
      'FAQs',
    ]);
    expect(within(menu).getByRole('button', { name: 'Login' })).toBeTruthy();
    // A visitor can also register from the small-screen menu: it opens the sign-up dialog.
    fireEvent.click(within(menu).getByRole('button', { name: 'Register' }));
    expect(router.state.location.search).toBe('?auth=sign-up');
    // (The closing drawer still hides the page from the accessibility tree in jsdom, which runs no transitions.)
    await waitFor(() => expect(screen.getAllByRole('dialog', { hidden: true }).some((d) => d.querySelector('.ant-modal-title')?.textContent === 'Register')).toBe(true));
  });

  it('follows a resize across the small-screen breakpoint after the debounce', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setWidth(1280);
    renderAt('/');
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByRole('link', { name: 'Curate The Look' })).toBeTruthy();
    await act(async () => {
      setWidth(600);
      window.dispatchEvent(new Event('resize'));
      await vi.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS + 10);
    });
    expect(within(header).queryByRole('link', { name: 'Curate The Look' })).toBeNull();
  });

  it('shows the unavailable-tool page with the three web tools and samples', async () => {
    renderAt('/unavailable-tool');
    expect(await screen.findByRole('heading', { name: 'This tool is only available on the web platform' })).toBeTruthy();
    const choices = screen.getByRole('navigation', { name: 'Web tools' });
    expect(within(choices).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/get-the-look',
      '/request-the-look',
      '/curate-the-look',
      '/',
    ]);
    expect(within(screen.getByRole('list', { name: 'Sample interiors' })).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('figure', { name: 'Testimonial' })).toBeTruthy();
  });

  it('shows the failure screen with "Report feedback" when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    renderAt('/broken', [
      { path: '/', Component: RootLayout, children: [{ ErrorBoundary: RouteErrorScreen, children: [{ path: '/broken', Component: Broken }] }] },
    ]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong :(' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report feedback' })).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
  });
});

describe('accounts in the shell', () => {
  it('a stored token loads the user: avatar initials, name, Dashboard link, no Sign In', async () => {
    signIn();
    renderAt('/');
    const header = await screen.findByTestId('site-header');
    const actions = await within(header).findByTestId('user-actions');
    expect(within(actions).getByText('AL')).toBeTruthy();
    expect(within(actions).getByText('Ana Lima')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveProperty('pathname', '/dashboard');
    expect(within(header).queryByRole('button', { name: 'Sign In' })).toBeNull();
    // The bell and the message icon load with their features, after the user.
    expect(await within(actions).findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(await within(actions).findByRole('link', { name: 'Messages' })).toBeTruthy();
    // The points to redeem sit beside the bell and lead to My Points (this server answers no figures: the link still leads there).
    expect((await within(actions).findByTestId('header-points')).getAttribute('href')).toBe('/dashboard/points');
  });

  it("shows the member's points to redeem in the header, beside the bell", async () => {
    signIn();
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input) === '/v1/user/stats' ? Response.json({ result: { user_point: 1500, point_left: 1240, total_redeem_point_sum: 260, total_redeem_money_sum: 260 } }) : answer(input, init),
      ),
    );
    renderAt('/about');
    const actions = await screen.findByTestId('user-actions');
    expect(await within(actions).findByRole('link', { name: 'My points: 1,240 to redeem' })).toBeTruthy();
  });

  it('the profile menu lists Profile, Preferences, My Look Boards and Logout; Logout asks first', async () => {
    signIn();
    renderAt('/about');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Ana Lima' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Preferences', 'My Look Boards', 'Logout']);

    fireEvent.click(within(menu).getByText('Logout'));
    const confirm = await screen.findByRole('dialog', { name: 'Log out' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(window.localStorage.getItem('accessToken')).toBe('token-1');
    expect(screen.getByTestId('user-actions')).toBeTruthy();
  });

  it('confirming Logout clears the tokens and shows Sign In again', async () => {
    signIn();
    renderAt('/about');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Ana Lima' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('Logout'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Log out' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
  });

  it('sends a visitor on a signed-in page home', async () => {
    const router = renderAt('/account/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a bot the 401 page with a noindex robots tag', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: '401 Unauthorized' })).toBeTruthy();
    expect(screen.getByText('You must be logged in to view this page.')).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('sends a pending user to become-ambassador', async () => {
    signIn({ status: 'pre_complete' });
    const router = renderAt('/get-the-look');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ambassador/become-ambassador'));
  });

  it('a style picker whose save fails says why and lets the person go on, for the rest of the visit', async () => {
    signIn({ status: 'no_pref' });
    const saves = vi.fn(async () => Response.json({ message: 'Something went wrong on our side.' }, { status: 500 }));
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => (String(input) === '/v1/user/styles' ? saves() : answer(input, init))),
    );
    const styles = { ...EMPTY_APP_CONFIG_STATE, enums: { styles: toLookup('styles', REFERENCE_ENUMS.styles) } } as AppConfigState;
    renderAt('/about', routes, styles);
    const picker = await screen.findByRole('dialog', { name: 'Choose Your Style' });
    expect(within(picker).queryByRole('button', { name: 'Continue without saving' })).toBeNull();
    fireEvent.click(within(picker).getAllByRole('checkbox')[0]);
    fireEvent.click(within(picker).getByRole('button', { name: 'Save My Styles' }));
    expect(await within(picker).findByText('We could not save your styles')).toBeTruthy();
    expect(saves).toHaveBeenCalledOnce();
    fireEvent.click(within(picker).getByRole('button', { name: 'Continue without saving' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Your Style' })).toBeNull());
    expect(window.sessionStorage.getItem('stylePickerPostponed')).toBe('5');
    window.sessionStorage.clear();
  });

  it('the reset link opens the reset dialog on the home page', async () => {
    const router = renderAt('/auth/password/reset/tok123?email=ana%40example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('the sign-up form checks with the shared rules and their exact messages', async () => {
    renderAt('/?auth=sign-up');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    // Email, password and repeat are required.
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(3));
    expect(within(dialog).getByText('Please accept the terms and conditions')).toBeTruthy();
    expect(within(dialog).getByText(/Use 8 characters or more, include a number/)).toBeTruthy();

    const email = within(dialog).getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    const password = within(dialog).getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.blur(password);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Email must be a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Password should be at least 8 characters')).toBeTruthy();
  });
});

describe('the auth modal', () => {
  it('opens the terms over the sign-up form with termsModal=true and closes it again', async () => {
    const router = renderAt('/about?auth=sign-up');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terms of Use' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('termsModal')).toBe('true'));
    // In tests antd labels every dialog with the same id, so find this one by its text.
    const terms = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => d.textContent?.includes('By registering with DecorLook'));
      if (!found) throw new Error('no terms dialog yet');
      return found;
    });
    expect(within(terms).getByText(/at least 13 years old/)).toBeTruthy();
    fireEvent.click(within(terms).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe('?auth=sign-up'));
  });

  it('with the reopen flag, a closed modal comes back as the register prompt; a route change cancels it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = createMemoryRouter(routes, {
      initialEntries: [{ pathname: '/about', search: '?auth=sign-in', state: { authReopen: true, authReopenAfterMs: 60 } }],
    });
    render(
      <AppProviders queryClient={createQueryClient()} syncConfig={async () => EMPTY_APP_CONFIG_STATE} loadedAt={performance.now()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(router.state.location.search).toBe('?auth=sign-up'));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeTruthy();

    // Closed again, then the user moves on before the timer: no prompt.
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Register' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await act(() => router.navigate('/faqs'));
    // Well past the 60 ms the prompt would have waited.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location.pathname).toBe('/faqs');
    expect(router.state.location.search).toBe('');
  });

  it('without the flag, a closed modal stays closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderAt('/about?auth=sign-in');
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sign In' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(router.state.location.search).toBe('');
  });
});
