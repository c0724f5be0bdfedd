import { z } from 'zod';
import { NotFound } from './errors';

/** The largest id the stores hold (a Postgres integer). */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a path: a positive whole number. A value that is no number at all is refused like any
 * other wrongly typed value (422); a number beyond the stores' range names no resource (404, by
 * `pathIds`).
 */
export const pathId = z.coerce.number().int().positive();

/** The `{id}` of most paths. */
export const idParam = z.object({ id: pathId });

/** Path ids beyond the range any id can have name nothing: 404 with the not-found message. */
export function pathIds<T extends Record<string, unknown>>(ids: T): T {
  for (const value of Object.values(ids)) if (typeof value === 'number' && value > MAX_ID) throw new NotFound();
  return ids;
}
