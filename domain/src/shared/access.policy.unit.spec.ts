import { describe, expect, it } from 'vitest';
import { adminsOnly, byAnAdmin, isAdmin, signedIn } from './access.policy';
import { AdminsOnly, NotFound, Unauthenticated } from './errors';
import { MAX_ID, idParam, pathIds } from './ids';

const visitor = { userId: null, role: null };
const member = { userId: 7, role: 'personal' };
const admin = { userId: 1, role: 'admin' };

describe('who may call', () => {
  it('tells a visitor to sign in, and lets any signed-in person through', () => {
    expect(() => signedIn(visitor)).toThrow(Unauthenticated);
    expect(() => signedIn(member)).not.toThrow();
  });

  it("refuses an admin's call to a visitor (401) and to a member (403), and lets an admin through", () => {
    expect(() => adminsOnly(visitor)).toThrow(Unauthenticated);
    expect(() => adminsOnly(member)).toThrow(AdminsOnly);
    expect(() => adminsOnly(admin)).not.toThrow();
    expect([isAdmin(visitor), isAdmin(member), isAdmin(admin), isAdmin({ userId: null, role: 'admin' })]).toEqual([false, false, true, false]);
    expect(() => byAnAdmin(false)).toThrow(AdminsOnly);
    expect(() => byAnAdmin(true)).not.toThrow();
  });
});

describe('path ids', () => {
  it('takes the ids the stores can hold, and finds nothing beyond them (404)', () => {
    expect(pathIds(idParam.parse({ id: String(MAX_ID) }))).toEqual({ id: MAX_ID });
    expect(() => pathIds(idParam.parse({ id: String(MAX_ID + 1) }))).toThrow(NotFound);
    expect(() => pathIds({ userId: 1, redemptionId: 2 ** 53 })).toThrow(NotFound);
  });

  it('leaves a value that is no positive whole number to validation (422)', () => {
    expect(idParam.safeParse({ id: 'abc' }).success).toBe(false);
    expect(idParam.safeParse({ id: '0' }).success).toBe(false);
    expect(idParam.safeParse({ id: '1.5' }).success).toBe(false);
  });
});
