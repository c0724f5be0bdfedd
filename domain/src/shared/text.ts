import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * The one rule for the text a person sends: every text the write side accepts must be storable
 * by every read model. Postgres cannot store NUL in text nor an unpaired UTF-16 half in jsonb,
 * and no other C0 control character (nor DEL) belongs in what people write. Tab, line feed and
 * carriage return are allowed only in fields that hold several lines (messages, descriptions,
 * applications); every other field is one line. Search texts are cleaned instead of refused.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]+/g;
const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A quick first look (no lookaround): text without these needs no cleaning; a paired surrogate (an emoji) takes the exact check. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SEARCH_NOISE = /[\u0000-\u001F\u007F]+|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether the text may be stored as written: one line, or several when `multiLine`. */
export const isPlainText = (v: string, multiLine = false): boolean => !CONTROL.test(v) && (multiLine || !LINE_BREAK_OR_TAB.test(v));

/** A one-line text field: refuses line breaks, tabs and control characters with a field error. */
export const oneLine = <S extends z.ZodType<string>>(schema: S): S => schema.refine((v) => isPlainText(v), MESSAGES.textOneLine) as S;

/** A multi-line text field: tab and line breaks pass; other control characters are refused. */
export const manyLines = <S extends z.ZodType<string>>(schema: S): S => schema.refine((v) => isPlainText(v, true), MESSAGES.textControl) as S;

/** A required text of at most `max` characters, trimmed; `multiLine` for a free text (a message, a reason) that may hold line breaks. */
export const requiredText = (max: number, multiLine = false) =>
  (multiLine ? manyLines : oneLine)(
    z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(max, `Please use at most ${max} characters`),
  );

/** A text that may be empty, of at most `max` characters, trimmed; `multiLine` as above. */
export const plainText = (max: number, multiLine = false) => (multiLine ? manyLines : oneLine)(z.string('Please enter text').trim().max(max, `Please use at most ${max} characters`));

/**
 * What a search looks for: control characters and line breaks become a space (a search is
 * never refused for them), unpaired UTF-16 halves go. Trim after it.
 */
export const cleanSearchText = (v: string): string => v.replace(SEARCH_NOISE, ' ');

/** A search text field (query or body): cleaned, never refused for what it holds; at most `max` characters. */
export const searchText = (max: number) => z.string().overwrite(cleanSearchText).trim().max(max, `Please use at most ${max} characters`);

/** Text as a read model can store it: control characters but tab and line breaks removed, unpaired halves replaced. */
export const cleanText = (v: string): string => (SUSPECT.test(v) && CONTROL.test(v) ? v.replace(CONTROLS, '').replace(UNPAIRED, '\uFFFD') : v);

/**
 * Every string in stored event data, cleaned (cleanText), at any depth. What needs no cleaning
 * comes back as the same object, so reading clean history allocates nothing.
 */
export function cleanStoredText<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const c = cleanStoredText(v);
      if (c !== v) (out ??= [...value])[i] = c;
    }
    return (out ?? value) as T;
  }
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    let out: Record<string, unknown> | null = null;
    const obj = value as Record<string, unknown>;
    for (const k in obj) {
      const v = obj[k];
      const c = cleanStoredText(v);
      if (c !== v) (out ??= { ...obj })[k] = c;
    }
    return (out ?? value) as T;
  }
  return value;
}
