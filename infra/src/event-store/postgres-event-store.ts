import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { upcast, type EventDefinition, type EventRegistry } from '@decorlook/domain';
import { newClient, withTransaction } from '../db/pool';
import type { Sql } from '../db/sql';
import { decryptPersonalFields, encryptPersonalFields, ensureKeys, keysFor, subjectOf } from './personal-data';
import {
  EventRejected,
  WrongExpectedVersion,
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
}

const COLUMNS = `global_position::text, transaction_id::text, stream_id, stream_position::text, event_id, type, data, metadata, created_at`;
const COLUMNS_OF_MERGED = `global_position, transaction_id, stream_id, stream_position, event_id, type, data, metadata, created_at`;
export const NOTIFY_CHANNEL = 'decorlook_events';
/** Appends within this window share one NOTIFY to other processes (this one is told at once). */
const NOTIFY_WINDOW_MS = 20;

/** Told of a committed append: its position and, from this process, the event types written. */
export type AppendListener = (position?: bigint, types?: readonly string[]) => void;

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  connectionString: string;
  registry: EventRegistry;
  onAppend?: (count: number) => void;
}

/** The event store on Postgres (architecture.md section 4). */
export class PostgresEventStore implements EventStore {
  constructor(private readonly opts: PostgresEventStoreOptions) {}

  async readStream(streamId: string): Promise<{ events: RecordedEvent[]; version: bigint | null }> {
    const { rows } = await this.opts.pool.query<EventRow>(`SELECT ${COLUMNS} FROM events ev WHERE stream_id = $1 ORDER BY ev.stream_position`, [streamId]);
    const events = await this.toRecorded(this.opts.pool, rows);
    return { events, version: events.length ? events[events.length - 1].streamPosition : null };
  }

  append(streamId: string, expected: ExpectedVersion, events: EventToAppend[]): Promise<AppendResult> {
    return this.appendMany([{ streamId, expected, events }]);
  }

