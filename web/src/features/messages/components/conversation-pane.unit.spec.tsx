import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageView, UnreadAnswer } from '@decorlook/domain/messaging/messaging.views';
import { createQueryClient } from '../../../lib/query-client';
import { messagesKeys } from '../../../lib/queries/messages';
import { conversationView } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { ConversationPane } from './conversation-pane';

const ME = 1;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString();
const message = (id: number, senderId = 2): MessageView => ({ id, conversationId: 4, senderId, type: 1, version: 0, body: `Line ${id}`, sentAt: at(id) });
const conversation = conversationView({ createdAt: at(0), updatedAt: at(40), lastMessage: message(40), unread: 2, readUpTo: at(38) });

function server() {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET' && url.pathname === '/v1/conversations/4') return Response.json({ result: conversation });
      if (method === 'GET' && url.pathname === '/v1/conversations/4/messages') {
        // The latest 30 (11..40); before the 11th, the 3 older ones (8..10).
        const ids = url.searchParams.has('before') ? [8, 9, 10] : Array.from({ length: 30 }, (_, i) => i + 11);
        return Response.json({ result: ids.map((id) => message(id, id % 2 ? 2 : ME)) });
      }
      if (method === 'PATCH' && url.pathname === '/v1/conversations/4/read') return Response.json({ result: { conversationId: 4, readUpTo: body.timestamp, unread: 0 } });
      if (method === 'POST' && url.pathname === '/v1/conversations/4/messages') return Response.json({ result: { ...message(41, ME), body: body.body } }, { status: 201 });
      return Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  return calls;
}

function renderPane() {
  const queryClient = createQueryClient();
  queryClient.setQueryData<UnreadAnswer>(messagesKeys.unread(ME), { total: 2, conversations: [{ conversationId: 4, unread: 2 }] });
  renderPage([{ path: '*', element: <ConversationPane me={ME} conversationId={4} /> }], { url: '/dashboard/messages?conversation=4', queryClient });
  return queryClient;
}

const shown = () => within(screen.getByRole('log', { name: 'Messages with Ana Lima' })).getAllByTestId('message').map((item) => item.querySelector('p')?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the open conversation (spec 4 "Messaging")', () => {
  it('shows the latest messages and, once seen, marks them read up to the last one', async () => {
    const calls = server();
    const queryClient = renderPane();
    await waitFor(() => expect(shown()).toHaveLength(30));
    expect(shown()[29]).toBe('Line 40');
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ timestamp: at(40) }));
    await waitFor(() => expect(queryClient.getQueryData(messagesKeys.unread(ME))).toEqual({ total: 0, conversations: [] }));
  });

  it('prepends the older page, asked for before the oldest shown', async () => {
    const calls = server();
    renderPane();
    await waitFor(() => expect(shown()).toHaveLength(30));
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(shown()).toHaveLength(33));
    expect(shown().slice(0, 4)).toEqual(['Line 8', 'Line 9', 'Line 10', 'Line 11']);
    expect(calls.find((call) => call.url.searchParams.has('before'))?.url.searchParams.get('before')).toBe(at(11));
    // A short page: nothing older remains.
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('sends with Enter as type 1, version 0, appends the message and empties the box; a blank one is refused in place', async () => {
    const calls = server();
    renderPane();
    await waitFor(() => expect(shown()).toHaveLength(30));
    const box = screen.getByRole('textbox', { name: 'Message to Ana Lima' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This field is required');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(box, { target: { value: 'Saturday works for me' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(shown().at(-1)).toBe('Saturday works for me'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 1, version: 0, body: 'Saturday works for me' });
    expect(box).toHaveProperty('value', '');
  });

  it('a failed read of the messages says so, with the usual error toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://localhost').pathname === '/v1/conversations/4' ? Response.json({ result: conversation }) : Response.json({ message: 'The messages are resting.' }, { status: 503 }),
      ),
    );
    renderPane();
    expect(await screen.findByText('We could not load the messages')).toBeTruthy();
    expect(await screen.findByText('Error')).toBeTruthy();
    expect((await screen.findAllByText('The messages are resting.')).length).toBe(2);
  });
});
