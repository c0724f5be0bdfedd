import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadSettings, validateSettings } from '@decorlook/infra/config';

/**
 * `docker compose` is not installed on the build machines, so its file is checked here: every
 * variable it reads is documented in .env.example, every service that opens the database gets
 * its URL and the secrets from .env, and no secret is written into the file itself.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const composeText = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as { services: Record<string, { command?: string; environment?: Record<string, string> }> };
const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
const documented = new Map(
  example
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1], m[2]] as const),
);

/** Every `${VAR}`, `${VAR:-default}` and `${VAR:?message}` the file interpolates. */
const referenced = [...new Set([...composeText.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?[-?+][^}]*)?\}/g)].map((m) => m[1]))];

/** The services that run our code against the database: `npm run start -w <service>`. */
const appServices = Object.entries(compose.services).filter(([, s]) => /npm run start -w /.test(s.command ?? ''));

describe('docker-compose.yml', () => {
  it('reads variables from .env, and each one is documented in .env.example', () => {
    expect(referenced).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD', 'HASH_KEY', 'JWT_SECRET']));
    const undocumented = referenced.filter((v) => !documented.has(v));
    expect(undocumented).toEqual([]);
  });

  it('gives every service that opens the database its URL and the secrets, required from .env', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['command-api', 'projectors', 'query-api']);
    for (const [name, service] of appServices) {
      const env = service.environment ?? {};
      expect(env.NODE_ENV, name).toBe('production');
      expect(env.DATABASE_URL, name).toMatch(/^postgres:\/\/\w+:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/\w+$/);
      expect(env.HASH_KEY, name).toMatch(/^\$\{HASH_KEY:\?[^}]+\}$/);
      expect(env.JWT_SECRET, name).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    }
  });

  it('writes no secret into the file itself', () => {
    const postgres = compose.services.postgres.environment ?? {};
    expect(postgres.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    for (const [name, service] of Object.entries(compose.services)) {
      for (const key of ['HASH_KEY', 'JWT_SECRET', 'RECAPTCHA_SECRET', 'OPS_TOKEN', 'SMTP_URL', 'POSTGRES_PASSWORD']) {
        const value = service.environment?.[key];
        if (value !== undefined) expect(value, `${name} ${key}`).toMatch(new RegExp(`^\\$\\{${key}:[?-]`));
      }
    }
  });
});

describe('.env.example', () => {
  it('holds placeholders a production start refuses, so it cannot be deployed as it is', () => {
    const env = Object.fromEntries(documented);
    const problems = validateSettings(loadSettings({ ...env, NODE_ENV: 'production', DATABASE_URL: 'postgres://decorlook:x@postgres:5432/decorlook' }));
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^HASH_KEY must be at least 32/), expect.stringMatching(/^JWT_SECRET must be at least 32/), expect.stringMatching(/^RECAPTCHA_SECRET must be set/)]));
  });
});
