import type pg from 'pg';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until every running projector has applied all events of transactions up to `position`
 * (an X-Event-Position). Answers false when `timeoutMs` runs out first.
 *
 * A projector is caught up when its safe position has passed `position`, or when every
 * transaction up to `position` has finished (below the snapshot's xmin) and none of them holds
 * an event of its types after its checkpoint: a projector that nothing concerned need not run.
 */
export async function waitForPosition(pool: pg.Pool, position: bigint, timeoutMs = 2000, names?: readonly string[]): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let delay = 2;
  for (;;) {
    const { rows } = await pool.query<{ behind: number }>(
      `SELECT count(*)::int AS behind FROM projections p
       WHERE p.status = 'running' AND p.safe_tx < $1::text::xid8 AND ($2::text[] IS NULL OR p.name = ANY($2))
         AND ($1::text::xid8 >= pg_snapshot_xmin(pg_current_snapshot())
              OR EXISTS (SELECT 1 FROM events e
                         WHERE e.type = ANY(p.handles) AND (e.transaction_id, e.global_position) > (p.last_tx, p.last_position)
                           AND e.transaction_id <= $1::text::xid8))`,
      [String(position), names ?? null],
    );
    if (rows[0].behind === 0) return true;
    if (Date.now() >= deadline) return false;
    await sleep(Math.min(delay, Math.max(1, deadline - Date.now())));
    delay = Math.min(delay * 2, 25);
  }
}
