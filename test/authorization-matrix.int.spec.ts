import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES, type ImageView, type LookBoardView, type Operation, type ProductView } from '@decorlook/domain';
import { signIn } from '@decorlook/command-api/identity/sign-in';
import { clientErrorsOf } from '@decorlook/query-api/docs/openapi-document';
import { CALLERS, MATRIX, type Caller, type Expected, type Fixtures, type Row } from './authorization-matrix';
import { PASSWORD, testClient, type Person } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

/**
 * The authorisation matrix (test/authorization-matrix.ts) against the real server: every
 * operation of the route table, called by a visitor, another member, the owner of what it names,
 * an ambassador and an admin, each with an empty body. Who may call is decided before the body is
 * read, so each gets the answer the matrix says whatever was (not) sent.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let people: Record<Exclude<Caller, 'anonymous'>, Person>;
let f: Fixtures;

async function upload(who: Person, type: 'inspirationImage' | 'product', colour: string): Promise<number> {
  return client.upload(who, type, await sharp({ create: { width: 24, height: 16, channels: 3, background: colour } }).png().toBuffer(), `${colour.slice(1)}.png`);
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-authz-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir });
  client = testClient(s, { readYourWrites: true });
  const [owner, member, ambassador, admin] = await Promise.all([client.person('Olga'), client.person('Max'), client.person('Amy'), client.person('Ada', { role: 'admin' })]);
  people = { owner, member, ambassador, admin };
  const application = await client.becomeAmbassador(ambassador, admin, { describe_yourself: 'I style small flats', styles: [1], interests: [1], message: 'Years of home staging', links: [], isReferred: 0 });

  const imageMedia = await upload(owner, 'inspirationImage', '#c0392b');
  const image = (await ok<ImageView>(owner, 'POST', '/inspiration-image', { mediaId: imageMedia, title: 'Sunny living room', styles: [2], roomTypeId: 1 }, 201)).id;
  await ok(admin, 'POST', `/admin/inspiration-images/${image}/approve`);
  const productMedia = await upload(owner, 'product', '#2980b9');
  const products: number[] = [];
  for (const title of ['Oak sofa', 'Linen rug']) {
    const p = await ok<ProductView>(owner, 'POST', '/product', { mediaId: productMedia, title, price: 1000, itemClassId: 1, retailerUrl: 'https://www.example.com/item' }, 201);
    await ok(admin, 'POST', `/admin/products/${p.id}/approve`);
    products.push(p.id);
  }
  const boardInput = { title: 'Warm living room', description: 'Oak and linen', message: 'Start with the sofa', type: 'room', roomTypeId: 1, styleId: 2, columns: 1, products, inspirationImageId: image, public: 1 };
  const board = (await ok<LookBoardView>(owner, 'POST', '/look-board', boardInput, 201)).id;
  await ok(owner, 'POST', `/look-board/${board}/submit`);
  await ok(admin, 'POST', `/admin/look-boards/${board}/approve`);
  const code = (await ok<{ id: number }>(owner, 'POST', '/affiliate-code', { affiliateSiteId: 2, code: 'olga-ref' }, 201)).id;
  const request = (
    await ok<{ id: number }>(
      owner,
      'POST',
      '/requests',
      { imageSource: 'all', requestType: 'room', title: 'Cozy living room', items: [1], roomType: 1, message: 'Warm and light, please', requestColor: 2, requestStyle: 4, inspirationImageId: image },
      201,
    )
  ).id;
  // The matcher sends the request to the only ambassador there is: they see it, but it is not theirs.
  await vi.waitFor(async () => expect((await ok<{ matchedAt: string | null }>(owner, 'GET', `/requests/${request}`)).matchedAt).not.toBeNull(), { timeout: 10_000, interval: 50 });
  const conversation = (await ok<{ id: number }>(owner, 'POST', '/conversations', { type: 'private', participants: [ambassador.id], name: '' }, 201)).id;
  await ok(owner, 'POST', `/conversations/${conversation}/messages`, { body: 'Hello' }, 201);
  const mixMatch = (await ok<{ id: number }>(owner, 'POST', '/mix-match', { inspirationImageId: image, products: [products[0]] }, 201)).id;
  f = { owner: owner.id, member: member.id, ambassador: ambassador.id, admin: admin.id, board, image, product: products[0], code, request, conversation, mixMatch, application };
}, 120_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

const operations = new Map((ROUTES as readonly Operation[]).map((op) => [op.operationId, op]));

function pathOf(op: Operation, row: Row): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = row.ids?.[name];
    if (id === undefined) throw new Error(`${op.operationId}: the matrix names no value for {${name}}`);
    return encodeURIComponent(String(typeof id === 'string' && id in f ? f[id as keyof Fixtures] : id));
  });
}

/** A session of the caller's own, for a call that ends the one it is made with. */
async function ownSession(who: Person): Promise<string> {
  const { email } = await ok<{ email: string }>(who, 'GET', '/user');
  const { tokens } = await signIn(s.platform, { email, password: PASSWORD }, { userId: null, correlationId: 'authorization-matrix', causationId: null, appVersion: 'test' });
  return tokens.access_token;
}

