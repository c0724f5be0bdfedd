import type { Sql } from '../db/sql';
import type { RecordedEvent } from '../event-store/types';

export interface ProjectionContext {
  sql: Sql;
  /** The quoted physical table behind a read model's view name, for this generation. */
  table(view: string): string;
}

/**
 * A projector builds read models from events. Each read model is a view with a stable name
 * (what the query side reads) over a physical table that carries the projector's version and
 * generation, so a changed projector is rebuilt beside the old tables and swapped in.
 * Applying the same events twice must leave the same rows.
 */
export interface Projector {
  name: string;
  version: number;
  /** view name → DDL creating the physical table of the given (quoted) name. */
  tables: Record<string, (table: string) => string>;
  /** Extra DDL (indexes) run after the tables are created. */
  indexes?: (table: (view: string) => string) => string[];
  handles: readonly string[];
  apply(events: RecordedEvent[], ctx: ProjectionContext): Promise<void>;
}

export interface ProjectionStatus {
  name: string;
  version: number;
  generation: number;
  status: 'running' | 'failed' | 'rebuilding';
  lastTx: bigint;
  lastPosition: bigint;
  safeTx: bigint;
  eventsApplied: bigint;
  error: string | null;
  failedEventId: string | null;
  lagEvents: number;
  lagSeconds: number;
}
