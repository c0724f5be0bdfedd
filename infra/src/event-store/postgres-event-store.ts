import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventRegistry } from '@decorlook/domain';
import { newClient } from '../db/pool';
import type { Sql } from '../db/sql';
import { DataKeyCache, decryptPersonalFields, encryptPersonalFields, keysFor, newDataKey, withoutPersonalFields, type DataKey } from './personal-data';
import { dataOnRead } from './on-read';
import { NUL_REFUSED, prepareUnit, type PreparedUnit } from './prepare';
import {
  EventRejected,
  SubjectErased,
  WrongExpectedVersion,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type GlobalBatch,
  type ReadAllOptions,
  type RecordedEvent,
  type StreamAppend,
} from './types';

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
  created_at: Date;
  /** The key of the event's subject, read with the event: null when erased or when it has none. */
  key: Buffer | null;
}

// Every read takes each event's data key in the same statement, so a read never needs a second
// round trip and never sees a key that was shredded before it.
const COLUMNS = `ev.global_position::text, ev.transaction_id::text, ev.stream_id, ev.stream_position::text, ev.event_id, ev.type, ev.data, ev.metadata, ev.created_at, k.key`;
const WITH_KEYS = `events ev LEFT JOIN personal_data_keys k ON k.subject = ev.metadata->>'subject'`;
/** The same rows without the key look-up, for readers that leave personal fields out. */
const COLUMNS_NO_KEYS = COLUMNS.replace('k.key', 'NULL::bytea AS key');
const WITHOUT_KEYS = `events ev`;
const COLUMNS_OF_MERGED = `global_position, transaction_id, stream_id, stream_position, event_id, type, data, metadata, created_at, key`;
export const NOTIFY_CHANNEL = 'decorlook_events';
/** Appends within this window share one NOTIFY to other processes (this one is told at once). */
const NOTIFY_WINDOW_MS = 20;
/**
 * A batch holds at most this many units: each is a subtransaction, and Postgres keeps up to 64
 * of a transaction's subtransaction ids in shared memory (more would slow every snapshot taken
 * while the batch runs).
 */
const MAX_UNITS = 60;
const MAX_BATCH_EVENTS = 2_000;

/** Told of a committed append: its position and, from this process, the event types written. */
export type AppendListener = (position?: bigint, types?: readonly string[]) => void;

export interface GroupCommitOptions {
  /**
   * Flushes running at once before new appends wait for one to return (default 2: while one
   * batch's commit waits for its WAL flush, the next is already written, and the request thread
   * is not left idle waiting for the database).
   */
  inFlight?: number;
  /** The longest an append waits for a running flush before its own starts anyway (default 2 ms). */
  maxWaitMs?: number;
  /** Flushes running at once, counting those started because appends waited too long (default 4). */
  maxInFlight?: number;
}

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  connectionString: string;
  registry: EventRegistry;
  /** The NOTIFY sender id to share with a store in another thread that is told of appends directly. */
  instance?: string;
  onAppend?: (count: number) => void;
  /**
   * Concurrent appends share one statement and one commit (default on). `false` writes each
   * append in its own transaction, for comparison.
   */
  groupCommit?: boolean | GroupCommitOptions;
}

/** What the batch function answers for one unit (migration 21). */
type UnitAnswer =
  | { v: (string | null)[] }
  | { dup: string; v: (string | null)[] }
  | { conflict: number; actual: string | null }
  | { keys: Record<string, string> }
  | { taken: true }
  | { error: string; message: string };

interface Outcome {
  answer: UnitAnswer;
  position: bigint | null;
}

interface Pending {
  payload: string;
  events: number;
  types: readonly string[];
  resolve(o: Outcome): void;
  reject(err: unknown): void;
}

const NO_SUBJECTS: string[] = [];
const APPEND_UNITS = { name: 'decorlook_append_units', text: 'SELECT append_units($1::jsonb) AS r' };
const UNIQUE_VIOLATION = '23505';
const UNTRANSLATABLE_CHARACTER = '22P05';
// A unit whose last stream is an expectation alone on a stream that does not exist yet answers no
// list at all (append_units concatenates SQL NULL): that stream has no version, as -1 says.
const lastVersion = (v: (string | null)[] | null) => BigInt(v?.findLast((x) => x !== null) ?? '-1');

