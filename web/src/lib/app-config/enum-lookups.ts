import { NONE_ENTRY_NAME, type EnumEntry, type EnumResource } from '@decorlook/domain/site/enums';

type KeyedById = Record<string, EnumEntry>;

/**
 * The enums as the UI looks them up (spec 3, "App config"): styles keyed by position from 1,
 * videos as a list of names, metaTags keyed by name, every other resource keyed by id.
 */
export type EnumLookups = Partial<
  { styles: KeyedById; videos: string[]; metaTags: Record<string, EnumEntry> } & Record<
    Exclude<EnumResource, 'styles' | 'videos' | 'metaTags'>,
    KeyedById
  >
>;

export type EnumLookup<R extends EnumResource> = NonNullable<EnumLookups[R]>;

/** Entries named NONE are placeholders in the data and never shown. */
export function dropNone(entries: readonly EnumEntry[]): EnumEntry[] {
  return entries.filter((entry) => entry.name !== NONE_ENTRY_NAME);
}

export function toLookup<R extends EnumResource>(resource: R, entries: readonly EnumEntry[]): EnumLookup<R>;
export function toLookup(resource: EnumResource, entries: readonly EnumEntry[]): EnumLookups[EnumResource] {
  const kept = dropNone(entries);
  switch (resource) {
    case 'styles':
      return Object.fromEntries(kept.map((entry, index) => [String(index + 1), entry]));
    case 'videos':
      return kept.map((entry) => entry.name);
    case 'metaTags':
      return Object.fromEntries(kept.map((entry) => [entry.name, entry]));
    default:
      return Object.fromEntries(kept.map((entry) => [String(entry.id), entry]));
  }
}

/** Replaces the refetched resources and keeps every other stored one as it was. */
export function mergeEnums(stored: EnumLookups, updates: EnumLookups): EnumLookups {
  return { ...stored, ...updates };
}

/** A lookup's entries as a list, in the order they were stored (for pickers and filters). */
export function lookupEntries(lookup: Record<string, EnumEntry> | undefined): EnumEntry[] {
  return lookup ? Object.values(lookup) : [];
}
