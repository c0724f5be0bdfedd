import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ledgerStream, type LedgerEvent } from '@decorlook/domain';
import { evolveLedger, initialLedgerState, verifyLedger, type LedgerDivergence, type LedgerHashes, type StoredLedgerEntry } from '@decorlook/domain/rewards/ledger';
import { earningsFor, withdrawalFor, type EarningFacts, type PointsSourceEvent } from '@decorlook/domain/rewards/points';
import { loadSettings } from '@decorlook/infra/config';
import type { EventStore, RecordedEvent } from '@decorlook/infra/event-store/types';
import { ledgerHashes } from '@decorlook/infra/ledger-hash';
import { createLogger } from '@decorlook/infra/observability/logger';
import { attachDatabase, createPlatform, type Platform } from '@decorlook/infra/platform';
import { factsFor } from '@decorlook/projectors/rewards/points-earner/projector';

/**
 * npm run ledger:verify [-- --user ID]
 * The auditors' check of the point ledgers, against the database of the running site (or the
 * embedded one, like admin:create), with the LEDGER_KEY they hold: every ledger stream is read as
 * stored in the events table and recomputed (entry numbers, each entry chained to the one before,
 * each hash the keyed HMAC of its own content, a balance that never goes wrong), every earning and
 * withdrawal is held against the source event it cites (it must exist, with that type and stream,
 * and earn or undo exactly that entry for that member), and the ledger read model's rows are
 * compared (the hash and running balance of each entry, none missing, none extra). It prints OK
 * or the first divergence per ledger and exits 1 on any divergence. Entries written before
 * LEDGER_KEY existed (plain SHA-256) are verified by that rule and counted as unkeyed.
 */

export interface LedgerReport {
  userId: number;
  entries: number;
  balance: number;
  /** Entries hashed by the old rule (plain SHA-256), before the ledger's first keyed entry. */
  unkeyed: number;
  divergence: (LedgerDivergence & { in: 'events' | 'read model' }) | null;
}

interface EntryRow {
  entry: number;
  hash: string;
  prev_hash: string;
  balance_after: number;
}

type SourcedEntry = LedgerEvent & { type: 'PointsEarned' | 'PointsWithdrawn' };

interface SourceRow {
  event_id: string;
  type: string;
  stream_id: string;
  stream_position: string;
  global_position: string;
  data: Record<string, unknown>;
}

/**
 * Entries from before LEDGER_KEY were earned under the rules of their time (an answer earned when
 * recommended, a follow or rating whatever the account): their source must exist and name the
 * member, judged with those rules' facts.
 */
const THEN: Partial<EarningFacts> = { actorHasVerifiedEmail: true, recommended: true };

/** Why an entry's source event does not back it, or null when it does. */
async function sourceProblem(pool: Platform['pool'], store: EventStore, userId: number, entry: SourcedEntry): Promise<string | null> {
  const d = entry.data;
  const { rows } = await pool.query<SourceRow>(
    'SELECT event_id::text, type, stream_id, stream_position::text, global_position::text, data FROM events WHERE event_id = $1',
    [/^[0-9a-f-]{36}$/i.test(d.sourceEventId) ? d.sourceEventId : '00000000-0000-0000-0000-000000000000'],
  );
  const row = rows[0];
  if (!row) return `cites source event ${d.sourceEventId}, which the store does not hold`;
  if (row.type !== d.sourceType || row.stream_id !== d.sourceStreamId) return `cites source event ${d.sourceEventId} as ${d.sourceType} in ${d.sourceStreamId}, but it is ${row.type} in ${row.stream_id}`;
  const raw = { eventId: row.event_id, type: row.type, streamId: row.stream_id, data: row.data, streamPosition: BigInt(row.stream_position), globalPosition: BigInt(row.global_position) } as unknown as RecordedEvent;
  const source = raw as unknown as PointsSourceEvent;
  const now = await factsFor(store, source, raw);
  const facts: EarningFacts = d.hashScheme === undefined ? { ...now, ...THEN, board: now.board && { ...now.board, approved: true } } : now;
  const earned = { kind: d.kind, sourceKey: d.sourceKey };
  if (entry.type === 'PointsEarned') {
    const backed = earningsFor(source, facts).some((e) => e.userId === userId && e.kind === d.kind && e.sourceKey === d.sourceKey);
    return backed ? null : `source event ${d.sourceEventId} (${row.type}) earns member ${userId} no ${d.kind} for ${d.sourceKey}`;
  }
  const withdrawal = withdrawalFor(source, facts);
  return withdrawal && withdrawal.userId === userId && withdrawal.undoes(earned) ? null : `source event ${d.sourceEventId} (${row.type}) takes back nothing of member ${userId} for ${d.sourceKey}`;
}

