import type pg from 'pg';
import { newClient, withTransaction } from '../db/pool';
import type { Sql } from '../db/sql';
import { START, type EventStore, type GlobalBatch, type RecordedEvent } from '../event-store/types';
import type { Logger } from '../observability/logger';
import { projectorEventsApplied, projectorFailures, projectorLagEvents, projectorLagSeconds } from '../observability/metrics';
import { BATCH_NAMESPACE, LEADER_NAMESPACE, contextFor, createTables, lockKeys, pointViews } from './tables';
import { rebuild } from './rebuild';
import { backoffDelay, isDatabaseGoingAway, isTransientError } from './transient';
import { PROGRESS_CHANNEL } from './wait';
import { isReactor, wantsPersonalData, type ProjectionStatus, type Processor } from './types';

interface Row {
  version: number;
  generation: number;
  last_tx: string;
  last_position: string;
  safe_tx: string;
  status: 'running' | 'failed';
}

export interface RetryPolicy {
  /** First delay after a transient failure; it doubles with each consecutive one. */
  baseMs: number;
  /** The longest delay. */
  maxMs: number;
  /** How many times in a row an event must fail when applied alone before it stops its projector. */
  poisonAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 100, maxMs: 30_000, poisonAttempts: 3 };

export interface RunnerOptions {
  /** The runner's own pool, so request load never starves the projectors of connections. */
  pool: pg.Pool;
  connectionString: string;
  store: EventStore;
  projectors: readonly Processor[];
  logger: Logger;
  batchSize?: number;
  /**
   * Fallback polling when no notification arrives (default 5 s). Appends of this process wake
   * the projectors directly and other processes' by NOTIFY, and a LISTEN connection that comes
   * back wakes them all, so this is only a safety net: each poll is a read per projector.
   */
  idlePollMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Told of each batch once committed, with its events (the projector thread's priority follows their age). */
  onApplied?: (projector: string, events: readonly RecordedEvent[]) => void;
}

/** The greatest global position: a checkpoint at (tx, this) has passed every event of that transaction. */
const LAST_IN_TRANSACTION = 9_223_372_036_854_775_807n;
/** The first pause while an old transaction holds the snapshot back; it doubles up to STEADY_PAUSE_MS. */
const BEHIND_FIRST_PAUSE_MS = 5;
/** The longest pause while behind, and a standby's pause before it tries to take over again (at most the idle poll). */
const STEADY_PAUSE_MS = 1000;

type Outcome = 'full' | 'idle' | 'behind' | 'failed' | 'retry';

/**
 * Runs every projector and reactor: reads from its checkpoint in batches and applies each batch
 * and the new checkpoint in one transaction. An advisory lock keeps one active runner per
 * projector (others stand by). A transient failure (connection lost, serialization failure,
 * deadlock, shutdown, too many connections) is retried with capped, jittered exponential
 * backoff; only a poison event (one that fails on its own, again and again) stops its projector,
 * logged with the event id, counted, and shown in /readyz.
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
  /**
   * Projectors whose last batch failed with an error that was not transient: their next batches
   * are applied event by event to find the one that fails, and how often it failed alone.
   */
  private suspects = new Map<string, { eventId: string | null; failures: number }>();
  private leaders = new Map<string, pg.Client>();
  private readonly retry: RetryPolicy;
  /** Completed batches, for tests that stop the runner between batches. */
  batches = 0;