/** The event store on Postgres (architecture.md section 4). */
export class PostgresEventStore implements EventStore {
  private readonly keys = new DataKeyCache();
  private readonly grouping: Required<GroupCommitOptions> | null;
  private queue: Pending[] = [];
  private flushing = 0;
  private scheduled = false;
  private overdue: NodeJS.Timeout | null = null;

  constructor(private readonly opts: PostgresEventStoreOptions) {
    this.instance = opts.instance ?? randomUUID();
    const g = opts.groupCommit ?? true;
    this.grouping = g === false ? null : { inFlight: 2, maxWaitMs: 2, maxInFlight: 4, ...(g === true ? {} : g) };
  }

  async readStream(streamId: string): Promise<{ events: RecordedEvent[]; version: bigint | null }> {
    const { rows } = await this.opts.pool.query<EventRow>(`SELECT ${COLUMNS} FROM ${WITH_KEYS} WHERE ev.stream_id = $1 ORDER BY ev.stream_position`, [streamId]);
    const events = this.toRecorded(rows);
    return { events, version: events.length ? events[events.length - 1].streamPosition : null };
  }

  async streamVersion(streamId: string): Promise<bigint | null> {
    const { rows } = await this.opts.pool.query<{ version: string }>('SELECT version::text AS version FROM streams WHERE stream_id = $1', [streamId]);
    return rows.length ? BigInt(rows[0].version) : null;
  }

  append(streamId: string, expected: ExpectedVersion, events: EventToAppend[], options?: AppendOptions): Promise<AppendResult> {
    return this.appendMany([{ streamId, expected, events }], options);
  }

  async appendMany(appends: StreamAppend[], options: AppendOptions = {}): Promise<AppendResult> {
    // Checked here, in the caller's own turn: an invalid event never joins a shared batch.
    const unit = prepareUnit(this.opts.registry, appends);
    const shred = options.shred?.length ? [...new Set(options.shred)] : NO_SUBJECTS;
    const known = new Map<string, DataKey>();
    const unknown: string[] = [];
    for (const s of unit.subjects) {
      const k = this.keys.get(s);
      if (k === undefined) unknown.push(s);
      else known.set(s, k);
    }
    // A new person's first append (a subscription, a sign-up) creates their key in the write
    // itself; anyone else's key is looked up once. A wrong guess is answered with the key.
    if (unknown.length && !unit.appends.every((a) => a.expected === 'no_stream')) {
      for (const [s, k] of await keysFor(this.opts.pool as unknown as Sql, unknown)) {
        known.set(s, k);
        this.keys.set(s, k);
      }
    }
    for (let attempt = 1; ; attempt++) {
      const fresh = new Map<string, Buffer>();
      for (const s of unit.subjects) {
        const k = known.get(s);
        if (k === 'erased') throw new SubjectErased(unit.appends.flatMap((a) => a.events).find((e) => e.subject === s)?.type ?? '?', s);
        if (k === undefined) fresh.set(s, newDataKey());
      }
      const { answer, position } = await this.submit({
        payload: this.payload(unit, known, fresh, shred),
        events: unit.eventCount,
        types: unit.types,
      }).catch((err: unknown) => {
        // Postgres refused the unit's data itself (jsonb cannot hold a NUL character).
        if ((err as { code?: string }).code === UNTRANSLATABLE_CHARACTER) throw new EventRejected(unit.types[0] ?? '?', NUL_REFUSED);
        throw err;
      });
      if ('keys' in answer && attempt < 3) {
        for (const s of unit.subjects) {
          const k = answer.keys[s];
          if (k === undefined) {
            known.delete(s);
            this.keys.forget(s);
          } else {
            known.set(s, k === '' ? 'erased' : Buffer.from(k, 'base64'));
            this.keys.set(s, known.get(s) as DataKey);
          }
        }
        continue;
      }
      if ('dup' in answer) return { nextExpectedVersion: lastVersion(answer.v), position: BigInt(answer.dup), duplicate: true };
      if ('v' in answer) {
        // A key just created is not remembered: most new subjects (a subscription, a sign-up's
        // first events) are not sealed for again soon, and each kept key would outlive the young
        // generation. The subject's next append looks its key up once.
        for (const s of shred) this.keys.erase(s);
        return { nextExpectedVersion: lastVersion(answer.v), position: position as bigint, duplicate: false };
      }
      return this.refusal(unit, answer);
    }
  }

