import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConversationView } from '@decorlook/domain/messaging/messaging.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { AUTH_QUERY_KEY, buildPath, paths, withAuthModal } from '../config/paths';
import { api, showApiError, type ApiClient } from '../lib/api-client';
import { useSession } from '../lib/session/use-session';
import './message-button.css';

/** The query key naming whom a visitor asked to message: once signed in, the conversation opens. */
export const MESSAGE_AFTER_SIGN_IN_KEY = 'message';

/** Where a conversation opens on the messages page. */
export const conversationPagePath = (conversationId: number) => `${buildPath(paths.dashboardMessages)}?conversation=${conversationId}`;

/** POST /v1/conversations: the private conversation with this member (the existing one if there is one). */
export async function openConversationWith(client: Pick<ApiClient, 'post'>, userId: number): Promise<ConversationView> {
  const body = { type: 'private' as const, participants: [userId], name: '' };
  return (await client.post<{ result: ConversationView }>(`${API_PREFIX}/conversations`, body)).result;
}

const without = (search: string, key: string) => {
  const params = new URLSearchParams(search);
  params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};

interface Props {
  userId: number;
  /** Their name, for the button's accessible name ("Message Ana Lindqvist"). */
  name: string;
  size?: 'small' | 'middle' | 'large';
  client?: Pick<ApiClient, 'post'>;
}

/**
 * "Message" on a member's, an ambassador's and a showcase page: starts the private conversation
 * (or finds the one there is) and opens it on the messages page. A visitor is asked to sign in
 * first; the address remembers whom they wanted to write to. Nobody is offered to write to themselves.
 */
export function MessageButton({ userId, name, size = 'middle', client = api }: Props) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const started = useRef(false);
  const open = useMutation({
    mutationKey: ['messages', 'start', userId],
    mutationFn: () => openConversationWith(client, userId),
    onSuccess: (conversation) => navigate(conversationPagePath(conversation.id)),
    onError: showApiError,
  });
  const params = new URLSearchParams(location.search);
  const pending = params.get(MESSAGE_AFTER_SIGN_IN_KEY) === String(userId);
  const authOpen = params.has(AUTH_QUERY_KEY);

  useEffect(() => {
    if (!pending || started.current) return;
    if (session.status === 'signedIn') {
      started.current = true;
      navigate({ pathname: location.pathname, search: without(location.search, MESSAGE_AFTER_SIGN_IN_KEY) }, { replace: true, preventScrollReset: true });
      if (session.user.id !== userId) open.mutate();
    } else if (session.status === 'visitor' && !authOpen) {
      // The sign-in dialog was closed without signing in: the wish is dropped.
      navigate({ pathname: location.pathname, search: without(location.search, MESSAGE_AFTER_SIGN_IN_KEY) }, { replace: true, preventScrollReset: true });
    }
  }, [pending, authOpen, session, userId, open, navigate, location.pathname, location.search]);

  if (session.status === 'signedIn' && session.user.id === userId) return null;

  const onClick = () => {
    if (session.status === 'loading') return;
    if (session.status !== 'signedIn') {
      const next = new URLSearchParams(withAuthModal(location.search, 'sign-in'));
      next.set(MESSAGE_AFTER_SIGN_IN_KEY, String(userId));
      navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { preventScrollReset: true });
      return;
    }
    open.mutate();
  };

  return (
    <Button size={size} loading={open.isPending} aria-label={`Message ${name}`} onClick={onClick} data-testid="message-button">
      Message
    </Button>
  );
}
