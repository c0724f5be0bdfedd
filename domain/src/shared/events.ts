import type { z } from 'zod';

/**
 * An event type: its name, its current schema version and, for older versions still present in
 * the log, an upcaster from each to the next version. Personal fields name the data
 * fields that identify a person; the store encrypts them with the key of `subject(data)`.
 */
export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  version: number;
  schema: S;
  personal?: {
    subject: (data: z.infer<S>) => string;
    fields: readonly string[];
  };
  history?: readonly { version: number; upcast: (data: unknown) => unknown }[];
}

export function defineEvent<T extends string, S extends z.ZodType>(def: EventDefinition<T, S>): EventDefinition<T, S> {
  return def;
}

export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;

/** A fact to append: its type and data; metadata is added by the infrastructure. */
export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

export interface EventRegistry {
  get(type: string): EventDefinition | undefined;
  all(): EventDefinition[];
}

export function createRegistry(defs: readonly EventDefinition[]): EventRegistry {
  const byType = new Map<string, EventDefinition>();
  for (const d of defs) {
    if (byType.has(d.type)) throw new Error(`event type ${d.type} defined twice`);
    const versions = (d.history ?? []).map((h) => h.version);
    if (versions.some((v) => v >= d.version)) throw new Error(`event type ${d.type}: history versions must be older than ${d.version}`);
    byType.set(d.type, d);
  }
  return { get: (t) => byType.get(t), all: () => [...byType.values()] };
}

/** Brings data stored under an older schema version up to the current one. */
export function upcast(def: EventDefinition, storedVersion: number, data: unknown): unknown {
  if (storedVersion === def.version) return data;
  const steps = [...(def.history ?? [])].sort((a, b) => a.version - b.version).filter((h) => h.version >= storedVersion);
  if (steps.length === 0 || steps[0].version !== storedVersion) {
    throw new Error(`event ${def.type}: no upcaster from version ${storedVersion}`);
  }
  return steps.reduce((d, step) => step.upcast(d), data);
}
