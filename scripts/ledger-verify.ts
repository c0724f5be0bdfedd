import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ledgerStream, type LedgerEvent } from '@decorlook/domain';
import { evolveLedger, initialLedgerState, verifyLedger, type LedgerDivergence, type StoredLedgerEntry } from '@decorlook/domain/rewards/ledger';
import { loadSettings } from '@decorlook/infra/config';
import { createLogger } from '@decorlook/infra/observability/logger';
import { attachDatabase, createPlatform, type Platform } from '@decorlook/infra/platform';

/**
 * npm run ledger:verify [-- --user ID]
 * The auditors' check of the point ledgers, against the database of the running site (or the
 * embedded one, like admin:create): every ledger stream is read as stored in the events table and
 * recomputed (entry numbers, each entry chained to the one before, each hash over its own
 * content, a balance that never goes wrong), then held against the ledger read model's rows (the
 * hash and running balance of each entry, none missing, none extra). It prints OK or the first
 * divergence per ledger and exits 1 on any divergence.
 */

const sha256 = (input: string) => createHash('sha256').update(input).digest('hex');

export interface LedgerReport {
  userId: number;
  entries: number;
  balance: number;
  divergence: (LedgerDivergence & { in: 'events' | 'read model' }) | null;
}

interface EntryRow {
  entry: number;
  hash: string;
  prev_hash: string;
  balance_after: number;
}

/** Recomputes one ledger from its events, then compares the read model's rows (when it has them). */
async function verifyOne(pool: Platform['pool'], userId: number, readModel: boolean): Promise<LedgerReport> {
  const streamId = ledgerStream(userId);
  const { rows } = await pool.query<StoredLedgerEntry>('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_position', [streamId]);
  const checked = verifyLedger(rows, sha256);
  const report = (divergence: LedgerReport['divergence']): LedgerReport => ({ userId, entries: checked.entries, balance: checked.balance, divergence });
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

/** Every ledger (or one member's), each recomputed from its events and held against the read model. */
export async function verifyLedgers(pool: Platform['pool'], opts: { userId?: number } = {}): Promise<LedgerReport[]> {
  const { rows: ledgers } = await pool.query<{ user_id: number }>(
    `SELECT substr(stream_id, 8)::int AS user_id FROM streams WHERE stream_id ~ '^ledger-[0-9]+$' AND ($1::int IS NULL OR stream_id = 'ledger-' || $1::int) ORDER BY 1`,
    [opts.userId ?? null],
  );
  const { rows: view } = await pool.query<{ exists: boolean }>(`SELECT to_regclass('ledger_entries') IS NOT NULL AS exists`);
  const reports: LedgerReport[] = [];
  for (const { user_id } of ledgers) reports.push(await verifyOne(pool, user_id, view[0].exists));
  return reports;
}

export function describeReport(r: LedgerReport): string {
  const name = ledgerStream(r.userId);
  if (!r.divergence) return `${name}  OK  ${r.entries} entries, balance ${r.balance}`;
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
    const reports = await verifyLedgers(platform.pool, { userId });
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
