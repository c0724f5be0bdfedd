import { matchPath } from 'react-router-dom';
import type { AppConfig } from '@decorlook/domain/site/enums';
import { paths } from '../../config/paths';

/** Spec 7: session replay records 10% of sessions, and every session that hits an error. */
export const SESSION_REPLAY_RATE = 0.1;
export const ERROR_REPLAY_RATE = 1;

const QUIET_ENVIRONMENTS: ReadonlyArray<AppConfig['environment']> = ['staging', 'development'];

/** What the analytics script reads from `window.__analyticsConfig` when it starts. */
export interface AnalyticsRuntimeConfig {
  sessionReplay: boolean;
  replayOnError: boolean;
  environment: AppConfig['environment'];
  appVersion: string;
}

declare global {
  interface Window {
    __analyticsConfig?: AnalyticsRuntimeConfig;
  }
}

/** The script to load, or null: never in staging or development, never without a URL. */
export function analyticsScriptUrl(config: AppConfig | null): string | null {
  if (!config || QUIET_ENVIRONMENTS.includes(config.environment)) return null;
  const url = config.analytics?.scriptUrl;
  return typeof url === 'string' && url.trim() !== '' ? url : null;
}

const validRate = (rate: unknown, fallback: number) =>
  typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : fallback;

/** The sampling decision for one session; `random` returns a number in [0, 1). */
export function decideReplay(
  random: () => number,
  rates: { sessionReplaySampleRate?: number; errorReplaySampleRate?: number } = {},
): Pick<AnalyticsRuntimeConfig, 'sessionReplay' | 'replayOnError'> {
  const sessionRate = validRate(rates.sessionReplaySampleRate, SESSION_REPLAY_RATE);
  const errorRate = validRate(rates.errorReplaySampleRate, ERROR_REPLAY_RATE);
  return { sessionReplay: random() < sessionRate, replayOnError: random() < errorRate };
}

/** Pages the analytics script is never loaded on: one-time links carry tokens, account pages personal data. */
const PRIVATE_PAGES = [paths.authPasswordReset, paths.authEmailVerification, paths.authEmailRevert, paths.account, `${paths.account}/*`];

export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PAGES.some((pattern) => matchPath(pattern, pathname) !== null);
}

const SCRIPT_ID = 'decorlook-analytics';

/**
 * Publishes the sampling decision and adds the analytics script once. Returns whether the script
 * was (or already is) on the page.
 */
export function installAnalytics(
  config: AppConfig | null,
  env: { window: Window; document: Document; random: () => number },
): boolean {
  const url = analyticsScriptUrl(config);
  if (!url || !config) return false;
  if (env.document.getElementById(SCRIPT_ID)) return true;
  env.window.__analyticsConfig = {
    ...decideReplay(env.random, config.analytics),
    environment: config.environment,
    appVersion: config.appVersion,
  };
  const script = env.document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = url;
  env.document.head.appendChild(script);
  return true;
}
