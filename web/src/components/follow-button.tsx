import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { AUTH_QUERY_KEY, withAuthModal } from '../config/paths';
import { useFollow, useFollowState, type FollowState } from '../lib/queries/follows';
import { useSession } from '../lib/session/use-session';

/** The query key naming whom a visitor asked to follow: once signed in, the follow is made. */
export const FOLLOW_AFTER_SIGN_IN_KEY = 'follow';

interface Props {
  userId: number;
  /** Their name, for the button's accessible name ("Follow Ana Lindqvist"). */
  name: string;
  /** What the page's own answer says (isFollowed, followersCount). */
  state: FollowState;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
}

const without = (search: string, key: string) => {
  const params = new URLSearchParams(search);
  params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};

/**
 * Follow / Following (spec 4): the label changes only once the server confirms. A visitor is
 * asked to sign in first; the address remembers whom they wanted to follow, so signing in
 * completes the follow. Nobody is offered to follow themselves.
 */
export function FollowButton({ userId, name, state, size = 'middle', block }: Props) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollow();
  const { isFollowed } = useFollowState(userId, state);
  const started = useRef(false);
  const pending = new URLSearchParams(location.search).get(FOLLOW_AFTER_SIGN_IN_KEY) === String(userId);
  const authOpen = new URLSearchParams(location.search).has(AUTH_QUERY_KEY);

  useEffect(() => {
    if (!pending || started.current) return;
    if (session.status === 'signedIn') {
      started.current = true;
      navigate({ pathname: location.pathname, search: without(location.search, FOLLOW_AFTER_SIGN_IN_KEY) }, { replace: true, preventScrollReset: true });
      // Following twice is one follow: the server's answer says where it stands.
      if (session.user.id !== userId) follow.mutate({ userId, follow: true });
    } else if (session.status === 'visitor' && !authOpen) {
      // The sign-in dialog was closed without signing in: the wish is dropped.
      navigate({ pathname: location.pathname, search: without(location.search, FOLLOW_AFTER_SIGN_IN_KEY) }, { replace: true, preventScrollReset: true });
    }
  }, [pending, authOpen, session, userId, follow, navigate, location.pathname, location.search]);

  if (session.status === 'signedIn' && session.user.id === userId) return null;

  const onClick = () => {
    if (session.status === 'loading') return;
    if (session.status !== 'signedIn') {
      const params = new URLSearchParams(withAuthModal(location.search, 'sign-in'));
      params.set(FOLLOW_AFTER_SIGN_IN_KEY, String(userId));
      navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { preventScrollReset: true });
      return;
    }
    follow.mutate({ userId, follow: !isFollowed });
  };

  return (
    <Button
      type={isFollowed ? 'default' : 'primary'}
      size={size}
      block={block}
      loading={follow.isPending}
      aria-pressed={isFollowed}
      aria-label={`${isFollowed ? 'Following' : 'Follow'} ${name}`}
      title={isFollowed ? `Stop following ${name}` : `Follow ${name}`}
      onClick={onClick}
      data-testid="follow-button"
    >
      {isFollowed ? 'Following' : 'Follow'}
    </Button>
  );
}
