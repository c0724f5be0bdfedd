import { describe, expect, it } from 'vitest';
import { serviceFor } from './route-table';

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
});
