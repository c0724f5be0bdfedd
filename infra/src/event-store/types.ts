import type { NewEvent } from '@decorlook/domain';

/** What a writer expects of the stream it appends to; each is enforced. */
export type ExpectedVersion = bigint | number | 'no_stream' | 'stream_exists' | 'any';

export interface EventMetadata {
  userId?: number | null;
  correlationId?: string;
  causationId?: string | null;
  idempotencyKey?: string | null;
  ipHash?: string | null;
  appVersion?: string;
  requestId?: string;
  [key: string]: unknown;
}

export interface EventToAppend<T extends string = string, D = unknown> extends NewEvent<T, D> {
  /** A unique id; appending an id already stored in the stream is a no-op answer. Defaults to a new UUID. */
  eventId?: string;
  metadata?: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  metadata: EventMetadata & { schemaVersion: number };
  eventId: string;
  streamId: string;
  /** 0-based position in its stream. */
  streamPosition: bigint;
  globalPosition: bigint;
  /** The id of the transaction that wrote it: the X-Event-Position of that write. */
  transactionId: bigint;
  createdAt: Date;
}

export interface AppendResult {
  /** The stream's version after the append: the position of its last event. */
  nextExpectedVersion: bigint;
  /** The write's X-Event-Position. For a no-op (retried) append, the original write's position. */
  position: bigint;
  /** True when every event id was already stored: nothing was written. */
  duplicate: boolean;
}

export interface StreamAppend {
  streamId: string;
  expected: ExpectedVersion;
  events: EventToAppend[];
}

/** A point in the global order: events are read strictly after it. */
export interface GlobalCheckpoint {
  transactionId: bigint;
  globalPosition: bigint;
}

export const START: GlobalCheckpoint = { transactionId: 0n, globalPosition: 0n };

export interface GlobalBatch {
  events: RecordedEvent[];
  /**
   * Every transaction with an id below this had committed (or aborted) when the batch was read.
   * When the batch is not full, all events of those transactions that match the filter were in it.
   */
  visibleBelow: bigint;
}

export interface ReadAllOptions {
  after: GlobalCheckpoint;
  limit: number;
  types?: readonly string[];
  /**
   * false: personal fields come back as null and no key is looked up or used. For readers
   * that never read them (a read model keyed by an address hash): less work, and no clear text
   * where none is needed.
   */
  personalData?: boolean;
}

export interface AppendOptions {
  /**
   * Subjects whose personal-data keys are destroyed in the append's own commit (an erasure):
   * each keeps a tombstone, so no key is ever created for it again, and its sealed fields read as
   * null from then on. If the append is refused, nothing is shredded.
   */
  shred?: readonly string[];
}

export interface EventStore {
  readStream(streamId: string): Promise<{ events: RecordedEvent[]; version: bigint | null }>;
  /** The stream's version (its last event's position), null when it does not exist: one row, no events read. */
  streamVersion(streamId: string): Promise<bigint | null>;
  append(streamId: string, expected: ExpectedVersion, events: EventToAppend[], options?: AppendOptions): Promise<AppendResult>;
  /** Appends to several streams atomically: all are written or none. */
  appendMany(appends: StreamAppend[], options?: AppendOptions): Promise<AppendResult>;
  readAll(options: ReadAllOptions): Promise<GlobalBatch>;
  /**
   * Calls `onAppend` soon after any append commits, with its position and, when known, the event
   * types it wrote (unknown types mean "anything may have changed"); returns the unsubscribe
   * function.
   */
  subscribe(onAppend: (position?: bigint, types?: readonly string[]) => void): Promise<() => Promise<void>>;
  /** The highest position written so far (0 when empty). */
  headPosition(): Promise<bigint>;
}

export class WrongExpectedVersion extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: bigint | null,
  ) {
    super(`stream ${streamId}: expected version ${String(expected)}, actual ${actual === null ? 'no stream' : String(actual)}`);
  }
}

export class EventRejected extends Error {
  constructor(
    readonly eventType: string,
    readonly reason: string,
  ) {
    super(`event ${eventType} refused: ${reason}`);
  }
}

/** Personal fields for a subject whose data was erased: its key is gone for good, so nothing new may be sealed for it. */
export class SubjectErased extends EventRejected {
  constructor(
    eventType: string,
    readonly subject: string,
  ) {
    super(eventType, `the personal data of ${subject} was erased`);
    this.name = 'SubjectErased';
  }
}
