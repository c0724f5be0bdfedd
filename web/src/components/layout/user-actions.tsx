import type { ReactNode } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths, profileTabPath } from '../../config/paths';
import { displayNameOf, type User } from '../../lib/session/user';
import { ChevronDownIcon } from '../icons';
import { UserAvatar } from '../user-avatar';
import { LogoutDialog } from './logout-dialog';
import { requestLogout } from './logout-request';
import './user-actions.css';

interface Props {
  user: User;
  compact: boolean;
  /** The notification bell and the message icon with their unread badges (the app shell supplies them from their features). */
  notifications?: ReactNode;
  messages?: ReactNode;
  /** The member's points to redeem, leading to My Points (the app shell supplies it from the rewards feature). */
  points?: ReactNode;
}

/**
 * The signed-in header: notification bell, messages, avatar and name with the profile menu
 * (spec 2.3), and the logout confirmation. Loaded only once someone is signed in.
 */
export default function UserActions({ user, compact, notifications, messages, points }: Props) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: 'profile', label: 'Profile' },
    { key: 'preferences', label: 'Preferences' },
    ...(user.ambassador ? [{ key: 'showcase', label: 'My Showcase' }] : []),
    { key: 'look-boards', label: 'My Look Boards' },
    { type: 'divider' as const },
    { key: 'logout', label: 'Logout' },
  ];
  const openShowcase = () => {
    // Spec 2.3: the share url; a showcase without an address yet has none, so its setup opens.
    if (user.shareUrl) window.open(user.shareUrl, '_blank', 'noopener');
    else navigate(paths.dashboardAmbassadorShowcase);
  };
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(paths.accountProfile);
    else if (key === 'preferences') navigate(profileTabPath('preferences'));
    else if (key === 'showcase') openShowcase();
    else if (key === 'look-boards') navigate(paths.dashboardLookBoards);
    else if (key === 'logout') requestLogout();
  };
  const name = displayNameOf(user);

  return (
    <div className="dl-user-actions" data-testid="user-actions">
      {!compact && (
        <>
          {points}
          {notifications}
          {messages}
        </>
      )}
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className="dl-user-menu" aria-label={`Account menu for ${name}`}>
          <UserAvatar user={user} />
          {!compact && <span className="dl-user-menu__name">{name}</span>}
          <ChevronDownIcon />
        </button>
      </Dropdown>
      <LogoutDialog />
    </div>
  );
}
