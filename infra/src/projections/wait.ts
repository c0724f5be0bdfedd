import type pg from 'pg';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until every projector has applied all events of transactions up to `position` (an
 * X-Event-Position). Answers false when `timeoutMs` runs out first, and at once when a projector
 * that is behind has stopped on a poison event: it will not catch up, so a read must say it is
 * stale (X-Stale) rather than serve what it has as current.
 *
 * A projector is caught up when its safe position has passed `position`, or when every
 * transaction up to `position` has finished (below the snapshot's xmin) and none of them holds
 * an event of its types after its checkpoint: a projector that nothing concerned need not run.
 */
export async function waitForPosition(pool: pg.Pool, position: bigint, timeoutMs = 2000, names?: readonly string[]): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let delay = 2;
  for (;;) {
    const { rows } = await pool.query<{ behind: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE unfinished OR pending)::int AS behind, count(*) FILTER (WHERE pending AND status = 'failed')::int AS failed
       FROM (
         SELECT p.status, $1::text::xid8 >= pg_snapshot_xmin(pg_current_snapshot()) AS unfinished,
                EXISTS (SELECT 1 FROM events e
                        WHERE e.type = ANY(p.handles) AND (e.transaction_id, e.global_position) > (p.last_tx, p.last_position)
                          AND e.transaction_id <= $1::text::xid8) AS pending
         FROM projections p
         WHERE p.safe_tx < $1::text::xid8 AND ($2::text[] IS NULL OR p.name = ANY($2))
       ) p`,
      [String(position), names ?? null],
    );
    if (rows[0].behind === 0) return true;
    if (rows[0].failed > 0 || Date.now() >= deadline) return false;
    await sleep(Math.min(delay, Math.max(1, deadline - Date.now())));
    delay = Math.min(delay * 2, 25);
  }
}
