import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { tokenStore } from '../lib/auth-tokens';
import { sessionUser } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import { MessageButton } from './message-button';

const viewer = sessionUser();

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
  if (signedIn) tokenStore.save({ accessToken: 'token-9', refreshToken: 'refresh-9' });
  const { router } = renderPage(
    [
      { path: '/showcase/:urlKey', Component: () => <MessageButton userId={userId} name="Ana Lindqvist" /> },
      { path: '/dashboard/messages', Component: () => <p>Messages page</p> },
    ],
    { url: '/showcase/ana', me: signedIn ? viewer : undefined },
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
