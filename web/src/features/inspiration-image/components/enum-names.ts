import type { EnumEntry } from '@decorlook/domain/site/enums';

/** The entries of a reference list with the given ids, in the ids' order (unknown ids skipped). */
export function entriesOf(lookup: Record<string, EnumEntry> | undefined, ids: readonly number[]): EnumEntry[] {
  if (!lookup) return [];
  // Styles are keyed by position, the others by id: look the entries up by their own id.
  const byId = new Map(Object.values(lookup).map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
