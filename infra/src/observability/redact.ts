/**
 * What request and error logs may carry. Links in mails hold bearer secrets in their path (a
 * password-reset or verification token is as good as the password for a while), and some query
 * strings hold addresses; a log line must hold neither. Errors are logged by class and code, never
 * with the values they carry (SQL parameters, row details, bodies).
 */

export const REDACTED = '[redacted]';

/** Path segments that are secrets, by the route that carries them (API and web page alike). */
const SECRET_PATHS: readonly RegExp[] = [
  /(\/auth\/password-reset\/)[^/?#]+/g,
  /(\/auth\/password\/reset\/)[^/?#]+/g,
  /(\/auth\/email-verification\/[^/?#]+\/)[^/?#]+/g,
  /(\/auth\/email-revert\/)[^?#]+/g,
];

/** Query parameters whose value is redacted wherever they appear. */
const SECRET_PARAMS = new Set(['token', 'email', 'to', 'code', 'password', 'secret', 'access_token', 'refresh_token', 'invitationcode', 'key']);

export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  let pathPart = q === -1 ? url : url.slice(0, q);
  for (const re of SECRET_PATHS) pathPart = pathPart.replace(re, `$1${REDACTED}`);
  if (q === -1) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged by its raw name.
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

/** The request as a log line shows it: method and a redacted URL, no headers, no body. */
export function requestSerializer(req: { method?: string; url?: string; originalUrl?: string }): { method?: string; url?: string } {
  return { method: req.method, url: redactUrl(req.originalUrl ?? req.url) };
}

export function responseSerializer(res: { statusCode?: number }): { status?: number } {
  return { status: res.statusCode };
}

interface LoggedError {
  type: string;
  code?: string;
  /** Names, not values: which constraint, table or column a database error concerns. */
  constraint?: string;
  table?: string;
  column?: string;
  /** Where it was thrown; the first line (the message, which may quote values) is left out. */
  stack?: string;
  cause?: LoggedError;
}

/** An error as a log line shows it: its class, code and where it came from, none of its data. */
export function errorSerializer(err: unknown, depth = 0): LoggedError {
  if (!err || typeof err !== 'object') return { type: typeof err };
  const e = err as Error & { type?: unknown; code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; cause?: unknown };
  // A plain object is an error already flattened by another serializer, which keeps the class in `type`.
  const className = e.constructor?.name && e.constructor.name !== 'Object' ? e.constructor.name : typeof e.type === 'string' ? e.type : e.name;
  const out: LoggedError = { type: className || 'Error' };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  if (typeof e.constraint === 'string') out.constraint = e.constraint;
  if (typeof e.table === 'string') out.table = e.table;
  if (typeof e.column === 'string') out.column = e.column;
  if (typeof e.stack === 'string') {
    const frames = e.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .map((line) => line.trim());
    if (frames.length) out.stack = frames.join('\n');
  }
  if (e.cause !== undefined && depth < 3) out.cause = errorSerializer(e.cause, depth + 1);
  return out;
}

/** The serializers every logger and the request logger use. */
export const logSerializers = { req: requestSerializer, res: responseSerializer, err: errorSerializer };
