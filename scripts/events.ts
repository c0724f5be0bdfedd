import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { eventRegistry, type EventRegistry } from '@decorlook/domain';
import { loadSettings } from '@decorlook/infra/config';
import { createPool } from '@decorlook/infra/db/pool';
import type { Sql } from '@decorlook/infra/db/sql';
import { countByDayAndType, exportWindow, readForExport, type EventFilter, type ExportRead } from '@decorlook/infra/event-store/export';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import { createLogger } from '@decorlook/infra/observability/logger';
import { attachDatabase } from '@decorlook/infra/platform';

/**
 * The analysts' event tools, against the database of the running site (as admin:create reaches it):
 *
 *   npm run events -- export [--from DATE] [--to DATE] [--type T]... [--stream PREFIX] [--out FILE] [--decrypt]
 *   npm run events -- stats  [--from DATE] [--to DATE] [--type T]... [--stream PREFIX]
 *
 * `export` writes NDJSON, one event a line, oldest first, read and written a batch at a time
 * (memory stays flat on millions of events), with progress on stderr. Personal fields read
 * "[encrypted]" unless --decrypt is given. `stats` counts events per type per UTC day (TSV).
 * DATE is a UTC day (YYYY-MM-DD, --to includes the whole day) or an ISO 8601 instant.
 */

export class UsageError extends Error {}

const USAGE = `Usage:
  npm run events -- export [--from DATE] [--to DATE] [--type TYPE]... [--stream PREFIX] [--out FILE] [--decrypt]
  npm run events -- stats  [--from DATE] [--to DATE] [--type TYPE]... [--stream PREFIX]
DATE: a UTC day (2026-01-31; --to includes it) or an ISO 8601 instant (2026-01-31T12:00:00Z).`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function instant(flag: string, value: string, endOfDay: boolean): Date {
  const t = Date.parse(DAY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(t) || !(DAY.test(value) || /^\d{4}-\d{2}-\d{2}T/.test(value))) throw new UsageError(`--${flag}: "${value}" is neither a day (YYYY-MM-DD) nor an ISO 8601 instant`);
  // --to is inclusive: a day runs to its end, an instant includes its own millisecond.
  return new Date(endOfDay ? t + (DAY.test(value) ? 86_400_000 : 1) : t);
}

export interface Command {
  command: 'export' | 'stats';
  filter: EventFilter;
  out?: string;
  decrypt: boolean;
  batchSize: number;
}

/** The command line, checked: a mistake is a UsageError naming it, never a partial export. */
export function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        type: { type: 'string', multiple: true },
        stream: { type: 'string' },
        out: { type: 'string' },
        decrypt: { type: 'boolean', default: false },
        'batch-size': { type: 'string' },
      },
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (command !== 'export' && command !== 'stats') throw new UsageError(command ? `Unknown command "${command}"` : 'Name a command: export or stats');
  if (extra.length) throw new UsageError(`Unexpected argument "${extra[0]}"`);
  if (command === 'stats' && (values.out || values.decrypt)) throw new UsageError('--out and --decrypt are for export');
  const filter: EventFilter = {
    from: values.from ? instant('from', values.from, false) : undefined,
    before: values.to ? instant('to', values.to, true) : undefined,
    types: values.type?.flatMap((t) => t.split(',')).filter(Boolean),
    streamPrefix: values.stream || undefined,
  };
  if (filter.from && filter.before && filter.from >= filter.before) throw new UsageError('--from must come before --to');
  const unknown = filter.types?.filter((t) => !eventRegistry.get(t));
  if (unknown?.length) throw new UsageError(`Unknown event type ${unknown.map((t) => `"${t}"`).join(', ')}`);
  const batchSize = values['batch-size'] ? Number(values['batch-size']) : 1000;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 50_000) throw new UsageError('--batch-size must be a whole number from 1 to 50000');
  return { command, filter, out: values.out, decrypt: values.decrypt ?? false, batchSize };
}

/** One NDJSON line per event, as analysts read it. */
export function eventLine(e: RecordedEvent): string {
  return JSON.stringify({
    type: e.type,
    streamId: e.streamId,
    streamPosition: Number(e.streamPosition),
    globalPosition: Number(e.globalPosition),
    transactionId: Number(e.transactionId),
    eventId: e.eventId,
    createdAt: e.createdAt.toISOString(),
    data: e.data,
    metadata: e.metadata,
  });
}

