import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROUTES, Unauthenticated, expressPath, type Caller, type Operation } from '@decorlook/domain';
import { commandApi } from '@decorlook/command-api';
import { requireUser } from '@decorlook/infra/http/auth';
import { queryApi } from '@decorlook/query-api';
import { call, startTestServer, type TestServer } from './support/test-server';

/** The route table against what the services really mount, so neither can drift from the other. */

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: Layer[] };
  handle: ((...args: never[]) => unknown) & { stack?: Layer[]; policy?: (caller: Caller) => void };
}

/** requireUser, or a policy (infra/src/http/policy.ts) that tells a visitor to sign in. */
function refusesVisitors(handle: Layer['handle']): boolean {
  if (handle === requireUser) return true;
  if (!handle.policy) return false;
  try {
    handle.policy({ userId: null, role: null });
    return false;
  } catch (err) {
    return err instanceof Unauthenticated;
  }
}
interface Mounted {
  key: string;
  needsUser: boolean;
}

/** Every route of an Express router, through nested routers; `needsUser` when a guard refuses visitors. */
function mountedRoutes(stack: Layer[], guarded = false): Mounted[] {
  const found: Mounted[] = [];
  let needsUser = guarded;
  for (const layer of stack) {
    if (layer.route) {
      const own = layer.route.stack.some((l) => refusesVisitors(l.handle));
      for (const path of [layer.route.path].flat()) {
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) found.push({ key: `${method} ${path}`, needsUser: needsUser || own });
      }
    } else if (refusesVisitors(layer.handle)) {
      needsUser = true;
    } else if (layer.handle.stack) {
      found.push(...mountedRoutes(layer.handle.stack, needsUser));
    }
  }
  return found;
}

const declared = (service: Operation['service']) => (ROUTES as readonly Operation[]).filter((op) => op.service === service);
const keyOf = (op: Operation) => `${op.method} ${expressPath(op.path)}`;

/** A concrete path for an operation: the first allowed value of each parameter. */
function concrete(op: Operation): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const schema = op.params?.shape[name] as { options?: string[] } | undefined;
    return schema?.options?.[0] ?? (/id$/i.test(name) ? '1' : 'x');
  });
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { startProjectors: false });
});
afterAll(() => s?.close());

describe('the route table and the mounted routes', () => {
  for (const [service, build] of [
    ['command', () => commandApi(s.platform)],
    ['query', () => queryApi(s.platform)],
  ] as const) {
    it(`${service}-api mounts exactly the ${service} operations of the table`, () => {
      const mounted = mountedRoutes((build() as unknown as { stack: Layer[] }).stack);
      expect(mounted.map((m) => m.key).sort()).toEqual(declared(service).map(keyOf).sort());
    });

    it(`${service}-api guards with a signed-in user exactly the operations the table says need a bearer token`, () => {
      const mounted = mountedRoutes((build() as unknown as { stack: Layer[] }).stack);
      const guarded = mounted.filter((m) => m.needsUser).map((m) => m.key);
      expect(guarded.sort()).toEqual(
        declared(service)
          .filter((op) => op.auth === 'bearer')
          .map(keyOf)
          .sort(),
      );
    });
  }

  it('the composed server sends every declared operation to the side that answers it', async () => {
    const unknown: string[] = [];
    for (const op of ROUTES as readonly Operation[]) {
      // No token and an empty body: each call is refused (401, 422) or answered without writing anything.
      const r = await call(s.url, op.method.toUpperCase(), `/v1${concrete(op)}`, op.body ? {} : undefined);
      if (r.status === 404 && r.body?.message === MESSAGES.notFound) unknown.push(`${op.method.toUpperCase()} ${op.path}`);
    }
    expect(unknown).toEqual([]);
  });
});
