import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The fuzz suite: every operation of /v1/openapi.json, called with invalid and boundary path ids,
 * queries, bodies and headers by a visitor, a member and an admin. Whatever arrives, the answer is
 * never a 5xx, every 4xx is in the error format, a refused command appends nothing, and the read
 * models keep running (/readyz stays ready). Seeded and bounded, so a failure replays exactly.
 */
const SEED = 20261127;
const RUNS_PER_OPERATION = 8;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
  required?: string[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
  $ref?: string;
}
interface OperationDoc {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, OperationDoc>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

interface Operation {
  method: string;
  path: string;
  id: string;
  pathParams: string[];
  queryParams: string[];
  body: Schema | null;
}

const BAD_IDS = ['0', '-1', '1.5', '2147483648', '9223372036854775808', '18446744073709551616', '1e3', 'abc', '%00', '%E2%80%AE', '１', ' 1', '9'.repeat(400)];
const NUL = 'a\u0000b';
const BAD_SCALARS: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  '',
  ' ',
  NUL,
  '\u0007\u001b[31m',
  '\ud800',
  'x'.repeat(20_000),
  '2147483648',
  'NaN',
  '<script>alert(1)</script>',
  "'; DROP TABLE events; --",
  '../../../etc/passwd',
  [],
  [[[[[]]]]],
  {},
  { constructor: { prototype: { polluted: true } } },
  Array.from({ length: 2000 }, (_, i) => i),
];
const BAD_HEADERS: Record<string, string>[] = [
  {},
  { 'X-Min-Position': '18446744073709551615' },
  { 'X-Min-Position': '-1' },
  { 'X-Min-Position': 'abc' },
  { 'Idempotency-Key': 'not-a-uuid' },
  { 'Idempotency-Key': 'x'.repeat(2000) },
  { Authorization: 'Bearer not.a.token' },
  { Authorization: 'Basic Zm9vOmJhcg==' },
  { 'Content-Type': 'text/plain' },
  { 'Accept-Language': '\u00ff'.repeat(10) },
];

function resolve(doc: OpenApi, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.split('/').pop() as string];
}

function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = (op.parameters ?? []).map((p) => (p.$ref ? (doc.components?.parameters?.[p.$ref.split('/').pop() as string] as Parameter) : p));
      const json = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        id: op.operationId,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: json ? (resolve(doc, json) ?? null) : null,
      });
    }
  }
  return ops;
}

/** A plausible value for a schema: enough to get past "required" and reach what lies behind it. */
function plausible(doc: OpenApi, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (!schema || depth > 4) return 1;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return plausible(doc, alt[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(doc, v, depth + 1)]));
    case 'array':
      return [plausible(doc, schema.items, depth + 1)];
    case 'string':
      return 'a plausible text';
    case 'boolean':
      return true;
    default:
      return 1;
  }
}

interface Case {
  caller: 'visitor' | 'member' | 'admin';
  pathValues: string[];
  query: [string, unknown][];
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'none' };
  headers: Record<string, string>;
}

function casesFor(doc: OpenApi, op: Operation): fc.Arbitrary<Case> {
  const badValue = fc.oneof(fc.constantFrom(...BAD_SCALARS), fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 40 }));
  const pathValue = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...BAD_IDS) }, { weight: 1, arbitrary: fc.constantFrom('1', '2') });
  const base = (op.body ? plausible(doc, op.body) : {}) as Record<string, unknown>;
  const fields = op.body?.properties ? Object.keys(op.body.properties) : [];
  const mutated = fields.length
    ? fc.record({ field: fc.constantFrom(...fields), value: badValue }).map(({ field, value }) => ({ ...base, [field]: value }) as unknown)
    : badValue;
  const body = fc.oneof(
    { weight: 4, arbitrary: mutated.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 2, arbitrary: badValue.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '[1,2', '\u0000', '{"a":1}x', '['.repeat(5000)).map((text) => ({ kind: 'raw' as const, text })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
  const query = op.queryParams.length ? fc.array(fc.tuple(fc.constantFrom(...op.queryParams), badValue), { maxLength: 3 }) : fc.constant([] as [string, unknown][]);
  return fc.record({
    caller: fc.constantFrom('visitor' as const, 'member' as const, 'admin' as const),
    pathValues: fc.tuple(...op.pathParams.map(() => pathValue)).map((v) => v as string[]),
    query,
    body,
    headers: fc.constantFrom(...BAD_HEADERS),
  });
}

/** Every bad path id, for every operation that takes one: too important to leave to chance. */
function idSweep(doc: OpenApi, op: Operation): [Case][] {
  if (!op.pathParams.length) return [];
  const body = { kind: 'json' as const, value: op.body ? plausible(doc, op.body) : {} };
  return BAD_IDS.map((id) => [{ caller: 'member', pathValues: op.pathParams.map(() => id), query: [], body, headers: {} }]);
}

function urlOf(op: Operation, c: Case): string {
  let path = op.path;
  op.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, c.pathValues[i])));
  const q = new URLSearchParams();
  for (const [k, v] of c.query) q.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  const qs = q.toString();
  return `/v1${path}${qs ? `?${qs}` : ''}`;
}