export interface ExportProgress {
  written: number;
  perSecond: number;
  /** The time of the last event written. */
  at: Date | null;
  /** About how far through the log, 0 to 1 (by position). */
  share: number;
  done: boolean;
}

/**
 * Writes the events as NDJSON to `out`, a batch at a time, waiting whenever `out` asks to (so a
 * slow disk or pipe never makes the export hold more than a batch). Answers how many were written.
 */
export async function exportEvents(sql: Sql, registry: EventRegistry, opts: ExportRead, out: Writable, onProgress: (p: ExportProgress) => void = () => undefined): Promise<number> {
  const window = await exportWindow(sql);
  const span = Number(window.lastPosition - window.firstPosition) || 1;
  const started = Date.now();
  let written = 0;
  let last: Date | null = null;
  let share = 0;
  let lastReport = 0;
  const report = (done: boolean) => onProgress({ written, perSecond: written / Math.max((Date.now() - started) / 1000, 0.001), at: last, share: done ? 1 : share, done });
  for await (const batch of readForExport(sql, registry, window, opts)) {
    const text = batch.map((e) => `${eventLine(e)}\n`).join('');
    written += batch.length;
    const tail = batch[batch.length - 1];
    last = tail.createdAt;
    share = Math.min(1, Math.max(0, Number(tail.globalPosition - window.firstPosition) / span));
    if (!out.write(text)) await once(out, 'drain');
    if (Date.now() - lastReport >= 1000) {
      lastReport = Date.now();
      report(false);
    }
  }
  report(true);
  return written;
}

const progressLine = (p: ExportProgress) =>
  `events export: ${p.written.toLocaleString('en-US')} events written (${Math.round(p.perSecond).toLocaleString('en-US')}/s)` +
  (p.at ? `, up to ${p.at.toISOString()}` : '') +
  (p.done ? ', done' : `, about ${Math.round(p.share * 100)}% through the log`);

/** Counts per UTC day and type, as TSV with a header line. */
export async function statsTsv(sql: Sql, filter: EventFilter): Promise<{ text: string; total: number; days: number; types: number }> {
  const window = await exportWindow(sql);
  const rows = await countByDayAndType(sql, window, filter);
  const text = ['day\ttype\tcount', ...rows.map((r) => `${r.day}\t${r.type}\t${r.count}`)].join('\n') + '\n';
  return { text, total: rows.reduce((n, r) => n + r.count, 0), days: new Set(rows.map((r) => r.day)).size, types: new Set(rows.map((r) => r.type)).size };
}

async function main(): Promise<void> {
  let cmd: Command;
  try {
    cmd = parseCommand(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n${USAGE}`);
    process.exit(2);
  }
  const settings = loadSettings();
  const logger = createLogger('events', 'warn');
  const db = await attachDatabase(settings, logger);
  const pool = createPool(db.url, { max: 2, applicationName: 'decorlook-events' });
  try {
    if (cmd.command === 'stats') {
      const s = await statsTsv(pool, cmd.filter);
      process.stdout.write(s.text);
      const n = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
      console.error(`events stats: ${n(s.total, 'event')}, ${n(s.types, 'type')}, ${n(s.days, 'day')}`);
      return;
    }
    if (cmd.decrypt) console.error('events export: --decrypt: personal fields are written in the clear; handle the output as personal data.');
    const out = cmd.out ? createWriteStream(cmd.out) : process.stdout;
    // A reader that stops early (| head) ends the export quietly.
    out.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(0);
      console.error(`events export: cannot write: ${err.message}`);
      process.exit(1);
    });
    const tty = process.stderr.isTTY;
    await exportEvents(pool, eventRegistry, { ...cmd.filter, decrypt: cmd.decrypt, batchSize: cmd.batchSize }, out, (p) => {
      process.stderr.write(tty ? `\r${progressLine(p)}    ${p.done ? '\n' : ''}` : `${progressLine(p)}\n`);
    });
    if (out !== process.stdout) await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  } finally {
    await pool.end();
    await db.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(`events failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
