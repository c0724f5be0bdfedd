import { APP_VERSION, ROUTES, type Operation } from '@decorlook/domain';
import { escapeHtml } from '@decorlook/infra/html';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { openApiDocument } from './openapi-document';

export { openApiDocument } from './openapi-document';

type Doc = ReturnType<typeof openApiDocument>;

/** The body schema an operation's row shows, as the document has it. */
function bodySchemaOf(doc: Doc, op: Operation): unknown {
  const body = (doc.paths[op.path]?.[op.method] as { requestBody?: { content: Record<string, { schema: unknown }> } } | undefined)?.requestBody;
  return body?.content['application/json'].schema;
}

const AUTH_NOTE: Record<Operation['auth'], string> = { bearer: ' · needs a Bearer token', optional: ' · a Bearer token is optional', none: '' };

/** /v1/openapi.json and /v1/docs, a plain page listing every operation of the route table; both built once. */
export function docsReads(): Handlers<'query'> {
  const doc = openApiDocument();
  const rows = (ROUTES as readonly Operation[])
    .map((op) => {
      const body = bodySchemaOf(doc, op);
      return `<section id="${escapeHtml(op.operationId)}"><h3><span class="m ${op.method}">${op.method.toUpperCase()}</span> <code>/v1${escapeHtml(op.path)}</code></h3><p>${escapeHtml(op.summary)}${AUTH_NOTE[op.auth]}</p>
      ${body ? `<details><summary>Body schema</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>` : ''}</section>`;
    })
    .join('\n');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DecorLook API</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem;color:#1f2933}h1{color:#0f766e}section{border-bottom:1px solid #e4e7eb;padding:.5rem 0}
h3{font-size:1rem;margin:.5rem 0}.m{display:inline-block;min-width:4rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#2e6db4}.post{background:#0f766e}.put{background:#c9a227}.patch{background:#8e44ad}.delete{background:#c0392b}pre{background:#f5f7fa;padding:.75rem;overflow:auto}</style></head>
<body><h1>DecorLook API ${escapeHtml(APP_VERSION)}</h1><p>The machine-readable description is at <a href="/v1/openapi.json">/v1/openapi.json</a>. ${escapeHtml(doc.info.description)}</p>${rows}</body></html>`;
  return {
    getOpenApiDocument: ({ res }) => {
      res.json(doc);
    },
    getApiDocsPage: ({ res }) => {
      res.type('html').send(page);
    },
  };
}

