import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../db/pool';

/**
 * Refresh tokens: opaque, stored hashed, rotated on every use. The security facts (start,
 * revocation, reuse) are events written by the caller; this table holds the current hashes.
 */
export const REFRESH_TTL_DAYS = 30;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const newRefreshToken = () => randomBytes(32).toString('base64url');

export async function openFamily(pool: pg.Pool, familyId: string, userId: number): Promise<string> {
  const token = newRefreshToken();
  await withTransaction(pool, async (c) => {
    await c.query('INSERT INTO session_families (family_id, user_id) VALUES ($1, $2)', [familyId, userId]);
    await c.query(`INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '${REFRESH_TTL_DAYS} days')`, [
      digest(token),
      familyId,
      userId,
    ]);
  });
  return token;
}

export type Rotation =
  | { outcome: 'rotated'; token: string; familyId: string; userId: number }
  | { outcome: 'reused'; familyId: string; userId: number }
  | { outcome: 'invalid' };

/** Exchanges a refresh token for a new one; a token already exchanged is reuse. */
export function rotate(pool: pg.Pool, presented: string): Promise<Rotation> {
  return withTransaction(pool, async (c) => {
    const { rows } = await c.query<{ family_id: string; user_id: number; rotated_at: Date | null; expired: boolean; revoked: boolean }>(
      `SELECT t.family_id, t.user_id, t.rotated_at, t.expires_at < now() AS expired, f.revoked_at IS NOT NULL AS revoked
       FROM refresh_tokens t JOIN session_families f USING (family_id) WHERE t.token_hash = $1 FOR UPDATE OF t`,
      [digest(presented)],
    );
    const row = rows[0];
    if (!row) return { outcome: 'invalid' };
    if (row.rotated_at) return { outcome: 'reused', familyId: row.family_id, userId: row.user_id };
    if (row.revoked || row.expired) return { outcome: 'invalid' };
    const token = newRefreshToken();
    await c.query('UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1', [digest(presented)]);
    await c.query(`INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '${REFRESH_TTL_DAYS} days')`, [
      digest(token),
      row.family_id,
      row.user_id,
    ]);
    return { outcome: 'rotated', token, familyId: row.family_id, userId: row.user_id };
  });
}

export async function markFamilyRevoked(pool: pg.Pool, familyId: string, reason: string): Promise<void> {
  await pool.query('UPDATE session_families SET revoked_at = now(), reason = $2 WHERE family_id = $1 AND revoked_at IS NULL', [familyId, reason]);
}

export async function activeFamilies(pool: pg.Pool, userId: number): Promise<string[]> {
  const { rows } = await pool.query<{ family_id: string }>('SELECT family_id FROM session_families WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  return rows.map((r) => r.family_id);
}

export async function isFamilyActive(pool: pg.Pool, familyId: string): Promise<boolean> {
  const { rows } = await pool.query('SELECT 1 FROM session_families WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
  return rows.length > 0;
}
