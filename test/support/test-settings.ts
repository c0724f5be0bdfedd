import { loadSettings, type AppSettings } from '@decorlook/infra/config';

/** The test server's template database (server-template.ts): migrated, projected, seeded. */
export const SERVER_TEMPLATE_DB = 'decorlook_server_template';

/** A test server's settings. Development by default, so the dev mailbox is served; a test passes NODE_ENV=production to see the guarded server. */
export function testSettings(databaseUrl: string, env: Record<string, string> = {}): AppSettings {
  return loadSettings({ NODE_ENV: 'test', APP_ENV: 'development', HASH_KEY: 'test-hash-key', JWT_SECRET: 'test-jwt-secret-of-at-least-32-characters', LEDGER_KEY: 'test-ledger-key', DATABASE_URL: databaseUrl, ...env });
}
