import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { eventRegistry } from '@decorlook/domain';
import { captchaFromSettings, type CaptchaVerifier } from './captcha';
import { SettingsError, assertDeployable, type AppSettings } from './config';
import { newDatabasePassword, startEmbeddedPostgres } from './db/embedded';
import { migrate } from './db/migrations';
import { createPool } from './db/pool';
import { PostgresEventStore } from './event-store/postgres-event-store';
import type { EventStore } from './event-store/types';
import { createTokenService, type TokenService } from './identity/tokens';
import { keyedHash } from './keyed-hash';
import { ledgerHmac } from './ledger-hash';
import { mailboxMailer, smtpMailer, type Mailer } from './mail/mailer';
import type { Logger } from './observability/logger';
import { eventsAppended } from './observability/metrics';

/** What every service is built from: settings, the database, the event store and the ports. */
export interface Platform {
  settings: AppSettings;
  databaseUrl: string;
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  captcha: CaptchaVerifier;
  /** The one clock. */
  clock: () => Date;
  /** Keyed hash for values that must not appear in stream names. */
  hash: (value: string) => string;
  tokens: TokenService;
  /** The point ledgers' entry hash: HMAC-SHA256 keyed with LEDGER_KEY (hex). */
  ledgerHash: (input: string) => string;
  mailer: Mailer;
  /** The one id source for new aggregates with integer ids. */
  nextId: (sequence: 'user_ids' | 'media_ids' | 'image_ids' | 'product_ids' | 'affiliate_code_ids' | 'look_board_ids' | 'mix_match_ids' | 'ambassador_application_ids' | 'nomination_ids' | 'request_ids' | 'conversation_ids' | 'message_ids' | 'redemption_ids' | 'report_ids' | 'takedown_notice_ids' | 'credit_claim_ids' | 'inquiry_ids') => Promise<number>;
  close(): Promise<void>;
}

export const DATABASE_NAME = 'decorlook';

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL with its data under DATA_DIR. */
export async function openDatabase(settings: AppSettings, logger: Logger): Promise<Database> {
  if (settings.databaseUrl) return { url: settings.databaseUrl, embedded: false, stop: async () => undefined };
  if (settings.production) throw new SettingsError(['DATABASE_URL must be set in production (the embedded PostgreSQL is for development only)']);
  const pgLog = logger.child({ part: 'postgres' });
  const db = await startEmbeddedPostgres({
    dataDir: path.join(settings.dataDir, 'pg'),
    port: settings.pgPort,
    password: embeddedPassword(settings),
    onLog: (l) => pgLog.debug(l.trim()),
  });
  const admin = createPool(db.adminUrl, { max: 1 });
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  return { url: db.urlFor(DATABASE_NAME), embedded: true, stop: db.stop };
}

/**
 * For tools and services started alone: DATABASE_URL when set; else the embedded server that
 * `npm start` (or `npm run db`) is running; else the embedded server started here.
 */
export async function attachDatabase(settings: AppSettings, logger: Logger): Promise<Database> {
  if (settings.databaseUrl || settings.production) return openDatabase(settings, logger);
  const url = `postgres://postgres:${embeddedPassword(settings)}@127.0.0.1:${settings.pgPort}/${DATABASE_NAME}`;
  const probe = createPool(url, { max: 1 });
  try {
    await probe.query('SELECT 1');
    return { url, embedded: false, stop: async () => undefined };
  } catch {
    return openDatabase(settings, logger);
  } finally {
    await probe.end();
  }
}

/**
 * Secrets for the embedded default: generated once and kept beside the data (DATA_DIR/secrets.json,
 * readable by its owner only), so hashes, tokens and the database password stay valid across
 * restarts. Production passes them in the environment.
 */
export function localSecret(settings: AppSettings, name: string, fromEnv: string, generate: () => string = () => randomBytes(32).toString('hex')): string {
  if (fromEnv) return fromEnv;
  if (settings.production) throw new SettingsError([`${name} must be set in production`]);
  const file = path.join(settings.dataDir, 'secrets.json');
  mkdirSync(settings.dataDir, { recursive: true });
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = generate();
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  // A file written by an older version may have been left readable by others.
  chmodSync(file, 0o600);
  return secrets[name];
}

/**
 * The embedded server's superuser password, generated once. A data folder made before this
 * existed still has the old fixed password; the embedded start changes it to this one once.
 */
export function embeddedPassword(settings: AppSettings): string {
  return localSecret(settings, 'PG_PASSWORD', '', newDatabasePassword);
}

export async function createPlatform(
  settings: AppSettings,
  databaseUrl: string,
  logger: Logger,
  opts: { poolSize?: number; migrate?: boolean; /** Shared with a store in another thread told of appends directly. */ storeInstance?: string } = {},
): Promise<Platform> {
  // Production refuses to start on a missing database URL, short secrets or no bot check.
  assertDeployable(settings);
  const pool = createPool(databaseUrl, { max: opts.poolSize ?? 20 });
  if (opts.migrate !== false) await migrate(pool);
  const hashKey = localSecret(settings, 'HASH_KEY', settings.hashKey);
  const ledgerKey = localSecret(settings, 'LEDGER_KEY', settings.ledgerKey);
  const store = new PostgresEventStore({ pool, connectionString: databaseUrl, registry: eventRegistry, instance: opts.storeInstance, onAppend: (n) => eventsAppended.inc(n) });
  return {
    settings: { ...settings, hashKey, ledgerKey },
    databaseUrl,
    pool,
    store,
    logger,
    captcha: captchaFromSettings(settings),
    clock: () => new Date(),
    hash: (v) => keyedHash(hashKey, v),
    tokens: createTokenService(localSecret(settings, 'JWT_SECRET', settings.jwtSecret), { accessTtlSeconds: settings.accessTokenTtlSeconds }),
    ledgerHash: ledgerHmac(ledgerKey),
    mailer: settings.smtpUrl ? smtpMailer(settings.smtpUrl) : mailboxMailer,
    nextId: async (sequence) => Number((await pool.query<{ id: string }>(`SELECT nextval('${sequence}')::text AS id`)).rows[0].id),
    close: () => pool.end(),
  };
}
