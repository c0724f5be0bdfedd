import path from 'node:path';
import ipaddr from 'ipaddr.js';

/** Every setting read from the environment, in one place (README lists them). */
export interface AppSettings {
  port: number;
  databaseUrl: string | null;
  dataDir: string;
  /** The local media store's folder: MEDIA_DIR, else `media` under DATA_DIR. */
  mediaDir: string;
  pgPort: number;
  nodeEnv: string;
  appEnv: 'development' | 'staging' | 'production' | 'test';
  /**
   * Any production or staging signal (NODE_ENV=production, APP_ENV=production or staging): the
   * secrets, DATABASE_URL and CAPTCHA become required and the ops endpoints are guarded.
   */
  production: boolean;
  /** The dev mailbox is served only in development with no SMTP_URL. */
  devMailbox: boolean;
  /** Load the demo catalog on first start: DEMO_CATALOG=on|off, on by default outside production. */
  demoCatalog: boolean;
  publicUrl: string;
  /** Where messages to the team go (trade inquiries, contact, claims): TEAM_EMAIL, else team@ the site's host. */
  teamEmail: string;
  hashKey: string;
  jwtSecret: string;
  /** LEDGER_KEY: the key of the point ledgers' HMAC chain, which the auditors hold too. */
  ledgerKey: string;
  accessTokenTtlSeconds: number;
  smtpUrl: string | null;
  recaptchaSecret: string | null;
  recaptchaSiteKey: string | null;
  /** CAPTCHA=off switches the bot check off explicitly, even in production. */
  captchaOff: boolean;
  analyticsScriptUrl: string | null;
  rateLimitPerMinute: number;
  corsOrigins: string[];
  /** Express's `trust proxy`: a hop count, or addresses, CIDR ranges and range names. */
  trustProxy: number | string[];
  /** Bearer token that opens /metrics and the detailed /readyz in production. */
  opsToken: string | null;
  /** A second listener serving only the ops endpoints, unguarded (keep it off the public network). */
  opsPort: number | null;
  eventStore: 'postgres' | 'kurrentdb';
  search: 'postgres' | 'elasticsearch';
  bus: 'none' | 'kafka';
}

/** A setting that can never work; every problem is listed, so one start-up shows them all. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'SettingsError';
  }
}

/**
 * The engines each selection variable knows, and which of them this version carries. An engine
 * that is named but not built stops the start-up rather than being silently replaced.
 */
export const ENGINES = {
  EVENT_STORE: { known: ['postgres', 'kurrentdb'], built: ['postgres'] },
  SEARCH: { known: ['postgres', 'elasticsearch'], built: ['postgres'] },
  BUS: { known: ['none', 'kafka'], built: ['none'] },
} as const;

const APP_ENVS = ['development', 'staging', 'production', 'test'] as const;
const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MIN_SECRET_LENGTH = 32;

export function loadSettings(env: NodeJS.ProcessEnv = process.env): AppSettings {
  const problems: string[] = [];
  const int = (name: string, d: number): number => {
    const v = env[name]?.trim();
    if (!v) return d;
    if (!/^\d{1,9}$/.test(v)) {
      problems.push(`${name}=${v} is not a whole number`);
      return d;
    }
    return Number(v);
  };
  const engine = <K extends keyof typeof ENGINES>(name: K): (typeof ENGINES)[K]['known'][number] => {
    const { known, built } = ENGINES[name];
    const v = (env[name]?.trim() || built[0]).toLowerCase();
    if (!(known as readonly string[]).includes(v)) problems.push(`${name}=${v} is not a known choice (${known.join(', ')}); use ${built.join(' or ')}`);
    else if (!(built as readonly string[]).includes(v)) problems.push(`${name}=${v} is not built into this version; use ${built.join(' or ')}`);
    return v as (typeof ENGINES)[K]['known'][number];
  };

  const port = int('PORT', 3000);
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const rawAppEnv = env.APP_ENV?.trim();
  if (rawAppEnv && !(APP_ENVS as readonly string[]).includes(rawAppEnv)) problems.push(`APP_ENV=${rawAppEnv} is not one of ${APP_ENVS.join(', ')}`);
  const appEnv: AppSettings['appEnv'] =
    rawAppEnv && (APP_ENVS as readonly string[]).includes(rawAppEnv) ? (rawAppEnv as AppSettings['appEnv']) : nodeEnv === 'production' ? 'production' : 'development';
  const production = nodeEnv === 'production' || appEnv === 'production' || appEnv === 'staging';
  const smtpUrl = env.SMTP_URL || null;
  const captcha = env.CAPTCHA?.trim().toLowerCase();
  if (captcha && captcha !== 'on' && captcha !== 'off') problems.push(`CAPTCHA=${captcha} is not one of on, off`);
  const opsPort = env.OPS_PORT?.trim() ? int('OPS_PORT', 0) : null;
  if (opsPort !== null && opsPort === port) problems.push(`OPS_PORT must differ from PORT (${port})`);

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const settings: AppSettings = {
    port,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(env.DATA_DIR ?? '.data', 'media')),
    pgPort: int('PG_PORT', 5433),
    nodeEnv,
    appEnv,
    production,
    devMailbox: !production && appEnv === 'development' && !smtpUrl,
    demoCatalog: env.DEMO_CATALOG ? !['off', '0', 'false', 'no'].includes(env.DEMO_CATALOG.trim().toLowerCase()) : !production,
    publicUrl,
    teamEmail: teamEmailSetting(env.TEAM_EMAIL, publicUrl, problems),
    hashKey: env.HASH_KEY ?? '',
    jwtSecret: env.JWT_SECRET ?? '',
    ledgerKey: env.LEDGER_KEY ?? '',
    accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    smtpUrl,
    recaptchaSecret: env.RECAPTCHA_SECRET || null,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || null,
    captchaOff: captcha === 'off',
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || null,
    rateLimitPerMinute: int('RATE_LIMIT_PER_MINUTE', 60),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    opsToken: env.OPS_TOKEN || null,
    opsPort,
    eventStore: engine('EVENT_STORE'),
    search: engine('SEARCH'),
    bus: engine('BUS'),
  };
  if (problems.length) throw new SettingsError(problems);
  return settings;
}

