import type { EventRegistry } from '@decorlook/domain';
import { dataOnRead } from './on-read';
import type { Sql } from '../db/sql';
import { decryptPersonalFields, markPersonalFields } from './personal-data';
import type { RecordedEvent } from './types';

/**
 * The analysts' read of the whole log (`npm run events`): every event in the global order, with
 * filters the projectors' read has no use for (time, stream prefix), a batch at a time. Personal
 * fields are not opened unless asked: they come back as ENCRYPTED, and no key is read.
 */

export const ENCRYPTED = '[encrypted]';

export interface EventFilter {
  /** Recorded at or after this instant. */
  from?: Date;
  /** Recorded before this instant. */
  before?: Date;
  types?: readonly string[];
  streamPrefix?: string;
}

export interface ExportRead extends EventFilter {
  /** Opens personal fields with their subjects' keys (erased subjects' fields read as null). */
  decrypt: boolean;
  batchSize: number;
}

interface Row {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
  created_at: Date;
  key: Buffer | null;
}

/** Where the log stands for an export: events of transactions below `upTo` are all finished, so the export is a fixed set. */
export interface ExportWindow {
  upTo: bigint;
  firstPosition: bigint;
  lastPosition: bigint;
}

export async function exportWindow(sql: Sql): Promise<ExportWindow> {
  const { rows } = await sql.query<{ up_to: string; first: string | null; last: string | null }>(
    `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS up_to, (SELECT min(global_position) FROM events)::text AS first, (SELECT max(global_position) FROM events)::text AS last`,
  );
  return { upTo: BigInt(rows[0].up_to), firstPosition: BigInt(rows[0].first ?? 0), lastPosition: BigInt(rows[0].last ?? 0) };
}

/** The filter as SQL over `events ev`, its parameters numbered from `from`. */
function filterSql(f: EventFilter, params: unknown[]): string {
  const where: string[] = [];
  if (f.from) {
    params.push(f.from);
    where.push(`ev.created_at >= $${params.length}`);
  }
  if (f.before) {
    params.push(f.before);
    where.push(`ev.created_at < $${params.length}`);
  }
  if (f.streamPrefix) {
    params.push(f.streamPrefix);
    where.push(`starts_with(ev.stream_id, $${params.length})`);
  }
  return where.length ? ` AND ${where.join(' AND ')}` : '';
}

/**
 * The events of the window that pass the filter, oldest first (transaction id, then position),
 * `batchSize` at a time: memory stays the same however long the log. Each is upcast to its
 * type's current version, as the projectors see it.
 */
export async function* readForExport(sql: Sql, registry: EventRegistry, window: ExportWindow, opts: ExportRead): AsyncGenerator<RecordedEvent[]> {
  let after = { tx: '0', pos: '0' };
  const columns = `ev.global_position::text, ev.transaction_id::text, ev.stream_id, ev.stream_position::text, ev.event_id, ev.type, ev.data, ev.metadata, ev.created_at, ${opts.decrypt ? 'k.key' : 'NULL::bytea AS key'}`;
  const from = opts.decrypt ? `events ev LEFT JOIN personal_data_keys k ON k.subject = ev.metadata->>'subject'` : 'events ev';
  for (;;) {
    const params: unknown[] = [after.tx, after.pos, String(window.upTo), opts.batchSize];
    const windowSql = `ev.transaction_id < $3::text::xid8 AND (ev.transaction_id, ev.global_position) > ($1::text::xid8, $2::bigint)${filterSql(opts, params)}`;
    let query: string;
    if (!opts.types) {
      query = `SELECT ${columns} FROM ${from} WHERE ${windowSql} ORDER BY ev.transaction_id, ev.global_position LIMIT $4`;
    } else if (opts.types.length === 0) {
      return;
    } else {
      // One ordered index range per type, merged (as the store's global read does).
      const parts = opts.types.map((t) => {
        params.push(t);
        return `(SELECT ${columns}, ev.transaction_id AS o_tx FROM ${from} WHERE ev.type = $${params.length} AND ${windowSql} ORDER BY ev.transaction_id, ev.global_position LIMIT $4)`;
      });
      query = `SELECT * FROM (${parts.join(' UNION ALL ')}) merged ORDER BY o_tx, global_position::bigint LIMIT $4`;
    }
    const { rows } = await sql.query<Row>(query, params);
    if (rows.length === 0) return;
    yield rows.map((r) => toEvent(registry, r, opts.decrypt));
    if (rows.length < opts.batchSize) return;
    const last = rows[rows.length - 1];
    after = { tx: last.transaction_id, pos: last.global_position };
  }
}

function toEvent(registry: EventRegistry, r: Row, decrypt: boolean): RecordedEvent {
  const def = registry.get(r.type);
  const metadata = r.metadata;
  let data: unknown = r.data;
  if (decrypt) {
    if (typeof metadata.subject === 'string') {
      const opened = decryptPersonalFields(r.data, r.key);
      data = opened.data;
      if (opened.erased) metadata.personalDataErased = true;
    }
  } else {
    data = markPersonalFields(r.data, def?.personal?.fields ?? [], ENCRYPTED);
  }
  data = dataOnRead(registry, r.type, metadata, data);
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
}

/** Events per type per UTC day in the window that pass the filter. */
export async function countByDayAndType(sql: Sql, window: ExportWindow, f: EventFilter): Promise<{ day: string; type: string; count: number }[]> {
  const params: unknown[] = [String(window.upTo)];
  let typeSql = '';
  if (f.types) {
    params.push(f.types);
    typeSql = ` AND ev.type = ANY($${params.length}::text[])`;
  }
  const { rows } = await sql.query<{ day: string; type: string; count: string }>(
    `SELECT to_char(ev.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, ev.type, count(*)::text AS count
     FROM events ev WHERE ev.transaction_id < $1::text::xid8${typeSql}${filterSql(f, params)}
     GROUP BY 1, 2 ORDER BY 1, 2`,
    params,
  );
  return rows.map((r) => ({ day: r.day, type: r.type, count: Number(r.count) }));
}
