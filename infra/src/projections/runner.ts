import type pg from 'pg';
import { newClient, withTransaction } from '../db/pool';
import type { Sql } from '../db/sql';
import type { PostgresEventStore } from '../event-store/postgres-event-store';
import type { GlobalBatch, RecordedEvent } from '../event-store/types';
import type { Logger } from '../observability/logger';
import { projectorEventsApplied, projectorFailures, projectorLagEvents, projectorLagSeconds } from '../observability/metrics';
import { BATCH_NAMESPACE, LEADER_NAMESPACE, contextFor, createTables, lockKeys, pointViews } from './tables';
import { rebuild } from './rebuild';
import type { ProjectionStatus, Projector } from './types';

interface Row {
  version: number;
  generation: number;
  last_tx: string;
  last_position: string;
  safe_tx: string;
  status: 'running' | 'failed' | 'rebuilding';
}

export interface RunnerOptions {
  /** The runner's own pool, so request load never starves the projectors of connections. */
  pool: pg.Pool;
  connectionString: string;
  store: PostgresEventStore;
  projectors: readonly Projector[];
  logger: Logger;
  batchSize?: number;
  /** Fallback polling when no notification arrives. */
  idlePollMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs every projector: reads from its checkpoint in batches and applies each batch and the new
 * checkpoint in one transaction. An advisory lock keeps one active runner per projector (others
 * stand by); a failing event stops only its projector, logged with the event id and counted.
 */
export class ProjectionRunner {
  private stopped = false;
  private loops: Promise<void>[] = [];
  /** Per projector: the loop's wake-up while it waits. */
  private wakers = new Map<string, Set<() => void>>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private maxNotified = 0n;
  /** Projectors to wake on the next turn: appends arriving together wake each one once. */
  private toWake = new Set<string>();
  /** Projectors whose next batch is applied event by event, to find the one that fails. */
  private oneByOne = new Set<string>();
  private leaders = new Map<string, pg.Client>();
  /** Completed batches, for tests that stop the runner between batches. */
  batches = 0;

  constructor(private readonly opts: RunnerOptions) {}

  /** Whether this runner is the active one for the projector (the others stand by). */
  isLeading(name: string): boolean {
    return this.leaders.has(name);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await Promise.all(this.opts.projectors.map((p) => ensureProjection(this.opts, p)));
    this.unsubscribe = await this.opts.store.subscribe((position, types) => {
      if (position !== undefined && position > this.maxNotified) this.maxNotified = position;
      // Only the projectors that handle what was written need to run; unknown types wake all.
      const interested = this.opts.projectors.filter((p) => !types || p.handles.some((t) => types.includes(t)));
      if (interested.length === 0) return;
      const scheduled = this.toWake.size > 0;
      for (const p of interested) this.toWake.add(p.name);
      if (scheduled) return;
      setImmediate(() => {
        const names = [...this.toWake];
        this.toWake.clear();
        for (const name of names) for (const w of [...(this.wakers.get(name) ?? [])]) w();
      });
    });
    this.loops = this.opts.projectors.map((p) => this.loop(p));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const set of this.wakers.values()) for (const w of [...set]) w();
    await Promise.all(this.loops);
    await this.unsubscribe?.();
    for (const c of this.leaders.values()) await c.end().catch(() => undefined);
    this.leaders.clear();
    this.known.clear();
  }