  /** The error for a unit the batch did not write (or, for a retry that raced itself, the first answer). */
  private async refusal(unit: PreparedUnit, answer: UnitAnswer): Promise<AppendResult> {
    // A retried append that raced its own first attempt: answer as the first one did.
    if (unit.retried && ('conflict' in answer || ('error' in answer && answer.error === UNIQUE_VIOLATION))) {
      const again = await this.alreadyStored(unit);
      if (again) return again;
    }
    if ('conflict' in answer) {
      const a = unit.appends[answer.conflict];
      throw new WrongExpectedVersion(a.streamId, a.expected, answer.actual === null ? null : BigInt(answer.actual));
    }
    const firstType = unit.appends.flatMap((a) => a.events)[0]?.type ?? '?';
    if ('taken' in answer || ('error' in answer && answer.error === UNIQUE_VIOLATION)) throw new EventRejected(firstType, 'an event id is already used by another event');
    if ('keys' in answer) {
      const erased = unit.subjects.find((s) => answer.keys[s] === '');
      if (erased) {
        this.keys.erase(erased);
        throw new SubjectErased(unit.appends.flatMap((a) => a.events).find((e) => e.subject === erased)?.type ?? firstType, erased);
      }
      throw new Error('the data keys of this append kept changing while it was written');
    }
    if ('error' in answer) throw Object.assign(new Error(answer.message), { code: answer.error });
    throw new Error('the event store gave an append no answer');
  }

  /** The unit as the batch function reads it: streams with their sealed events, keys to check, create and shred. */
  private payload(unit: PreparedUnit, known: Map<string, DataKey>, fresh: Map<string, Buffer>, shred: string[]): string {
    // Written out directly: this runs once per append, and the batch only joins the strings.
    let out = '{"s":[';
    unit.appends.forEach((a, i) => {
      out += `${i ? ',' : ''}{"id":${JSON.stringify(a.streamId)},"e":${JSON.stringify(String(a.expected))},"ev":[`;
      a.events.forEach((e, j) => {
        const data = e.subject ? encryptPersonalFields(e.def, e.data, (fresh.get(e.subject) ?? known.get(e.subject)) as Buffer) : e.data;
        out += `${j ? ',' : ''}{"id":${JSON.stringify(e.eventId)},"t":${JSON.stringify(e.type)},"d":${JSON.stringify(data)},"m":${JSON.stringify(e.metadata)}}`;
      });
      out += ']}';
    });
    out += ']';
    if (unit.retried) out += ',"r":true';
    const used = unit.subjects.filter((s) => !fresh.has(s));
    if (used.length) out += `,"u":${JSON.stringify(used)}`;
    if (fresh.size) {
      let f = '';
      for (const [s, k] of fresh) f += `${f ? ',' : ''}${JSON.stringify(s)}:"${k.toString('base64')}"`;
      out += `,"f":{${f}}`;
    }
    if (shred.length) out += `,"x":${JSON.stringify(shred)}`;
    return `${out}}`;
  }