describe('the fuzz suite over /v1/openapi.json', () => {
  let s: TestServer;
  let doc: OpenApi;
  let people: Record<'member' | 'admin', Person>;
  let client: ReturnType<typeof testClient>;

  const signedIn = async (p: Person) => (await fetch(`${s.url}/v1/user`, { headers: { Authorization: `Bearer ${p.token}` } })).status === 200;

  beforeAll(async () => {
    s = await startTestServer();
    client = testClient(s);
    people = { member: await client.person('Fuzzy'), admin: await client.person('Root', { role: 'admin' }) };
    doc = (await (await fetch(`${s.url}/v1/openapi.json`)).json()) as OpenApi;
  }, 60_000);
  afterAll(() => s?.close());

  it('reads the operations from the document', () => {
    expect(operationsOf(doc).length).toBeGreaterThan(100);
  });

  it('answers every case of every operation with a 4xx in the error format or a success, never a 5xx, and appends nothing for a refused command', async () => {
    const faults: string[] = [];
    for (const op of operationsOf(doc)) {
      await fc.assert(
        fc.asyncProperty(casesFor(doc, op), async (c) => {
          const requestId = randomUUID();
          const headers: Record<string, string> = { 'X-Request-Id': requestId, ...c.headers };
          if (c.caller !== 'visitor' && !headers.Authorization) headers.Authorization = `Bearer ${people[c.caller].token}`;
          let payload: string | undefined;
          if (c.body.kind === 'json') payload = JSON.stringify(c.body.value) ?? 'null';
          if (c.body.kind === 'raw') payload = c.body.text;
          if (payload !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
          const url = urlOf(op, c);
          const res = await fetch(`${s.url}${url}`, { method: op.method, headers, body: op.method === 'GET' ? undefined : payload });
          const text = await res.text();
          const where = `${op.method} ${url} as ${c.caller} ${JSON.stringify(c.headers)} body ${(payload ?? '').slice(0, 200)} → ${res.status} ${text.slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) {
            const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, unknown> };
            expect(typeof body.message, where).toBe('string');
            if (body.errors !== undefined) for (const messages of Object.values(body.errors)) expect(messages, where).toEqual(expect.arrayContaining([expect.any(String)]));
            const { rows } = await s.platform.pool.query(`SELECT type FROM events WHERE metadata->>'correlationId' = $1`, [requestId]);
            expect(rows, `${where}: a refused command appended events`).toEqual([]);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true, examples: idSweep(doc, op) },
      ).catch((err: unknown) => faults.push(`${op.id}: ${err instanceof Error ? err.message.split('\n').slice(0, 12).join('\n') : String(err)}`));
      // A case that ended the session (sign-out, erasure) must not blind the cases after it.
      for (const who of ['member', 'admin'] as const) {
        if (!(await signedIn(people[who]))) people[who] = await client.person(who === 'member' ? 'Fuzzy' : 'Root', { role: who === 'admin' ? 'admin' : undefined });
      }
    }
    expect(faults, faults.join('\n\n')).toEqual([]);
    const ready = await fetch(`${s.url}/readyz`);
    expect(ready.status, await ready.text()).toBe(200);
  }, 600_000);
});
