import { Button, Tabs, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { UserAvatar } from '../../../components/user-avatar';
import { paths, PROFILE_TABS, profileTabPath, type ProfileTab } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session/use-session';
import { displayNameOf, hasVerifiedEmail } from '../../../lib/session/user';
import { CloseAccount } from '../components/close-account';
import { EmailForm } from '../components/email-form';
import { PasswordForm } from '../components/password-form';
import { PreferencesForm } from '../components/preferences-form';
import { ProfileForm } from '../components/profile-form';
import './account-pages.css';


/** /account: who you are and where to manage it (signed-in only: the guard sees to that). */
export function AccountPage() {
  const user = useCurrentUser();
  if (!user) return null;
  const verified = hasVerifiedEmail(user);
  const cards = [
    { title: 'Profile', text: 'Your name, display name and what we email you.', to: profileTabPath('profile') },
    { title: 'Preferences', text: 'Your vibe, styles, rooms and colours.', to: profileTabPath('preferences') },
    { title: 'Email & Password', text: 'Change your email address or password.', to: profileTabPath('security') },
    { title: 'My Look Boards', text: 'The look boards you made and liked.', to: paths.dashboardLookBoards },
    { title: 'Dashboard', text: 'Your images, requests, followers and points.', to: paths.dashboard },
    { title: 'Account', text: 'Deactivate or delete your account.', to: profileTabPath('account') },
  ];
  return (
    <section className="dl-account" aria-labelledby="page-title">
      <PageTitle title="My Account" />
      <header className="dl-account__hero">
        <UserAvatar user={user} size={72} />
        <div>
          <h1 id="page-title" className="dl-account__title">
            {displayNameOf(user)}
          </h1>
          <p className="dl-account__meta">
            {user.email} {verified ? <Tag className="dl-account-tag--success">Verified</Tag> : <Tag className="dl-account-tag--warning">Not verified</Tag>}
            <Tag>{user.type === 'business' ? 'Business account' : 'Personal account'}</Tag>
            {user.ambassador && <Tag className="dl-account-tag--brand">Ambassador</Tag>}
          </p>
        </div>
        <Link to={paths.accountProfile} className="dl-account__edit">
          <Button type="primary">Edit Profile</Button>
        </Link>
      </header>
      <ul className="dl-account__cards">
        {cards.map((card) => (
          <li key={card.title}>
            <Link to={card.to} className="dl-account__card">
              <strong>{card.title}</strong>
              <span>{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /account/profile: profile, preferences, email and password, and closing the account. */
export function ProfilePage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = PROFILE_TABS.includes(requested as ProfileTab) ? (requested as ProfileTab) : 'profile';
  if (!user) return null;

  const items = [
    { key: 'profile', label: 'Profile', children: <ProfileForm key={user.id} user={user} /> },
    { key: 'preferences', label: 'Preferences', children: <PreferencesForm user={user} /> },
    {
      key: 'security',
      label: 'Email & Password',
      children: (
        <div className="dl-account__stack">
          <section aria-labelledby="email-heading">
            <h2 id="email-heading" className="dl-account__subtitle">
              Email
            </h2>
            <EmailForm user={user} />
          </section>
          <section aria-labelledby="password-heading">
            <h2 id="password-heading" className="dl-account__subtitle">
              Password
            </h2>
            <PasswordForm />
          </section>
        </div>
      ),
    },
    { key: 'account', label: 'Account', children: <CloseAccount /> },
  ];

  return (
    <section className="dl-account" aria-labelledby="page-title">
      <PageTitle title="Profile" />
      <header className="dl-account__hero dl-account__hero--small">
        <UserAvatar user={user} size={56} />
        <div>
          <h1 id="page-title" className="dl-account__title">
            Profile
          </h1>
          <p className="dl-account__meta">{displayNameOf(user)}</p>
        </div>
      </header>
      <Tabs
        activeKey={tab}
        items={items}
        destroyOnHidden
        onChange={(key) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true, preventScrollReset: true })}
      />
    </section>
  );
}
