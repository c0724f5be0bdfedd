import http from 'node:http';
import { serviceFor } from '@decorlook/domain';
import { loadSettings } from '@decorlook/infra/config';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createServiceApp } from '@decorlook/infra/http/service-app';
import { WEB_DIST, mountWeb } from './server';

/**
 * The scale-out gateway: one origin for the browser; each /v1 call is forwarded to command-api
 * or query-api by the same route table the single-process server uses.
 * COMMAND_API_URL and QUERY_API_URL say where they run.
 */
const settings = loadSettings();
const targets = {
  command: new URL(process.env.COMMAND_API_URL ?? 'http://localhost:3001'),
  query: new URL(process.env.QUERY_API_URL ?? 'http://localhost:3002'),
};
const app = createServiceApp({ service: 'gateway', logger: createLogger('gateway'), hashKey: settings.hashKey || 'gateway', corsOrigins: settings.corsOrigins });

app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});

app.use('/v1', (req, res) => {
  const target = targets[serviceFor(req.method, req.path)];
  const headers = { ...req.headers, host: target.host, 'x-request-id': req.ctx.requestId, 'x-forwarded-for': req.ip ?? '' };
  const body = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body));
  if (body) headers['content-length'] = String(body.length);
  const upstream = http.request({ hostname: target.hostname, port: target.port, path: req.originalUrl, method: req.method, headers }, (up) => {
    res.status(up.statusCode ?? 502);
    for (const [k, v] of Object.entries(up.headers)) if (v !== undefined) res.setHeader(k, v);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.status(502).json({ message: 'The service is unavailable. Please retry.' });
  });
  // JSON was parsed (and validated as JSON) here; anything else, such as an upload, streams through.
  if (body) upstream.end(body);
  else req.pipe(upstream);
});

mountWeb(app, WEB_DIST);
app.listen(settings.port, () => console.log(`gateway on http://localhost:${settings.port} → command ${targets.command.origin}, query ${targets.query.origin}`));
