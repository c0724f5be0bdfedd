import type { z } from 'zod';
import { MESSAGES, ValidationFailed, pathIds } from '@decorlook/domain';

/**
 * Parses input with a zod schema from domain. Failures become a 422 field map with the spec's
 * messages; a missing or wrongly typed value reads "This field is required" unless the schema
 * says otherwise. Unknown fields are stripped.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    const generic = issue.code === 'invalid_type' && /expected/i.test(issue.message);
    const message = generic ? MESSAGES.required : issue.message;
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  throw new ValidationFailed(errors, MESSAGES.invalidData);
}

/** Path parameters: parsed like any input (422), and an id beyond the range of ids names nothing (404). */
export function parsePath<S extends z.ZodType<Record<string, unknown>>>(schema: S, params: unknown): z.infer<S> {
  return pathIds(parseInput(schema, params));
}
