import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventRegistry } from '@decorlook/domain';
import { subjectOf } from './personal-data';
import { EventRejected, type EventMetadata, type ExpectedVersion, type StreamAppend } from './types';

/** An event checked against its type's current schema, with its id and the metadata it is stored with. */
export interface ValidatedEvent {
  eventId: string;
  type: string;
  def: EventDefinition;
  /** The data as the schema parsed it (unknown fields stripped). */
  data: Record<string, unknown>;
  /** The subject whose key seals its personal fields, if it has any. */
  subject?: string;
  metadata: EventMetadata & { schemaVersion: number; subject?: string };
}

export interface PreparedAppend {
  streamId: string;
  expected: ExpectedVersion;
  events: ValidatedEvent[];
}

export interface PreparedUnit {
  /** Sorted by stream id: a fixed lock order keeps two multi-stream appends from deadlocking. */
  appends: PreparedAppend[];
  /** The caller chose the event ids: the append may be a retry of one already stored. */
  retried: boolean;
  subjects: string[];
  types: string[];
  eventCount: number;
}

/**
 * What every adapter does before it writes: drops appends that neither write nor expect anything,
 * gives events their ids, and checks each event against its schema (parsed once, here), so an
 * invalid event fails only its own caller and never reaches a shared write.
 */
export function prepareUnit(registry: EventRegistry, appends: readonly StreamAppend[]): PreparedUnit {
  const kept = appends.filter((a) => a.events.length > 0 || a.expected !== 'any');
  if (kept.length === 0) throw new Error('appendMany needs at least one stream');
  let retried = false;
  const subjects = new Set<string>();
  const types = new Set<string>();
  let eventCount = 0;
  const prepared = kept.map((a) => ({
    streamId: a.streamId,
    expected: a.expected,
    events: a.events.map((e): ValidatedEvent => {
      if (e.eventId !== undefined) retried = true;
      const def = registry.get(e.type);
      if (!def) throw new EventRejected(e.type, 'unknown event type');
      const parsed = def.schema.safeParse(e.data);
      if (!parsed.success) throw new EventRejected(e.type, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const data = parsed.data as Record<string, unknown>;
      const subject = subjectOf(def, data);
      if (subject) subjects.add(subject);
      types.add(e.type);
      eventCount++;
      return {
        eventId: e.eventId ?? randomUUID(),
        type: e.type,
        def,
        data,
        subject,
        metadata: { ...e.metadata, schemaVersion: def.version, ...(subject ? { subject } : {}) },
      };
    }),
  }));
  prepared.sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  return { appends: prepared, retried, subjects: [...subjects], types: [...types], eventCount };
}

/** Why an event is refused whose data holds a NUL character: Postgres' jsonb cannot store one. */
export const NUL_REFUSED = 'its data holds a NUL character, which the log cannot store';

/** Whether JSON text holds an escaped NUL character (and not an escaped backslash followed by "u0000"). */
export const holdsNul = (json: string): boolean => json.includes('u0000') && /(^|[^\\])(\\\\)*\\u0000/.test(json);

/** Whether a stream at `version` (null: no stream) meets the expectation. */
export function expectationHolds(expected: ExpectedVersion, version: bigint | null): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return version === null;
  if (expected === 'stream_exists') return version !== null;
  return version !== null && version === BigInt(expected);
}
