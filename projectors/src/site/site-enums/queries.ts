import { APPLICATION_RESOURCE, ENUM_RESOURCES, type Checksum, type DefaultFilters, type EnumEntry, type EnumResource } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';

/** Reads of the site-enums projector's views: the enum resources, their versions and the site settings. */

/** The version of each enum resource and of the application config (`/enums/checksum`). */
export async function checksum(sql: Sql): Promise<Checksum> {
  const { rows } = await sql.query<{ resource: string; version: string }>('SELECT resource, version::text FROM site_enum_versions');
  const { rows: app } = await sql.query<{ version: string }>(`SELECT version::text FROM site_settings WHERE key = 'application'`);
  const out: Checksum = { [APPLICATION_RESOURCE]: app.length ? Number(app[0].version) : 0 };
  for (const r of ENUM_RESOURCES) out[r] = 0;
  for (const r of rows) out[r.resource] = Number(r.version);
  return out;
}

export async function enumVersion(sql: Sql, resource: EnumResource): Promise<number> {
  const { rows } = await sql.query<{ version: string }>('SELECT version::text FROM site_enum_versions WHERE resource = $1', [resource]);
  return rows.length ? Number(rows[0].version) : 0;
}

export async function enumEntries(sql: Sql, resource: EnumResource): Promise<EnumEntry[]> {
  const { rows } = await sql.query<{ id: number; name: string; extra: Record<string, string | number | boolean | null> }>(
    'SELECT id, name, extra FROM site_enum_entries WHERE resource = $1 AND NOT removed ORDER BY id',
    [resource],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, ...r.extra }));
}

/** The names of the live entries of a resource among `ids`, by id (removed and unknown ids are left out). */
export async function enumNamesOf(sql: Sql, resource: EnumResource, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<{ id: number; name: string }>('SELECT id, name FROM site_enum_entries WHERE resource = $1 AND id = ANY($2::int[]) AND NOT removed', [
    resource,
    [...new Set(ids)],
  ]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function defaultFilters(sql: Sql): Promise<DefaultFilters> {
  const { rows } = await sql.query<{ value: DefaultFilters }>(`SELECT value FROM site_settings WHERE key = 'defaultFilters'`);
  return rows[0]?.value ?? { subStyles: [], styles: [], colors: [], itemClasses: [] };
}

export async function referenceDataVersion(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ version: number }>(`SELECT (value->>'version')::int AS version FROM site_settings WHERE key = 'referenceData'`);
  return rows[0]?.version ?? 0;
}
