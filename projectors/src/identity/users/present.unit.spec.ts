import { describe, expect, it } from 'vitest';
import { MESSAGES_IDENTITY } from '@decorlook/domain';
import { presentPublicUser, presentUser, type PublicUserRow } from './present';

const row = (over: Partial<PublicUserRow> = {}): PublicUserRow => ({
  id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  display_name: 'Ada L.',
  email: 'ada@example.com',
  status: 'completed',
  new_user: false,
  has_verified_email: true,
  country_id: 1,
  ambassador: false,
  ambassador_type: 'decorLover',
  share_url: 'https://decorlook.test/s/ada',
  notification_email: true,
  business_name: null,
  business_url: null,
  business_type: null,
  business_approval: null,
  type: 'personal',
  role: 'personal',
  profession: null,
  description: null,
  zip_code: null,
  vibes: [],
  styles: [2, 5],
  room_types: [],
  colors: [3],
  sub_style_names: ['Boho'],
  deactivated: false,
  erased: false,
  avatar_user_id: 7,
  avatar_hash: 'a'.repeat(32),
  created_at: new Date('2026-11-27T10:00:00.000Z'),
  followers_count: 4,
  is_followed: true,
  ...over,
});

describe('the account as GET /user shows it', () => {
  it('keys the picked sub-styles by name and colours by id, and shows an ambassador type only for ambassadors', () => {
    const u = presentUser(row());
    expect(u.preferences).toEqual({ styles: [2, 5], subStyles: { Boho: 1 }, roomTypes: [], colors: { '3': 1 } });
    expect(u.ambassadorType).toBeNull();
    expect(u.shareUrl).toBeNull();
    expect(presentUser(row({ ambassador: true })).ambassadorType).toBe('decorLover');
  });

  it('reads as the deleted user, with no picture, once erased', () => {
    const u = presentUser(row({ erased: true }));
    expect(u.displayName).toBe(MESSAGES_IDENTITY.deletedUser);
    expect(u.avatar).toBeNull();
  });
});

describe('a member as others see them', () => {
  it('never shows an address for a name: their names instead, or "Member"', () => {
    expect(presentPublicUser(row({ display_name: null })).displayName).toBe('Ada Lovelace');
    expect(presentPublicUser(row({ display_name: null, first_name: null, last_name: null })).displayName).toBe('Member');
  });

  it('carries whether the viewer follows them and how many do', () => {
    expect(presentPublicUser(row())).toMatchObject({ displayName: 'Ada L.', isFollowed: true, followersCount: 4 });
  });

  it('shows an erased member without names', () => {
    expect(presentPublicUser(row({ erased: true }))).toMatchObject({ displayName: MESSAGES_IDENTITY.deletedUser, firstName: null, lastName: null });
  });
});
