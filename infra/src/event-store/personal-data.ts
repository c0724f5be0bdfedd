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

/** Creates the keys of subjects that have none (inside the caller's transaction) and returns every key asked for. */
export async function ensureKeys(sql: Sql, subjects: readonly string[]): Promise<Map<string, Buffer>> {
  if (subjects.length === 0) return new Map();
  await sql.query('INSERT INTO personal_data_keys (subject, key) SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (subject) DO NOTHING', [
    subjects,
    subjects.map(() => randomBytes(32)),
  ]);
  return keysFor(sql, subjects);
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

/** The subject whose key seals this event's personal fields, if it has any. */
export function subjectOf(def: EventDefinition, data: Record<string, unknown>): string | undefined {
  return def.personal?.subject(data);
}

export function encryptPersonalFields(def: EventDefinition, data: Record<string, unknown>, key: Buffer | undefined): Record<string, unknown> {
  if (!def.personal) return data;
  if (!key) throw new Error(`no data key for ${def.type}`);
  const out = { ...data };
  for (const field of def.personal.fields) {
    if (out[field] !== undefined && out[field] !== null) out[field] = seal(key, out[field]);
  }
  return out;
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
