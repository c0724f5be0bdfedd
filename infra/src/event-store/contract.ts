import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EventRejected, START, SubjectErased, WrongExpectedVersion, type EventStore, type EventToAppend, type GlobalCheckpoint, type RecordedEvent } from './types';

/**
 * The behaviour every event-store adapter must show. An adapter's spec file calls this with a
 * factory for its store and what the adapter can do; `holdOpen` (where the engine has such
 * transactions) starts an append that stays uncommitted until `commit()` is called. A test that
 * needs a capability the adapter lacks is reported as skipped, and says why.
 */
export interface ContractSubject {
  store: EventStore;
  holdOpen?: (streamId: string, events: EventToAppend[]) => Promise<{ commit(): Promise<void> }>;
}

export interface AdapterCapabilities {
  /** The engine can keep an append's transaction open while others commit. */
  holdOpen: boolean;
}

const added = (id: number, name = `Style ${id}`): EventToAppend => ({
  type: 'EnumEntryAdded',
  data: { resource: 'styles', entry: { id, name } },
});

const subscribed = (hash: string, email: string): EventToAppend => ({
  type: 'NewsletterSubscribed',
  data: { emailHash: hash, email, source: 'popup', subscribedAt: '2026-01-01T00:00:00.000Z' },
});
const newHash = () => randomUUID().replace(/-/g, '');

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

const checkpointOf = (events: RecordedEvent[]): GlobalCheckpoint =>
  events.length ? { transactionId: events.at(-1)!.transactionId, globalPosition: events.at(-1)!.globalPosition } : START;

