import path from 'node:path';

/** Every setting read from the environment, in one place (README lists them). */
export interface AppSettings {
  port: number;
  databaseUrl: string | null;
  dataDir: string;
  pgPort: number;
  nodeEnv: string;
  appEnv: 'development' | 'staging' | 'production' | 'test';
  production: boolean;
  publicUrl: string;
  hashKey: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  smtpUrl: string | null;
  recaptchaSecret: string | null;
  recaptchaSiteKey: string | null;
  analyticsScriptUrl: string | null;
  rateLimitPerMinute: number;
  corsOrigins: string[];
  eventStore: 'postgres' | 'kurrentdb';
  search: 'postgres' | 'elasticsearch';
  bus: 'none' | 'kafka';
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);

export function loadSettings(env: NodeJS.ProcessEnv = process.env): AppSettings {
  const port = int(env.PORT, 3000);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const appEnv = (['development', 'staging', 'production', 'test'].includes(env.APP_ENV ?? '') ? env.APP_ENV : nodeEnv === 'production' ? 'production' : 'development') as AppSettings['appEnv'];
  return {
    port,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    pgPort: int(env.PG_PORT, 5433),
    nodeEnv,
    appEnv,
    production: nodeEnv === 'production',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    hashKey: env.HASH_KEY ?? '',
    jwtSecret: env.JWT_SECRET ?? '',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    smtpUrl: env.SMTP_URL || null,
    recaptchaSecret: env.RECAPTCHA_SECRET || null,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || null,
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || null,
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 60),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    eventStore: env.EVENT_STORE === 'kurrentdb' ? 'kurrentdb' : 'postgres',
    search: env.SEARCH === 'elasticsearch' ? 'elasticsearch' : 'postgres',
    bus: env.BUS === 'kafka' ? 'kafka' : 'none',
  };
}
