import type { Sql } from '../db/sql';
import type { EventStore, RecordedEvent } from '../event-store/types';

export interface ProjectionContext {
  sql: Sql;
  /** The quoted physical table behind a read model's view name, for this generation. */
  table(view: string): string;
  /** The event store, for a projector that records what it decided (request matching); absent when events are delivered by hand. */
  store?: EventStore;
}

/**
 * A projector builds read models from events. Each read model is a view with a stable name
 * (what the query side reads) over a physical table that carries the projector's version and
 * generation, so a changed projector is rebuilt beside the old tables and swapped in.
 * Applying the same events twice must leave the same rows.
 */
export interface Projector {
  kind?: 'projector';
  name: string;
  version: number;
  /** view name → DDL creating the physical table of the given (quoted) name. */
  tables: Record<string, (table: string) => string>;
  /** Extra DDL (indexes) run after the tables are created. */
  indexes?: (table: (view: string) => string) => string[];
  handles: readonly string[];
  /** false when the read models never show a personal field: the events come without them (ReadAllOptions.personalData). */
  personalData?: false;
  apply(events: RecordedEvent[], ctx: ProjectionContext): Promise<void>;
}

export interface ReactorContext {
  /** The batch's transaction: effects recorded here commit with the checkpoint, or not at all. */
  sql: Sql;
  /** For the streams an effect needs (a person's address): their events come back decrypted. */
  store: EventStore;
}

/**
 * A reactor turns events into effects outside the read models (mail). It is not replayable:
 * first deployed, it starts at the current position; a new version keeps its checkpoint; a
 * replay never runs it. Each effect is keyed by its source event id, so a retry or a second
 * process never repeats one.
 */
export interface Reactor {
  kind: 'reactor';
  name: string;
  version: number;
  handles: readonly string[];
  apply(events: RecordedEvent[], ctx: ReactorContext): Promise<void>;
}

/** What the runner runs: projectors and reactors alike, one checkpoint row each. */
export type Processor = Projector | Reactor;

export const isReactor = (p: Processor): p is Reactor => p.kind === 'reactor';
export const wantsPersonalData = (p: Processor): boolean => isReactor(p) || p.personalData !== false;

export interface ProjectionStatus {
  name: string;
  version: number;
  generation: number;
  status: 'running' | 'failed';
  lastTx: bigint;
  lastPosition: bigint;
  safeTx: bigint;
  eventsApplied: bigint;
  error: string | null;
  failedEventId: string | null;
  /** The event that stopped a failed projector, as the log holds it (null while running, or if it is gone). */
  failedEvent: { eventId: string; globalPosition: bigint; transactionId: bigint; streamId: string; type: string } | null;
  lagEvents: number;
  lagSeconds: number;
}
