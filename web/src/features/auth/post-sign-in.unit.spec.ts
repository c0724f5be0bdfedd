import { describe, expect, it } from 'vitest';
import { postSignInDestination, withoutAuthKeys } from './post-sign-in';

describe('post-sign-in destination (spec 2.2)', () => {
  it('follows the flag table, adding ext=true', () => {
    expect(postSignInDestination('?auth=sign-in&dashboard=true')).toBe('/dashboard/images?ext=true');
    expect(postSignInDestination('?curate=true')).toBe('/curate-the-look/canvas?ext=true');
    expect(postSignInDestination('?request=true')).toBe('/request-the-look?ext=true');
    expect(postSignInDestination('?match=true&requestId=12')).toBe('/request-the-look/ambassador-match/12?ext=true');
    expect(postSignInDestination('?ambassador-match=true&requestId=12')).toBe('/request-the-look/ambassador-match/12?ext=true');
    expect(postSignInDestination('?recommend=true&requestId=4')).toBe('/request-the-look/recommendations/4?ext=true');
  });

  it('stays put without a flag, with a false flag, or without the request id the flag needs', () => {
    expect(postSignInDestination('')).toBeNull();
    expect(postSignInDestination('?auth=sign-in')).toBeNull();
    expect(postSignInDestination('?dashboard=false')).toBeNull();
    expect(postSignInDestination('?match=true')).toBeNull();
    expect(postSignInDestination('?recommend=true')).toBeNull();
  });

  it('removes the modal keys and keeps the rest', () => {
    expect(withoutAuthKeys('?auth=sign-up&termsModal=true&style=boho')).toBe('?style=boho');
    expect(withoutAuthKeys('?auth=sign-in')).toBe('');
  });
});
