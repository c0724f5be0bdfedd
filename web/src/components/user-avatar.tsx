import { Avatar } from 'antd';
import { avatarUrl, displayNameOf, initialsOf, type User } from '../lib/session/user';
import './layout/user-actions.css';

type AvatarUser = Pick<User, 'avatar' | 'displayName' | 'email' | 'firstName' | 'lastName'>;

/** The user's picture, or their initials on the brand colour when they have none. */
export function UserAvatar({ user, size = 32 }: { user: AvatarUser; size?: number }) {
  const src = avatarUrl(user.avatar, size > 64 ? 'thumb' : 'small');
  return (
    <Avatar size={size} src={src ?? undefined} alt={displayNameOf(user)} className="dl-avatar" data-testid="user-avatar">
      {src ? null : initialsOf(user)}
    </Avatar>
  );
}
