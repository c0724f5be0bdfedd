import { useEffect, useMemo } from 'react';
import type { FormInstance } from 'antd';
import { ApiError } from '../api-client';
import { applyServerErrors } from './schema-rules';

const NONE: Record<string, string[]> = {};

/** A failed mutation's field errors (stable while the error is), for useServerErrors. */
export function serverErrorsOf(error: unknown): Record<string, string[]> {
  return error instanceof ApiError ? error.errors : NONE;
}

/**
 * Spec 8: a refused form's field errors go back into the form. Answers the messages of fields
 * the form does not have (shown above it instead).
 */
export function useServerErrors(form: FormInstance, errors: Record<string, string[]>, fields: readonly string[]): string[] {
  useEffect(() => {
    applyServerErrors(form, errors, fields);
  }, [form, errors, fields]);
  return useMemo(
    () =>
      Object.entries(errors)
        .filter(([field]) => !fields.includes(field))
        .flatMap(([, messages]) => messages),
    [errors, fields],
  );
}
