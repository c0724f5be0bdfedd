import { describe, expect, it } from 'vitest';
import { conventionalService, findOperation, isTokenCall, ROUTES, serviceFor } from './route-table';

describe('route table', () => {
  it.each([
    ['GET', '/config', 'query'],
    ['GET', '/enums/styles', 'query'],
    ['GET', '/auth/email-verification/7/abc', 'command'],
    ['POST', '/look-board/search', 'query'],
    ['POST', '/inspiration-image/similar', 'query'],
    ['POST', '/look-board/find-ids', 'query'],
    ['POST', '/users', 'query'],
    ['POST', '/users/regular', 'query'],
    ['POST', '/user/stats', 'query'],
    ['POST', '/showcase/url', 'query'],
    ['POST', '/affiliate-sites', 'query'],
    ['POST', '/notification-email', 'command'],
    ['POST', '/look-board', 'command'],
    ['POST', '/user/redeem-point', 'command'],
    ['PUT', '/user/styles', 'command'],
    ['DELETE', '/look-board/5', 'command'],
    ['PATCH', '/conversations/3/read', 'command'],
  ])('%s %s goes to the %s side', (method, path, service) => {
    expect(serviceFor(method, path)).toBe(service);
  });

  it('sends calls no operation declares by the api.md rule: GET reads, other writes', () => {
    expect(findOperation('GET', '/no-such-thing')).toBeUndefined();
    expect(serviceFor('GET', '/no-such-thing')).toBe('query');
    expect(serviceFor('POST', '/no-such-thing')).toBe('command');
    expect(serviceFor('DELETE', '/enums/styles')).toBe('command');
  });

  it('finds operations the way Express matches them: HEAD as GET, a trailing slash, a literal before a parameter', () => {
    expect(findOperation('HEAD', '/config')?.operationId).toBe('getConfig');
    expect(findOperation('get', '/user/')?.operationId).toBe('getCurrentUser');
    expect(findOperation('GET', '/user/42')?.operationId).toBe('getMember');
    expect(findOperation('GET', '/user/42/extra')).toBeUndefined();
    expect(findOperation('PUT', '/user/profession')?.operationId).toBe('setProfession');
    expect(findOperation('POST', '/auth/password-reset/abc.def')?.operationId).toBe('resetPassword');
  });

  it('finds every declared operation from a call to its own path, parameters filled in', () => {
    for (const op of ROUTES) {
      const path = op.path.replace(/\{\w+\}/g, '7');
      const found = findOperation(op.method.toUpperCase(), path);
      expect(found && `${found.method} ${found.path}`).toBe(`${op.method} ${op.path}`);
    }
  });

  it('declares each operation once, with a unique operationId and its path parameters', () => {
    const keys = ROUTES.map((op) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = ROUTES.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of ROUTES) {
      const named = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = 'params' in op ? Object.keys(op.params.shape) : named;
      expect(declared.sort(), op.operationId).toEqual(named.sort());
    }
  });

  it('agrees with the api.md convention, except the verification link (a GET that changes state)', () => {
    const departures = ROUTES.filter((op) => op.service !== conventionalService(op.method, op.path)).map((op) => op.operationId);
    expect(departures).toEqual(['verifyEmail']);
  });

  it('exempts exactly the token calls (both sign-ins and refresh) from Idempotency-Key', () => {
    expect(ROUTES.filter((op) => isTokenCall(op.method, op.path)).map((op) => op.path)).toEqual(['/auth/login', '/auth/refresh-token', '/auth/login/by-invitation-code']);
    expect(isTokenCall('POST', '/auth/sign-up')).toBe(false);
  });
});
