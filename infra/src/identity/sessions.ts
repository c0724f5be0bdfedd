import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../db/pool';
import type { Sql } from '../db/sql';

/**
 * Sign-in sessions. Their facts (start, revocation, refresh-token reuse) are events in
 * `session-<familyId>`; `session_families` is their inline projection, written by the append's
 * own statement (migration 30), so it is never behind what was decided. This module keeps the
 * refresh tokens: opaque, stored hashed, rotated on every use, never outliving their session.
 */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Issues the first refresh token of a session whose SessionStarted event is already stored. */
export async function issueRefreshToken(pool: pg.Pool, familyId: string): Promise<string> {
  const token = newRefreshToken();
  const { rowCount } = await pool.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at)
     SELECT $1, family_id, user_id, expires_at FROM session_families WHERE family_id = $2 AND revoked_at IS NULL`,
    [digest(token), familyId],
  );
  if (!rowCount) throw new Error(`session ${familyId} is not open`);
  return token;
}

export type Rotation =
  | { outcome: 'rotated'; token: string; familyId: string; userId: number }
  | { outcome: 'reused'; familyId: string; userId: number }
  | { outcome: 'invalid' };

/**
 * How long the token just exchanged may be presented again. An answer can be lost after the
 * server rotated the token (the page navigated away, the connection dropped): the client then
 * retries with the token it still holds. Within this window, and only while the token it was
 * exchanged for has not been used, that is a retry: the unused successor is retired and a new one
 * issued. Anything else is reuse, as before (the same leeway OAuth servers give rotated tokens).
 */
export const REFRESH_RETRY_SECONDS = 30;

/**
 * Exchanges a refresh token for a new one that ends when the session ends. A token already
 * exchanged is reuse (bar the retry above): the family is revoked here, in the same transaction
 * that saw the reuse, before anything else can fail; the caller then records the fact as events.
 */
export function rotate(pool: pg.Pool, presented: string): Promise<Rotation> {
  return withTransaction(pool, async (c) => {
    const { rows } = await c.query<{ family_id: string; user_id: number; rotated_at: Date | null; expired: boolean; revoked: boolean; retry: boolean }>(
      `SELECT t.family_id, t.user_id, t.rotated_at, (t.expires_at <= now() OR f.expires_at <= now()) AS expired, f.revoked_at IS NOT NULL AS revoked,
         (t.rotated_at > now() - make_interval(secs => $2) AND s.token_hash IS NOT NULL AND s.rotated_at IS NULL) AS retry
       FROM refresh_tokens t JOIN session_families f USING (family_id) LEFT JOIN refresh_tokens s ON s.token_hash = t.replaced_by
       WHERE t.token_hash = $1 FOR UPDATE OF t, f`,
      [digest(presented), REFRESH_RETRY_SECONDS],
    );
    const row = rows[0];
    if (!row) return { outcome: 'invalid' };
    if (row.rotated_at && !row.retry) {
      await c.query(`UPDATE session_families SET revoked_at = now(), reason = 'refresh_token_reuse' WHERE family_id = $1 AND revoked_at IS NULL`, [row.family_id]);
      return { outcome: 'reused', familyId: row.family_id, userId: row.user_id };
    }
    if (row.revoked || row.expired) return { outcome: 'invalid' };
    const token = newRefreshToken();
    // A retry retires the successor nobody received: presenting it later is reuse.
    if (row.rotated_at) await c.query('UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = (SELECT replaced_by FROM refresh_tokens WHERE token_hash = $1)', [digest(presented)]);
    await c.query('UPDATE refresh_tokens SET rotated_at = coalesce(rotated_at, now()), replaced_by = $2 WHERE token_hash = $1', [digest(presented), digest(token)]);
    await c.query(
      `INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) SELECT $1, family_id, user_id, expires_at FROM session_families WHERE family_id = $2`,
      [digest(token), row.family_id],
    );
    return { outcome: 'rotated', token, familyId: row.family_id, userId: row.user_id };
  });
}

/** The sessions of a person that are still open: what a password change or closure must end. */
export async function openSessions(pool: pg.Pool, userId: number): Promise<string[]> {
  const { rows } = await pool.query<{ family_id: string }>('SELECT family_id FROM session_families WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at', [userId]);
  return rows.map((r) => r.family_id);
}

/** Whether an access token's session may still act: not revoked, not past its absolute end. */
export async function isSessionOpen(pool: pg.Pool, familyId: string): Promise<boolean> {
  const { rows } = await pool.query('SELECT 1 FROM session_families WHERE family_id = $1 AND revoked_at IS NULL AND expires_at > now()', [familyId]);
  return rows.length > 0;
}

/** An erased person's refresh tokens go with them (their sessions are revoked in the erasure's append). */
export async function dropRefreshTokens(pool: pg.Pool, userId: number): Promise<void> {
  await pool.query('DELETE FROM refresh_tokens WHERE user_id = $1', [userId]);
}

/** The Postgres channel a session's end is announced on, `{ familyId, userId }` (migration 57), as it commits. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/** The sessions of these people that are open now: the only ones anything may still be delivered to. */
export async function openSessionsOf(sql: Sql, userIds: readonly number[]): Promise<{ familyId: string; userId: number }[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql.query<{ family_id: string; user_id: number }>(
    'SELECT family_id, user_id FROM session_families WHERE user_id = ANY($1::integer[]) AND revoked_at IS NULL AND expires_at > now()',
    [[...new Set(userIds)]],
  );
  return rows.map((r) => ({ familyId: r.family_id, userId: Number(r.user_id) }));
}

/** Which of these sessions are still open. */
export async function stillOpen(sql: Sql, familyIds: readonly string[]): Promise<Set<string>> {
  if (familyIds.length === 0) return new Set();
  const { rows } = await sql.query<{ family_id: string }>('SELECT family_id FROM session_families WHERE family_id = ANY($1::uuid[]) AND revoked_at IS NULL AND expires_at > now()', [[...new Set(familyIds)]]);
  return new Set(rows.map((r) => r.family_id));
}
