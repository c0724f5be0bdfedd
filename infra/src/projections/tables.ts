import { createHash } from 'node:crypto';
import { ident, type Sql } from '../db/sql';
import type { ProjectionContext, Projector } from './types';

export const physicalName = (view: string, version: number, generation: number) => `${view}_v${version}_g${generation}`;

export function contextFor(sql: Sql, p: Projector, generation: number): ProjectionContext {
  return {
    sql,
    table: (view) => {
      if (!(view in p.tables)) throw new Error(`projector ${p.name} has no read model ${view}`);
      return ident(physicalName(view, p.version, generation));
    },
  };
}

export async function createTables(sql: Sql, p: Projector, generation: number): Promise<void> {
  const ctx = contextFor(sql, p, generation);
  for (const [view, ddl] of Object.entries(p.tables)) {
    await sql.query(`DROP TABLE IF EXISTS ${ctx.table(view)}`);
    await sql.query(ddl(ctx.table(view)));
  }
  for (const stmt of p.indexes?.(ctx.table) ?? []) await sql.query(stmt);
}

export async function pointViews(sql: Sql, p: Projector, generation: number): Promise<void> {
  const ctx = contextFor(sql, p, generation);
  for (const view of Object.keys(p.tables)) {
    await sql.query(`DROP VIEW IF EXISTS ${ident(view)}`);
    await sql.query(`CREATE VIEW ${ident(view)} AS SELECT * FROM ${ctx.table(view)}`);
  }
}

export async function dropTables(sql: Sql, p: { tables: Record<string, unknown> }, version: number, generation: number): Promise<void> {
  for (const view of Object.keys(p.tables)) await sql.query(`DROP TABLE IF EXISTS ${ident(physicalName(view, version, generation))}`);
}

/** Two advisory-lock keys per projector: one for leadership, one held by each batch and by a swap. */
export function lockKeys(name: string): { leader: number; batch: number } {
  const h = createHash('sha256').update(name).digest();
  return { leader: h.readInt32BE(0), batch: h.readInt32BE(4) };
}
export const LEADER_NAMESPACE = 7_220_001;
export const BATCH_NAMESPACE = 7_220_002;
