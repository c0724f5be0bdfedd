import type { Express } from 'express';
import type pg from 'pg';
import { registry } from '../observability/metrics';
import { projectionStatuses } from '../projections/runner';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

export interface OpsOptions {
  pool: pg.Pool;
  /** Projectors that must exist and be caught up; empty for a service that reads none. */
  projectors: readonly string[];
  checks?: readonly ReadinessCheck[];
  /** How far behind a projector may be and still count as caught up. */
  maxLagSeconds?: number;
}

/** /healthz (process up), /readyz (database, reference data, projectors) and /metrics. */
export function mountOps(app: Express, opts: OpsOptions): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
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
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      database,
      ...checks,
      projectors: projectors.map((p) => ({
        name: p.name,
        status: p.status,
        lagEvents: p.lagEvents,
        lagSeconds: Number(p.lagSeconds.toFixed(3)),
        ...(p.failedEventId ? { failedEventId: p.failedEventId, error: p.error } : {}),
      })),
    });
  });

  app.get('/metrics', async (_req, res) => {
    if (opts.projectors.length) await projectionStatuses(opts.pool, opts.projectors).catch(() => undefined);
    res.set('Content-Type', registry.contentType).send(await registry.metrics());
  });
}