/** The team's address by default: team@ the host people reach the site at. */
export function defaultTeamEmail(publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // An unreadable PUBLIC_URL is reported on its own; the default stays usable.
  }
  return `team@${host}`;
}

function teamEmailSetting(raw: string | undefined, publicUrl: string, problems: string[]): string {
  const v = raw?.trim();
  if (!v) return defaultTeamEmail(publicUrl);
  if (!/^[^\s@]+@[^\s@]+$/.test(v)) problems.push(`TEAM_EMAIL=${v} is not an email address`);
  return v;
}

/** TRUST_PROXY: `1` (hops), `loopback`, or `10.0.0.0/8,fd00::/8,loopback`. Default loopback. */
function parseTrustProxy(raw: string | undefined, problems: string[]): AppSettings['trustProxy'] {
  const v = raw?.trim();
  if (!v) return ['loopback'];
  if (/^\d{1,3}$/.test(v)) return Number(v);
  const entries = v.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    if (TRUST_NAMES.has(entry)) continue;
    const ok = entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
    if (!ok) problems.push(`TRUST_PROXY entry "${entry}" is not a hop count, an address, a CIDR range or one of ${[...TRUST_NAMES].join(', ')}`);
  }
  return entries;
}

/**
 * What a production or staging process additionally needs before it may start. Empty outside
 * production. `needs` narrows it for a process that uses only part (the gateway uses none).
 */
export function validateSettings(s: AppSettings, needs: { database?: boolean; secrets?: boolean; captcha?: boolean } = {}): string[] {
  if (!s.production) return [];
  const { database = true, secrets = true, captcha = true } = needs;
  const problems: string[] = [];
  if (database && !s.databaseUrl) problems.push('DATABASE_URL must be set in production (the embedded PostgreSQL is for development only)');
  if (secrets) {
    for (const [name, value] of [
      ['HASH_KEY', s.hashKey],
      ['JWT_SECRET', s.jwtSecret],
      ['LEDGER_KEY', s.ledgerKey],
    ] as const) {
      if (!value) problems.push(`${name} must be set in production (at least ${MIN_SECRET_LENGTH} characters)`);
      else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters in production (it has ${value.length})`);
    }
  }
  if (captcha && !s.recaptchaSecret && !s.captchaOff) problems.push('RECAPTCHA_SECRET must be set in production, or CAPTCHA=off to run without the bot check');
  return problems;
}

/** Throws one SettingsError listing everything validateSettings found. */
export function assertDeployable(s: AppSettings, needs?: Parameters<typeof validateSettings>[1]): void {
  const problems = validateSettings(s, needs);
  if (problems.length) throw new SettingsError(problems);
}

/** The start-up line that says whether the dev mailbox is served, and why not. */
export function devMailboxStatus(s: AppSettings): string {
  if (s.devMailbox) return 'dev mailbox at /dev/mailbox';
  const why = s.smtpUrl ? 'SMTP_URL is set' : s.nodeEnv === 'production' ? 'NODE_ENV=production' : `APP_ENV=${s.appEnv}`;
  return `dev mailbox off (${why})${s.smtpUrl ? ': sending through SMTP_URL' : ': no SMTP_URL, mails are only stored'}`;
}