export function eventStoreContract(subject: () => ContractSubject, capabilities: AdapterCapabilities) {
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

  it('checks a stream it appends nothing to (an expectation alone), also one not there yet, last in the append', async () => {
    const { store } = subject();
    const a = `siteEnum-${randomUUID()}`;
    const guard = `siteEnum-${randomUUID()}`;
    // A take-down closes an image's open reports: their stream may not exist, and then nothing is written to it.
    const ok = await store.appendMany([
      { streamId: a, expected: 'no_stream', events: [added(1)] },
      { streamId: guard, expected: 'no_stream', events: [] },
    ]);
    expect(ok.position).toBeGreaterThan(0n);
    expect((await store.readStream(a)).events).toHaveLength(1);
    expect((await store.readStream(guard)).events).toHaveLength(0);
    await store.append(guard, 'no_stream', [added(1)]);
    await expect(
      store.appendMany([
        { streamId: a, expected: 0n, events: [added(2)] },
        { streamId: guard, expected: 'no_stream', events: [] },
      ]),
    ).rejects.toBeInstanceOf(WrongExpectedVersion);
    expect((await store.readStream(a)).events).toHaveLength(1);
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

  const holdOpenTest = `never skips a transaction that commits after a later one: both are delivered, in commit-safe order${capabilities.holdOpen ? '' : ' (skipped: adapter cannot hold a transaction open)'}`;
  it.skipIf(!capabilities.holdOpen)(holdOpenTest, async () => {
    const { store, holdOpen } = subject();
    if (!holdOpen) throw new Error('the adapter said it can hold a transaction open, but gave no way to');
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

  describe('personal data and erasure', () => {
    it('seals personal fields for their subject and reads them back', async () => {
      const { store } = subject();
      const hash = newHash();
      await store.append(`newsletter-${hash}`, 'no_stream', [subscribed(hash, 'ada@example.com')]);
      const [e] = (await store.readStream(`newsletter-${hash}`)).events;
      expect(e.data).toMatchObject({ emailHash: hash, email: 'ada@example.com' });
      expect(e.metadata.personalDataErased).toBeUndefined();
    });

    it('cleans control characters an older version let into sealed fields, on every read: NUL and the like go, tab and line breaks stay', async () => {
      const { store } = subject();
      const userId = 1_000_000 + parseInt(randomUUID().slice(0, 6), 16);
      const before = checkpointOf(await readEverything(store));
      // The schema of the event allows it; only the input rule refuses such text now.
      await store.append(`user-${userId}`, 'any', [{ type: 'ProfileUpdated', data: { userId, firstName: 'a\u0000b', description: 'one\u0007\ntwo\tthree', updatedAt: '2026-01-01T00:00:00.000Z' } }]);
      const cleaned = { userId, firstName: 'ab', description: 'one\ntwo\tthree' };
      expect((await store.readStream(`user-${userId}`)).events[0].data).toMatchObject(cleaned);
      const { events } = await store.readAll({ after: before, limit: 10, types: ['ProfileUpdated'] });
      expect(events.find((e) => (e.data as { userId: number }).userId === userId)?.data).toMatchObject(cleaned);
    });

    it('leaves personal fields out of a global read that asks so, without calling them erased', async () => {
      const { store } = subject();
      const hash = newHash();
      const before = checkpointOf(await readEverything(store));
      await store.append(`newsletter-${hash}`, 'no_stream', [subscribed(hash, 'ada@example.com')]);
      const { events } = await store.readAll({ after: before, limit: 10, types: ['NewsletterSubscribed'], personalData: false });
      const e = events.find((x) => (x.data as { emailHash: string }).emailHash === hash)!;
      expect(e.data).toEqual({ emailHash: hash, email: null, source: 'popup', subscribedAt: '2026-01-01T00:00:00.000Z' });
      expect(e.metadata.personalDataErased).toBeUndefined();
      const opened = (await store.readAll({ after: before, limit: 10, types: ['NewsletterSubscribed'] })).events.find((x) => x.eventId === e.eventId)!;
      expect((opened.data as { email: string }).email).toBe('ada@example.com');
    });

    it('shreds a subject in the erasing append itself: its events stay, their personal fields read as null', async () => {
      const { store } = subject();
      const hash = newHash();
      const other = newHash();
      await store.append(`newsletter-${hash}`, 'no_stream', [subscribed(hash, 'grace@example.com')]);
      await store.append(`newsletter-${other}`, 'no_stream', [subscribed(other, 'alan@example.com')]);
      const erasure = await store.appendMany([{ streamId: `siteEnum-${randomUUID()}`, expected: 'no_stream', events: [added(1)] }], { shred: [`email-${hash}`] });
      expect(erasure.duplicate).toBe(false);
      const [gone] = (await store.readStream(`newsletter-${hash}`)).events;
      expect(gone.data).toMatchObject({ emailHash: hash, email: null, source: 'popup' });
      expect(gone.metadata.personalDataErased).toBe(true);
      const fromLog = (await readEverything(store)).find((e) => e.eventId === gone.eventId)!;
      expect((fromLog.data as { email: unknown }).email).toBeNull();
      const [kept] = (await store.readStream(`newsletter-${other}`)).events;
      expect((kept.data as { email: string }).email).toBe('alan@example.com');
    });

    it('refuses personal fields for an erased subject with SubjectErased, and never makes it a new key', async () => {
      const { store } = subject();
      const hash = newHash();
      await store.append(`newsletter-${hash}`, 'no_stream', [subscribed(hash, 'grace@example.com')]);
      await store.appendMany([{ streamId: `siteEnum-${randomUUID()}`, expected: 'no_stream', events: [added(1)] }], { shred: [`email-${hash}`] });
      const again = store.append(`newsletter2-${hash}`, 'no_stream', [subscribed(hash, 'grace@example.com')]);
      await expect(again).rejects.toBeInstanceOf(SubjectErased);
      await expect(again).rejects.toMatchObject({ subject: `email-${hash}` });
      await expect(store.append(`newsletter-${hash}`, 'any', [subscribed(hash, 'grace.new@example.com')])).rejects.toBeInstanceOf(SubjectErased);
      expect((await store.readStream(`newsletter2-${hash}`)).events).toHaveLength(0);
      // A subject erased before it ever had a key is refused just the same.
      const never = newHash();
      await store.appendMany([{ streamId: `siteEnum-${randomUUID()}`, expected: 'no_stream', events: [added(1)] }], { shred: [`email-${never}`] });
      await expect(store.append(`newsletter-${never}`, 'no_stream', [subscribed(never, 'nobody@example.com')])).rejects.toBeInstanceOf(SubjectErased);
      // Events without personal fields still go in.
      await store.append(`siteEnum-${hash}`, 'no_stream', [added(1)]);
    });

    it('shreds nothing when the erasing append is refused', async () => {
      const { store } = subject();
      const hash = newHash();
      const s = `newsletter-${hash}`;
      await store.append(s, 'no_stream', [subscribed(hash, 'linus@example.com')]);
      await expect(store.appendMany([{ streamId: s, expected: 5n, events: [added(1)] }], { shred: [`email-${hash}`] })).rejects.toBeInstanceOf(WrongExpectedVersion);
      const [e] = (await store.readStream(s)).events;
      expect((e.data as { email: string }).email).toBe('linus@example.com');
      await store.append(s, 0n, [subscribed(hash, 'linus@example.com')]);
    });
  });

  describe('concurrent appends', () => {
    it('answers each of 220 parallel appends on its own: 200 new streams and 1 of 20 racers win, 19 conflict, nothing lost, one global order', async () => {
      const { store } = subject();
      const before = checkpointOf(await readEverything(store));
      const raced = `siteEnum-${randomUUID()}`;
      await store.append(raced, 'no_stream', [added(1)]);
      const fresh = Array.from({ length: 200 }, () => `siteEnum-${randomUUID()}`);
      const [news, racers] = await Promise.all([
        Promise.allSettled(fresh.map((s, i) => store.append(s, 'no_stream', [added(i + 1), added(i + 2)]))),
        Promise.allSettled(Array.from({ length: 20 }, (_, i) => store.append(raced, 0n, [added(300 + i)]))),
      ]);
      expect(news.filter((r) => r.status === 'fulfilled')).toHaveLength(200);
      expect(racers.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = racers.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(lost).toHaveLength(19);
      for (const l of lost) expect(l.reason).toBeInstanceOf(WrongExpectedVersion);

      const log = (await readEverything(store, before)).filter((e) => e.streamId === raced || fresh.includes(e.streamId));
      expect(log).toHaveLength(1 + 200 * 2 + 1);
      expect(new Set(log.map((e) => e.eventId)).size).toBe(log.length);
      for (let i = 1; i < log.length; i++) {
        const [a, b] = [log[i - 1], log[i]];
        expect(a.transactionId < b.transactionId || (a.transactionId === b.transactionId && a.globalPosition < b.globalPosition)).toBe(true);
      }
      for (const s of [raced, ...fresh]) expect(log.filter((e) => e.streamId === s).map((e) => Number(e.streamPosition))).toEqual([0, 1]);
      // Each caller's position is the one its events carry in the global order.
      news.forEach((r, i) => {
        const p = (r as PromiseFulfilledResult<{ position: bigint }>).value.position;
        expect(log.filter((e) => e.streamId === fresh[i]).every((e) => e.transactionId === p)).toBe(true);
      });
    });

    it('fails only the caller whose append is invalid; the appends beside it are written', async () => {
      const { store } = subject();
      const used = { ...added(1), eventId: randomUUID() };
      await store.append(`siteEnum-${randomUUID()}`, 'no_stream', [used]);
      const good = Array.from({ length: 10 }, () => `siteEnum-${randomUUID()}`);
      const invalid = `siteEnum-${randomUUID()}`;
      const thief = `siteEnum-${randomUUID()}`;
      const results = await Promise.allSettled([
        ...good.slice(0, 5).map((s) => store.append(s, 'no_stream', [added(1)])),
        store.append(invalid, 'no_stream', [{ type: 'EnumEntryAdded', data: { resource: 'styles', entry: { id: 0 } } }]),
        store.append(thief, 'no_stream', [added(2), used]),
        ...good.slice(5).map((s) => store.append(s, 'no_stream', [added(1)])),
      ]);
      expect(results.map((r) => r.status)).toEqual([...Array(5).fill('fulfilled'), 'rejected', 'rejected', ...Array(5).fill('fulfilled')]);
      expect((results[5] as PromiseRejectedResult).reason).toBeInstanceOf(EventRejected);
      expect((results[6] as PromiseRejectedResult).reason).toBeInstanceOf(EventRejected);
      for (const s of good) expect((await store.readStream(s)).events).toHaveLength(1);
      expect((await store.readStream(invalid)).events).toHaveLength(0);
      expect((await store.readStream(thief)).events).toHaveLength(0);
    });

    it('refuses, alone, an event whose data the log cannot store (a NUL character); the appends beside it are written', async () => {
      const { store } = subject();
      const good = Array.from({ length: 10 }, () => `siteEnum-${randomUUID()}`);
      const bad = `siteEnum-${randomUUID()}`;
      const results = await Promise.allSettled([
        ...good.slice(0, 5).map((s) => store.append(s, 'no_stream', [added(1)])),
        store.append(bad, 'no_stream', [added(1, 'Nul\u0000Style')]),
        ...good.slice(5).map((s) => store.append(s, 'no_stream', [added(1)])),
      ]);
      expect(results.map((r) => r.status)).toEqual([...Array(5).fill('fulfilled'), 'rejected', ...Array(5).fill('fulfilled')]);
      expect((results[5] as PromiseRejectedResult).reason).toBeInstanceOf(EventRejected);
      expect((results[5] as PromiseRejectedResult).reason).toMatchObject({ reason: expect.stringContaining('NUL') });
      for (const s of good) expect((await store.readStream(s)).events).toHaveLength(1);
      expect((await store.readStream(bad)).events).toHaveLength(0);
      // A name that merely spells the escape is stored as written.
      await store.append(bad, 'no_stream', [added(1, 'Back\\u0000slash')]);
      expect((await store.readStream(bad)).events[0].data).toMatchObject({ entry: { name: 'Back\\u0000slash' } });
    });

    it('writes none of the streams of a multi-stream append that conflicts on one, and writes its neighbours', async () => {
      const { store } = subject();
      const taken = `siteEnum-${randomUUID()}`;
      await store.append(taken, 'no_stream', [added(1)]);
      const free = `siteEnum-${randomUUID()}`;
      const neighbours = Array.from({ length: 10 }, () => `siteEnum-${randomUUID()}`);
      const [many, ...rest] = await Promise.allSettled([
        store.appendMany([
          { streamId: free, expected: 'no_stream', events: [added(1)] },
          { streamId: taken, expected: 'no_stream', events: [added(2)] },
        ]),
        ...neighbours.map((s) => store.append(s, 'no_stream', [added(1)])),
      ]);
      expect(many.status).toBe('rejected');
      expect((many as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersion);
      expect((many as PromiseRejectedResult).reason).toMatchObject({ streamId: taken, actual: 0n });
      expect(rest.every((r) => r.status === 'fulfilled')).toBe(true);
      expect((await store.readStream(free)).events).toHaveLength(0);
      expect((await store.readStream(taken)).events).toHaveLength(1);
      for (const s of neighbours) expect((await store.readStream(s)).events).toHaveLength(1);
    });
  });
}