  constructor(private readonly opts: RunnerOptions) {
    this.retry = { ...DEFAULT_RETRY, ...opts.retry };
  }

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
    for (const set of this.sleepers.values()) for (const w of [...set]) w();
    await Promise.all(this.loops);
    await this.unsubscribe?.();
    for (const c of this.leaders.values()) await c.end().catch(() => undefined);
    this.leaders.clear();
    this.known.clear();
    this.suspects.clear();
  }

  /** Per projector: pauses that only stop() cuts short (backoff), not an append's notification. */
  private sleepers = new Map<string, Set<() => void>>();

  /** Waits `ms`, or less when `wakeOnAppend` and an append of the projector's types arrives. */
  private wait(name: string, ms: number, wakeOnAppend = true): Promise<void> {
    const registry = wakeOnAppend ? this.wakers : this.sleepers;
    return new Promise((resolve) => {
      let set = registry.get(name);
      if (!set) registry.set(name, (set = new Set()));
      const waiting = set;
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiting.add(wake);
      if (this.stopped) wake();
    });
  }

  private async lead(p: Processor): Promise<boolean> {
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

  private async loop(p: Processor): Promise<void> {
    const idle = this.opts.idlePollMs ?? 5000;
    const steady = Math.min(idle, STEADY_PAUSE_MS);
    let failures = 0;
    // Consecutive turns behind a notified position with the snapshot not moving.
    let behind = 0;
    let behindAt: bigint | undefined;
    while (!this.stopped) {
      try {
        if (!(await this.lead(p))) {
          await this.wait(p.name, steady);
          continue;
        }
        const outcome = await this.processBatch(p);
        if (outcome === 'retry') {
          failures++;
          await this.wait(p.name, backoffDelay(failures, this.retry.baseMs, this.retry.maxMs), false);
          continue;
        }
        failures = 0;
        if (outcome === 'behind') {
          // An old transaction holds the snapshot back: events were notified but cannot be read
          // yet. Back off while the snapshot does not move, rather than polling every few ms.
          const safe = this.known.get(p.name)?.safeTx;
          behind = safe !== undefined && safe === behindAt ? behind + 1 : 1;
          behindAt = safe;
          await this.wait(p.name, Math.min(steady, BEHIND_FIRST_PAUSE_MS * 2 ** (behind - 1)), false);
          continue;
        }
        behind = 0;
        if (outcome === 'full') continue;
        // A stopped projector has nothing to do until a replay or a new version restarts it.
        if (outcome === 'failed') await this.wait(p.name, Math.max(idle, 2000), false);
        else await this.wait(p.name, idle);
      } catch (err) {
        failures++;
        const delayMs = backoffDelay(failures, this.retry.baseMs, this.retry.maxMs);
        if (isDatabaseGoingAway(err)) {
          // Shutting down or restarting: said once per pause, without a stack, and not at all once this runner stops too.
          if (!this.stopped) this.opts.logger.info({ projector: p.name, attempt: failures, delayMs }, `projector ${p.name}: the database is stopping or starting; trying again`);
        } else {
          const transient = isTransientError(err);
          this.opts.logger[transient ? 'warn' : 'error']({ err, projector: p.name, attempt: failures, delayMs }, `projector ${p.name}: batch failed to run; retrying`);
        }
        this.known.delete(p.name);
        await this.wait(p.name, delayMs, false);
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
  private noticeSending = false;
  private noticeAgain = false;

  /** Tells waiting reads, in every process, that checkpoints moved (coalesced: see PROGRESS_NOTICE). */
  private announceProgress(): void {
    if (this.noticeSending) {
      this.noticeAgain = true;
      return;
    }
    this.noticeSending = true;
    this.noticeAgain = false;
    const done = () => {
      const timer = setTimeout(() => {
        this.noticeSending = false;
        if (this.noticeAgain && !this.stopped) this.announceProgress();
      }, PROGRESS_NOTICE_GAP_MS);
      timer.unref();
    };
    this.opts.pool.query(PROGRESS_NOTICE).then(done, (err: unknown) => {
      // A lost notice costs a waiting read its wake-up, not its answer: it ends at its time limit.
      if (!this.stopped) this.opts.logger.warn({ err }, 'projections: the progress notice could not be sent');
      done();
    });
  }

  private async advanceIdle(p: Processor, batchSize: number): Promise<'idle' | 'behind' | GlobalBatch | null> {
    const k = this.known.get(p.name);
    if (!k) return null;
    const batch = await this.opts.store.readAll({ after: { transactionId: k.lastTx, globalPosition: k.lastPosition }, limit: batchSize, types: p.handles, personalData: wantsPersonalData(p) });
    // Events to apply: the locked path uses this read if the checkpoint is still the one it was made from.
    if (batch.events.length > 0) return batch;
    const safe = batch.visibleBelow - 1n;
    if (safe > k.safeTx) k.safeTx = safe;
    return k.safeTx < this.maxNotified ? 'behind' : 'idle';
  }

  private applyTo(p: Processor, events: RecordedEvent[], sql: Sql, generation: number): Promise<void> {
    return isReactor(p) ? p.apply(events, { sql, store: this.opts.store }) : p.apply(events, { ...contextFor(sql, p, generation), store: this.opts.store });
  }

  /** One batch in one transaction. */
  async processBatch(p: Processor): Promise<Outcome> {
    const batchSize = this.opts.batchSize ?? 500;
    const idle = await this.advanceIdle(p, batchSize);
    if (idle === 'idle' || idle === 'behind') return idle;
    const known = this.known.get(p.name);
    const client = await this.opts.pool.connect();
    const sql = client as unknown as Sql;
    try {
      // One round trip: both numbers come from the code, not from input. A projector's batch
      // commits without waiting for its WAL flush: it can be rebuilt from the events, and a crash
      // loses its last batches together with their checkpoint, so they are simply applied again.
      // Its commit is visible at once and no longer queues behind the appends' flushes. A
      // reactor acts on the world (mail, appends), so its checkpoint is flushed before it moves on.
      // The checkpoint row is read in the same round trip (the name is the projector's own, quoted).
      const asyncCommit = isReactor(p) ? '' : ' SET LOCAL synchronous_commit = off;';
      const opened = (await client.query(
        `BEGIN;${asyncCommit} SELECT pg_advisory_xact_lock(${BATCH_NAMESPACE}, ${lockKeys(p.name).batch}); ` +
          `SELECT version, generation, last_tx::text, last_position::text, safe_tx::text, status FROM projections WHERE name = ${client.escapeLiteral(p.name)}`,
      )) as unknown as pg.QueryResult<Row>[];
      const row = opened[opened.length - 1].rows[0];
      if (!row || row.status !== 'running' || row.version !== p.version) {
        await client.query('COMMIT');
        this.known.delete(p.name);
        return 'failed';
      }
      const unchanged = idle && known && known.generation === row.generation && known.lastTx === BigInt(row.last_tx) && known.lastPosition === BigInt(row.last_position);
      const batch = unchanged
        ? idle
        : await this.opts.store.readAll({ after: { transactionId: BigInt(row.last_tx), globalPosition: BigInt(row.last_position) }, limit: batchSize, types: p.handles, personalData: wantsPersonalData(p) });
      if (batch.events.length > 0 && this.suspects.has(p.name)) {
        const outcome = await this.applyOneByOne(p, batch, sql, row);
        await client.query('COMMIT');
        this.announceProgress();
        this.known.delete(p.name);
        return outcome;
      }
      if (batch.events.length > 0) {
        try {
          await this.applyTo(p, batch.events, sql, row.generation);
        } catch (err) {
          await client.query('ROLLBACK');
          this.known.delete(p.name);
          if (isTransientError(err)) {
            this.opts.logger.warn({ err, projector: p.name }, `projector ${p.name}: transient failure; retrying the batch`);
            return 'retry';
          }
          // Find the event that fails: the next tries apply the batch one event at a time.
          this.suspects.set(p.name, { eventId: null, failures: 0 });
          this.opts.logger.warn({ err, projector: p.name }, `projector ${p.name}: a batch failed; applying it event by event`);
          return 'full';
        }
      }
      const full = batch.events.length === batchSize;
      const safe = newSafeTx(row, batch, full);
      // The checkpoint and the commit in one round trip; reads waiting for it are told after.
      if (batch.events.length > 0 || safe > BigInt(row.safe_tx)) {
        await client.query(`${checkpointSql(client, p.name, batch.events, safe)}; COMMIT`);
        this.announceProgress();
      } else await client.query('COMMIT');
      const last = batch.events[batch.events.length - 1];
      this.known.set(p.name, {
        generation: row.generation,
        lastTx: last ? last.transactionId : BigInt(row.last_tx),
        lastPosition: last ? last.globalPosition : BigInt(row.last_position),
        safeTx: safe,
      });
      if (batch.events.length) {
        projectorEventsApplied.inc({ projector: p.name }, batch.events.length);
        this.opts.onApplied?.(p.name, batch.events);
      }
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

  /**
   * Applies the batch one event at a time, each under a savepoint, keeping those that apply. An
   * event that fails alone with an error that is not transient fails again on the next tries
   * (with backoff); after `poisonAttempts` failures in a row it is poison and stops the projector.
   */
  private async applyOneByOne(p: Processor, batch: GlobalBatch, sql: Sql, row: Row): Promise<Outcome> {
    const applied: RecordedEvent[] = [];
    const keep = async () => {
      if (applied.length) {
        await saveCheckpoint(sql, p.name, applied, BigInt(row.safe_tx));
        projectorEventsApplied.inc({ projector: p.name }, applied.length);
      }
    };
    for (const event of batch.events) {
      await sql.query('SAVEPOINT one');
      try {
        await this.applyTo(p, [event], sql, row.generation);
        await sql.query('RELEASE SAVEPOINT one');
        applied.push(event);
      } catch (err) {
        await sql.query('ROLLBACK TO SAVEPOINT one');
        await keep();
        if (isTransientError(err)) {
          this.opts.logger.warn({ err, projector: p.name, eventId: event.eventId }, `projector ${p.name}: transient failure; retrying`);
          return 'retry';
        }
        const suspect = this.suspects.get(p.name) ?? { eventId: null, failures: 0 };
        const failures = suspect.eventId === event.eventId ? suspect.failures + 1 : 1;
        if (failures < this.retry.poisonAttempts) {
          this.suspects.set(p.name, { eventId: event.eventId, failures });
          this.opts.logger.warn(
            { err, projector: p.name, eventId: event.eventId, attempt: failures },
            `projector ${p.name}: event ${event.eventId} failed on its own (${failures} of ${this.retry.poisonAttempts}); retrying`,
          );
          return 'retry';
        }
        this.suspects.delete(p.name);
        const message = err instanceof Error ? err.message : String(err);
        await sql.query(`UPDATE projections SET status = 'failed', error = $2, failed_event_id = $3, updated_at = now() WHERE name = $1`, [p.name, message, event.eventId]);
        projectorFailures.inc({ projector: p.name });
        this.opts.logger.error(
          { projector: p.name, eventId: event.eventId, eventType: event.type, streamId: event.streamId, err },
          `projector ${p.name} stopped: event ${event.eventId} could not be applied`,
        );
        return 'failed';
      }
    }
    // Every event applied on its own: the batch's failure did not come back.
    this.suspects.delete(p.name);
    await keep();
    return 'full';
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

/**
 * The checkpoint's UPDATE as text, to send with the COMMIT: every value is a number or the
 * projector's own name, quoted by the client.
 */
function checkpointSql(client: pg.PoolClient, name: string, events: RecordedEvent[], safe: bigint): string {
  const last = events[events.length - 1];
  const xid = (v: bigint) => `'${v}'::xid8`;
  return `UPDATE projections SET
       last_tx = ${last ? xid(last.transactionId) : 'last_tx'}, last_position = ${last ? String(last.globalPosition) : 'last_position'},
       safe_tx = GREATEST(safe_tx, ${xid(safe)}), events_applied = events_applied + ${events.length}, updated_at = now()
     WHERE name = ${client.escapeLiteral(name)}`;
}

/**
 * The notice to reads waiting for a position (projections/wait.ts) that projectors moved: one
 * notification, never sent before the checkpoints it announces are committed, and its commit does
 * not wait for a WAL flush. Every LISTEN connection of the database is woken by each notification
 * (the projectors' own included), so commits that come close together share one: while a notice
 * is on its way, the next waits for it and for PROGRESS_NOTICE_GAP_MS.
 */
const PROGRESS_NOTICE = `BEGIN; SET LOCAL synchronous_commit = off; SELECT pg_notify('${PROGRESS_CHANNEL}', ''); COMMIT`;
export const PROGRESS_NOTICE_GAP_MS = 2;

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

/** A projector whose handled event types changed while its version stayed the same. */
export class HandledTypesChanged extends Error {
  constructor(
    readonly projector: string,
    readonly version: number,
    readonly added: readonly string[],
    readonly removed: readonly string[],
  ) {
    const what = [added.length ? `now handles ${added.join(', ')}` : '', removed.length ? `no longer handles ${removed.join(', ')}` : ''].filter(Boolean).join(' and ');
    super(
      `projector ${projector} ${what}, but its version is still ${version}: its read models were built without those events. ` +
        `Raise its version (${version + 1}) so it is rebuilt from the history.`,
    );
  }
}

/**
 * Makes sure the processor has its checkpoint row (and a projector its tables).
 * - A projector seen for the first time gets generation 1 and starts from position 0; one whose
 *   version changed is rebuilt from position 0 beside the old tables and swapped in.
 * - A reactor seen for the first time starts at the current position (it never acts on
 *   history); one whose version changed keeps its checkpoint, and a stop is lifted.
 * - Handled event types that changed without a version bump are refused (HandledTypesChanged):
 *   the read models would silently lack the history of the new types.
 */
export async function ensureProjection(opts: Pick<RunnerOptions, 'pool' | 'store' | 'logger'>, p: Processor): Promise<void> {
  const needsRebuild = await withTransaction(opts.pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [BATCH_NAMESPACE, lockKeys(p.name).batch]);
    const { rows } = await client.query<{ version: number; handles: string[]; status: string; error: string | null; failed_event_id: string | null }>(
      'SELECT version, handles, status, error, failed_event_id FROM projections WHERE name = $1',
      [p.name],
    );
    const stored = rows[0];
    if (stored) {
      if (stored.version === p.version && stored.status === 'failed') {
        // A start gives a stopped projector another try from its checkpoint: what stopped it may
        // be healed by now (a fixed projector, history cleaned on read). If the event still
        // fails, it stops again at the same event after the same tries.
        await client.query(`UPDATE projections SET status = 'running', error = NULL, failed_event_id = NULL, updated_at = now() WHERE name = $1`, [p.name]);
        opts.logger.warn({ projector: p.name, eventId: stored.failed_event_id, error: stored.error }, `projector ${p.name} had stopped at event ${stored.failed_event_id}: resuming it from its checkpoint`);
      }
      if (stored.version === p.version) {
        // Rows from before the types were recorded have none: record them.
        if (stored.handles.length === 0) {
          await client.query('UPDATE projections SET handles = $2 WHERE name = $1', [p.name, p.handles]);
          return false;
        }
        const added = p.handles.filter((t) => !stored.handles.includes(t));
        const removed = stored.handles.filter((t) => !p.handles.includes(t));
        if (added.length || removed.length) throw new HandledTypesChanged(p.name, p.version, added, removed);
        return false;
      }
      if (!isReactor(p)) return true;
      await client.query(
        `UPDATE projections SET version = $2, handles = $3, status = 'running', error = NULL, failed_event_id = NULL, updated_at = now() WHERE name = $1`,
        [p.name, p.version, p.handles],
      );
      opts.logger.info({ projector: p.name, version: p.version }, 'reactor version changed: it goes on from its checkpoint');
      return false;
    }
    if (isReactor(p)) {
      // Everything of the transactions already finished is history; later ones are its to act on.
      const { visibleBelow } = await opts.store.readAll({ after: START, limit: 1, types: p.handles });
      const at = String(visibleBelow > 0n ? visibleBelow - 1n : 0n);
      await client.query(
        `INSERT INTO projections (name, version, generation, last_tx, last_position, safe_tx, handles) VALUES ($1, $2, 0, $3::text::xid8, $4, $3::text::xid8, $5)`,
        [p.name, p.version, at, String(LAST_IN_TRANSACTION), p.handles],
      );
      return false;
    }
    await createTables(client as unknown as Sql, p, 1);
    await pointViews(client as unknown as Sql, p, 1);
    await client.query('INSERT INTO projections (name, version, generation, handles) VALUES ($1, $2, 1, $3)', [p.name, p.version, p.handles]);
    return false;
  });
  if (needsRebuild && !isReactor(p)) {
    opts.logger.info({ projector: p.name, version: p.version }, 'projector version changed: rebuilding its read models');
    await rebuild({ pool: opts.pool, store: opts.store, projector: p });
  }
}

/**
 * Resumes a stopped projector from its checkpoint: the event that stopped it is tried again (a
 * running runner picks it up at its next look, within its idle poll). Answers what it found.
 */
export async function resumeProjector(pool: pg.Pool, name: string): Promise<'resumed' | 'running' | 'unknown'> {
  const { rows } = await pool.query<{ was: 'running' | 'failed' }>(
    `UPDATE projections p SET status = 'running', error = NULL, failed_event_id = NULL, updated_at = now()
     FROM (SELECT name, status AS was FROM projections WHERE name = $1 FOR UPDATE) old
     WHERE p.name = old.name
     RETURNING old.was`,
    [name],
  );
  if (rows.length === 0) return 'unknown';
  return rows[0].was === 'failed' ? 'resumed' : 'running';
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
    failed_position: string | null;
    failed_tx: string | null;
    failed_stream: string | null;
    failed_type: string | null;
    lag_events: string;
    lag_seconds: number | null;
  }>(
    `SELECT p.name, p.version, p.generation, p.status, p.last_tx::text, p.last_position::text, p.safe_tx::text, p.events_applied::text,
            p.error, p.failed_event_id, fe.global_position::text AS failed_position, fe.transaction_id::text AS failed_tx,
            fe.stream_id AS failed_stream, fe.type AS failed_type,
            lag.n::text AS lag_events, extract(epoch FROM now() - lag.oldest)::float8 AS lag_seconds
     FROM projections p
     LEFT JOIN events fe ON fe.event_id = p.failed_event_id
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
      failedEvent:
        r.failed_event_id && r.failed_position !== null
          ? { eventId: r.failed_event_id, globalPosition: BigInt(r.failed_position), transactionId: BigInt(r.failed_tx as string), streamId: r.failed_stream as string, type: r.failed_type as string }
          : null,
      lagEvents: Number(r.lag_events),
      lagSeconds: Math.max(0, r.lag_seconds ?? 0),
    };
    projectorLagEvents.set({ projector: s.name }, s.lagEvents);
    projectorLagSeconds.set({ projector: s.name }, s.lagSeconds);
    return s;
  });
}
