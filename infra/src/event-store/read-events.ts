import { START, type EventStore, type GlobalCheckpoint, type RecordedEvent } from './types';

const after = (e: RecordedEvent, point: GlobalCheckpoint) => e.transactionId > point.transactionId || (e.transactionId === point.transactionId && e.globalPosition > point.globalPosition);

/**
 * Every event of the given types in the global order, a batch at a time (memory stays flat);
 * with `through`, none after that point, so what is read does not depend on when it is read.
 * Personal fields are not read.
 */
export async function* readEvents(store: EventStore, options: { types: readonly string[]; through?: GlobalCheckpoint; batch?: number }): AsyncGenerator<RecordedEvent[]> {
  const limit = options.batch ?? 1000;
  let from = START;
  for (;;) {
    const { events } = await store.readAll({ after: from, limit, types: options.types, personalData: false });
    const within = options.through ? events.filter((e) => !after(e, options.through!)) : events;
    if (within.length > 0) yield within;
    if (events.length < limit || within.length < events.length) return;
    const last = events[events.length - 1];
    from = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
}
