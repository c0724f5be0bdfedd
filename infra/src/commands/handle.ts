import { createHash } from 'node:crypto';
import { Conflict, type NewEvent } from '@decorlook/domain';
import type { EventMetadata, EventStore, EventToAppend, RecordedEvent, StreamAppend } from '../event-store/types';
import { EventRejected, WrongExpectedVersion } from '../event-store/types';

export interface CommandResult<E, S = unknown> {
  events: E[];
  /** The stream's state after the command: what the command's answer is built from. */
  state: S;
  /** The X-Event-Position of the write; when nothing was written, the stream's last position. */
  position: bigint;
  /** The same operation (Idempotency-Key and request) was already written: nothing new was. */
  replayed?: boolean;
}

/**
 * Event ids derived from the request's operation id (set for writes that carry an
 * Idempotency-Key): a retry after a crash writes the same ids, which the store answers as a
 * duplicate instead of a second effect.
 */
function withIds(events: readonly NewEvent[], streamId: string, metadata: EventMetadata): EventToAppend[] {
  const op = metadata.operationId;
  return events.map((e, i) => {
    if (typeof op !== 'string') return { ...e, metadata };
    const h = createHash('sha256').update(`${op}\n${streamId}\n${i}`).digest('hex');
    const eventId = `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    return { ...e, eventId, metadata };
  });
}

/** The position at which this operation was written before, if it was. */
function writtenBefore(events: readonly RecordedEvent[], metadata: EventMetadata): bigint | null {
  const op = metadata.operationId;
  if (typeof op !== 'string') return null;
  const mine = events.filter((e) => e.metadata.operationId === op);
  return mine.length ? lastPosition(mine) : null;
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

interface Pending {
  aggregate: Aggregate<unknown, NewEvent>;
  decide: (state: unknown) => NewEvent[];
  metadata: EventMetadata;
  resolve: (r: CommandResult<NewEvent, unknown>) => void;
  reject: (err: unknown) => void;
}
interface Lane {
  queue: Pending[];
}
const lanes = new WeakMap<EventStore, Map<string, Lane>>();
/** The most commands one append gathers from a stream's queue. */
const MAX_BATCH = 256;

/**
 * Read the stream (or take its recently known state), fold it, decide, append with the expected
 * version. On a version conflict, reload and decide again a bounded number of times, then
 * answer 409.
 *
 * Commands on one stream in this process queue behind each other: on a hot stream (fifty people
 * voting on one board at once) the commands that queued while an append was in flight are
 * decided one after another on the state the previous one left and written in one append, each
 * answered with its own result or its own refusal, instead of racing to the same version and
 * failing on conflicts. Other processes are still kept honest by the expected version.
 */
export function handleCommand<S, E extends NewEvent>(
  store: EventStore,
  aggregate: Aggregate<S, E>,
  decide: (state: S) => E[],
  metadata: EventMetadata,
): Promise<CommandResult<E, S>> {
  return new Promise((resolve, reject) => {
    let byStream = lanes.get(store);
    if (!byStream) lanes.set(store, (byStream = new Map()));
    const pending = { aggregate, decide, metadata, resolve, reject } as unknown as Pending;
    const lane = byStream.get(aggregate.streamId);
    if (lane) {
      lane.queue.push(pending);
      return;
    }
    const fresh: Lane = { queue: [pending] };
    byStream.set(aggregate.streamId, fresh);
    void drain(store, aggregate.streamId, fresh, byStream);
  });
}

async function drain(store: EventStore, streamId: string, lane: Lane, byStream: Map<string, Lane>): Promise<void> {
  while (lane.queue.length > 0) {
    const batch = lane.queue.splice(0, MAX_BATCH);
    // A command with an Idempotency-Key derives its event ids from the key: it is written on its
    // own, so a repeat is recognised as the duplicate it is.
    const first = batch[0];
    const together = batch.filter((c) => typeof c.metadata.operationId !== 'string' && c.aggregate.evolve === first.aggregate.evolve);
    const alone = batch.filter((c) => !together.includes(c));
    if (together.length > 1) await decideTogether(store, together);
    else alone.unshift(...together);
    for (const c of alone) await runAlone(store, c);
  }
  byStream.delete(streamId);
}

async function runAlone(store: EventStore, c: Pending): Promise<void> {
  try {
    c.resolve(await decideAndAppend(store, c.aggregate, c.decide, c.metadata));
  } catch (err) {
    c.reject(err);
  }
}

type Outcome = { kind: 'wrote'; events: NewEvent[]; state: unknown } | { kind: 'nothing'; state: unknown } | { kind: 'refused'; err: unknown };

/**
 * Several queued commands on one stream decided in turn and appended at once. A refusal or
 * "nothing to do" decided on a remembered state stands only if that state was the stream's real
 * one: the append's expected version proves it, or, when nothing was appended, the stream's
 * version read on its own.
 */
async function decideTogether(store: EventStore, batch: Pending[]): Promise<void> {
  const { streamId, evolve, initialState } = batch[0].aggregate;
  const cache = cacheOf(store);
  let trustCache = true;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const known = trustCache ? cache.get(streamId, evolve) : undefined;
    let state: unknown;
    let version: bigint | null;
    let lastPos: bigint;
    if (known) {
      ({ state, version, lastPosition: lastPos } = known);
    } else {
      const read = await store.readStream(streamId);
      state = read.events.reduce((st, e) => evolve(st, e as unknown as NewEvent), initialState());
      version = read.version;
      lastPos = lastPosition(read.events);
      if (version !== null) cache.set(streamId, { evolve, state, version, lastPosition: lastPos });
    }
    const outcomes: Outcome[] = [];
    const toAppend: EventToAppend[] = [];
    let current = state;
    for (const c of batch) {
      let events: NewEvent[];
      try {
        events = c.decide(current);
      } catch (err) {
        outcomes.push({ kind: 'refused', err });
        continue;
      }
      if (events.length === 0) {
        outcomes.push({ kind: 'nothing', state: current });
        continue;
      }
      current = events.reduce(evolve, current);
      toAppend.push(...withIds(events, streamId, c.metadata));
      outcomes.push({ kind: 'wrote', events, state: current });
    }
    let position = lastPos;
    if (toAppend.length === 0 && known && (await store.streamVersion(streamId)) !== version) {
      cache.forget(streamId);
      trustCache = false;
      continue;
    }
    if (toAppend.length > 0) {
      try {
        const r = await store.append(streamId, version ?? 'no_stream', toAppend);
        if (r.duplicate) throw new WrongExpectedVersion(streamId, version ?? 'no_stream', null);
        cache.set(streamId, { evolve, state: current, version: r.nextExpectedVersion, lastPosition: r.position });
        position = r.position;
      } catch (err) {
        cache.forget(streamId);
        trustCache = false;
        if (err instanceof WrongExpectedVersion) continue;
        // One command's events refused by the store must not fail the others: each goes alone.
        if (err instanceof EventRejected) break;
        for (const c of batch) c.reject(err);
        return;
      }
    }
    outcomes.forEach((o, i) => {
      const c = batch[i];
      if (o.kind === 'wrote') c.resolve({ events: o.events, state: o.state, position });
      else if (o.kind === 'nothing') c.resolve({ events: [], state: o.state, position });
      else c.reject(o.err);
    });
    return;
  }
  // Conflicts with another process all the way, or a refused batch: each command on its own.
  for (const c of batch) await runAlone(store, c);
}

async function decideAndAppend<S, E extends NewEvent>(
  store: EventStore,
  aggregate: Aggregate<S, E>,
  decide: (state: S) => E[],
  metadata: EventMetadata,
): Promise<CommandResult<E, S>> {
  const cache = cacheOf(store);
  const foldAll = (events: readonly RecordedEvent[]) => events.reduce((s, e) => aggregate.evolve(s, e as unknown as E), aggregate.initialState());
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
      state = foldAll(read.events);
      const before = writtenBefore(read.events, metadata);
      if (before !== null) return { events: [], state, position: before, replayed: true };
      version = read.version;
      lastPos = lastPosition(read.events);
      if (version !== null) cache.set(aggregate.streamId, { evolve: aggregate.evolve, state, version, lastPosition: lastPos });
    }
    // A refusal, or "nothing to do", must rest on the real history, never on a guess: a
    // remembered state is the real one if the stream's version is still the one remembered (a
    // keyed request reads the history anyway, to answer a repeat as the replay it is).
    const confirmed = async () => !guessNew && known !== undefined && typeof metadata.operationId !== 'string' && (await store.streamVersion(aggregate.streamId)) === version;
    let events: E[];
    try {
      events = decide(state);
    } catch (err) {
      if ((known || guessNew) && !(await confirmed())) {
        trustCache = false;
        continue;
      }
      throw err;
    }
    if (events.length === 0) {
      if ((known || guessNew) && !(await confirmed())) {
        trustCache = false;
        continue;
      }
      return { events, state, position: lastPos };
    }
    try {
      const r = await store.append(aggregate.streamId, version ?? 'no_stream', withIds(events, aggregate.streamId, metadata));
      if (r.duplicate) {
        cache.forget(aggregate.streamId);
        return { events: [], state: foldAll((await store.readStream(aggregate.streamId)).events), position: r.position, replayed: true };
      }
      const after = events.reduce(aggregate.evolve, state);
      // A stream this command created (a subscription, a session, a request) is seldom written
      // again soon; remembering each would only keep thousands of states alive past the young
      // generation, for the garbage collector to move and sweep. Its next command reads it once.
      if (version !== null) cache.set(aggregate.streamId, { evolve: aggregate.evolve, state: after, version: r.nextExpectedVersion, lastPosition: r.position });
      return { events, state: after, position: r.position };
    } catch (err) {
      cache.forget(aggregate.streamId);
      // A store refusal of what a guess decided (a sealed field for a subject erased since) is
      // decided again on the real history, like a version conflict.
      if ((known || guessNew) && err instanceof EventRejected) {
        trustCache = false;
        continue;
      }
      if (err instanceof WrongExpectedVersion) trustCache = false;
      if (err instanceof WrongExpectedVersion && attempt < MAX_ATTEMPTS + (known || guessNew ? 1 : 0)) continue;
      if (err instanceof WrongExpectedVersion) throw new Conflict();
      throw err;
    }
  }
}

export type Histories = Map<string, { events: RecordedEvent[]; version: bigint | null }>;

/** What a decision over several streams writes: the appends, and the subjects an erasure shreds with them. */
export interface MultiStreamDecision {
  appends: StreamAppend[];
  shred?: string[];
}

/**
 * A decision over several streams appended atomically (a reservation and the stream it guards; a
 * password change and the sessions it ends; an erasure). `streams` says which streams to read,
 * given what is known so far (it may name more once it has seen some: a person's sessions, their
 * addresses); `decide` gets each stream's history and returns the appends. Conflicts are retried.
 */
export async function handleMultiStreamCommand(
  store: EventStore,
  streams: readonly string[] | ((histories: Histories) => readonly string[]),
  decide: (histories: Histories) => StreamAppend[] | MultiStreamDecision,
  metadata: EventMetadata,
): Promise<{ appends: StreamAppend[]; position: bigint; replayed?: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const histories: Histories = new Map();
    const read = async (names: readonly string[]) => {
      const fresh = names.filter((n) => !histories.has(n));
      const got = await Promise.all(fresh.map((n) => store.readStream(n)));
      fresh.forEach((n, i) => histories.set(n, got[i]));
    };
    if (typeof streams === 'function') {
      // Read until the list of streams stops growing (each round may reveal more).
      for (let round = 0; round < 5; round++) {
        const names = streams(histories);
        if (names.every((n) => histories.has(n))) break;
        await read(names);
      }
    } else {
      await read(streams);
    }
    const all = [...histories.values()].flatMap((h) => h.events);
    const before = writtenBefore(all, metadata);
    if (before !== null) return { appends: [], position: before, replayed: true };
    const decided = decide(histories);
    const decision = Array.isArray(decided) ? { appends: decided } : decided;
    const appends = decision.appends.map((a) => ({ ...a, events: withIds(a.events, a.streamId, metadata) }));
    const writing = appends.filter((a) => a.events.length > 0);
    if (writing.length === 0) return { appends, position: lastPosition(all) };
    try {
      // An append without events still guards its stream's version (the decision rested on it).
      const r = await store.appendMany(appends, decision.shred?.length ? { shred: decision.shred } : undefined);
      for (const a of appends) cacheOf(store).forget(a.streamId);
      return { appends, position: r.position, replayed: r.duplicate || undefined };
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

/**
 * Who may call, decided on a stream as it stands before the call's input is read (the owner of a
 * look board, the participants of a conversation): `policy` throws the refusal. The command that
 * follows decides on the stream again, so a change in between is still caught there.
 */
export async function permitOn<S, E extends NewEvent>(store: EventStore, aggregate: Aggregate<S, E>, policy: (state: S) => void): Promise<void> {
  const known = cacheOf(store).get(aggregate.streamId, aggregate.evolve) as (Known & { state: S }) | undefined;
  if (known) {
    try {
      policy(known.state);
      return;
    } catch {
      // A remembered state may be stale: a refusal rests on the stream as it is.
    }
  }
  const { events } = await store.readStream(aggregate.streamId);
  policy(events.reduce((s, e) => aggregate.evolve(s, e as unknown as E), aggregate.initialState()));
}