  /** Hands a unit to the next batch (or, without group commit, writes it alone). */
  private submit(p: Omit<Pending, 'resolve' | 'reject'>): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      const pending = { ...p, resolve, reject };
      if (!this.grouping) {
        void this.flush([pending]);
        return;
      }
      this.queue.push(pending);
      this.schedule();
    });
  }

  /**
   * Gathers what arrives in the same moment (the current turn of the event loop) into one batch.
   * While a flush runs, appends queue up for the next, which starts as soon as it returns, or
   * after maxWaitMs at the latest.
   */
  private schedule(): void {
    if (!this.grouping || this.queue.length === 0) return;
    if (this.flushing < this.grouping.inFlight) {
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.drain(this.grouping!.inFlight);
      });
    } else if (!this.overdue) {
      this.overdue = setTimeout(() => {
        this.overdue = null;
        this.drain(this.grouping!.maxInFlight);
      }, this.grouping.maxWaitMs);
    }
  }

  private drain(limit: number): void {
    while (this.queue.length && this.flushing < limit) {
      let events = 0;
      let n = 0;
      while (n < this.queue.length && n < MAX_UNITS && (n === 0 || events + this.queue[n].events <= MAX_BATCH_EVENTS)) events += this.queue[n++].events;
      void this.flush(this.queue.splice(0, n));
    }
    if (this.queue.length === 0 && this.overdue) {
      clearTimeout(this.overdue);
      this.overdue = null;
    }
  }

  /** One statement, one commit for the whole batch; each unit is answered on its own. */
  private async flush(batch: Pending[]): Promise<void> {
    this.flushing++;
    try {
      const { rows } = await this.opts.pool.query<{ r: { position: string | null; answers: UnitAnswer[] } }>({
        ...APPEND_UNITS,
        values: [batch.length === 1 ? `[${batch[0].payload}]` : `[${batch.map((b) => b.payload).join(',')}]`],
      });
      const { position, answers } = rows[0].r;
      const at = position === null ? null : BigInt(position);
      let written = 0;
      const types = new Set<string>();
      batch.forEach((b, i) => {
        if ('v' in answers[i] && !('dup' in answers[i])) {
          written += b.events;
          for (const t of b.types) types.add(t);
        }
      });
      if (at !== null && written > 0) {
        this.opts.onAppend?.(written);
        this.announce(at, [...types]);
      }
      batch.forEach((b, i) => b.resolve({ answer: answers[i], position: at }));
    } catch (err) {
      // The batch as a whole failed (a deadlock with another process, a lost connection): nothing
      // of it was written. Each unit is tried again alone, so each caller gets its own answer.
      if (batch.length > 1) for (const b of batch) void this.flush([b]);
      else batch[0].reject(err);
    } finally {
      this.flushing--;
      this.schedule();
    }
  }

  /**
   * Wakes subscribers after a commit: those in this process at once, others through NOTIFY.
   * NOTIFY is sent outside the append's transaction (a notifying commit takes a global lock and
   * would serialise every append's WAL flush) and coalesced: at most one is in flight, and
   * appends within NOTIFY_WINDOW_MS share it.
   */
  private announce(position: bigint, types: readonly string[]): void {
    for (const l of this.localListeners) l(position, types);
    if (position > this.pendingNotify) this.pendingNotify = position;
    this.notifyOthers();
  }

  /** Appends that land within a few milliseconds share one NOTIFY; this process ignores its own. */
  private notifyOthers(): void {
    if (this.notifying) return;
    this.notifying = true;
    setTimeout(() => {
      const p = this.pendingNotify;
      this.opts.pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, `${this.instance}:${p}`]).then(
        () => {
          this.notifying = false;
          if (this.pendingNotify > p) this.notifyOthers();
        },
        () => (this.notifying = false),
      );
    }, NOTIFY_WINDOW_MS);
  }

  /**
   * Who sent a NOTIFY: subscribers ignore their own store's. Threads that share appends directly
   * (the projector thread is told by the request thread) share one id, so neither hears the other twice.
   */
  readonly instance: string;
  private localListeners = new Set<AppendListener>();
  private pendingNotify = 0n;
  private notifying = false;

  /** When every event id is already stored in its stream, the append was done before: a no-op answer. */
  private async alreadyStored(unit: PreparedUnit): Promise<AppendResult | null> {
    const ids = unit.appends.flatMap((a) => a.events.map((e) => e.eventId));
    if (ids.length === 0) return null;
    const { rows } = await this.opts.pool.query<{ event_id: string; stream_id: string; transaction_id: string }>(
      'SELECT event_id, stream_id, transaction_id::text FROM events WHERE event_id = ANY($1::uuid[])',
      [ids],
    );
    if (rows.length === 0) return null;
    const streamOf = new Map(unit.appends.flatMap((a) => a.events.map((e) => [e.eventId, a.streamId])));
    if (rows.length !== ids.length || rows.some((r) => streamOf.get(r.event_id) !== r.stream_id)) {
      throw new EventRejected(unit.appends[0].events[0]?.type ?? '?', 'an event id is already used by another event');
    }
    const last = unit.appends[unit.appends.length - 1].streamId;
    const { rows: v } = await this.opts.pool.query<{ version: string }>('SELECT version::text FROM streams WHERE stream_id = $1', [last]);
    const position = rows.reduce((max, r) => (BigInt(r.transaction_id) > max ? BigInt(r.transaction_id) : max), 0n);
    return { nextExpectedVersion: BigInt(v[0].version), position, duplicate: true };
  }

  async readAll(options: ReadAllOptions, on: Sql = this.opts.pool as unknown as Sql): Promise<GlobalBatch> {
    // Only transactions below the snapshot's xmin are certainly finished: reading past it could
    // skip a slow transaction that commits later with a smaller id.
    const params: unknown[] = [String(options.after.transactionId), String(options.after.globalPosition), options.limit];
    // Qualified names: the selected columns are text casts under the same names, and an ORDER BY
    // on those would sort positions as strings.
    const window = `ev.transaction_id < snap.xmin AND (ev.transaction_id, ev.global_position) > ($1::text::xid8, $2::bigint)`;
    const personal = options.personalData !== false;
    const [columns, from] = personal ? [COLUMNS, WITH_KEYS] : [COLUMNS_NO_KEYS, WITHOUT_KEYS];
    let source: string;
    if (!options.types) {
      source = `SELECT ${columns} FROM ${from} WHERE ${window} ORDER BY ev.transaction_id, ev.global_position LIMIT $3`;
    } else {
      // One ordered index range per type, merged: no sort, whatever the mix of types.
      const parts = options.types.map((t) => {
        params.push(t);
        return `(SELECT ${columns}, ev.transaction_id AS o_tx, ev.global_position AS o_pos FROM ${from} WHERE ev.type = $${params.length} AND ${window} ORDER BY ev.transaction_id, ev.global_position LIMIT $3)`;
      });
      source = parts.length
        ? `SELECT ${COLUMNS_OF_MERGED} FROM (${parts.join(' UNION ALL ')}) merged ORDER BY o_tx, o_pos LIMIT $3`
        : `SELECT ${columns} FROM ${from} WHERE false`;
    }
    const { rows } = await on.query<EventRow & { xmin: string }>(
      `WITH snap AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
       SELECT snap.xmin::text AS xmin, e.* FROM snap LEFT JOIN LATERAL (${source}) e ON true`,
      params,
    );
    const visibleBelow = BigInt(rows[0].xmin);
    const events = this.toRecorded(rows.filter((r) => r.event_id !== null), personal);
    return { events, visibleBelow };
  }

  async headPosition(): Promise<bigint> {
    const { rows } = await this.opts.pool.query<{ tx: string }>('SELECT transaction_id::text AS tx FROM events ORDER BY transaction_id DESC LIMIT 1');
    return rows.length ? BigInt(rows[0].tx) : 0n;
  }

  async subscribe(onAppend: AppendListener): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let closed = false;
    const connect = async () => {
      const c = newClient(this.opts.connectionString);
      c.on('notification', (msg) => {
        const [from, position] = (msg.payload ?? '').split(':');
        if (from === this.instance) return;
        onAppend(position && /^\d+$/.test(position) ? BigInt(position) : undefined);
      });
      c.on('error', () => {
        client = null;
        c.end().catch(() => undefined);
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
      });
      await c.connect();
      await c.query(`LISTEN ${NOTIFY_CHANNEL}`);
      client = c;
      onAppend();
    };
    await connect();
    this.localListeners.add(onAppend);
    return async () => {
      closed = true;
      this.localListeners.delete(onAppend);
      await client?.end().catch(() => undefined);
    };
  }

  private toRecorded(rows: EventRow[], personal = true): RecordedEvent[] {
    return rows.map((r) => {
      let data: unknown = r.data;
      // The row's metadata was parsed for this read alone: it is ours to complete.
      const metadata = r.metadata;
      if (typeof metadata.subject === 'string') {
        if (personal) {
          const opened = decryptPersonalFields(r.data, r.key);
          data = opened.data;
          if (opened.erased) metadata.personalDataErased = true;
        } else {
          data = withoutPersonalFields(r.data);
        }
      }
      data = dataOnRead(this.opts.registry, r.type, metadata, data);
      return {
        type: r.type,
        data,
        metadata,
        eventId: r.event_id,
        streamId: r.stream_id,
        streamPosition: BigInt(r.stream_position),
        globalPosition: BigInt(r.global_position),
        transactionId: BigInt(r.transaction_id),
        createdAt: r.created_at,
      };
    });
  }
}
