import { ValidationFailed } from '../shared/errors';
import type { EnumEntry, EnumResource } from './enums';
import type { EnumEvent } from './site.events';

/** One enum resource (styles, colours, ...) is one aggregate: stream `siteEnum-<resource>`. */
export const enumStream = (resource: EnumResource) => `siteEnum-${resource}`;

export interface EnumCatalogState {
  entries: Map<number, EnumEntry>;
}

export type EnumCommand =
  | { type: 'DefineEnumEntries'; resource: EnumResource; entries: EnumEntry[] }
  | { type: 'RemoveEnumEntry'; resource: EnumResource; id: number };

export const initialEnumState = (): EnumCatalogState => ({ entries: new Map() });

export function evolveEnum(state: EnumCatalogState, event: EnumEvent): EnumCatalogState {
  const entries = new Map(state.entries);
  switch (event.type) {
    case 'EnumEntryAdded':
    case 'EnumEntryChanged':
      entries.set(event.data.entry.id, event.data.entry);
      return { entries };
    case 'EnumEntryRemoved':
      entries.delete(event.data.id);
      return { entries };
    default: {
      const never: never = event;
      return never;
    }
  }
}

const sameEntry = (a: EnumEntry, b: EnumEntry) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
const sortKeys = (o: EnumEntry) => Object.fromEntries(Object.entries(o).sort(([x], [y]) => x.localeCompare(y)));

/**
 * Defining entries is idempotent: an entry already present with the same fields produces no
 * event, a changed one produces EnumEntryChanged, a new one EnumEntryAdded.
 */
export function decideEnum(command: EnumCommand, state: EnumCatalogState): EnumEvent[] {
  switch (command.type) {
    case 'DefineEnumEntries': {
      const ids = command.entries.map((e) => e.id);
      if (new Set(ids).size !== ids.length) throw ValidationFailed.field('entries', 'Entry ids must be unique');
      const events: EnumEvent[] = [];
      for (const entry of command.entries) {
        const existing = state.entries.get(entry.id);
        if (!existing) events.push({ type: 'EnumEntryAdded', data: { resource: command.resource, entry } });
        else if (!sameEntry(existing, entry)) events.push({ type: 'EnumEntryChanged', data: { resource: command.resource, entry } });
      }
      return events;
    }
    case 'RemoveEnumEntry':
      if (!state.entries.has(command.id)) return [];
      return [{ type: 'EnumEntryRemoved', data: { resource: command.resource, id: command.id } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}