  async appendMany(appends: StreamAppend[], firstTry = true): Promise<AppendResult> {
    const withIds = appends.filter((a) => a.events.length > 0 || a.expected !== 'any');
    if (withIds.length === 0) throw new Error('appendMany needs at least one stream');
    const retried = withIds.some((a) => a.events.some((e) => e.eventId !== undefined));
    const prepared = withIds
      .map((a) => ({ ...a, events: a.events.map((e) => ({ ...e, eventId: e.eventId ?? randomUUID() })) }))
      // A fixed lock order keeps two multi-stream appends from deadlocking.
      .sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
    if (retried) {
      const earlier = await this.alreadyStored(prepared);
      if (earlier) return earlier;
    }
    const validated = prepared.map((a) => ({ append: a, events: a.events.map((e) => this.validate(e)) }));
    const subjects = [...new Set(validated.flatMap((v) => v.events.map((e) => e.subject)).filter((x): x is string => !!x))];
    const pool = this.opts.pool as unknown as Sql;
    // A person first seen in a new stream (a subscription, a sign-up) gets a key created in the
    // append's own statement; the statement refuses itself if that key turns out to exist.
    const single = validated.length === 1 ? validated[0] : null;
    const guessed = firstTry && single?.append.expected === 'no_stream' ? subjects : [];
    const keys = await keysFor(pool, subjects.filter((x) => !guessed.includes(x)));
    const fresh = new Map(subjects.filter((x) => !keys.has(x)).map((x) => [x, randomBytes(32)] as const));
    try {
      let result: { version: string | null; position: string }[];
      if (single) {
        // One stream: one statement, its own transaction, one round trip.
        const st = this.appendStatement(single.append, single.events, new Map([...keys, ...fresh]), fresh);
        const row = (await this.opts.pool.query(st.text, st.values)).rows[0];
        if (row.version === null) {
          if (row.keys_created < fresh.size) return this.appendMany(appends, false);
          throw await this.conflict(pool, prepared[0]);
        }
        result = [row];
      } else {
        result = await withTransaction(this.opts.pool, async (client) => {
          const sql = client as unknown as Sql;
          const allKeys = fresh.size ? new Map([...keys, ...(await ensureKeys(sql, [...fresh.keys()]))]) : keys;
          const out: { version: string | null; position: string }[] = [];
          for (const v of validated) {
            const st = this.appendStatement(v.append, v.events, allKeys, new Map());
            const row = (await client.query(st.text, st.values)).rows[0];
            if (row.version === null) throw await this.conflict(sql, v.append);
            out.push(row);
          }
          return out;
        });
      }
      this.opts.onAppend?.(prepared.reduce((n, a) => n + a.events.length, 0));
      const last = result[result.length - 1];
      this.announce(BigInt(last.position), [...new Set(prepared.flatMap((a) => a.events.map((e) => e.type)))]);
      return { nextExpectedVersion: BigInt(last.version as string), position: BigInt(last.position), duplicate: false };
    } catch (err) {
      // A retried append that raced its own first attempt: answer as the first one did.
      if (retried && (err instanceof WrongExpectedVersion || isUniqueViolation(err))) {
        const again = await this.alreadyStored(prepared);
        if (again) return again;
      }
      if (isUniqueViolation(err)) throw new EventRejected(prepared[0].events[0]?.type ?? '?', 'an event id is already used by another event');
      throw err;
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

  private readonly instance = randomUUID();
  private localListeners = new Set<AppendListener>();
  private pendingNotify = 0n;
  private notifying = false;

  /** Checks an event against its type's current schema; the store refuses what fails. */
  private validate(e: EventToAppend): { type: string; def: EventDefinition; data: Record<string, unknown>; subject?: string } {
    const def = this.opts.registry.get(e.type);
    if (!def) throw new EventRejected(e.type, 'unknown event type');
    const parsed = def.schema.safeParse(e.data);
    if (!parsed.success) throw new EventRejected(e.type, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const data = parsed.data as Record<string, unknown>;
    return { type: e.type, def, data, subject: subjectOf(def, data) };
  }

  private async conflict(sql: Sql, a: StreamAppend): Promise<WrongExpectedVersion> {
    const { rows } = await sql.query<{ version: string }>('SELECT version::text FROM streams WHERE stream_id = $1', [a.streamId]);
    return new WrongExpectedVersion(a.streamId, a.expected, rows.length ? BigInt(rows[0].version) : null);
  }

  /** When every event id is already stored in its stream, the append was done before: a no-op answer. */
  private async alreadyStored(appends: StreamAppend[]): Promise<AppendResult | null> {
    const ids = appends.flatMap((a) => a.events.map((e) => e.eventId as string));
    if (ids.length === 0) return null;
    const { rows } = await this.opts.pool.query<{ event_id: string; stream_id: string; transaction_id: string }>(
      'SELECT event_id, stream_id, transaction_id::text FROM events WHERE event_id = ANY($1::uuid[])',
      [ids],
    );
    if (rows.length === 0) return null;
    const streamOf = new Map(appends.flatMap((a) => a.events.map((e) => [e.eventId as string, a.streamId])));
    if (rows.length !== ids.length || rows.some((r) => streamOf.get(r.event_id) !== r.stream_id)) {
      throw new EventRejected(appends[0].events[0]?.type ?? '?', 'an event id is already used by another event');
    }
    const last = appends[appends.length - 1].streamId;
    const { rows: v } = await this.opts.pool.query<{ version: string }>('SELECT version::text FROM streams WHERE stream_id = $1', [last]);
    const position = rows.reduce((max, r) => (BigInt(r.transaction_id) > max ? BigInt(r.transaction_id) : max), 0n);
    return { nextExpectedVersion: BigInt(v[0].version), position, duplicate: true };
  }

  /**
   * One statement that moves the stream's version by compare-and-set and inserts the events at
   * the positions it frees; it answers a null version when the expectation does not hold.
   */
  private appendStatement(
    a: StreamAppend,
    validated: { type: string; def: EventDefinition; data: Record<string, unknown>; subject?: string }[],
    keys: Map<string, Buffer>,
    newKeys: Map<string, Buffer>,
  ): { text: string; values: unknown[] } {
    const n = a.events.length;
    const expected = a.expected;
    const types = validated.map((v) => v.type);
    const datas = validated.map((v) => JSON.stringify(v.subject ? encryptPersonalFields(v.def, v.data, keys.get(v.subject)) : v.data));
    const metas = validated.map((v, i) => JSON.stringify({ ...a.events[i].metadata, schemaVersion: v.def.version, ...(v.subject ? { subject: v.subject } : {}) }));
    let cas: string;
    const values: unknown[] = [a.streamId, n, a.events.map((e) => e.eventId), types, datas, metas, [...newKeys.keys()], [...newKeys.values()], newKeys.size];
    // Every new key must be created by this statement, or nothing is written.
    const keysMade = `(SELECT count(*) FROM k) = $9`;
    if (expected === 'no_stream') {
      cas = `INSERT INTO streams (stream_id, version) SELECT $1, $2::bigint - 1 WHERE ${keysMade} ON CONFLICT DO NOTHING RETURNING version`;
    } else if (expected === 'stream_exists') {
      cas = `UPDATE streams SET version = version + $2 WHERE stream_id = $1 AND ${keysMade} RETURNING version`;
    } else if (expected === 'any') {
      cas = `INSERT INTO streams (stream_id, version) SELECT $1, $2::bigint - 1 WHERE ${keysMade} ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + $2 RETURNING version`;
    } else {
      values.push(String(expected));
      cas = `UPDATE streams SET version = version + $2 WHERE stream_id = $1 AND version = $10::bigint AND ${keysMade} RETURNING version`;
    }
    const text = `WITH k AS (
        INSERT INTO personal_data_keys (subject, key) SELECT * FROM unnest($7::text[], $8::bytea[]) ON CONFLICT (subject) DO NOTHING RETURNING subject
      ),
      s AS (${cas}),
      ins AS (
        INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
        SELECT $1, s.version - $2 + ord, id, t, d::jsonb, m::jsonb
        FROM s, unnest($3::uuid[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS x(id, t, d, m, ord)
        RETURNING 1
      )
      SELECT (SELECT version::text FROM s) AS version, pg_current_xact_id()::text AS position, (SELECT count(*)::int FROM k) AS keys_created`;
    return { text, values };
  }

  async readAll(options: ReadAllOptions, on: Sql = this.opts.pool as unknown as Sql): Promise<GlobalBatch> {
    // Only transactions below the snapshot's xmin are certainly finished: reading past it could
    // skip a slow transaction that commits later with a smaller id.
    const params: unknown[] = [String(options.after.transactionId), String(options.after.globalPosition), options.limit];
    // Qualified names: the selected columns are text casts under the same names, and an ORDER BY
    // on those would sort positions as strings.
    const window = `ev.transaction_id < snap.xmin AND (ev.transaction_id, ev.global_position) > ($1::text::xid8, $2::bigint)`;
    let source: string;
    if (!options.types) {
      source = `SELECT ${COLUMNS} FROM events ev WHERE ${window} ORDER BY ev.transaction_id, ev.global_position LIMIT $3`;
    } else {
      // One ordered index range per type, merged: no sort, whatever the mix of types.
      const parts = options.types.map((t) => {
        params.push(t);
        return `(SELECT ${COLUMNS}, ev.transaction_id AS o_tx, ev.global_position AS o_pos FROM events ev WHERE type = $${params.length} AND ${window} ORDER BY ev.transaction_id, ev.global_position LIMIT $3)`;
      });
      source = parts.length
        ? `SELECT ${COLUMNS_OF_MERGED} FROM (${parts.join(' UNION ALL ')}) merged ORDER BY o_tx, o_pos LIMIT $3`
        : `SELECT ${COLUMNS} FROM events WHERE false`;
    }
    const { rows } = await on.query<EventRow & { xmin: string }>(
      `WITH snap AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
       SELECT snap.xmin::text AS xmin, e.* FROM snap LEFT JOIN LATERAL (${source}) e ON true`,
      params,
    );
    const visibleBelow = BigInt(rows[0].xmin);
    const events = await this.toRecorded(on, rows.filter((r) => r.event_id !== null));
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

  private async toRecorded(sql: Sql, rows: EventRow[]): Promise<RecordedEvent[]> {
    const subjects = [...new Set(rows.map((r) => r.metadata.subject).filter((s): s is string => typeof s === 'string'))];
    const keys = await keysFor(sql, subjects);
    return rows.map((r) => {
      let data: unknown = r.data;
      const metadata = { ...r.metadata };
      if (typeof metadata.subject === 'string') {
        const opened = decryptPersonalFields(r.data, keys.get(metadata.subject));
        data = opened.data;
        if (opened.erased) metadata.personalDataErased = true;
      }
      const def = this.opts.registry.get(r.type);
      if (def && metadata.schemaVersion !== def.version) {
        data = upcast(def, metadata.schemaVersion, data);
        metadata.schemaVersion = def.version;
      }
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
