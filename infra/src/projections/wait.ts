import type pg from 'pg';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until every running projector has applied all events of transactions up to `position`
 * (an X-Event-Position). Answers false when `timeoutMs` runs out first.
 */
export async function waitForPosition(pool: pg.Pool, position: bigint, timeoutMs = 2000, names?: readonly string[]): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let delay = 2;
  for (;;) {
    const { rows } = await pool.query<{ behind: number }>(
      `SELECT count(*)::int AS behind FROM projections WHERE status = 'running' AND safe_tx < $1::text::xid8 AND ($2::text[] IS NULL OR name = ANY($2))`,
      [String(position), names ?? null],
    );
    if (rows[0].behind === 0) return true;
    if (Date.now() >= deadline) return false;
    await sleep(Math.min(delay, Math.max(1, deadline - Date.now())));
    delay = Math.min(delay * 2, 25);
  }
}
