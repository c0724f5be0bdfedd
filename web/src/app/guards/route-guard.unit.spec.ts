import { describe, expect, it } from 'vitest';
import type { UserStatus } from '@decorlook/domain/identity/user.rules';
import { guardRoute, isSignedInPage, type GuardSession } from './route-guard';

const visitor: GuardSession = { status: 'visitor' };
const loading: GuardSession = { status: 'loading' };
const user = (status: UserStatus = 'complete', ambassador = false): GuardSession => ({ status: 'signedIn', user: { status, ambassador } });
const allow = { kind: 'allow', stylePicker: false };

describe('guard rules (spec 2.2)', () => {
  it('knows the signed-in pages', () => {
    for (const path of ['/account', '/account/profile', '/dashboard', '/dashboard/images', '/dashboard/ambassador-faqs']) {
      expect(isSignedInPage(path)).toBe(true);
    }
    for (const path of ['/', '/accounts', '/dashboards', '/get-the-look', '/ambassador']) expect(isSignedInPage(path)).toBe(false);
  });

  it('sends a visitor on a signed-in page home', () => {
    expect(guardRoute({ pathname: '/account/profile', session: visitor, bot: false })).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute({ pathname: '/dashboard/images', session: visitor, bot: false })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('shows a crawler the 401 page instead', () => {
    expect(guardRoute({ pathname: '/dashboard', session: visitor, bot: true })).toEqual({ kind: 'unauthorized' });
    expect(guardRoute({ pathname: '/account', session: visitor, bot: true })).toEqual({ kind: 'unauthorized' });
    // Public pages stay indexable.
    expect(guardRoute({ pathname: '/get-the-look', session: visitor, bot: true })).toEqual(allow);
  });

  it('lets visitors and users through public pages', () => {
    expect(guardRoute({ pathname: '/', session: visitor, bot: false })).toEqual(allow);
    expect(guardRoute({ pathname: '/about', session: user(), bot: false })).toEqual(allow);
  });

  it('lets a complete user through signed-in pages', () => {
    expect(guardRoute({ pathname: '/account/profile', session: user(), bot: false })).toEqual(allow);
    expect(guardRoute({ pathname: '/dashboard/images', session: user('complete', true), bot: false })).toEqual(allow);
  });

  it('holds signed-in pages while the user loads, never public ones', () => {
    expect(guardRoute({ pathname: '/account', session: loading, bot: false })).toEqual({ kind: 'wait' });
    expect(guardRoute({ pathname: '/request-the-look/ambassador-match/5', session: loading, bot: false })).toEqual({ kind: 'wait' });
    expect(guardRoute({ pathname: '/', session: loading, bot: false })).toEqual(allow);
  });

  it('sends invited, unconfirmed and pre_complete users to become-ambassador on every route', () => {
    for (const status of ['invited', 'unconfirmed', 'pre_complete'] as const) {
      for (const pathname of ['/', '/account', '/get-the-look', '/ambassador']) {
        expect(guardRoute({ pathname, session: user(status), bot: false })).toEqual({ kind: 'redirect', to: '/ambassador/become-ambassador' });
      }
      expect(guardRoute({ pathname: '/ambassador/become-ambassador', session: user(status), bot: false })).toEqual(allow);
    }
  });

  it('gives a no_pref user the style picker instead, but not on the style quiz', () => {
    expect(guardRoute({ pathname: '/', session: user('no_pref'), bot: false })).toEqual({ kind: 'allow', stylePicker: true });
    expect(guardRoute({ pathname: '/account/profile', session: user('no_pref'), bot: false })).toEqual({ kind: 'allow', stylePicker: true });
    expect(guardRoute({ pathname: '/style-quiz', session: user('no_pref'), bot: false })).toEqual(allow);
  });

  it('lets anyone through the verification and reset links', () => {
    for (const session of [visitor, loading, user('unconfirmed'), user('no_pref')]) {
      expect(guardRoute({ pathname: '/auth/email-verification/5/abc', session, bot: false })).toEqual(allow);
      expect(guardRoute({ pathname: '/auth/password/reset/tok', session, bot: false })).toEqual(allow);
    }
  });

  it('lets only ambassadors into request matching and recommendations', () => {
    expect(guardRoute({ pathname: '/request-the-look/ambassador-match/7', session: user('complete', true), bot: false })).toEqual(allow);
    expect(guardRoute({ pathname: '/request-the-look/recommendations/7', session: user('complete', true), bot: false })).toEqual(allow);
    expect(guardRoute({ pathname: '/request-the-look/ambassador-match/7', session: user(), bot: false })).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute({ pathname: '/request-the-look/ambassador-match/7', session: user('no_pref'), bot: false })).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute({ pathname: '/request-the-look/ambassador-match/7', session: visitor, bot: false })).toEqual({
      kind: 'redirect',
      to: '/?auth=sign-in&ambassador-match=true&requestId=7',
    });
    expect(guardRoute({ pathname: '/request-the-look/recommendations/9', session: visitor, bot: false })).toEqual({
      kind: 'redirect',
      to: '/?auth=sign-in&recommend=true&requestId=9',
    });
    expect(guardRoute({ pathname: '/request-the-look', session: visitor, bot: false })).toEqual(allow);
  });

  it('lets a non-ambassador read recommendations only once the request call shows they made the request', () => {
    expect(guardRoute({ pathname: '/request-the-look/recommendations/9', session: user(), bot: false })).toEqual({ kind: 'requesterOnly', requestId: '9', otherwise: '/' });
    // The match page never asks: answering requests is the ambassadors' work.
    expect(guardRoute({ pathname: '/request-the-look/ambassador-match/9', session: user(), bot: false })).toEqual({ kind: 'redirect', to: '/' });
    // A member still registering is sent to finish first, request or not.
    expect(guardRoute({ pathname: '/request-the-look/recommendations/9', session: user('pre_complete'), bot: false })).toEqual({ kind: 'redirect', to: '/ambassador/become-ambassador' });
    // A crawler meets the 401 page on both.
    expect(guardRoute({ pathname: '/request-the-look/recommendations/9', session: visitor, bot: true })).toEqual({ kind: 'unauthorized' });
    expect(guardRoute({ pathname: '/request-the-look/ambassador-match/9', session: visitor, bot: true })).toEqual({ kind: 'unauthorized' });
  });
});
