import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { tokenStore } from '../lib/auth-tokens';
import { createQueryClient } from '../lib/query-client';
import { userKeys, type User } from '../lib/session/user';
import { MessageButton } from './message-button';

const viewer = { id: 9, role: 'personal', status: 'complete', displayName: 'Morgan', email: 'm@example.com', ambassador: false } as unknown as User;

function renderButton({ signedIn, userId = 5 }: { signedIn: boolean; userId?: number }) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/v1/user') return Response.json({ result: viewer });
      if (url === '/v1/conversations' && init.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({ result: { id: 42 } }, { status: 201 });
      }
      return Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  const queryClient = createQueryClient();
  if (signedIn) {
    tokenStore.save({ accessToken: 'token-9', refreshToken: 'refresh-9' });
    queryClient.setQueryData(userKeys.me, viewer);
  }
  const router = createMemoryRouter(
    [
      { path: '/showcase/:urlKey', Component: () => <MessageButton userId={userId} name="Ana Lindqvist" /> },
      { path: '/dashboard/messages', Component: () => <p>Messages page</p> },
    ],
    { initialEntries: ['/showcase/ana'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { posts, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('the Message button', () => {
  it('starts (or finds) the private conversation and opens it on the messages page', async () => {
    const { posts, router } = renderButton({ signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Message Ana Lindqvist' }));
    expect(await screen.findByText('Messages page')).toBeTruthy();
    expect(posts).toEqual([{ url: '/v1/conversations', body: { type: 'private', participants: [5], name: '' } }]);
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard/messages?conversation=42');
  });

  it('asks a visitor to sign in first and remembers whom they wanted to write to; signing in opens the conversation', async () => {
    const { posts, router } = renderButton({ signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Message Ana Lindqvist' }));
    const asked = new URLSearchParams(router.state.location.search);
    expect(asked.get('auth')).toBe('sign-in');
    expect(asked.get('message')).toBe('5');
    expect(posts).toEqual([]);
    await act(async () => tokenStore.save({ accessToken: 'token-9', refreshToken: 'refresh-9' }));
    expect(await screen.findByText('Messages page')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(router.state.location.search).toBe('?conversation=42');
  });

  it('is not offered on one’s own page', async () => {
    renderButton({ signedIn: true, userId: 9 });
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
  });
});
