/**
 * The narrow SQL surface the services and projectors see: they run statements through this and
 * never import the driver themselves.
 */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number | null;
}

export interface Sql {
  query<R extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** Quotes an identifier built by the code (table names carrying versions), never user input. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad identifier ${name}`);
  return `"${name}"`;
}
