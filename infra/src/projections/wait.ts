import pg from 'pg';

/** The runner notifies this channel in each transaction that moves a checkpoint (runner.ts). */
export const PROGRESS_CHANNEL = 'decorlook_progress';

/** How many reads one process lets wait at a time, by default; those beyond it answer stale at once. */
export const MAX_WAITING = 100;

/** The first pause before looking again while only an unfinished older transaction holds a position back; it doubles. */
const UNFINISHED_FIRST_PAUSE_MS = 5;
const UNFINISHED_LONGEST_PAUSE_MS = 200;
/** How long the LISTEN connection stays open after the last wait ended. */
const LINGER_MS = 30_000;

export interface WaitOptions {
  /** Only these projectors (default: all). */
  names?: readonly string[];
  /** At most this many waits at once in this process (default: no bound); one beyond it answers false at once. */
  maxWaiting?: number;
}

interface Waiter {
  position: bigint;
  names: ReadonlySet<string> | null;
  done: (caughtUp: boolean) => void;
}

interface ProjectionRow {
  xmin: string;
  xmax: string;
  name: string | null;
  status: string | null;
  safe_tx: string | null;
  pending_tx: string | null;
}

/**
 * The waits of one process on one database: one LISTEN connection hears every checkpoint the
 * projectors commit (in any thread or process), and each notification leads to one query that
 * answers every waiting read at once. A read that waits costs no query of its own.
 */
class ProgressWatcher {
  private readonly waiters = new Set<Waiter>();
  private listener: pg.Client | null = null;
  private connecting = false;
  private checking = false;
  /** Something changed (or a wait arrived) since the running check began: check again after it. */
  private dirty = false;
  private unfinishedPause = 0;
  private unfinishedTimer: NodeJS.Timeout | null = null;
  private lingerTimer: NodeJS.Timeout | null = null;
  /** The highest position a look found every projector had reached. */
  private reached = -1n;

  constructor(private readonly pool: pg.Pool) {}

  get waiting(): number {
    return this.waiters.size;
  }

  wait(position: bigint, timeoutMs: number, opts: WaitOptions): Promise<boolean> {
    // The bound is for reads that may wait: one for a position already seen reached is answered
    // by the next look (it still looks: a projector added since has not reached it).
    if (opts.maxWaiting !== undefined && this.waiters.size >= opts.maxWaiting && position > this.reached) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        names: opts.names ? new Set(opts.names) : null,
        done: (caughtUp) => {
          if (!this.waiters.delete(waiter)) return;
          clearTimeout(timer);
          if (this.waiters.size === 0) this.idle();
          resolve(caughtUp);
        },
      };
      const timer = setTimeout(() => waiter.done(false), timeoutMs);
      this.waiters.add(waiter);
      if (this.lingerTimer) clearTimeout(this.lingerTimer);
      this.lingerTimer = null;
      this.listen();
      this.check();
    });
  }

  /** Opens the LISTEN connection if it is not open; once listening, checks, so no commit made meanwhile is missed. */
  private listen(): void {
    if (this.listener || this.connecting || this.pool.ending) return;
    this.connecting = true;
    const client = new pg.Client({ ...this.pool.options, application_name: 'decorlook-progress' });
    const lost = () => {
      this.connecting = false;
      if (this.listener === client) this.listener = null;
      client.end().catch(() => undefined);
      // Waits still running go on without it (to their time limit); the next wait reconnects.
    };
    // A connection ended by the server (a restart, the database stopping) must not crash the process.
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.check());
    client
      .connect()
      .then(() => client.query(`LISTEN ${PROGRESS_CHANNEL}`))
      .then(() => {
        this.connecting = false;
        if (this.pool.ending) return void client.end().catch(() => undefined);
        this.listener = client;
        // An idle listener must not keep the process alive.
        (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
        if (this.waiters.size === 0) this.idle();
        else this.check();
      })
      .catch(lost);
  }

  /** No wait left: the LISTEN connection closes after a while without one. */
  private idle(): void {
    if (this.unfinishedTimer) clearTimeout(this.unfinishedTimer);
    this.unfinishedTimer = null;
    this.unfinishedPause = 0;
    if (this.lingerTimer || !this.listener) return;
    this.lingerTimer = setTimeout(() => {
      this.lingerTimer = null;
      if (this.waiters.size > 0) return;
      const client = this.listener;
      this.listener = null;
      client?.end().catch(() => undefined);
    }, LINGER_MS);
    this.lingerTimer.unref();
  }

  /** One query for every wait; at most one runs at a time, and one more follows if anything changed meanwhile. */
  private check(): void {
    if (this.waiters.size === 0) return;
    if (this.checking) {
      this.dirty = true;
      return;
    }
    this.checking = true;
    this.dirty = false;
    const batch = [...this.waiters];
    const highest = batch.reduce((m, w) => (w.position > m ? w.position : m), 0n);
    this.query(highest).then(
      (rows) => {
        this.checking = false;
        let unfinishedOnly = false;
        for (const w of batch) {
          const verdict = judge(w, rows);
          if (verdict === 'unfinished') unfinishedOnly = true;
          else if (verdict !== 'waiting') w.done(verdict === 'caught-up');
          if (verdict === 'caught-up' && w.names === null && w.position > this.reached) this.reached = w.position;
        }
        if (this.dirty || [...this.waiters].some((w) => !batch.includes(w))) return this.check();
        this.pauseWhileUnfinished(unfinishedOnly);
      },
      () => {
        // The database cannot answer now: the waits run to their time limit, unless something wakes them.
        this.checking = false;
        if (this.dirty) this.check();
      },
    );
  }

  /**
   * A position held back only by an older transaction still running (no projector has anything
   * left to apply) moves when that transaction ends, which no projector announces: only then is
   * it looked at again, for the whole process, with a growing pause.
   */
  private pauseWhileUnfinished(unfinished: boolean): void {
    if (!unfinished) {
      this.unfinishedPause = 0;
      return;
    }
    if (this.unfinishedTimer) return;
    this.unfinishedPause = Math.min(this.unfinishedPause ? this.unfinishedPause * 2 : UNFINISHED_FIRST_PAUSE_MS, UNFINISHED_LONGEST_PAUSE_MS);
    this.unfinishedTimer = setTimeout(() => {
      this.unfinishedTimer = null;
      this.check();
    }, this.unfinishedPause);
    this.unfinishedTimer.unref();
  }

  /**
   * The snapshot's bounds and, for every projector not yet safely past `highest`, its status,
   * safe position and the first transaction (up to `highest`) holding an event of its types it
   * has not applied.
   */
  private async query(highest: bigint): Promise<ProjectionRow[]> {
    const { rows } = await this.pool.query<ProjectionRow>(
      `SELECT pg_snapshot_xmin(snap.s)::text AS xmin, pg_snapshot_xmax(snap.s)::text AS xmax, p.name, p.status, p.safe_tx::text AS safe_tx,
              (SELECT e.transaction_id FROM events e
               WHERE e.type = ANY(p.handles) AND (e.transaction_id, e.global_position) > (p.last_tx, p.last_position)
                 AND e.transaction_id <= $1::text::xid8
               ORDER BY e.transaction_id LIMIT 1)::text AS pending_tx
       FROM (SELECT pg_current_snapshot() AS s) snap
       LEFT JOIN projections p ON p.safe_tx < $1::text::xid8`,
      [String(highest)],
    );
    return rows;
  }
}

