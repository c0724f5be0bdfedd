import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { decideEnum, evolveEnum, initialEnumState, type EnumCommand } from './enum-catalog';
import { decideNewsletter, evolveNewsletter, initialNewsletterState, notificationEmailInput, type SubscribeToNewsletter } from './newsletter';
import { REFERENCE_ENUMS, STYLE_NAMES } from './reference-data';
import { decideDefaultFilters, decideReferenceData, evolveDefaultFilters, evolveReferenceData, initialDefaultFilters, initialReferenceData } from './site-settings';
import type { DefaultFiltersEvent, EnumEvent, NewsletterEvent, ReferenceDataEvent } from './site.events';

const enumSpec = specFor<ReturnType<typeof initialEnumState>, EnumCommand, EnumEvent>({ initialState: initialEnumState, evolve: evolveEnum, decide: decideEnum });

describe('enum catalog decider', () => {
  it('adds entries that are new', () => {
    expect(enumSpec([]).when({ type: 'DefineEnumEntries', resource: 'vibes', entries: [{ id: 1, name: 'Cozy' }] }).events()).toEqual([
      { type: 'EnumEntryAdded', data: { resource: 'vibes', entry: { id: 1, name: 'Cozy' } } },
    ]);
  });

  it('records nothing for entries already there, and a change for changed ones', () => {
    const given: EnumEvent[] = [
      { type: 'EnumEntryAdded', data: { resource: 'colors', entry: { id: 1, name: 'White', hex: '#FFF' } } },
      { type: 'EnumEntryAdded', data: { resource: 'colors', entry: { id: 2, name: 'Black', hex: '#000' } } },
    ];
    const events = enumSpec(given)
      .when({ type: 'DefineEnumEntries', resource: 'colors', entries: [{ hex: '#FFF', name: 'White', id: 1 }, { id: 2, name: 'Black', hex: '#111' }] })
      .events();
    expect(events).toEqual([{ type: 'EnumEntryChanged', data: { resource: 'colors', entry: { id: 2, name: 'Black', hex: '#111' } } }]);
  });

  it('refuses duplicate ids in one definition', () => {
    const err = enumSpec([]).when({ type: 'DefineEnumEntries', resource: 'vibes', entries: [{ id: 1, name: 'a' }, { id: 1, name: 'b' }] }).error();
    expect(err).toBeInstanceOf(ValidationFailed);
  });

  it('removes an entry once', () => {
    const given: EnumEvent[] = [{ type: 'EnumEntryAdded', data: { resource: 'vibes', entry: { id: 3, name: 'Bold' } } }];
    expect(enumSpec(given).when({ type: 'RemoveEnumEntry', resource: 'vibes', id: 3 }).events()).toHaveLength(1);
    expect(enumSpec([...given, { type: 'EnumEntryRemoved', data: { resource: 'vibes', id: 3 } }]).when({ type: 'RemoveEnumEntry', resource: 'vibes', id: 3 }).events()).toEqual([]);
  });
});

describe('newsletter decider', () => {
  const spec = specFor<ReturnType<typeof initialNewsletterState>, SubscribeToNewsletter, NewsletterEvent>({ initialState: initialNewsletterState, evolve: evolveNewsletter, decide: decideNewsletter });
  const cmd: SubscribeToNewsletter = { type: 'SubscribeToNewsletter', email: ' Ada@Example.COM ', emailHash: 'h'.repeat(40), source: 'popup', now: '2026-01-01T00:00:00.000Z' };

  it('subscribes a new address, normalised', () => {
    expect(spec([]).when(cmd).events()).toEqual([
      { type: 'NewsletterSubscribed', data: { emailHash: 'h'.repeat(40), email: 'ada@example.com', source: 'popup', subscribedAt: '2026-01-01T00:00:00.000Z' } },
    ]);
  });

  it('accepts a second subscription and records nothing', () => {
    expect(spec(spec([]).when(cmd).events()).when(cmd).events()).toEqual([]);
  });

  it('validates the address with the spec messages', () => {
    expect(notificationEmailInput.safeParse({ email: 'x' }).error?.issues[0].message).toBe('Email must be a valid email address');
    expect(notificationEmailInput.safeParse({ email: '  ' }).error?.issues[0].message).toBe('This field is required');
    expect(notificationEmailInput.parse({ email: ' a@b.co ', other: 1 })).toEqual({ email: 'a@b.co' });
  });
});

describe('site settings deciders', () => {
  it('sets default filters only when they change', () => {
    const spec = specFor({ initialState: initialDefaultFilters, evolve: evolveDefaultFilters, decide: decideDefaultFilters });
    const filters = { subStyles: [], styles: [1], colors: [], itemClasses: [] };
    const set: DefaultFiltersEvent = { type: 'DefaultFiltersSet', data: filters };
    expect(spec([]).when({ type: 'SetDefaultFilters', filters }).events()).toEqual([set]);
    expect(spec([set]).when({ type: 'SetDefaultFilters', filters }).events()).toEqual([]);
  });

  it('marks reference data loaded once per version', () => {
    const spec = specFor({ initialState: initialReferenceData, evolve: evolveReferenceData, decide: decideReferenceData });
    const loaded: ReferenceDataEvent = { type: 'ReferenceDataLoaded', data: { version: 1, loadedAt: 'x' } };
    expect(spec([]).when({ type: 'MarkReferenceDataLoaded', version: 1, now: 'x' }).events()).toEqual([loaded]);
    expect(spec([loaded]).when({ type: 'MarkReferenceDataLoaded', version: 1, now: 'y' }).events()).toEqual([]);
    expect(spec([loaded]).when({ type: 'MarkReferenceDataLoaded', version: 2, now: 'y' }).events()).toHaveLength(1);
  });
});

describe('reference data', () => {
  it('numbers styles by position from 1 and ties each sub-style to a style', () => {
    expect(REFERENCE_ENUMS.styles.map((s) => s.id)).toEqual(STYLE_NAMES.map((_, i) => i + 1));
    for (const sub of REFERENCE_ENUMS.subStyles) expect(REFERENCE_ENUMS.styles.some((s) => s.id === sub.styleId)).toBe(true);
  });

  it('has unique ids in every resource, the preference colours and the nine shapes', () => {
    for (const entries of Object.values(REFERENCE_ENUMS)) expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(REFERENCE_ENUMS.colors.map((c) => c.id)).toEqual(expect.arrayContaining([1, 2, 4, 15, 16, 19]));
    expect(REFERENCE_ENUMS.shapes).toHaveLength(9);
  });
});
