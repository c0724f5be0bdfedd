import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../db/pool';

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
 * Exchanges a refresh token for a new one that ends when the session ends. A token already
 * exchanged is reuse: the family is revoked here, in the same transaction that saw the reuse,
 * before anything else can fail; the caller then records the fact as events.
 */
export function rotate(pool: pg.Pool, presented: string): Promise<Rotation> {
  return withTransaction(pool, async (c) => {
    const { rows } = await c.query<{ family_id: string; user_id: number; rotated_at: Date | null; expired: boolean; revoked: boolean }>(
      `SELECT t.family_id, t.user_id, t.rotated_at, (t.expires_at <= now() OR f.expires_at <= now()) AS expired, f.revoked_at IS NOT NULL AS revoked
       FROM refresh_tokens t JOIN session_families f USING (family_id) WHERE t.token_hash = $1 FOR UPDATE OF t, f`,
      [digest(presented)],
    );
    const row = rows[0];
    if (!row) return { outcome: 'invalid' };
    if (row.rotated_at) {
      await c.query(`UPDATE session_families SET revoked_at = now(), reason = 'refresh_token_reuse' WHERE family_id = $1 AND revoked_at IS NULL`, [row.family_id]);
      return { outcome: 'reused', familyId: row.family_id, userId: row.user_id };
    }
    if (row.revoked || row.expired) return { outcome: 'invalid' };
    const token = newRefreshToken();
    await c.query('UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1', [digest(presented)]);
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
