import type { EventDefinition, EventRegistry } from '@decorlook/domain';
import { dataOnRead } from './on-read';
import { decryptPersonalFields, encryptPersonalFields, newDataKey, type DataKey, withoutPersonalFields } from './personal-data';
import { expectationHolds, holdsNul, NUL_REFUSED, prepareUnit } from './prepare';
import {
  EventRejected,
  SubjectErased,
  WrongExpectedVersion,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type GlobalBatch,
  type ReadAllOptions,
  type RecordedEvent,
  type StreamAppend,
} from './types';

/** An event as the store keeps it: data and metadata serialised (sealed fields included), as a database would hold them. */
interface StoredEvent {
  eventId: string;
  streamId: string;
  streamPosition: bigint;
  globalPosition: bigint;
  transactionId: bigint;
  type: string;
  data: string;
  metadata: string;
  createdAt: Date;
}

type AppendListener = (position?: bigint, types?: readonly string[]) => void;

export interface InMemoryEventStoreOptions {
  registry: EventRegistry;
  onAppend?: (count: number) => void;
  clock?: () => Date;
}

/**
 * The event-store port in memory, for fast tests of command handling (modelled on Emmett's
 * in-memory store). It keeps the Postgres store's promises: the same expected-version rules, one
 * global order, idempotent event ids, schema checks through the same registry, personal fields
 * sealed with per-subject keys that an erasure destroys for good. Every append is its own
 * "transaction": its position is a counter that grows with every write.
 */
/** The event's fields that are stored unsealed. */
function inTheClear(def: EventDefinition, data: Record<string, unknown>): Record<string, unknown> {
  const sealed = def.personal?.fields ?? [];
  return Object.fromEntries(Object.entries(data).filter(([k]) => !sealed.includes(k)));
}

export class InMemoryEventStore implements EventStore {
  private readonly log: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private readonly byId = new Map<string, StoredEvent>();
  private readonly keys = new Map<string, DataKey>();
  private readonly listeners = new Set<AppendListener>();
  private lastTransaction = 0n;

  constructor(private readonly opts: InMemoryEventStoreOptions) {}

  async readStream(streamId: string): Promise<{ events: RecordedEvent[]; version: bigint | null }> {
    const events = (this.streams.get(streamId) ?? []).map((e) => this.toRecorded(e));
    return { events, version: events.length ? events[events.length - 1].streamPosition : null };
  }

  async streamVersion(streamId: string): Promise<bigint | null> {
    return this.versionOf(streamId);
  }

  append(streamId: string, expected: ExpectedVersion, events: EventToAppend[], options?: AppendOptions): Promise<AppendResult> {
    return this.appendMany([{ streamId, expected, events }], options);
  }

