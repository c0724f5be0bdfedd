import { describe, expect, it } from 'vitest';
import { SettingsError, assertDeployable, devMailboxStatus, loadSettings, validateSettings } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadSettings(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(SettingsError);
    return (err as SettingsError).problems;
  }
};

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:secret@db:5432/decorlook',
  HASH_KEY: 'h'.repeat(32),
  JWT_SECRET: 'j'.repeat(40),
  LEDGER_KEY: 'l'.repeat(32),
  RECAPTCHA_SECRET: 'recaptcha-secret',
};

describe('engine selection', () => {
  it('defaults to the engines this version carries', () => {
    const s = loadSettings({});
    expect([s.eventStore, s.search, s.bus]).toEqual(['postgres', 'postgres', 'none']);
    expect(loadSettings({ EVENT_STORE: 'postgres', SEARCH: 'postgres', BUS: 'none' }).eventStore).toBe('postgres');
  });

  it('stops on an engine that is named but not built, saying what to use', () => {
    expect(problemsOf({ EVENT_STORE: 'kurrentdb' })).toEqual(['EVENT_STORE=kurrentdb is not built into this version; use postgres']);
    expect(problemsOf({ SEARCH: 'elasticsearch' })).toEqual(['SEARCH=elasticsearch is not built into this version; use postgres']);
    expect(problemsOf({ BUS: 'kafka' })).toEqual(['BUS=kafka is not built into this version; use none']);
  });

  it('stops on an unknown engine instead of ignoring it, and lists every problem at once', () => {
    const problems = problemsOf({ EVENT_STORE: 'mongo', BUS: 'rabbit' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^EVENT_STORE=mongo is not a known choice \(postgres, kurrentdb\); use postgres$/);
    expect(problems[1]).toMatch(/^BUS=rabbit is not a known choice/);
    expect(() => loadSettings({ SEARCH: 'solr' })).toThrow(/SEARCH=solr is not a known choice/);
  });

  it('stops on an unknown APP_ENV, CAPTCHA or a number that is not one', () => {
    expect(problemsOf({ APP_ENV: 'prod' })[0]).toMatch(/^APP_ENV=prod is not one of/);
    expect(problemsOf({ CAPTCHA: 'maybe' })[0]).toMatch(/^CAPTCHA=maybe/);
    expect(problemsOf({ PORT: 'eighty' })[0]).toMatch(/^PORT=eighty is not a whole number/);
    expect(problemsOf({ PORT: '4000', OPS_PORT: '4000' })[0]).toMatch(/OPS_PORT must differ from PORT/);
  });
});

describe('modes and the dev mailbox', () => {
  it('serves the dev mailbox only in development without SMTP_URL', () => {
    expect(loadSettings({}).devMailbox).toBe(true);
    expect(loadSettings({ APP_ENV: 'development', NODE_ENV: 'test' }).devMailbox).toBe(true);
    expect(loadSettings({ SMTP_URL: 'smtp://mail:25' }).devMailbox).toBe(false);
    expect(loadSettings({ APP_ENV: 'test' }).devMailbox).toBe(false);
    expect(loadSettings({ APP_ENV: 'staging' }).devMailbox).toBe(false);
    expect(loadSettings({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    // A production NODE_ENV wins over a development APP_ENV.
    expect(loadSettings({ NODE_ENV: 'production', APP_ENV: 'development' }).devMailbox).toBe(false);
  });

  it('treats any production or staging signal as production', () => {
    expect(loadSettings({}).production).toBe(false);
    expect(loadSettings({ APP_ENV: 'test' }).production).toBe(false);
    expect(loadSettings({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadSettings({ NODE_ENV: 'production' }).appEnv).toBe('production');
    expect(loadSettings({ APP_ENV: 'staging' }).production).toBe(true);
    expect(loadSettings({ APP_ENV: 'production' }).production).toBe(true);
  });

  it('says at start-up whether the dev mailbox is on and why not', () => {
    expect(devMailboxStatus(loadSettings({}))).toBe('dev mailbox at /dev/mailbox');
    expect(devMailboxStatus(loadSettings({ NODE_ENV: 'production' }))).toMatch(/^dev mailbox off \(NODE_ENV=production\)/);
    expect(devMailboxStatus(loadSettings({ APP_ENV: 'staging' }))).toMatch(/^dev mailbox off \(APP_ENV=staging\)/);
    expect(devMailboxStatus(loadSettings({ SMTP_URL: 'smtp://mail:25' }))).toMatch(/^dev mailbox off \(SMTP_URL is set\): sending through SMTP_URL/);
  });
});

describe('what production requires', () => {
  it('accepts a complete production configuration', () => {
    expect(validateSettings(loadSettings(PRODUCTION))).toEqual([]);
    expect(() => assertDeployable(loadSettings(PRODUCTION))).not.toThrow();
  });

  it('asks nothing of development', () => {
    expect(validateSettings(loadSettings({}))).toEqual([]);
  });

  it('requires DATABASE_URL, secrets of at least 32 characters and a bot check', () => {
    const problems = validateSettings(loadSettings({ NODE_ENV: 'production', HASH_KEY: 'short', JWT_SECRET: '' }));
    expect(problems).toEqual([
      'DATABASE_URL must be set in production (the embedded PostgreSQL is for development only)',
      'HASH_KEY must be at least 32 characters in production (it has 5)',
      'JWT_SECRET must be set in production (at least 32 characters)',
      'LEDGER_KEY must be set in production (at least 32 characters)',
      'RECAPTCHA_SECRET must be set in production, or CAPTCHA=off to run without the bot check',
    ]);
    expect(() => assertDeployable(loadSettings({ ...PRODUCTION, JWT_SECRET: 'x'.repeat(31) }))).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('runs without the bot check in production only when CAPTCHA=off says so', () => {
    const { RECAPTCHA_SECRET: _omitted, ...noCaptcha } = PRODUCTION;
    expect(validateSettings(loadSettings(noCaptcha))).toHaveLength(1);
    expect(validateSettings(loadSettings({ ...noCaptcha, CAPTCHA: 'off' }))).toEqual([]);
    expect(loadSettings({ ...PRODUCTION, CAPTCHA: 'off' }).captchaOff).toBe(true);
  });

  it('lets a process that needs no database or secrets (the gateway) skip those checks', () => {
    expect(validateSettings(loadSettings({ NODE_ENV: 'production', CAPTCHA: 'off' }), { database: false, secrets: false })).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to loopback', () => {
    expect(loadSettings({}).trustProxy).toEqual(['loopback']);
  });

  it('takes a hop count, names, addresses and CIDR ranges', () => {
    expect(loadSettings({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadSettings({ TRUST_PROXY: ' 10.0.0.0/8, fd00::/8 ,loopback,192.168.1.7' }).trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback', '192.168.1.7']);
  });

  it('refuses an entry that is none of those', () => {
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/99' })[0]).toMatch(/TRUST_PROXY entry "10.0.0.0\/99"/);
    expect(problemsOf({ TRUST_PROXY: 'everyone' })[0]).toMatch(/TRUST_PROXY entry "everyone"/);
  });
});

describe('ops settings', () => {
  it('reads OPS_TOKEN and OPS_PORT', () => {
    expect(loadSettings({})).toMatchObject({ opsToken: null, opsPort: null });
    expect(loadSettings({ OPS_TOKEN: 'tok', OPS_PORT: '9100' })).toMatchObject({ opsToken: 'tok', opsPort: 9100 });
  });
});

describe("the team's address", () => {
  it("is team@ the site's host unless TEAM_EMAIL names one", () => {
    expect(loadSettings({}).teamEmail).toBe('team@localhost');
    expect(loadSettings({ PUBLIC_URL: 'https://www.decorlook.example/' }).teamEmail).toBe('team@www.decorlook.example');
    expect(loadSettings({ TEAM_EMAIL: ' hello@decorlook.example ' }).teamEmail).toBe('hello@decorlook.example');
  });

  it('stops on a TEAM_EMAIL that is no address', () => {
    expect(problemsOf({ TEAM_EMAIL: 'the team' })).toEqual(['TEAM_EMAIL=the team is not an email address']);
  });
});
