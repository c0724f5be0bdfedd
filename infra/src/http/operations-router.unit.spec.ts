import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Operation } from '@decorlook/domain';
import { errorHandler, notFoundHandler } from './errors';
import { operationsRouter, type Handlers } from './operations-router';

/** The request context a service app gives every call; the signed-in user comes from `X-Test-User`. */
const context: RequestHandler = (req, _res, next) => {
  const user = req.get('x-test-user');
  req.ctx = { requestId: 'test', ipHash: 'test', userId: user ? Number(user) : null, role: null, sessionId: null, idempotencyKey: null, operationId: null };
  next();
};

const named =
  (...ids: string[]) =>
  (op: Operation) =>
    ids.includes(op.operationId);

/** A real server on a free port around one router, answering as the services do. */
async function serve(router: express.Router) {
  const app = express();
  app.use(express.json(), context, router, notFoundHandler, errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    call: async (method: string, path: string, init: { body?: unknown; user?: number } = {}) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (init.user) headers['x-test-user'] = String(init.user);
      const r = await fetch(`${base}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('operationsRouter: the routes of a service built from the route table', () => {
  const reads: Handlers<'query'> = {
    getMember: ({ res, params }) => res.json({ result: { route: 'member', id: params().id } }),
    listProductFeedback: ({ res }) => res.json({ result: { route: 'feedback' } }),
  };
  const writes: Handlers<'command'> = {
    subscribeNewsletter: ({ res, body }) => res.status(201).json({ result: body() }),
    login: ({ res }) => res.json({ route: 'login' }),
  };
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    const router = express.Router();
    // The literal /user/product-feedback is declared after /user/{id} in the table: it must still be reached.
    router.use('/v1', operationsRouter('query', reads, { select: named('getMember', 'listProductFeedback') }));
    router.use('/v1', operationsRouter('command', writes, { select: named('subscribeNewsletter', 'login') }));
    app = await serve(router);
  });
  afterAll(() => app?.close());

  it('mounts a literal path before a parameter in the same place', async () => {
    expect((await app.call('GET', '/user/product-feedback?ids=1', { user: 7 })).body).toEqual({ result: { route: 'feedback' } });
    expect((await app.call('GET', '/user/12')).body).toEqual({ result: { route: 'member', id: 12 } });
  });

  it('refuses visitors a bearer operation with 401 before its handler runs', async () => {
    expect(await app.call('GET', '/user/product-feedback?ids=1')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it("parses the body with the operation's own schema when the handler asks: the spec's 422", async () => {
    const r = await app.call('POST', '/notification-email', { body: { other: 1 } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ message: MESSAGES.invalidData, errors: { email: [MESSAGES.required] } });
    const ok = await app.call('POST', '/notification-email', { body: { email: 'a@example.com', other: 1 } });
    expect(ok).toEqual({ status: 201, body: { result: { email: 'a@example.com' } } });
  });

  it('parses path parameters with the declared schema (422 for no number)', async () => {
    expect((await app.call('GET', '/user/abc')).status).toBe(422);
  });

  it('fails to build when an operation has no handler', () => {
    expect(() => operationsRouter('command', { login: () => undefined }, { select: named('login', 'refreshToken') })).toThrow(/no handler for refreshToken/);
    expect(() => operationsRouter('command', {})).toThrow(/no handler for login/);
  });

  it('fails to build when a handler names no operation of the service', () => {
    const stray = { login: () => undefined, notAnOperation: () => undefined } as Handlers<'command'>;
    expect(() => operationsRouter('command', stray, { select: named('login') })).toThrow(/notAnOperation is not a command operation/);
    const read = { login: () => undefined, getMember: () => undefined } as unknown as Handlers<'command'>;
    expect(() => operationsRouter('command', read, { select: named('login') })).toThrow(/getMember is not a command operation/);
  });

  it('leaves the handlers of operations a selection leaves out to the router that picks them', () => {
    const both = { login: () => undefined, subscribeNewsletter: () => undefined };
    expect(() => operationsRouter('command', both, { select: named('login') })).not.toThrow();
  });
});