  async appendMany(appends: StreamAppend[], options: AppendOptions = {}): Promise<AppendResult> {
    const unit = prepareUnit(this.opts.registry, appends);
    const all = unit.appends.flatMap((a) => a.events.map((e) => ({ ...e, streamId: a.streamId })));
    const last = unit.appends[unit.appends.length - 1].streamId;

    // Everything is checked before anything is written: the append is all or nothing.
    if (unit.retried) {
      const stored = all.map((e) => this.byId.get(e.eventId));
      if (stored.some((s) => s !== undefined)) {
        if (stored.some((s, i) => s === undefined || s.streamId !== all[i].streamId)) throw new EventRejected(all[0].type, 'an event id is already used by another event');
        const position = stored.reduce((max, s) => (s!.transactionId > max ? s!.transactionId : max), 0n);
        return { nextExpectedVersion: this.versionOf(last) ?? -1n, position, duplicate: true };
      }
    }
    if (new Set(all.map((e) => e.eventId)).size !== all.length) throw new EventRejected(all[0].type, 'an event id is already used by another event');
    for (const a of unit.appends) {
      const version = this.versionOf(a.streamId);
      if (!expectationHolds(a.expected, version)) throw new WrongExpectedVersion(a.streamId, a.expected, version);
    }
    // As in Postgres: the log holds sealed fields as ciphertext, so only the fields in the clear can hold a NUL it refuses.
    for (const e of all) if (holdsNul(JSON.stringify(e.subject ? inTheClear(e.def, e.data) : e.data))) throw new EventRejected(e.type, NUL_REFUSED);
    const fresh = new Map<string, Buffer>();
    for (const s of unit.subjects) {
      const k = this.keys.get(s);
      if (k === 'erased') throw new SubjectErased(all.find((e) => e.subject === s)?.type ?? '?', s);
      if (k === undefined) fresh.set(s, newDataKey());
    }

    const transactionId = ++this.lastTransaction;
    for (const [s, k] of fresh) this.keys.set(s, k);
    const createdAt = (this.opts.clock ?? (() => new Date()))();
    let nextExpectedVersion = -1n;
    for (const a of unit.appends) {
      const stream = this.streams.get(a.streamId) ?? [];
      for (const e of a.events) {
        const key = e.subject ? (this.keys.get(e.subject) as Buffer) : undefined;
        const stored: StoredEvent = {
          eventId: e.eventId,
          streamId: a.streamId,
          streamPosition: BigInt(stream.length),
          globalPosition: BigInt(this.log.length + 1),
          transactionId,
          type: e.type,
          data: JSON.stringify(e.subject ? encryptPersonalFields(e.def, e.data, key) : e.data),
          metadata: JSON.stringify(e.metadata),
          createdAt,
        };
        stream.push(stored);
        this.log.push(stored);
        this.byId.set(stored.eventId, stored);
      }
      if (stream.length) this.streams.set(a.streamId, stream);
      nextExpectedVersion = BigInt(stream.length - 1);
    }
    for (const s of options.shred ?? []) this.keys.set(s, 'erased');

    if (unit.eventCount) {
      this.opts.onAppend?.(unit.eventCount);
      for (const l of this.listeners) l(transactionId, unit.types);
    }
    return { nextExpectedVersion, position: transactionId, duplicate: false };
  }

  async readAll(options: ReadAllOptions): Promise<GlobalBatch> {
    const { transactionId, globalPosition } = options.after;
    const events: RecordedEvent[] = [];
    // The log is in (transaction, position) order already: find the first event after the checkpoint.
    const after = (e: StoredEvent) => e.transactionId > transactionId || (e.transactionId === transactionId && e.globalPosition > globalPosition);
    let [lo, hi] = [0, this.log.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (after(this.log[mid])) hi = mid;
      else lo = mid + 1;
    }
    for (let i = lo; i < this.log.length && events.length < options.limit; i++) {
      const e = this.log[i];
      if (!options.types || options.types.includes(e.type)) events.push(this.toRecorded(e, options.personalData !== false));
    }
    // Every append commits as it is made: all of them are visible.
    return { events, visibleBelow: this.lastTransaction + 1n };
  }

  async subscribe(onAppend: AppendListener): Promise<() => Promise<void>> {
    this.listeners.add(onAppend);
    // As the Postgres store does once it listens: one wake-up to catch up on what came before.
    queueMicrotask(() => {
      if (this.listeners.has(onAppend)) onAppend();
    });
    return async () => {
      this.listeners.delete(onAppend);
    };
  }

  async headPosition(): Promise<bigint> {
    return this.lastTransaction;
  }

  private versionOf(streamId: string): bigint | null {
    const s = this.streams.get(streamId);
    return s?.length ? BigInt(s.length - 1) : null;
  }

  private toRecorded(e: StoredEvent, personal = true): RecordedEvent {
    let data: unknown = JSON.parse(e.data);
    const metadata = JSON.parse(e.metadata) as RecordedEvent['metadata'];
    if (typeof metadata.subject === 'string' && !personal) {
      data = withoutPersonalFields(data as Record<string, unknown>);
    } else if (typeof metadata.subject === 'string') {
      const opened = decryptPersonalFields(data as Record<string, unknown>, this.keys.get(metadata.subject));
      data = opened.data;
      if (opened.erased) metadata.personalDataErased = true;
    }
    data = dataOnRead(this.opts.registry, e.type, metadata, data);
    return {
      type: e.type,
      data,
      metadata,
      eventId: e.eventId,
      streamId: e.streamId,
      streamPosition: e.streamPosition,
      globalPosition: e.globalPosition,
      transactionId: e.transactionId,
      createdAt: e.createdAt,
    };
  }
}
