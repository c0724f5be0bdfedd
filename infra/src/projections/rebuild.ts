import type pg from 'pg';
import { withTransaction } from '../db/pool';
import type { Sql } from '../db/sql';
import { START, type EventStore, type GlobalCheckpoint } from '../event-store/types';
import { BATCH_NAMESPACE, contextFor, createTables, dropTables, lockKeys, pointViews } from './tables';
import { isReactor, wantsPersonalData, type Processor, type Projector } from './types';

export interface RebuildProgress {
  projector: string;
  applied: number;
  total: number;
  eventsPerSecond: number;
  etaSeconds: number | null;
}

export interface RebuildOptions {
  pool: pg.Pool;
  store: EventStore;
  projector: Projector;
  batchSize?: number;
  onProgress?: (p: RebuildProgress) => void;
  /** Clock for the progress figures; defaults to performance.now. */
  now?: () => number;
}

/** A reactor (mail) acts on new events only: replaying it would repeat its effects. */
export class NotReplayable extends Error {
  constructor(readonly projector: string) {
    super(`${projector} is a reactor: it acts on new events only and is never replayed`);
  }
}

/**
 * Rebuilds a projector's read models from position 0 into a fresh generation of tables while
 * the live ones keep serving, then, holding the projector's batch lock, applies what arrived
 * meanwhile, points the views at the new tables and drops the old ones, in one transaction.
 * Every batch commits on its own: a replay never holds one long transaction.
 */
export async function rebuild(opts: RebuildOptions): Promise<{ applied: number; generation: number }> {
  const { pool, store, projector: p } = opts;
  if (isReactor(p as Processor)) throw new NotReplayable(p.name);
  const batchSize = opts.batchSize ?? 5000;
  const now = opts.now ?? (() => performance.now());
  const { rows: cur } = await pool.query<{ version: number; generation: number }>('SELECT version, generation FROM projections WHERE name = $1', [p.name]);
  const generation = (cur[0]?.generation ?? 0) + 1;
  await createTables(pool as unknown as Sql, p, generation);
  const { rows: totals } = await pool.query<{ n: string }>('SELECT count(*)::text AS n FROM events WHERE type = ANY($1)', [p.handles]);
  const total = Number(totals[0].n);
  const started = now();
  let applied = 0;
  let checkpoint: GlobalCheckpoint = START;

  const report = () => {
    const seconds = (now() - started) / 1000;
    const rate = seconds > 0 ? applied / seconds : 0;
    opts.onProgress?.({ projector: p.name, applied, total, eventsPerSecond: rate, etaSeconds: rate > 0 ? Math.max(0, (total - applied) / rate) : null });
  };

  /** Applies batches from the checkpoint until the log is read to its end; each batch commits on
   * its own, or inside `within` when given. Answers the xmin the last read saw: inside `within`,
   * which has written, the store's reads stop below it, so the safe position stays conservative. */
  const catchUp = async (within?: Sql): Promise<bigint> => {
    for (;;) {
      const batch = await store.readAll({ after: checkpoint, limit: batchSize, types: p.handles, personalData: wantsPersonalData(p) });
      if (batch.events.length > 0) {
        if (within) await p.apply(batch.events, { ...contextFor(within, p, generation), store });
        else await withTransaction(pool, (client) => p.apply(batch.events, { ...contextFor(client as unknown as Sql, p, generation), store }));
        applied += batch.events.length;
        const last = batch.events[batch.events.length - 1];
        checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
        report();
      }
      if (batch.events.length < batchSize) return batch.visibleBelow;
    }
  };

  await catchUp();
  await withTransaction(pool, async (client) => {
    const sql = client as unknown as Sql;
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [BATCH_NAMESPACE, lockKeys(p.name).batch]);
    const visibleBelow = await catchUp(sql);
    await pointViews(sql, p, generation);
    const { rows: old } = await client.query<{ version: number; generation: number }>('SELECT version, generation FROM projections WHERE name = $1 FOR UPDATE', [p.name]);
    await client.query(
      `INSERT INTO projections (name, version, generation, last_tx, last_position, safe_tx, status, error, failed_event_id, events_applied, handles, updated_at)
       VALUES ($1, $2, $3, $4::text::xid8, $5, $6::text::xid8, 'running', NULL, NULL, $7, $8, now())
       ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, generation = EXCLUDED.generation, last_tx = EXCLUDED.last_tx,
         last_position = EXCLUDED.last_position, safe_tx = EXCLUDED.safe_tx, status = 'running', error = NULL, failed_event_id = NULL,
         events_applied = EXCLUDED.events_applied, handles = EXCLUDED.handles, updated_at = now()`,
      [p.name, p.version, generation, String(checkpoint.transactionId), String(checkpoint.globalPosition), String(visibleBelow - 1n), applied, p.handles],
    );
    if (old[0]) await dropTables(sql, p, old[0].version, old[0].generation);
  });
  report();
  return { applied, generation };
}
