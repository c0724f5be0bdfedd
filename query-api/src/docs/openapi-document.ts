import { z } from 'zod';
import { APP_VERSION, MESSAGES, pathId } from '@decorlook/domain';
import { NAMED_ANSWERS } from '@decorlook/domain/http/responses';
import { ROUTES, TAGS, type Operation } from '@decorlook/domain/http/route-table';

/**
 * The OpenAPI 3.1 document of /v1, built from the route table and the zod schemas that validate
 * the requests. Served at /v1/openapi.json, linted by `npm run lint:api` and the source of the
 * web client's generated types (`npm run gen:api`).
 */

type Json = Record<string, unknown>;
type Registry = ReturnType<typeof z.registry<{ id: string }>>;

const ERRORS: Record<number, { name: string; description: string; example: string; headers?: Json }> = {
  400: { name: 'NotJson', description: 'The body is not JSON at all', example: MESSAGES.malformedJson },
  401: { name: 'Unauthenticated', description: 'No token, or an expired or revoked one (or, when signing in, wrong credentials)', example: 'Unauthenticated.' },
  403: { name: 'Forbidden', description: 'Signed in, but not the owner or not the role', example: 'This action is unauthorized.' },
  404: { name: 'NotFound', description: 'No such resource, or one the caller may not see', example: MESSAGES.notFound },
  409: { name: 'Conflict', description: 'A concurrent change won (or the same Idempotency-Key is still being processed); retry', example: MESSAGES.conflict },
  410: { name: 'Gone', description: 'A deactivated account', example: 'This account has been deactivated.' },
  413: { name: 'TooLarge', description: 'Upload too large', example: 'The file is too large.' },
  415: { name: 'NotAnImage', description: 'Upload not an image', example: 'The file is not an image.' },
  422: { name: 'ValidationFailed', description: 'Validation failed: `errors` maps each field (or header) to its messages', example: 'This field is required' },
  429: {
    name: 'TooManyRequests',
    description: 'Rate limited',
    example: 'Too many requests. Please try again later.',
    headers: { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } } },
  },
  500: { name: 'ServerFault', description: 'A server fault (no stack trace or SQL leaves the server)', example: MESSAGES.unknownError },
};

const errorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, description: 'Field → messages (validation only)' },
    requestId: { type: 'string', description: 'On a server fault: the id to quote when reporting it' },
  },
  required: ['message'],
};

const HEADERS = {
  MinPosition: {
    name: 'X-Min-Position',
    in: 'header',
    required: false,
    description: 'Wait (at most 2 s) until the read models have applied every write whose X-Event-Position was at most this; then answer, with X-Stale: true if they had not',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: 'The same key and body answers the first answer again and changes nothing; the same key with another body answers 422. Kept 24 hours per caller.',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,255}$' },
  },
};

const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);

/** Registers `schema` under `id` unless it already carries a name; answers the name. */
function nameIn(registry: Registry, schema: z.ZodType, id: string): string {
  const existing = registry.get(schema)?.id;
  if (existing) return existing;
  registry.add(schema, { id });
  return id;
}

/** Every schema of a registry as components, cross-referenced by name. */
function componentsOf(registry: Registry, io: 'input' | 'output'): Record<string, Json> {
  const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, Json> };
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]));
}

