import { Conflict, type NewEvent } from '@decorlook/domain';
import type { EventMetadata, EventStore, RecordedEvent, StreamAppend } from '../event-store/types';
import { WrongExpectedVersion } from '../event-store/types';

export interface CommandResult<E> {
  events: E[];
  /** The X-Event-Position of the write; when nothing was written, the stream's last position. */
  position: bigint;
}

export interface Aggregate<S, E extends NewEvent> {
  streamId: string;
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  /**
   * Most commands on this kind of stream create it (a subscription, a session): decide on the
   * initial state and append expecting no stream, without reading first. If the stream exists
   * after all, the append is refused and the command runs again on the real history.
   */
  usuallyNew?: boolean;
}

const MAX_ATTEMPTS = 5;

interface Known {
  evolve: unknown;
  state: unknown;
  version: bigint;
  lastPosition: bigint;
}

/**
 * The folded state of streams this process wrote or read lately. It is only a guess at the
 * expected version: a stale entry makes the append fail on its version, and the command runs
 * again on the stream as it is.
 */
class StateCache {
  private entries = new Map<string, Known>();
  constructor(private readonly max: number) {}
  get(streamId: string, evolve: unknown): Known | undefined {
    const k = this.entries.get(streamId);
    if (!k || k.evolve !== evolve) return undefined;
    this.entries.delete(streamId);
    this.entries.set(streamId, k);
    return k;
  }
  set(streamId: string, k: Known): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, k);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
  forget(streamId: string): void {
    this.entries.delete(streamId);
  }
}

const caches = new WeakMap<EventStore, StateCache>();
const cacheOf = (store: EventStore) => {
  let c = caches.get(store);
  if (!c) caches.set(store, (c = new StateCache(10_000)));
  return c;
};

/**
 * Read the stream (or take its recently known state), fold it, decide, append with the expected
 * version. On a version conflict, reload and decide again a bounded number of times, then
 * answer 409.
 */
export async function handleCommand<S, E extends NewEvent>(
  store: EventStore,
  aggregate: Aggregate<S, E>,
  decide: (state: S) => E[],
  metadata: EventMetadata,
): Promise<CommandResult<E>> {
  const cache = cacheOf(store);
  let trustCache = true;
  for (let attempt = 1; ; attempt++) {
    const known = trustCache ? cache.get(aggregate.streamId, aggregate.evolve) : undefined;
    const guessNew = !known && trustCache && aggregate.usuallyNew === true;
    let state: S;
    let version: bigint | null;
    let lastPos: bigint;
    if (known) {
      ({ state, version, lastPosition: lastPos } = known as Known & { state: S });
    } else if (guessNew) {
      [state, version, lastPos] = [aggregate.initialState(), null, 0n];
    } else {
      const read = await store.readStream(aggregate.streamId);
      state = read.events.reduce((s, e) => aggregate.evolve(s, e as unknown as E), aggregate.initialState());
      version = read.version;
      lastPos = lastPosition(read.events);
      if (version !== null) cache.set(aggregate.streamId, { evolve: aggregate.evolve, state, version, lastPosition: lastPos });
    }
    let events: E[];
    try {
      events = decide(state);
    } catch (err) {
      // A refusal must rest on the real history, never on a guess.
      if (known || guessNew) {
        trustCache = false;
        continue;
      }
      throw err;
    }
    if (events.length === 0) {
      // Nor may "nothing to do": only the real history can say so.
      if (known || guessNew) {
        trustCache = false;
        continue;
      }
      return { events, position: lastPos };
    }
    try {
      const r = await store.append(aggregate.streamId, version ?? 'no_stream', events.map((e) => ({ ...e, metadata })));
      cache.set(aggregate.streamId, { evolve: aggregate.evolve, state: events.reduce(aggregate.evolve, state), version: r.nextExpectedVersion, lastPosition: r.position });
      return { events, position: r.position };
    } catch (err) {
      cache.forget(aggregate.streamId);
      if (err instanceof WrongExpectedVersion) trustCache = false;
      if (err instanceof WrongExpectedVersion && attempt < MAX_ATTEMPTS + (known || guessNew ? 1 : 0)) continue;
      if (err instanceof WrongExpectedVersion) throw new Conflict();
      throw err;
    }
  }
}

/**
 * A decision over several streams appended atomically (a reservation and the stream it guards).
 * `decide` gets each stream's folded state and returns the appends; conflicts are retried.
 */
export async function handleMultiStreamCommand(
  store: EventStore,
  streams: readonly string[],
  decide: (histories: Map<string, { events: RecordedEvent[]; version: bigint | null }>) => StreamAppend[],
  metadata: EventMetadata,
): Promise<{ appends: StreamAppend[]; position: bigint }> {
  for (let attempt = 1; ; attempt++) {
    const histories = new Map<string, { events: RecordedEvent[]; version: bigint | null }>();
    for (const s of streams) histories.set(s, await store.readStream(s));
    const appends = decide(histories).map((a) => ({ ...a, events: a.events.map((e) => ({ ...e, metadata })) }));
    const writing = appends.filter((a) => a.events.length > 0);
    if (writing.length === 0) {
      const all = [...histories.values()].flatMap((h) => h.events);
      return { appends, position: lastPosition(all) };
    }
    try {
      const r = await store.appendMany(appends);
      for (const a of appends) cacheOf(store).forget(a.streamId);
      return { appends, position: r.position };
    } catch (err) {
      if (err instanceof WrongExpectedVersion && attempt < MAX_ATTEMPTS) continue;
      if (err instanceof WrongExpectedVersion) throw new Conflict();
      throw err;
    }
  }
}

function lastPosition(events: readonly RecordedEvent[]): bigint {
  return events.reduce((max, e) => (e.transactionId > max ? e.transactionId : max), 0n);
}
