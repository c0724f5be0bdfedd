import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { tokenStore } from '../lib/auth-tokens';
import { userKeys } from '../lib/session/user';
import { sessionUser } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import { FollowButton } from './follow-button';

const viewer = sessionUser();

interface Pending {
  method: string;
  url: string;
  resolve(answer: Response): void;
}

/** Every follow call waits until the test answers it, so what shows before the answer is seen. */
function renderButton({ signedIn, isFollowed = false, userId = 5 }: { signedIn: boolean; isFollowed?: boolean; userId?: number }) {
  const pending: Pending[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      if (url === '/v1/user') return Promise.resolve(Response.json({ result: viewer }));
      return new Promise<Response>((resolve) => pending.push({ method: init.method ?? 'GET', url, resolve }));
    }),
  );
  if (signedIn) tokenStore.save({ accessToken: 'token-9', refreshToken: 'refresh-9' });
  const { router, queryClient } = renderPage(
    [{ path: '/showcase/:urlKey', Component: () => <FollowButton userId={userId} name="Ana Lindqvist" state={{ isFollowed, followersCount: 3 }} /> }],
    { url: '/showcase/ana', me: signedIn ? viewer : undefined },
  );
  return { pending, router, queryClient };
}

const answer = (isFollowed: boolean, followersCount: number) => Response.json({ result: { userId: 5, isFollowed, followersCount } });

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('follow button', () => {
  it('shows Following only once the server confirms the follow, and Follow again once it confirms the unfollow', async () => {
    const { pending } = renderButton({ signedIn: true });
    const button = await screen.findByRole('button', { name: 'Follow Ana Lindqvist' });
    fireEvent.click(button);
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]).toMatchObject({ method: 'POST', url: '/v1/followers/follow/5' });
    // Not yet confirmed: still "Follow".
    expect(screen.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('follow-button').textContent).toContain('Follow');
    expect(screen.getByTestId('follow-button').textContent).not.toContain('Following');

    await act(async () => pending[0].resolve(answer(true, 4)));
    const following = await screen.findByRole('button', { name: 'Following Ana Lindqvist' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(following.textContent).toBe('Following');

    fireEvent.click(following);
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]).toMatchObject({ method: 'DELETE', url: '/v1/followers/follow/5' });
    expect(screen.getByTestId('follow-button').textContent).toContain('Following');
    await act(async () => pending[1].resolve(answer(false, 3)));
    expect(await screen.findByRole('button', { name: 'Follow Ana Lindqvist' })).toBeTruthy();
  });

  it('keeps Follow when the server refuses', async () => {
    const { pending } = renderButton({ signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Ana Lindqvist' }));
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0].resolve(Response.json({ message: 'No such member.' }, { status: 404 })));
    await vi.waitFor(() => expect(screen.getByTestId('follow-button').classList.contains('ant-btn-loading')).toBe(false));
    expect(screen.getByRole('button', { name: 'Follow Ana Lindqvist' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor to sign in, then makes the follow once they have', async () => {
    const { pending, router, queryClient } = renderButton({ signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Ana Lindqvist' }));
    const asked = new URLSearchParams(router.state.location.search);
    expect(asked.get('auth')).toBe('sign-in');
    expect(asked.get('follow')).toBe('5');
    expect(pending).toHaveLength(0);

    // Signing in: the dialog stores the tokens, loads the person and closes (its key leaves the address).
    await act(async () => {
      queryClient.setQueryData(userKeys.me, viewer);
      tokenStore.save({ accessToken: 'token-9', refreshToken: 'refresh-9' });
    });
    await act(async () => {
      const rest = new URLSearchParams(router.state.location.search);
      rest.delete('auth');
      await router.navigate({ pathname: '/showcase/ana', search: rest.toString() ? `?${rest}` : '' }, { replace: true });
    });
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]).toMatchObject({ method: 'POST', url: '/v1/followers/follow/5' });
    expect(router.state.location.search).toBe('');
    await act(async () => pending[0].resolve(answer(true, 4)));
    expect(await screen.findByRole('button', { name: 'Following Ana Lindqvist' })).toBeTruthy();
  });

  it('drops a visitor’s wish to follow when they close the sign-in dialog without signing in', async () => {
    const { pending, router } = renderButton({ signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Ana Lindqvist' }));
    await act(async () => router.navigate('/showcase/ana?follow=5', { replace: true }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(pending).toHaveLength(0);
  });

  it('offers nobody to follow themselves', async () => {
    renderButton({ signedIn: true, userId: viewer.id });
    // The signed-in person is known from the start; a button for someone else renders at once.
    await act(async () => {});
    expect(screen.queryByTestId('follow-button')).toBeNull();
  });
});