function schemaOf(schema: z.ZodType): Json {
  const { $schema: _s, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return json;
}

const ref = (kind: 'schemas' | 'responses' | 'parameters', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** The client errors an operation answers: the ones its declaration implies, then those it lists. */
export function clientErrorsOf(op: Operation): number[] {
  const codes = new Set<number>();
  if (op.body) codes.add(400).add(422);
  if (op.params || op.query) codes.add(422);
  // A path id beyond the range of ids names nothing.
  if (Object.values(op.params?.shape ?? {}).includes(pathId)) codes.add(404);
  if (op.auth === 'bearer') codes.add(401);
  // Reads validate X-Min-Position; writes validate Idempotency-Key and may lose a race.
  if (op.service === 'query') codes.add(422);
  if (op.service === 'command') codes.add(409);
  if (op.service === 'command' && op.method !== 'get' && !op.tokenCall) codes.add(422);
  if (op.rateLimited) codes.add(429);
  for (const code of op.errors ?? []) codes.add(code);
  return [...codes].sort();
}

export function openApiDocument() {
  const routes: readonly Operation[] = ROUTES;
  // Answers are named under components/schemas (shared views such as User are referenced, not
  // repeated); request bodies stay inline, where a reader of the operation looks for them.
  const answers = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED_ANSWERS)) answers.add(schema, { id });

  const usedErrors = new Set<number>();
  const usedHeaders = new Set<keyof typeof HEADERS>();
  const paths: Record<string, Record<string, Json>> = {};

  for (const op of routes) {
    const params: Json[] = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
      const declared = op.params?.shape[name] as z.ZodType | undefined;
      return { name, in: 'path', required: true, schema: declared ? schemaOf(declared) : { type: 'string' } };
    });
    for (const [name, schema] of Object.entries(op.query?.shape ?? {}) as [string, z.ZodType][]) {
      const { description, ...json } = schemaOf(schema);
      params.push({ name, in: 'query', required: !schema.safeParse(undefined).success, ...(description ? { description } : {}), schema: json });
    }
    const header = op.service === 'query' ? 'MinPosition' : op.method !== 'get' && !op.tokenCall ? 'IdempotencyKey' : null;
    if (header) {
      usedHeaders.add(header);
      params.push(ref('parameters', header));
    }

    const content =
      op.answer === 'html'
        ? { 'text/html': { schema: { type: 'string' } } }
        : op.answer === 'csv'
          ? { 'text/csv': { schema: { type: 'string' } } }
          : { 'application/json': { schema: ref('schemas', nameIn(answers, op.answer, `${pascal(op.operationId)}Answer`)) } };
    const headers = op.service === 'command' ? { headers: { 'X-Event-Position': { description: 'The position of the last event this write appended; a later read may pass it as X-Min-Position', schema: { type: 'string', pattern: '^\\d+$' } } } } : {};
    const responses: Json = { [op.status]: { description: op.status === 201 ? 'Created' : 'Success', ...headers, content } };
    if (op.alsoOk) responses[op.alsoOk.status] = { description: op.alsoOk.description, ...(op.alsoOk.status === 304 ? {} : { ...headers, content }) };
    for (const code of [...clientErrorsOf(op), 500]) {
      usedErrors.add(code);
      responses[code] = ref('responses', ERRORS[code].name);
    }

    (paths[op.path] ??= {})[op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      'x-service': op.service === 'command' ? 'command-api' : 'query-api',
      security: op.auth === 'bearer' ? [{ bearer: [] }] : op.auth === 'optional' ? [{ bearer: [] }, {}] : [],
      ...(params.length ? { parameters: params } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body) } } } } : {}),
      responses,
    };
  }

  const tags = [...new Set(routes.map((op) => op.tag))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'DecorLook API',
      version: APP_VERSION,
      description:
        'Every write answers X-Event-Position; reads accept X-Min-Position (read-your-writes). Writes but sign-in and refresh accept Idempotency-Key. Success answers are `{ "result": ... }` except the token calls; errors are `{ "message", "errors"? }`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-DecorLook-Proprietary' },
    },
    servers: [{ url: '/v1', description: 'This server' }],
    tags: tags.map((name) => ({ name, description: TAGS[name] })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access_token from /auth/login or /auth/refresh-token' } },
      parameters: Object.fromEntries([...usedHeaders].map((h) => [h, HEADERS[h]])),
      responses: Object.fromEntries(
        [...usedErrors].sort().map((code) => {
          const e = ERRORS[code];
          return [e.name, { description: e.description, ...(e.headers ? { headers: e.headers } : {}), content: { 'application/json': { schema: ref('schemas', 'Error'), example: { message: e.example } } } }];
        }),
      ),
      schemas: { Error: errorSchema, ...componentsOf(answers, 'output') },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
