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
}

const MAX_ATTEMPTS = 5;

/**
 * Read the stream, fold it, decide, append with the expected version. On a version conflict,
 * reload and decide again a bounded number of times, then answer 409.
 */
export async function handleCommand<S, E extends NewEvent>(
  store: EventStore,
  aggregate: Aggregate<S, E>,
  decide: (state: S) => E[],
  metadata: EventMetadata,
): Promise<CommandResult<E>> {
  for (let attempt = 1; ; attempt++) {
    const { events: history, version } = await store.readStream(aggregate.streamId);
    const state = history.reduce((s, e) => aggregate.evolve(s, e as unknown as E), aggregate.initialState());
    const events = decide(state);
    if (events.length === 0) return { events, position: lastPosition(history) };
    try {
      const r = await store.append(aggregate.streamId, version ?? 'no_stream', events.map((e) => ({ ...e, metadata })));
      return { events, position: r.position };
    } catch (err) {
      if (err instanceof WrongExpectedVersion && attempt < MAX_ATTEMPTS) continue;
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
