import type { DefaultFilters } from './enums';
import type { DefaultFiltersEvent, ReferenceDataEvent } from './site.events';

export const DEFAULT_FILTERS_STREAM = 'siteSettings-defaultFilters';
export const REFERENCE_DATA_STREAM = 'siteSettings-referenceData';

export interface DefaultFiltersState {
  current: DefaultFilters | null;
}
export const initialDefaultFilters = (): DefaultFiltersState => ({ current: null });
export const evolveDefaultFilters = (_s: DefaultFiltersState, e: DefaultFiltersEvent): DefaultFiltersState => ({ current: e.data });

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function decideDefaultFilters(command: { type: 'SetDefaultFilters'; filters: DefaultFilters }, state: DefaultFiltersState): DefaultFiltersEvent[] {
  const c = state.current;
  const f = command.filters;
  if (c && sameIds(c.styles, f.styles) && sameIds(c.subStyles, f.subStyles) && sameIds(c.colors, f.colors) && sameIds(c.itemClasses, f.itemClasses)) return [];
  return [{ type: 'DefaultFiltersSet', data: f }];
}

export interface ReferenceDataState {
  version: number;
}
export const initialReferenceData = (): ReferenceDataState => ({ version: 0 });
export const evolveReferenceData = (_s: ReferenceDataState, e: ReferenceDataEvent): ReferenceDataState => ({ version: e.data.version });

/** Marks the reference data of `version` as loaded; loading an older or equal version again records nothing. */
export function decideReferenceData(command: { type: 'MarkReferenceDataLoaded'; version: number; now: string }, state: ReferenceDataState): ReferenceDataEvent[] {
  if (state.version >= command.version) return [];
  return [{ type: 'ReferenceDataLoaded', data: { version: command.version, loadedAt: command.now } }];
}
