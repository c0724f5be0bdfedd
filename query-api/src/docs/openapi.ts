import { escapeHtml } from '@decorlook/infra/html';
import { Router } from 'express';
import { z } from 'zod';
import {
  APP_VERSION,
  changePasswordInput,
  colorsInput,
  confirmInput,
  forgotPasswordInput,
  notificationEmailInput,
  personaEmailInput,
  professionInput,
  profileInput,
  refreshTokenInput,
  regularUsersInput,
  resetPasswordInput,
  roomTypesInput,
  sendVerifyLinkInput,
  serviceFor,
  signInInput,
  signUpInput,
  stylesInput,
  subStylesInput,
  updateEmailInput,
  usersByIdInput,
  vibesInput,
} from '@decorlook/domain';

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  tag: string;
  body?: z.ZodType;
  auth?: boolean;
  created?: boolean;
  tokens?: boolean;
}

/** Every /v1 call the server answers, with the zod schema that validates its body. */
const OPERATIONS: Operation[] = [
  { method: 'get', path: '/config', summary: 'Site configuration: endpoints and enum resource paths', tag: 'site' },
  { method: 'get', path: '/enums/checksum', summary: 'The version of each enum resource and of the application config', tag: 'site' },
  { method: 'get', path: '/enums/{resource}', summary: 'An enum resource: [{ id, name }]; cached for a year when asked with ?v=<its version>', tag: 'site' },
  { method: 'get', path: '/default-filters', summary: 'Default filters: subStyles, styles, colors, itemClasses', tag: 'site' },
  { method: 'post', path: '/notification-email', summary: 'Subscribe to the newsletter (a second subscription changes nothing)', tag: 'site', body: notificationEmailInput, created: true },
  { method: 'post', path: '/auth/sign-up', summary: 'Register a personal or business account', tag: 'auth', body: signUpInput, created: true },
  { method: 'post', path: '/auth/login', summary: 'Sign in: OAuth-style tokens at the top level', tag: 'auth', body: signInInput, tokens: true },
  { method: 'post', path: '/auth/refresh-token', summary: 'Rotate a refresh token; a reused one ends its session family', tag: 'auth', body: refreshTokenInput, tokens: true },
  { method: 'post', path: '/auth/logout', summary: 'End the session the access token belongs to', tag: 'auth', auth: true },
  { method: 'post', path: '/auth/forgot-password', summary: 'Mail a password reset link (same answer whether or not the account exists)', tag: 'auth', body: forgotPasswordInput },
  { method: 'post', path: '/auth/password-reset/{token}', summary: 'Reset the password with a mailed link; ends every session', tag: 'auth', body: resetPasswordInput },
  { method: 'post', path: '/auth/change-password', summary: 'Change the password', tag: 'auth', body: changePasswordInput, auth: true },
  { method: 'get', path: '/auth/email-verification/{userId}/{token}', summary: 'Verify the email with the mailed link', tag: 'auth' },
  { method: 'get', path: '/user', summary: 'The signed-in user', tag: 'user', auth: true },
  { method: 'put', path: '/user', summary: 'Update the profile', tag: 'user', body: profileInput, auth: true },
  { method: 'put', path: '/user/profession', summary: 'Set the profession', tag: 'user', body: professionInput, auth: true },
  { method: 'put', path: '/user/vibes', summary: 'Set the vibe (at most one)', tag: 'preferences', body: vibesInput, auth: true },
  { method: 'put', path: '/user/styles', summary: 'Set the styles (1 to 10)', tag: 'preferences', body: stylesInput, auth: true },
  { method: 'put', path: '/user/sub-styles', summary: 'Set the sub-styles', tag: 'preferences', body: subStylesInput, auth: true },
  { method: 'put', path: '/user/room-types', summary: 'Set the room types', tag: 'preferences', body: roomTypesInput, auth: true },
  { method: 'put', path: '/user/colors', summary: 'Set the colour groups', tag: 'preferences', body: colorsInput, auth: true },
  { method: 'post', path: '/user/finish-preferences', summary: 'Finish preferences (the account becomes complete)', tag: 'preferences', auth: true },
  { method: 'post', path: '/user/update-email', summary: 'Change the email (verification starts over)', tag: 'user', body: updateEmailInput, auth: true },
  { method: 'post', path: '/user/send-verify-email-link', summary: 'Mail a new verification link', tag: 'user', body: sendVerifyLinkInput, auth: true },
  { method: 'put', path: '/user/confirm', summary: 'Confirm the details of an invited account', tag: 'user', body: confirmInput, auth: true },
  { method: 'post', path: '/user/deactivate', summary: 'Deactivate the account', tag: 'user', auth: true },
  { method: 'delete', path: '/user', summary: 'Erase the account and its personal data', tag: 'user', auth: true },
  { method: 'post', path: '/persona-email', summary: 'Mail the style-quiz result', tag: 'user', body: personaEmailInput, created: true },
  { method: 'get', path: '/user/{id}', summary: "Another member's public fields", tag: 'user' },
  { method: 'post', path: '/users', summary: 'Members by id', tag: 'user', body: usersByIdInput },
  { method: 'post', path: '/users/regular', summary: 'Search regular members by name (paged)', tag: 'user', body: regularUsersInput },
];

const errorSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
  required: ['message'],
};

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const ok = op.tokens
      ? { type: 'object', properties: { token_type: { const: 'Bearer' }, access_token: { type: 'string' }, refresh_token: { type: 'string' }, expires_in: { type: 'integer' } } }
      : { type: 'object', properties: { result: {} } };
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      tags: [op.tag],
      'x-service': serviceFor(op.method, op.path) === 'command' ? 'command-api' : 'query-api',
      ...(params.length ? { parameters: params } : {}),
      ...(op.auth ? { security: [{ bearer: [] }] } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }) } } } } : {}),
      responses: {
        [op.created ? '201' : '200']: { description: 'Success', content: { 'application/json': { schema: ok } } },
        ...(op.body ? { '422': { description: 'Validation failed', content: { 'application/json': { schema: errorSchema } } } } : {}),
        ...(op.auth ? { '401': { description: 'Unauthenticated', content: { 'application/json': { schema: errorSchema } } } } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'DecorLook API', version: APP_VERSION, description: 'Every write answers X-Event-Position; reads accept X-Min-Position (read-your-writes). Writes accept Idempotency-Key.' },
    servers: [{ url: '/v1' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}


export function docsRoutes(): Router {
  const router = Router();
  const doc = openApiDocument();
  router.get('/openapi.json', (_req, res) => {
    res.json(doc);
  });
  router.get('/docs', (_req, res) => {
    const rows = OPERATIONS.map(
      (op) => `<section><h3><span class="m ${op.method}">${op.method.toUpperCase()}</span> <code>/v1${escapeHtml(op.path)}</code></h3><p>${escapeHtml(op.summary)}${op.auth ? ' · needs a Bearer token' : ''}</p>
      ${op.body ? `<details><summary>Body schema</summary><pre>${escapeHtml(JSON.stringify(z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }), null, 2))}</pre></details>` : ''}</section>`,
    ).join('\n');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DecorLook API</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem;color:#1f2933}h1{color:#0f766e}section{border-bottom:1px solid #e4e7eb;padding:.5rem 0}
h3{font-size:1rem;margin:.5rem 0}.m{display:inline-block;min-width:4rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#2e6db4}.post{background:#0f766e}.put{background:#c9a227}.delete{background:#c0392b}pre{background:#f5f7fa;padding:.75rem;overflow:auto}</style></head>
<body><h1>DecorLook API ${APP_VERSION}</h1><p>The machine-readable description is at <a href="/v1/openapi.json">/v1/openapi.json</a>. ${escapeHtml(doc.info.description)}</p>${rows}</body></html>`);
  });
  return router;
}