  private wait(name: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      let set = this.wakers.get(name);
      if (!set) this.wakers.set(name, (set = new Set()));
      const waiting = set;
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiting.add(wake);
    });
  }

  private async lead(p: Projector): Promise<boolean> {
    if (this.leaders.has(p.name)) return true;
    const client = newClient(this.opts.connectionString);
    client.on('error', () => {
      this.leaders.delete(p.name);
      this.known.delete(p.name);
    });
    await client.connect();
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [LEADER_NAMESPACE, lockKeys(p.name).leader]);
    if (!rows[0].ok) {
      await client.end();
      return false;
    }
    this.leaders.set(p.name, client);
    return true;
  }

  private async loop(p: Projector): Promise<void> {
    const idle = this.opts.idlePollMs ?? 1000;
    while (!this.stopped) {
      try {
        if (!(await this.lead(p))) {
          await this.wait(p.name, idle);
          continue;
        }
        const outcome = await this.processBatch(p);
        if (outcome === 'full') continue;
        if (outcome === 'failed') await this.wait(p.name, 2000);
        else if (outcome === 'behind') await sleep(5);
        else await this.wait(p.name, idle);
      } catch (err) {
        this.opts.logger.error({ err, projector: p.name }, 'projector batch failed to run; retrying');
        await this.wait(p.name, idle);
      }
    }
  }

  /**
   * What this runner last wrote for each projector it leads. Only a replay's swap changes a
   * checkpoint behind its back, and the locked path checks that before using a read made here.
   */
  private known = new Map<string, { generation: number; lastTx: bigint; lastPosition: bigint; safeTx: bigint }>();

  /**
   * The common case when nothing of a projector's types arrived: one read, no write, no lock.
   * Its stored safe position stays where it is: readers waiting for a position also count a
   * projector as caught up when no event of its types is pending (projections/wait.ts).
   */
  private async advanceIdle(p: Projector, batchSize: number): Promise<'idle' | 'behind' | GlobalBatch | null> {
    const k = this.known.get(p.name);
    if (!k) return null;
    const batch = await this.opts.store.readAll({ after: { transactionId: k.lastTx, globalPosition: k.lastPosition }, limit: batchSize, types: p.handles }, this.opts.pool as unknown as Sql);
    // Events to apply: the locked path uses this read if the checkpoint is still the one it was made from.
    if (batch.events.length > 0) return batch;
    const safe = batch.visibleBelow - 1n;
    if (safe > k.safeTx) k.safeTx = safe;
    return k.safeTx < this.maxNotified ? 'behind' : 'idle';
  }

  /** One batch in one transaction. */
  async processBatch(p: Projector): Promise<'full' | 'idle' | 'behind' | 'failed'> {
    const batchSize = this.opts.batchSize ?? 500;
    const idle = await this.advanceIdle(p, batchSize);
    if (idle === 'idle' || idle === 'behind') return idle;
    const known = this.known.get(p.name);
    const client = await this.opts.pool.connect();
    const sql = client as unknown as Sql;
    try {
      // One round trip: both numbers come from the code, not from input.
      await client.query(`BEGIN; SELECT pg_advisory_xact_lock(${BATCH_NAMESPACE}, ${lockKeys(p.name).batch})`);
      const { rows } = await client.query<Row>(
        'SELECT version, generation, last_tx::text, last_position::text, safe_tx::text, status FROM projections WHERE name = $1',
        [p.name],
      );
      const row = rows[0];
      if (!row || row.status !== 'running' || row.version !== p.version) {
        await client.query('COMMIT');
        this.known.delete(p.name);
        return 'failed';
      }
      const unchanged = idle && known && known.generation === row.generation && known.lastTx === BigInt(row.last_tx) && known.lastPosition === BigInt(row.last_position);
      const batch = unchanged
        ? idle
        : await this.opts.store.readAll(
            { after: { transactionId: BigInt(row.last_tx), globalPosition: BigInt(row.last_position) }, limit: batchSize, types: p.handles },
            sql,
          );
      const ctx = contextFor(sql, p, row.generation);
      if (batch.events.length > 0 && this.oneByOne.has(p.name)) {
        // The last try of this batch failed: find the event that fails. The ones before it are
        // applied; it stops the projector.
        this.oneByOne.delete(p.name);
        const failed = await this.applyOneByOne(p, batch, sql, row);
        await client.query('COMMIT');
        this.known.delete(p.name);
        return failed ? 'failed' : 'full';
      }
      if (batch.events.length > 0) {
        try {
          await p.apply(batch.events, ctx);
        } catch {
          await client.query('ROLLBACK');
          this.oneByOne.add(p.name);
          this.known.delete(p.name);
          return 'full';
        }
      }
      const full = batch.events.length === batchSize;
      const safe = newSafeTx(row, batch, full);
      if (batch.events.length > 0 || safe > BigInt(row.safe_tx)) await saveCheckpoint(sql, p.name, batch.events, safe);
      await client.query('COMMIT');
      const last = batch.events[batch.events.length - 1];
      this.known.set(p.name, {
        generation: row.generation,
        lastTx: last ? last.transactionId : BigInt(row.last_tx),
        lastPosition: last ? last.globalPosition : BigInt(row.last_position),
        safeTx: safe,
      });
      if (batch.events.length) projectorEventsApplied.inc({ projector: p.name }, batch.events.length);
      this.batches++;
      if (full) return 'full';
      return safe < this.maxNotified ? 'behind' : 'idle';
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  private async applyOneByOne(p: Projector, batch: GlobalBatch, sql: Sql, row: Row): Promise<boolean> {
    const ctx = contextFor(sql, p, row.generation);
    const applied: RecordedEvent[] = [];
    for (const event of batch.events) {
      await sql.query('SAVEPOINT one');
      try {
        await p.apply([event], ctx);
        await sql.query('RELEASE SAVEPOINT one');
        applied.push(event);
      } catch (err) {
        await sql.query('ROLLBACK TO SAVEPOINT one');
        if (applied.length) await saveCheckpoint(sql, p.name, applied, BigInt(row.safe_tx));
        const message = err instanceof Error ? err.message : String(err);
        await sql.query(`UPDATE projections SET status = 'failed', error = $2, failed_event_id = $3, updated_at = now() WHERE name = $1`, [p.name, message, event.eventId]);
        projectorFailures.inc({ projector: p.name });
        this.opts.logger.error(
          { projector: p.name, eventId: event.eventId, eventType: event.type, streamId: event.streamId, err },
          `projector ${p.name} stopped: event ${event.eventId} could not be applied`,
        );
        return true;
      }
    }
    return false;
  }
}

/**
 * The greatest transaction id all of whose events this projector has applied. A read below the
 * snapshot's xmin that came back short saw everything of the transactions under that xmin.
 */
function newSafeTx(row: Row, batch: GlobalBatch, full: boolean): bigint {
  const previous = BigInt(row.safe_tx);
  const candidate = full ? batch.events[batch.events.length - 1].transactionId - 1n : batch.visibleBelow - 1n;
  return candidate > previous ? candidate : previous;
}

async function saveCheckpoint(sql: Sql, name: string, events: RecordedEvent[], safe: bigint): Promise<void> {
  const last = events[events.length - 1];
  await sql.query(
    `UPDATE projections SET
       last_tx = COALESCE($2::text::xid8, last_tx), last_position = COALESCE($3::bigint, last_position),
       safe_tx = GREATEST(safe_tx, $4::text::xid8), events_applied = events_applied + $5, updated_at = now()
     WHERE name = $1`,
    [name, last ? String(last.transactionId) : null, last ? String(last.globalPosition) : null, String(safe), events.length],
  );
}

/**
 * Makes sure the projector's tables exist. A projector seen for the first time gets generation 1;
 * one whose version changed is rebuilt from position 0 beside the old tables and swapped in.
 */
export async function ensureProjection(opts: Pick<RunnerOptions, 'pool' | 'store' | 'logger'>, p: Projector): Promise<void> {
  const needsRebuild = await withTransaction(opts.pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [BATCH_NAMESPACE, lockKeys(p.name).batch]);
    const { rows } = await client.query<{ version: number }>('SELECT version FROM projections WHERE name = $1', [p.name]);
    if (rows.length > 0) {
      if (rows[0].version !== p.version) return true;
      await client.query('UPDATE projections SET handles = $2 WHERE name = $1', [p.name, p.handles]);
      return false;
    }
    await createTables(client as unknown as Sql, p, 1);
    await pointViews(client as unknown as Sql, p, 1);
    await client.query('INSERT INTO projections (name, version, generation, handles) VALUES ($1, $2, 1, $3)', [p.name, p.version, p.handles]);
    return false;
  });
  if (needsRebuild) {
    opts.logger.info({ projector: p.name, version: p.version }, 'projector version changed: rebuilding its read models');
    await rebuild({ pool: opts.pool, store: opts.store, projector: p });
  }
}

