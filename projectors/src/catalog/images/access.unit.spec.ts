import { describe, expect, it } from 'vitest';
import { Unauthenticated, VISITOR_RESULT_LIMIT } from '@decorlook/domain';
import { ownListsNeedSignIn, visitorPage } from './access';

const visitor = { userId: null, admin: false };
const member = { userId: 7, admin: false };

describe('what a visitor may page through', () => {
  it('gives a member every page as asked', () => {
    expect(visitorPage(member, 90, 20)).toEqual({ offset: 90, limit: 20 });
  });

  it('stops a visitor at the first results: a page reaching past them is cut, one starting past them is nothing', () => {
    expect(visitorPage(visitor, 0, 10)).toEqual({ offset: 0, limit: 10 });
    expect(visitorPage(visitor, VISITOR_RESULT_LIMIT - 5, 10)).toEqual({ offset: VISITOR_RESULT_LIMIT - 5, limit: 5 });
    expect(visitorPage(visitor, VISITOR_RESULT_LIMIT, 10)).toBeNull();
  });
});

describe("a member's own lists", () => {
  it('tell a visitor to sign in for their own and their liked list, and let every other list through', () => {
    expect(() => ownListsNeedSignIn('my', visitor)).toThrow(Unauthenticated);
    expect(() => ownListsNeedSignIn('liked', visitor)).toThrow(Unauthenticated);
    expect(() => ownListsNeedSignIn('all', visitor)).not.toThrow();
    expect(() => ownListsNeedSignIn('my', member)).not.toThrow();
  });
});
