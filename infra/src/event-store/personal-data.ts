import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EventDefinition } from '@decorlook/domain';
import type { Sql } from '../db/sql';

/**
 * Personal fields are encrypted with their person's own AES-256-GCM key, kept in a table outside
 * the log. Erasing the person deletes the key: the events stay, the fields become unreadable.
 */
const MARK = '$pii';
interface Sealed {
  [MARK]: string;
}

const isSealed = (v: unknown): v is Sealed => typeof v === 'object' && v !== null && typeof (v as Sealed)[MARK] === 'string';

export async function keyFor(sql: Sql, subject: string): Promise<Buffer> {
  const created = randomBytes(32);
  const { rows } = await sql.query<{ key: Buffer }>(
    `INSERT INTO personal_data_keys (subject, key) VALUES ($1, $2)
     ON CONFLICT (subject) DO UPDATE SET subject = EXCLUDED.subject RETURNING key`,
    [subject, created],
  );
  return rows[0].key;
}

export async function keysFor(sql: Sql, subjects: readonly string[]): Promise<Map<string, Buffer>> {
  if (subjects.length === 0) return new Map();
  const { rows } = await sql.query<{ subject: string; key: Buffer }>('SELECT subject, key FROM personal_data_keys WHERE subject = ANY($1)', [subjects]);
  return new Map(rows.map((r) => [r.subject, r.key]));
}

/** Deletes the person's key; returns whether there was one. */
export async function forgetSubject(sql: Sql, subject: string): Promise<boolean> {
  const { rowCount } = await sql.query('DELETE FROM personal_data_keys WHERE subject = $1', [subject]);
  return (rowCount ?? 0) > 0;
}

function seal(key: Buffer, value: unknown): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { [MARK]: `${iv.toString('base64')}.${cipher.getAuthTag().toString('base64')}.${ct.toString('base64')}` };
}

function open(key: Buffer, sealed: Sealed): unknown {
  const [iv, tag, ct] = sealed[MARK].split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8'));
}

export async function encryptPersonalFields(
  sql: Sql,
  def: EventDefinition,
  data: Record<string, unknown>,
): Promise<{ data: Record<string, unknown>; subject?: string }> {
  if (!def.personal) return { data };
  const subject = def.personal.subject(data);
  const key = await keyFor(sql, subject);
  const out = { ...data };
  for (const field of def.personal.fields) {
    if (out[field] !== undefined && out[field] !== null) out[field] = seal(key, out[field]);
  }
  return { data: out, subject };
}

/** Opens sealed fields with the keys given; a field whose key is gone becomes null. */
export function decryptPersonalFields(data: Record<string, unknown>, key: Buffer | undefined): { data: Record<string, unknown>; erased: boolean } {
  let erased = false;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (!isSealed(v)) out[k] = v;
    else if (key) out[k] = open(key, v);
    else {
      out[k] = null;
      erased = true;
    }
  }
  return { data: out, erased };
}
