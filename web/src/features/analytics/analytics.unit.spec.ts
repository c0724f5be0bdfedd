import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '@decorlook/domain/site/enums';
import { analyticsScriptUrl, decideReplay, installAnalytics, isPrivatePage } from './analytics';

const config = (over: Partial<AppConfig> = {}): AppConfig => ({
  endpoints: { checksum: '/v1/enums/checksum', defaultFilters: '/v1/default-filters', configs: {} as AppConfig['endpoints']['configs'] },
  appVersion: 'v1.6.61',
  environment: 'production',
  analytics: { scriptUrl: '/analytics.js', sessionReplaySampleRate: 0.1, errorReplaySampleRate: 1 },
  captcha: { siteKey: null },
  ...over,
});

/** Returns the given numbers in turn, like Math.random would. */
const sequence = (...values: number[]) => () => values.shift() ?? 0;

afterEach(() => {
  document.getElementById('decorlook-analytics')?.remove();
  delete window.__analyticsConfig;
});

describe('analyticsScriptUrl', () => {
  it('loads outside staging and development only, and only with a URL', () => {
    expect(analyticsScriptUrl(config())).toBe('/analytics.js');
    expect(analyticsScriptUrl(config({ environment: 'test' }))).toBe('/analytics.js');
    expect(analyticsScriptUrl(config({ environment: 'staging' }))).toBeNull();
    expect(analyticsScriptUrl(config({ environment: 'development' }))).toBeNull();
    expect(analyticsScriptUrl(config({ analytics: { scriptUrl: null, sessionReplaySampleRate: 0.1, errorReplaySampleRate: 1 } }))).toBeNull();
    expect(analyticsScriptUrl(null)).toBeNull();
  });
});

describe('decideReplay', () => {
  it('records 10% of sessions', () => {
    expect(decideReplay(sequence(0.05, 0.5)).sessionReplay).toBe(true);
    expect(decideReplay(sequence(0.0999, 0.5)).sessionReplay).toBe(true);
    expect(decideReplay(sequence(0.1, 0.5)).sessionReplay).toBe(false);
    expect(decideReplay(sequence(0.99, 0.5)).sessionReplay).toBe(false);
  });

  it('always replays on errors', () => {
    expect(decideReplay(sequence(0.5, 0.999999)).replayOnError).toBe(true);
    expect(decideReplay(sequence(0.5, 0)).replayOnError).toBe(true);
  });

  it('is about 10% over many sessions', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    let sampled = 0;
    for (let i = 0; i < 10_000; i += 1) if (decideReplay(random).sessionReplay) sampled += 1;
    expect(sampled / 10_000).toBeGreaterThan(0.08);
    expect(sampled / 10_000).toBeLessThan(0.12);
  });

  it('ignores invalid configured rates', () => {
    expect(decideReplay(sequence(0.5, 0.5), { sessionReplaySampleRate: 7, errorReplaySampleRate: Number.NaN })).toEqual({
      sessionReplay: false,
      replayOnError: true,
    });
  });
});

describe('installAnalytics', () => {
  it('publishes the decision and adds the script once', () => {
    const env = { window, document, random: sequence(0.01, 0.3, 0.9, 0.9) };
    expect(installAnalytics(config(), env)).toBe(true);
    expect(installAnalytics(config(), env)).toBe(true);
    const scripts = document.querySelectorAll('script#decorlook-analytics');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('src')).toBe('/analytics.js');
    expect(window.__analyticsConfig).toEqual({ sessionReplay: true, replayOnError: true, environment: 'production', appVersion: 'v1.6.61' });
  });

  it('adds nothing in development', () => {
    expect(installAnalytics(config({ environment: 'development' }), { window, document, random: Math.random })).toBe(false);
    expect(document.getElementById('decorlook-analytics')).toBeNull();
    expect(window.__analyticsConfig).toBeUndefined();
  });
});

describe('isPrivatePage', () => {
  it('keeps analytics off one-time links and account pages', () => {
    for (const path of ['/auth/password/reset/abc', '/auth/email-verification/5/abc', '/auth/email-revert/abc', '/account', '/account/profile']) {
      expect(isPrivatePage(path)).toBe(true);
    }
  });

  it('allows it everywhere else', () => {
    for (const path of ['/', '/about', '/get-the-look', '/accounts-of-decor', '/auth']) expect(isPrivatePage(path)).toBe(false);
  });
});
