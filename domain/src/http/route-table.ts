/**
 * The one route table: which service answers a /v1 call. Reads go to query-api (every GET but
 * the email verification link, which changes state, and the POST calls that only read); every
 * other call is a command for command-api. The single-process server and the scale-out gateway
 * are both built from this.
 */
export type Service = 'command' | 'query';

const READ_ONLY_POSTS: readonly RegExp[] = [
  /\/search$/,
  /\/similar$/,
  /\/find-ids$/,
  /^\/users$/,
  /^\/users\/regular$/,
  /^\/products$/,
  /^\/productslb$/,
  /^\/inspiration-images$/,
  /^\/user\/stats$/,
  /^\/user\/activities$/,
  /^\/user\/rewards$/,
  /^\/user\/requests$/,
  /^\/user\/mix-matches$/,
  /^\/showcase\/url$/,
  /^\/showcase\/search$/,
  /^\/showcase\/user-followed$/,
  /^\/affiliate-sites$/,
];

const STATE_CHANGING_GETS: readonly RegExp[] = [/^\/auth\/email-verification\/[^/]+\/[^/]+$/];

/** `path` is the part after /v1, e.g. "/look-board/search". */
export function serviceFor(method: string, path: string): Service {
  const m = method.toUpperCase();
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (m === 'GET' || m === 'HEAD') return STATE_CHANGING_GETS.some((r) => r.test(p)) ? 'command' : 'query';
  if (m === 'POST' && READ_ONLY_POSTS.some((r) => r.test(p))) return 'query';
  return 'command';
}