async function answerTo(op: Operation, row: Row, caller: Caller): Promise<number> {
  const headers: Record<string, string> = { 'X-Min-Position': String(client.position()) };
  if (caller !== 'anonymous') headers.Authorization = `Bearer ${row.ownSession ? await ownSession(people[caller]) : people[caller].token}`;
  const body = op.method === 'get' ? undefined : {};
  return (await call(s.url, op.method.toUpperCase(), `/v1${pathOf(op, row)}`, body, headers)).status;
}

/** The answer as the matrix writes it: the expected one when it is that, the status otherwise. */
function asWritten(expected: Expected, status: number): Expected | number {
  if (status >= 500) return status;
  if (expected === 'allowed') return status === 401 || status === 403 ? status : 'allowed';
  return status === expected ? expected : status;
}

describe('the authorisation matrix', () => {
  it('has one row per operation of the route table, and no other', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...operations.keys()].sort());
  });

  it('is what the API description says: every refusal a row expects is documented for its operation', () => {
    const undocumented = Object.entries(MATRIX).flatMap(([operationId, row]) => {
      const op = operations.get(operationId);
      if (!op) return [];
      const documented = clientErrorsOf(op);
      return [...new Set(Object.values(row.expect))].filter((e): e is 401 | 403 | 404 => typeof e === 'number' && !documented.includes(e)).map((e) => `${operationId} ${e}`);
    });
    expect(undocumented).toEqual([]);
  });

  // Rows that remove a fixture come after all the others; within a row, the owner calls last.
  const rows = Object.entries(MATRIX).sort(([, a], [, b]) => Number(a.last ?? false) - Number(b.last ?? false));
  it.each(rows)('%s', async (operationId, row) => {
    const op = operations.get(operationId);
    expect(op, `${operationId} is an operation of the route table`).toBeDefined();
    const others = CALLERS.filter((c) => c !== 'owner');
    const statuses = new Map<Caller, number>();
    await Promise.all(others.map(async (c) => statuses.set(c, await answerTo(op as Operation, row, c))));
    statuses.set('owner', await answerTo(op as Operation, row, 'owner'));
    const answered = Object.fromEntries(CALLERS.map((c) => [c, asWritten(row.expect[c], statuses.get(c) as number)]));
    expect(answered, `${op?.method.toUpperCase()} ${pathOf(op as Operation, row)}`).toEqual(row.expect);
  });
});

describe('path ids', () => {
  const ID_PARAMS = new Set(['id', 'userId', 'lookBoardId', 'redemptionId']);
  const withIds = (ROUTES as readonly Operation[]).filter((op) => [...op.path.matchAll(/\{(\w+)\}/g)].some(([, name]) => ID_PARAMS.has(name)));

  it.each(withIds.map((op) => [op.operationId, op] as const))('%s: an id beyond the integer range names nothing (404)', async (_, op) => {
    const beyond = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (ID_PARAMS.has(name) ? '2147483648' : 'x'));
    const r = await call(s.url, op.method.toUpperCase(), `/v1${beyond}`, op.method === 'get' ? undefined : {}, { Authorization: `Bearer ${people.admin.token}` });
    expect(r.status, `${op.method.toUpperCase()} ${beyond}: ${JSON.stringify(r.body)}`).toBe(404);
    expect(r.body).toEqual({ message: 'Not found.' });
  });
});