/** Each projector's position and lag, for /readyz, /metrics and the replay command. */
export async function projectionStatuses(pool: pg.Pool, names?: readonly string[]): Promise<ProjectionStatus[]> {
  const { rows } = await pool.query<{
    name: string;
    version: number;
    generation: number;
    status: ProjectionStatus['status'];
    last_tx: string;
    last_position: string;
    safe_tx: string;
    events_applied: string;
    error: string | null;
    failed_event_id: string | null;
    lag_events: string;
    lag_seconds: number | null;
  }>(
    `SELECT p.name, p.version, p.generation, p.status, p.last_tx::text, p.last_position::text, p.safe_tx::text, p.events_applied::text,
            p.error, p.failed_event_id, lag.n::text AS lag_events, extract(epoch FROM now() - lag.oldest)::float8 AS lag_seconds
     FROM projections p
     LEFT JOIN LATERAL (
       SELECT count(*) AS n, min(created_at) AS oldest FROM (
         SELECT created_at FROM events e
         WHERE e.type = ANY(p.handles) AND (e.transaction_id, e.global_position) > (p.last_tx, p.last_position)
         LIMIT 100000
       ) pending
     ) lag ON true
     WHERE $1::text[] IS NULL OR p.name = ANY($1)
     ORDER BY p.name`,
    [names ?? null],
  );
  return rows.map((r) => {
    const s: ProjectionStatus = {
      name: r.name,
      version: r.version,
      generation: r.generation,
      status: r.status,
      lastTx: BigInt(r.last_tx),
      lastPosition: BigInt(r.last_position),
      safeTx: BigInt(r.safe_tx),
      eventsApplied: BigInt(r.events_applied),
      error: r.error,
      failedEventId: r.failed_event_id,
      lagEvents: Number(r.lag_events),
      lagSeconds: Math.max(0, r.lag_seconds ?? 0),
    };
    projectorLagEvents.set({ projector: s.name }, s.lagEvents);
    projectorLagSeconds.set({ projector: s.name }, s.lagSeconds);
    return s;
  });
}