type Verdict = 'caught-up' | 'stale' | 'waiting' | 'unfinished';

/**
 * Whether every projector (of those the wait names) has applied every event of the transactions
 * up to the wait's position: its safe position has passed it, or every transaction up to it has
 * finished and none holds an event of its types it has not applied. A position the store has
 * not reached (no transaction has that id yet) and a stopped projector that is behind are stale
 * at once: waiting would not change them.
 */
function judge(w: Waiter, rows: ProjectionRow[]): Verdict {
  const xmin = BigInt(rows[0].xmin);
  if (w.position >= BigInt(rows[0].xmax)) return 'stale';
  let pendingEvents = false;
  let unfinished = false;
  for (const r of rows) {
    if (r.name === null || (w.names && !w.names.has(r.name)) || BigInt(r.safe_tx!) >= w.position) continue;
    const pending = r.pending_tx !== null && BigInt(r.pending_tx) <= w.position;
    if (pending && r.status === 'failed') return 'stale';
    if (pending) pendingEvents = true;
    else if (w.position >= xmin) unfinished = true;
  }
  if (pendingEvents) return 'waiting';
  return unfinished ? 'unfinished' : 'caught-up';
}

const watchers = new WeakMap<pg.Pool, ProgressWatcher>();

function watcherOf(pool: pg.Pool): ProgressWatcher {
  let w = watchers.get(pool);
  if (!w) watchers.set(pool, (w = new ProgressWatcher(pool)));
  return w;
}

/** How many waits are under way in this process on this pool's database. */
export function waitingCount(pool: pg.Pool): number {
  return watchers.get(pool)?.waiting ?? 0;
}

/**
 * Waits until every projector has applied all events of transactions up to `position` (an
 * X-Event-Position). Answers false when `timeoutMs` runs out first; at once when the position is
 * beyond the store's head (no transaction has that id yet), when a projector that is behind has
 * stopped on a poison event (it will not catch up, so a read must say it is stale rather than
 * serve what it has as current), and when `maxWaiting` waits are already under way.
 *
 * The wait never polls: it is woken by the projectors' own progress (a NOTIFY with each
 * checkpoint they commit), heard on one connection per process that serves every wait.
 */
export function waitForPosition(pool: pg.Pool, position: bigint, timeoutMs = 2000, optsOrNames?: readonly string[] | WaitOptions): Promise<boolean> {
  const opts: WaitOptions = Array.isArray(optsOrNames) ? { names: optsOrNames } : ((optsOrNames as WaitOptions | undefined) ?? {});
  return watcherOf(pool).wait(position, timeoutMs, opts);
}
