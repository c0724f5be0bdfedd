import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { EventRejected, START, WrongExpectedVersion, type EventStore, type EventToAppend, type GlobalCheckpoint, type RecordedEvent } from './types';

/**
 * The behaviour every event-store adapter must show. An adapter's spec file calls this with a
 * factory that gives a fresh, empty store; `holdOpen` (where the engine has such transactions)
 * starts an append that stays uncommitted until `commit()` is called.
 */
export interface ContractSubject {
  store: EventStore;
  holdOpen?: (streamId: string, events: EventToAppend[]) => Promise<{ commit(): Promise<void> }>;
}

const added = (id: number, name = `Style ${id}`): EventToAppend => ({
  type: 'EnumEntryAdded',
  data: { resource: 'styles', entry: { id, name } },
});

async function readEverything(store: EventStore, after: GlobalCheckpoint = START): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let cp = after;
  for (;;) {
    const batch = await store.readAll({ after: cp, limit: 100 });
    out.push(...batch.events);
    if (batch.events.length < 100) return out;
    const last = batch.events[batch.events.length - 1];
    cp = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
}

export function eventStoreContract(subject: () => ContractSubject) {
  it('appends and reads a stream back in order, with positions from 0', async () => {
    const { store } = subject();
    const s = `siteEnum-${randomUUID()}`;
    const r = await store.append(s, 'no_stream', [added(1), added(2)]);
    expect(r.nextExpectedVersion).toBe(1n);
    expect(r.position).toBeGreaterThan(0n);
    const { events, version } = await store.readStream(s);
    expect(version).toBe(1n);
    expect(events.map((e) => [e.streamPosition, (e.data as { entry: { id: number } }).entry.id])).toEqual([
      [0n, 1],
      [1n, 2],
    ]);
  });

  it('lets exactly one of 20 parallel appends with the same expected version win', async () => {
    const { store } = subject();
    const s = `siteEnum-${randomUUID()}`;
    await store.append(s, 'no_stream', [added(1)]);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => store.append(s, 0n, [added(100 + i)])));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const l of lost) expect(l.reason).toBeInstanceOf(WrongExpectedVersion);
    expect((await store.readStream(s)).events).toHaveLength(2);
  });

  it('refuses no_stream on an existing stream and stream_exists on a missing one', async () => {
    const { store } = subject();
    const s = `siteEnum-${randomUUID()}`;
    await expect(store.append(s, 'stream_exists', [added(1)])).rejects.toBeInstanceOf(WrongExpectedVersion);
    await store.append(s, 'no_stream', [added(1)]);
    await expect(store.append(s, 'no_stream', [added(2)])).rejects.toBeInstanceOf(WrongExpectedVersion);
    await expect(store.append(s, 5n, [added(2)])).rejects.toBeInstanceOf(WrongExpectedVersion);
    await store.append(s, 'stream_exists', [added(2)]);
    await store.append(s, 'any', [added(3)]);
    await store.append(`siteEnum-${randomUUID()}`, 'any', [added(3)]);
    expect((await store.readStream(s)).version).toBe(2n);
  });

  it('stores a repeated event id once and answers the retry as the first append', async () => {
    const { store } = subject();
    const s = `siteEnum-${randomUUID()}`;
    const e = { ...added(1), eventId: randomUUID() };
    const first = await store.append(s, 'no_stream', [e]);
    const retry = await store.append(s, 'no_stream', [e]);
    expect(retry.duplicate).toBe(true);
    expect(retry.position).toBe(first.position);
    const parallel = await Promise.all([1, 2, 3].map(() => store.append(s, 'any', [e])));
    expect(parallel.every((p) => p.duplicate)).toBe(true);
    expect((await store.readStream(s)).events).toHaveLength(1);
  });

  it('appends to several streams atomically: all or nothing', async () => {
    const { store } = subject();
    const a = `siteEnum-${randomUUID()}`;
    const b = `siteEnum-${randomUUID()}`;
    await store.append(b, 'no_stream', [added(1)]);
    await expect(
      store.appendMany([
        { streamId: a, expected: 'no_stream', events: [added(1)] },
        { streamId: b, expected: 'no_stream', events: [added(2)] },
      ]),
    ).rejects.toBeInstanceOf(WrongExpectedVersion);
    expect((await store.readStream(a)).events).toHaveLength(0);
    const ok = await store.appendMany([
      { streamId: a, expected: 'no_stream', events: [added(1)] },
      { streamId: b, expected: 0n, events: [added(2)] },
    ]);
    expect(ok.position).toBeGreaterThan(0n);
    expect((await store.readStream(a)).events).toHaveLength(1);
    expect((await store.readStream(b)).events).toHaveLength(2);
  });

  it('refuses an event that fails its schema, or of an unknown type, and writes nothing', async () => {
    const { store } = subject();
    const s = `siteEnum-${randomUUID()}`;
    await expect(store.append(s, 'any', [{ type: 'EnumEntryAdded', data: { resource: 'styles', entry: { id: -1, name: '' } } }])).rejects.toBeInstanceOf(EventRejected);
    await expect(store.append(s, 'any', [added(1), { type: 'NoSuchThing', data: {} }])).rejects.toBeInstanceOf(EventRejected);
    expect((await store.readStream(s)).events).toHaveLength(0);
  });

  it('delivers every event in the global order, positions growing with every later write', async () => {
    const { store } = subject();
    const before = await readEverything(store);
    const s = `siteEnum-${randomUUID()}`;
    const p1 = await store.append(s, 'no_stream', [added(1)]);
    const p2 = await store.append(s, 0n, [added(2)]);
    expect(p2.position).toBeGreaterThan(p1.position);
    const after = await readEverything(store, before.length ? { transactionId: before.at(-1)!.transactionId, globalPosition: before.at(-1)!.globalPosition } : START);
    expect(after.filter((e) => e.streamId === s).map((e) => e.transactionId)).toEqual([p1.position, p2.position]);
  });

  it('orders positions as numbers, across batches and stream lengths past 9', async () => {
    const { store } = subject();
    const s = `siteEnum-${randomUUID()}`;
    await store.append(s, 'no_stream', Array.from({ length: 12 }, (_, i) => added(i + 1)));
    for (let i = 0; i < 12; i++) await store.append(s, 'any', [added(100 + i)]);
    const { events } = await store.readStream(s);
    expect(events.map((e) => Number(e.streamPosition))).toEqual(Array.from({ length: 24 }, (_, i) => i));
    const all: RecordedEvent[] = [];
    let cp: GlobalCheckpoint = START;
    for (;;) {
      const batch = await store.readAll({ after: cp, limit: 7, types: ['EnumEntryAdded', 'NewsletterSubscribed'] });
      all.push(...batch.events);
      if (batch.events.length < 7) break;
      cp = { transactionId: batch.events[6].transactionId, globalPosition: batch.events[6].globalPosition };
    }
    const mine = all.filter((e) => e.streamId === s);
    expect(mine.map((e) => Number(e.streamPosition))).toEqual(Array.from({ length: 24 }, (_, i) => i));
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1], all[i]];
      expect(a.transactionId < b.transactionId || (a.transactionId === b.transactionId && a.globalPosition < b.globalPosition)).toBe(true);
    }
  });

  it('never skips a transaction that commits after a later one: both are delivered, in commit-safe order', async () => {
    const { store, holdOpen } = subject();
    if (!holdOpen) return;
    const start = await readEverything(store);
    const from = start.length ? { transactionId: start.at(-1)!.transactionId, globalPosition: start.at(-1)!.globalPosition } : START;
    const slow = `siteEnum-${randomUUID()}`;
    const fast = `siteEnum-${randomUUID()}`;
    const pending = await holdOpen(slow, [added(1, 'slow')]);
    await store.append(fast, 'no_stream', [added(2, 'fast')]);
    // The fast transaction committed, but the slow one with the smaller id has not: a reader
    // that took the fast event now would move its checkpoint past the slow one and lose it.
    const whileOpen = await readEverything(store, from);
    expect(whileOpen.filter((e) => e.streamId === slow || e.streamId === fast)).toHaveLength(0);
    await pending.commit();
    const after = await readEverything(store, from);
    expect(after.filter((e) => e.streamId === slow || e.streamId === fast).map((e) => e.streamId)).toEqual([slow, fast]);
  });

  it('wakes a subscriber when an append commits', async () => {
    const { store } = subject();
    let woken = 0;
    let resolve: () => void = () => undefined;
    const wake = new Promise<void>((r) => (resolve = r));
    const stop = await store.subscribe(() => {
      woken++;
      if (woken > 1) resolve();
    });
    try {
      await store.append(`siteEnum-${randomUUID()}`, 'no_stream', [added(1)]);
      await wake;
      expect(woken).toBeGreaterThan(1);
    } finally {
      await stop();
    }
  });
}