/** Recomputes one ledger from its events and their sources, then compares the read model's rows (when it has them). */
async function verifyOne(pool: Platform['pool'], store: EventStore, hashes: LedgerHashes, keyedSince: bigint | null, userId: number, readModel: boolean): Promise<LedgerReport> {
  const streamId = ledgerStream(userId);
  const { rows } = await pool.query<StoredLedgerEntry & { global_position: string }>('SELECT type, data, global_position::text FROM events WHERE stream_id = $1 ORDER BY stream_position', [streamId]);
  // Once any ledger has a keyed entry, the key is in use: an unkeyed entry written after it is made up.
  const late = keyedSince === null ? undefined : rows.find((r) => r.data.hashScheme === undefined && BigInt(r.global_position) > keyedSince);
  if (late) {
    const entry = Number(late.data.entry);
    return { userId, entries: entry - 1, balance: 0, unkeyed: 0, divergence: { entry, in: 'events', problem: `an unkeyed entry written after LEDGER_KEY was in use (position ${late.global_position}, the first keyed entry is at ${keyedSince})` } };
  }
  // Each source is looked up first (it needs the store); the recomputation then asks for its answer.
  const problems = new Map<number, string | null>();
  for (const e of rows as unknown as LedgerEvent[]) {
    if (e.type === 'PointsEarned' || e.type === 'PointsWithdrawn') problems.set(e.data.entry, await sourceProblem(pool, store, userId, e));
  }
  const checked = verifyLedger(rows, hashes, (e) => problems.get(e.data.entry) ?? null);
  const report = (divergence: LedgerReport['divergence']): LedgerReport => ({ userId, entries: checked.entries, balance: checked.balance, unkeyed: checked.unkeyed, divergence });
  if (checked.divergence) return report({ ...checked.divergence, in: 'events' });
  // The stream's own version counts what was appended: a removed last entry leaves it behind.
  const { rows: version } = await pool.query<{ version: string }>('SELECT version::text FROM streams WHERE stream_id = $1', [streamId]);
  const appended = version[0] ? Number(version[0].version) + 1 : 0;
  if (appended !== rows.length) return report({ entry: rows.length + 1, problem: `the stream recorded ${appended} entries, the events hold ${rows.length} (an entry is missing)`, in: 'events' });
  if (!readModel) return report(null);

  // Each entry's running balance as the events give it.
  const expected: { hash: string; prevHash: string; balance: number }[] = [];
  rows.reduce((s, e) => {
    const next = evolveLedger(s, e as unknown as LedgerEvent);
    expected.push({ hash: String(e.data.hash), prevHash: String(e.data.prevHash), balance: next.balance });
    return next;
  }, initialLedgerState());
  const { rows: projected } = await pool.query<EntryRow>('SELECT entry, hash, prev_hash, balance_after FROM ledger_entries WHERE user_id = $1 ORDER BY entry', [userId]);
  for (const [i, row] of projected.entries()) {
    const at = i + 1;
    // The read model may lag behind the events (its tail not applied yet), never skip or add an entry.
    if (row.entry !== at) return report({ entry: at, problem: `the read model has no row for entry ${at} (next row is entry ${row.entry})`, in: 'read model' });
    const want = expected[i];
    if (!want) return report({ entry: at, problem: `the read model has entry ${at}, which no event records`, in: 'read model' });
    if (row.hash !== want.hash || row.prev_hash !== want.prevHash) return report({ entry: at, problem: `the read model's hash ${row.hash} differs from the event's ${want.hash}`, in: 'read model' });
    if (row.balance_after !== want.balance) return report({ entry: at, problem: `the read model's balance ${row.balance_after} differs from the recomputed ${want.balance}`, in: 'read model' });
  }
  return report(null);
}

/** Every ledger (or one member's), each recomputed from its events with the ledger key and held against its sources and the read model. */
export async function verifyLedgers(p: Pick<Platform, 'pool' | 'store'>, ledgerKey: string, opts: { userId?: number } = {}): Promise<LedgerReport[]> {
  const { pool, store } = p;
  const hashes = ledgerHashes(ledgerKey);
  const { rows: ledgers } = await pool.query<{ user_id: number }>(
    `SELECT substr(stream_id, 8)::int AS user_id FROM streams WHERE stream_id ~ '^ledger-[0-9]+$' AND ($1::int IS NULL OR stream_id = 'ledger-' || $1::int) ORDER BY 1`,
    [opts.userId ?? null],
  );
  const { rows: view } = await pool.query<{ exists: boolean }>(`SELECT to_regclass('ledger_entries') IS NOT NULL AS exists`);
  const reports: LedgerReport[] = [];
  const { rows: first } = await pool.query<{ at: string | null }>(`SELECT min(global_position)::text AS at FROM events WHERE stream_id ~ '^ledger-[0-9]+$' AND data ? 'hashScheme'`);
  const keyedSince = first[0]?.at ? BigInt(first[0].at) : null;
  for (const { user_id } of ledgers) reports.push(await verifyOne(pool, store, hashes, keyedSince, user_id, view[0].exists));
  return reports;
}

export function describeReport(r: LedgerReport): string {
  const name = ledgerStream(r.userId);
  const unkeyed = r.unkeyed > 0 ? ` (${r.unkeyed} from before LEDGER_KEY, hashed with plain SHA-256)` : '';
  if (!r.divergence) return `${name}  OK  ${r.entries} entries${unkeyed}, balance ${r.balance}`;
  return `${name}  DIVERGES at entry ${r.divergence.entry} (${r.divergence.in}): ${r.divergence.problem}`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { user: { type: 'string' } } });
  const userId = values.user === undefined ? undefined : Number(values.user);
  if (userId !== undefined && (!Number.isInteger(userId) || userId <= 0)) {
    console.error('Usage: npm run ledger:verify [-- --user ID]   (ID: a member id, a positive whole number)');
    process.exit(2);
  }
  const settings = loadSettings();
  const logger = createLogger('ledger-verify', 'warn');
  const db = await attachDatabase(settings, logger);
  const platform = await createPlatform(settings, db.url, logger);
  try {
    const reports = await verifyLedgers(platform, platform.settings.ledgerKey, { userId });
    for (const r of reports) console.log(describeReport(r));
    const diverging = reports.filter((r) => r.divergence).length;
    console.log(reports.length === 0 ? 'No ledger to verify.' : `${reports.length} ledgers verified, ${diverging} diverging.`);
    return diverging > 0 ? 1 : 0;
  } finally {
    await platform.close();
    await db.stop();
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (runDirectly) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`ledger:verify failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
