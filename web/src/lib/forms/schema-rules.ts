import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';

/**
 * The shared zod schemas (domain/*.rules.ts) as antd form rules, so a rule and its message are
 * written once and the form shows exactly what the server would answer. Structural, so the web
 * code needs no zod import of its own.
 */
export interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** The first message for each top-level field the schema rejects. */
export function schemaErrors(schema: SafeParser, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A rule checking `field` by parsing the whole form (cross-field rules such as "passwords should
 * match" need the other values). `prepare` turns the form's values into the call's body.
 */
export function schemaRule(schema: SafeParser, field: string, prepare: (values: Record<string, unknown>) => unknown = (v) => v): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = schemaErrors(schema, prepare(getFieldsValue(true) as Record<string, unknown>))[field];
      if (message) throw new Error(message);
    },
  });
}

/**
 * Puts a server's validation map (`errors`) onto the form's fields. Answers the messages of
 * fields the form does not show, so the caller can show those another way.
 */
export function applyServerErrors(form: FormInstance, errors: Record<string, string[]>, fields: readonly string[]): string[] {
  const shown = new Set(fields);
  const onFields: { name: string; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if (shown.has(key)) onFields.push({ name: key, errors: messages });
    else rest.push(...messages);
  }
  if (onFields.length > 0) form.setFields(onFields);
  return rest;
}
