import type { Express, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { clientKey, requestContext } from './request-context';
import { createServiceApp } from './service-app';
import { createLogger } from '../observability/logger';

describe('clientKey', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as the same client', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 clients by their /64', () => {
    const a = clientKey('2001:db8:1234:5678:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1234:5678::/64');
    expect(clientKey('2001:0db8:1234:5678::1')).toBe(a);
    expect(clientKey('2001:db8:1234:5679::1')).not.toBe(a);
  });

  it('survives a missing or unparsable address', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('not-an-ip')).toBe('not-an-ip');
  });
});

/** A request as Express sees it behind `trustProxy`: the peer's address and the forwarded chain. */
function fakeRequest(app: Express, remoteAddress: string, forwardedFor?: string): Request {
  const req = Object.create(app.request) as Request;
  Object.assign(req, {
    app,
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return req;
}

function ipHashOf(app: Express, remoteAddress: string, forwardedFor?: string): string {
  const req = fakeRequest(app, remoteAddress, forwardedFor);
  const res = { set: () => res } as unknown as Response;
  requestContext('test-key')(req, res, () => undefined);
  return req.ctx.ipHash;
}

const appWith = (trustProxy?: number | string[]) => createServiceApp({ service: 'gateway', logger: createLogger('t', 'silent'), hashKey: 'k', corsOrigins: [], trustProxy });

describe('TRUST_PROXY decides who the client is', () => {
  it('by default believes X-Forwarded-For only from loopback', () => {
    const app = appWith();
    expect(fakeRequest(app, '127.0.0.1', '198.51.100.4').ip).toBe('198.51.100.4');
    expect(fakeRequest(app, '203.0.113.9', '198.51.100.4').ip).toBe('203.0.113.9');
  });

  it('with a hop count takes the address the nearest proxy appended, not what the client claimed', () => {
    const app = appWith(1);
    expect(fakeRequest(app, '10.0.0.2', '6.6.6.6, 198.51.100.4').ip).toBe('198.51.100.4');
  });

  it('with a CIDR list trusts proxies in those ranges only', () => {
    const app = appWith(['10.0.0.0/8']);
    expect(fakeRequest(app, '10.1.2.3', '198.51.100.4').ip).toBe('198.51.100.4');
    expect(fakeRequest(app, '192.0.2.1', '198.51.100.4').ip).toBe('192.0.2.1');
  });

  it('gives the rate limits one key per IPv6 /64 and one per IPv4 client however it is written', () => {
    const app = appWith(1);
    expect(ipHashOf(app, '10.0.0.2', '2001:db8:1:2::10')).toBe(ipHashOf(app, '10.0.0.2', '2001:db8:1:2:ffff::99'));
    expect(ipHashOf(app, '10.0.0.2', '2001:db8:1:3::10')).not.toBe(ipHashOf(app, '10.0.0.2', '2001:db8:1:2::10'));
    expect(ipHashOf(app, '10.0.0.2', '::ffff:198.51.100.4')).toBe(ipHashOf(app, '10.0.0.2', '198.51.100.4'));
  });
});
