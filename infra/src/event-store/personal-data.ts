import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { EventDefinition } from '@decorlook/domain';
import type { Sql } from '../db/sql';

/**
 * Personal fields are encrypted with their person's own AES-256-GCM key, kept in a table outside
 * the log. Erasing the person destroys the key and leaves a tombstone (the row stays with a null
 * key and `erased_at`): the events stay, the fields become unreadable, and no key is ever created
 * for that subject again.
 */
const MARK = '$pii';
interface Sealed {
  [MARK]: string;
}

/** A subject's key as the key table knows it: the key, or `'erased'` for a tombstone. */
export type DataKey = Buffer | 'erased';

const isSealed = (v: unknown): v is Sealed => typeof v === 'object' && v !== null && typeof (v as Sealed)[MARK] === 'string';

/** A fresh random key: one CSPRNG call per 128 keys (see nextIv); each key is a copy of its own. */
export const newDataKey = (): Buffer => Buffer.from(randomSlice(32));

/** The keys (or tombstones) of the subjects asked for; a subject absent from the answer has never had a key. */
export async function keysFor(sql: Sql, subjects: readonly string[]): Promise<Map<string, DataKey>> {
  if (subjects.length === 0) return new Map();
  const { rows } = await sql.query<{ subject: string; key: Buffer | null }>('SELECT subject, key FROM personal_data_keys WHERE subject = ANY($1)', [subjects]);
  return new Map(rows.map((r) => [r.subject, r.key ?? 'erased']));
}

/**
 * Erases one subject outside an append (its key goes, its tombstone stays); returns whether it had
 * a live key. Prefer `appendMany(appends, { shred })`, which erases in the erasure's own commit.
 */
export async function forgetSubject(sql: Sql, subject: string): Promise<boolean> {
  const { rows } = await sql.query<{ live: boolean }>(
    `WITH before AS (SELECT key IS NOT NULL AS live FROM personal_data_keys WHERE subject = $1),
     gone AS (
       INSERT INTO personal_data_keys (subject, key, erased_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = coalesce(personal_data_keys.erased_at, now())
       RETURNING 1
     )
     SELECT coalesce((SELECT live FROM before), false) AS live, (SELECT count(*) FROM gone) AS n`,
    [subject],
  );
  return rows[0].live;
}

/**
 * Keys this process has used or read lately, so an append costs at most one key lookup. A stale
 * entry is harmless: the store checks in the append's own statement that each key it sealed with
 * is still live, and a tombstone never turns back into a key.
 */
export class DataKeyCache {
  private readonly keys: LRUCache<string, DataKey>;
  constructor(max = 10_000) {
    this.keys = new LRUCache({ max });
  }
  get(subject: string): DataKey | undefined {
    return this.keys.get(subject);
  }
  set(subject: string, key: DataKey): void {
    this.keys.set(subject, key);
  }
  erase(subject: string): void {
    this.keys.set(subject, 'erased');
  }
  forget(subject: string): void {
    this.keys.delete(subject);
  }
}

/**
 * IVs and keys come from a pre-drawn block of random bytes: one CSPRNG call per few hundred
 * seals instead of one each. Every slice is handed out once.
 */
let block = Buffer.alloc(0);
let at = 0;
function randomSlice(n: number): Buffer {
  if (at + n > block.length) {
    block = randomBytes(4096);
    at = 0;
  }
  const slice = block.subarray(at, at + n);
  at += n;
  return slice;
}
const nextIv = () => randomSlice(12);

function seal(key: Buffer, value: unknown): Sealed {
  const iv = nextIv();
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

/** Opens sealed fields with the key given; a field whose key is gone (erased, or never stored) becomes null. */
/** The event's fields with every sealed one as null, nothing opened. */
export function withoutPersonalFields(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in data) out[k] = isSealed(data[k]) ? null : data[k];
  return out;
}

/**
 * The event's fields with every sealed one, and every field its definition names personal, as
 * `marker`: nothing opened, no key read (pseudonymous exports). Absent and null fields stay so.
 */
export function markPersonalFields(data: Record<string, unknown>, personalFields: readonly string[], marker: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in data) out[k] = isSealed(data[k]) || (personalFields.includes(k) && data[k] !== null && data[k] !== undefined) ? marker : data[k];
  return out;
}

export function decryptPersonalFields(data: Record<string, unknown>, key: DataKey | null | undefined): { data: Record<string, unknown>; erased: boolean } {
  let erased = false;
  const out: Record<string, unknown> = {};
  for (const k in data) {
    const v = data[k];
    if (!isSealed(v)) out[k] = v;
    else if (Buffer.isBuffer(key)) out[k] = open(key, v);
    else {
      out[k] = null;
      erased = true;
    }
  }
  return { data: out, erased };
}
