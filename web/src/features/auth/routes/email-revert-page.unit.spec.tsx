import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../test/render-page';
import { EmailRevertPage } from './auth-pages';

const RESTORED = 'Your previous email address has been restored. Please sign in again.';

function renderRevert(token: string) {
  renderPage(
    [
      { path: paths.authEmailRevert, Component: EmailRevertPage },
      { path: paths.home, Component: () => <p>Home</p> },
    ],
    { url: `/auth/email-revert/${token}` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('email revert page', () => {
  it('posts the token once, shows the answer and ends the session here', async () => {
    window.localStorage.setItem('accessToken', 'access-1');
    window.localStorage.setItem('refreshToken', 'refresh-1');
    const fetchMock = vi.fn(async () => Response.json({ result: { message: RESTORED } }));
    vi.stubGlobal('fetch', fetchMock);

    renderRevert('tok-123');

    expect(await screen.findByText(RESTORED)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/auth/email-revert');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok-123' });
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it("shows the error's message with a link home", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'This link has expired.' }, { status: 422 })));

    renderRevert('old');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This link has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
