import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import express, { Router, type Express, type Request } from 'express';
import type pg from 'pg';
import { MESSAGES } from '@decorlook/domain';
import type { AppSettings } from '../config';
import { registry } from '../observability/metrics';
import { projectionStatuses } from '../projections/runner';
import type { ProjectionStatus } from '../projections/types';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

/** Who may see the ops details: everyone in development; in production the OPS_TOKEN bearer. */
export type OpsAccess = Pick<AppSettings, 'production' | 'opsToken'>;

export interface OpsOptions {
  pool: pg.Pool;
  /** Projectors that must exist and be caught up; empty for a service that reads none. */
  projectors: readonly string[];
  checks?: readonly ReadinessCheck[];
  /** How far behind a projector may be and still count as caught up. */
  maxLagSeconds?: number;
  access: OpsAccess;
}

const OPS_ROUTER = 'decorlookOpsRouter';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the request carries the OPS_TOKEN bearer (compared in constant time). */
export function hasOpsToken(req: Request, token: string | null): boolean {
  if (!token) return false;
  const match = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '');
  return !!match && timingSafeEqual(digest(match[1].trim()), digest(token));
}

/**
 * What /readyz says of a stopped projector: the event that stopped it (its place in the log, its
 * stream and type), the error, and how an operator resumes it (README: "When a projector has
 * stopped").
 */
function stoppedAt(p: ProjectionStatus) {
  const e = p.failedEvent;
  return {
    failedEventId: p.failedEventId,
    error: p.error,
    failedEvent: e ? { eventId: e.eventId, globalPosition: String(e.globalPosition), transactionId: String(e.transactionId), streamId: e.streamId, type: e.type } : null,
    resume: `Fix what the error names, then run \`npm run projector:resume -- ${p.name}\` (or restart the server, which resumes stopped projectors); \`npm run replay -- --projector ${p.name}\` rebuilds it from the start instead.`,
  };
}

/**
 * /healthz (process up), /readyz (database, reference data, projectors) and /metrics.
 * In production the public listener shows /readyz as `{ status }` only and /metrics not at all,
 * unless the request carries the OPS_TOKEN bearer; the ops listener (OPS_PORT, see `opsRouterOf`)
 * shows everything. Development shows everything everywhere.
 */
export function mountOps(app: Express, opts: OpsOptions): void {
  const detailed = (req: Request) => !opts.access.production || hasOpsToken(req, opts.access.opsToken);
  const readiness = async () => {
    const maxLag = opts.maxLagSeconds ?? 5;
    let database = false;
    let projectors: Awaited<ReturnType<typeof projectionStatuses>> = [];
    const checks: Record<string, boolean> = {};
    try {
      await opts.pool.query('SELECT 1');
      database = true;
      projectors = opts.projectors.length ? await projectionStatuses(opts.pool, opts.projectors) : [];
      for (const c of opts.checks ?? []) checks[c.name] = await c.check().catch(() => false);
    } catch {
      database = false;
    }
    const caughtUp =
      projectors.length === opts.projectors.length && projectors.every((p) => p.status === 'running' && (p.lagEvents === 0 || p.lagSeconds <= maxLag));
    const ready = database && caughtUp && Object.values(checks).every(Boolean);
    return {
      ready,
      body: {
        status: ready ? 'ready' : 'not ready',
        database,
        ...checks,
        projectors: projectors.map((p) => ({
          name: p.name,
          status: p.status,
          lagEvents: p.lagEvents,
          lagSeconds: Number(p.lagSeconds.toFixed(3)),
          ...(p.status === 'failed' ? stoppedAt(p) : {}),
        })),
      },
    };
  };
  const metrics = async () => {
    if (opts.projectors.length) await projectionStatuses(opts.pool, opts.projectors).catch(() => undefined);
    return registry.metrics();
  };

  const build = (guarded: boolean) => {
    const router = Router();
    router.get('/healthz', (_req, res) => {
      res.json({ status: 'ok' });
    });
    router.get('/readyz', async (req, res) => {
      const { ready, body } = await readiness();
      res.set('Cache-Control', 'no-store').status(ready ? 200 : 503);
      res.json(!guarded || detailed(req) ? body : { status: body.status });
    });
    router.get('/metrics', async (req, res) => {
      if (guarded && !detailed(req)) {
        // Without an OPS_TOKEN there is no public /metrics at all; with one, the caller lacks it.
        if (opts.access.opsToken) res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: MESSAGES.unauthenticated });
        else res.status(404).json({ message: MESSAGES.notFound });
        return;
      }
      res.set('Content-Type', registry.contentType).send(await metrics());
    });
    return router;
  };

  app.use(build(true));
  app.locals[OPS_ROUTER] = build(false);
}

/** The unguarded ops endpoints of an app that called mountOps, for the OPS_PORT listener. */
export function opsRouterOf(app: Express): Router | null {
  return (app.locals[OPS_ROUTER] as Router | undefined) ?? null;
}

/**
 * Listens on OPS_PORT with only the ops endpoints of `app`, when OPS_PORT is set. Resolves with
 * the server (null when there is none) once it listens; rejects if the port is taken.
 */
export async function listenOps(app: Express, port: number | null, host?: string): Promise<Server | null> {
  const router = opsRouterOf(app);
  if (port === null || !router) return null;
  const ops = express();
  ops.disable('x-powered-by');
  ops.use(router);
  ops.use((_req, res) => {
    res.status(404).json({ message: MESSAGES.notFound });
  });
  return new Promise((resolve, reject) => {
    const server = host ? ops.listen(port, host) : ops.listen(port);
    server.once('listening', () => resolve(server));
    server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new Error(`OPS_PORT ${port} is already in use`) : err));
  });
}
