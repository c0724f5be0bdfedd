import { describe, expect, it } from 'vitest';
import { ROUTES, type Operation } from '@decorlook/domain';
import { openApiDocument } from './openapi-document';

interface DocOperation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: ({ name: string; in: string } | { $ref: string })[];
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown>; required?: string[] } } } };
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
}

const doc = openApiDocument();
const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op: op as unknown as DocOperation })));
const find = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path)!.op;

describe('the OpenAPI document', () => {
  it('describes exactly the operations of the route table, each under its operationId', () => {
    expect(operations.map((o) => `${o.method} ${o.path} ${o.op.operationId}`).sort()).toEqual(ROUTES.map((op) => `${op.method} ${op.path} ${op.operationId}`).sort());
  });

  it('declares security as the table says: a bearer token, an optional one, or none', () => {
    for (const route of ROUTES as readonly Operation[]) {
      const expected = { bearer: [{ bearer: [] }], optional: [{ bearer: [] }, {}], none: [] }[route.auth];
      expect(find(route.method, route.path).security, route.operationId).toEqual(expected);
    }
    expect(find('get', '/user').responses['401']).toEqual({ $ref: '#/components/responses/Unauthenticated' });
  });

  it('documents request bodies from the zod schemas that validate them', () => {
    const signUp = find('post', '/auth/sign-up').requestBody!.content['application/json'].schema;
    expect(Object.keys(signUp.properties!)).toEqual(expect.arrayContaining(['email', 'password', 'passwordRepeat', 'businessName', 'terms']));
    // Defaults make a field optional for the caller.
    expect(signUp.required).toEqual(expect.arrayContaining(['email', 'password', 'terms']));
    expect(signUp.required).not.toContain('countryId');
    expect(find('post', '/user/update-email').requestBody!.content['application/json'].schema.required).toEqual(expect.arrayContaining(['newEmail', 'password']));
  });

  it('takes Idempotency-Key on writes but the token calls, and X-Min-Position on reads', () => {
    const headers = (method: string, path: string) => (find(method, path).parameters ?? []).filter((p) => '$ref' in p).map((p) => (p as { $ref: string }).$ref.split('/').pop());
    expect(headers('post', '/auth/sign-up')).toEqual(['IdempotencyKey']);
    expect(headers('post', '/auth/login')).toEqual([]);
    expect(headers('post', '/auth/refresh-token')).toEqual([]);
    expect(headers('get', '/config')).toEqual(['MinPosition']);
    expect(find('put', '/user/styles').responses['200'].headers).toHaveProperty('X-Event-Position');
  });

  it('gives every operation a client error answer and resolves every reference', () => {
    const text = JSON.stringify(doc);
    for (const { op } of operations) expect(Object.keys(op.responses).some((s) => /^4\d\d$/.test(s)), op.operationId).toBe(true);
    for (const [, kind, name] of text.matchAll(/"#\/components\/(\w+)\/(\w+)"/g)) {
      expect(doc.components[kind as keyof typeof doc.components], `${kind}/${name}`).toHaveProperty(name);
    }
  });
});
