import type { EnumEvent, DefaultFiltersEvent, ReferenceDataEvent } from '@decorlook/domain';
import type { Projector } from '@decorlook/infra/projections/index';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';

type Handled = EnumEvent | DefaultFiltersEvent | ReferenceDataEvent;

/**
 * The site configuration read models: enum entries, each resource's version (the position of its
 * last change) and the site settings (default filters, reference data version). Every upsert is
 * guarded by the event's global position, so delivering an event again changes nothing.
 */
export const siteEnumsProjector: Projector = {
  name: 'site-enums',
  version: 1,
  tables: {
    site_enum_entries: (t) => `CREATE TABLE ${t} (
      resource text NOT NULL,
      id integer NOT NULL,
      name text NOT NULL,
      extra jsonb NOT NULL DEFAULT '{}',
      removed boolean NOT NULL DEFAULT false,
      position bigint NOT NULL,
      PRIMARY KEY (resource, id))`,
    site_enum_versions: (t) => `CREATE TABLE ${t} (resource text PRIMARY KEY, version bigint NOT NULL)`,
    site_settings: (t) => `CREATE TABLE ${t} (key text PRIMARY KEY, value jsonb NOT NULL, version bigint NOT NULL)`,
  },
  handles: ['EnumEntryAdded', 'EnumEntryChanged', 'EnumEntryRemoved', 'DefaultFiltersSet', 'ReferenceDataLoaded'],
  async apply(events, { sql, table }) {
    // Only the last change of each entry in a batch matters; one multi-row upsert writes them.
    const entries = new Map<string, { resource: string; id: number; name: string; extra: string; removed: boolean; position: string }>();
    const versions = new Map<string, bigint>();
    const settings = new Map<string, { value: string; version: bigint }>();
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as Handled & RecordedEvent;
      const position = raw.globalPosition;
      switch (e.type) {
        case 'EnumEntryAdded':
        case 'EnumEntryChanged': {
          const { id, name, ...extra } = e.data.entry;
          entries.set(`${e.data.resource}:${id}`, { resource: e.data.resource, id, name, extra: JSON.stringify(extra), removed: false, position: String(position) });
          versions.set(e.data.resource, position);
          break;
        }
        case 'EnumEntryRemoved':
          entries.set(`${e.data.resource}:${e.data.id}`, { resource: e.data.resource, id: e.data.id, name: '', extra: '{}', removed: true, position: String(position) });
          versions.set(e.data.resource, position);
          break;
        case 'DefaultFiltersSet':
          settings.set('defaultFilters', { value: JSON.stringify(e.data), version: position });
          settings.set('application', { value: JSON.stringify({ changedBy: 'DefaultFiltersSet' }), version: position });
          break;
        case 'ReferenceDataLoaded':
          settings.set('referenceData', { value: JSON.stringify(e.data), version: position });
          break;
      }
    }
    if (entries.size) {
      const rows = [...entries.values()];
      await sql.query(
        `INSERT INTO ${table('site_enum_entries')} AS t (resource, id, name, extra, removed, position)
         SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::bool[], $6::bigint[])
         ON CONFLICT (resource, id) DO UPDATE SET
           name = CASE WHEN EXCLUDED.removed THEN t.name ELSE EXCLUDED.name END,
           extra = CASE WHEN EXCLUDED.removed THEN t.extra ELSE EXCLUDED.extra END,
           removed = EXCLUDED.removed, position = EXCLUDED.position
         WHERE EXCLUDED.position > t.position`,
        [rows.map((r) => r.resource), rows.map((r) => r.id), rows.map((r) => r.name), rows.map((r) => r.extra), rows.map((r) => r.removed), rows.map((r) => r.position)],
      );
    }
    if (versions.size) {
      await sql.query(
        `INSERT INTO ${table('site_enum_versions')} AS t (resource, version) SELECT * FROM unnest($1::text[], $2::bigint[])
         ON CONFLICT (resource) DO UPDATE SET version = GREATEST(t.version, EXCLUDED.version)`,
        [[...versions.keys()], [...versions.values()].map(String)],
      );
    }
    for (const [key, { value, version }] of settings) {
      await sql.query(
        `INSERT INTO ${table('site_settings')} AS t (key, value, version) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, version = EXCLUDED.version WHERE EXCLUDED.version > t.version`,
        [key, value, String(version)],
      );
    }
  },
};
