import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '../components/error-screen';
import { EMPTY_APP_CONFIG_STATE } from '../lib/app-config/config-sync';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './provider';
import { RootLayout } from './root-layout';
import { routes } from './routes';

function renderAt(path: string, table: RouteObject[] = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()} syncConfig={async () => EMPTY_APP_CONFIG_STATE}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

afterEach(() => {
  setWidth(1280);
  vi.restoreAllMocks();
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

  it('shows placeholders with the real page title', async () => {
    renderAt('/get-the-look/shop-the-look');
    expect(await screen.findByRole('heading', { name: 'Shop the Look' })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    const active = screen.getByRole('link', { current: 'page' });
    expect(active.textContent).toBe('Shop The Look');
  });

  it('renders the blog page for how-it-works and get-started-now', async () => {
    renderAt('/how-it-works');
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeTruthy();
  });

  it('redirects the old image and look board addresses', async () => {
    const router = renderAt('/get-the-look/12/calm-room');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inspiration-image/12/calm-room'));
    expect(await screen.findByRole('heading', { name: 'Inspiration Image' })).toBeTruthy();

    const router2 = renderAt('/get-the-look/look-board-view/7/cozy-nook');
    await waitFor(() => expect(router2.state.location.pathname).toBe('/look-board/7/cozy-nook'));
  });

  it('reads /get-the-look/{style}/{subStyle} as the optional style parameters', async () => {
    renderAt('/get-the-look/mid-century-modern');
    expect(await screen.findByText(/Curated looks in Mid Century Modern/)).toBeTruthy();
  });

  it('opens the auth modal from the query key and closes it by removing the key', async () => {
    const router = renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(router.state.location.search).toBe('?auth=sign-up');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Register')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the sign-in modal when the page is loaded with ?auth=sign-in', async () => {
    renderAt('/about?auth=sign-in');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sign In')).toBeTruthy();
  });

  it('on small screens: mobile menu, no Curate tab, web-only tools to /unavailable-tool', async () => {
    setWidth(500);
    renderAt('/');
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
  });

  it('follows a resize across the small-screen breakpoint after the debounce', async () => {
    setWidth(1280);
    renderAt('/');
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByRole('link', { name: 'Curate The Look' })).toBeTruthy();
    await act(async () => {
      setWidth(600);
      window.dispatchEvent(new Event('resize'));
      await new Promise((resolve) => setTimeout(resolve, 250));
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
