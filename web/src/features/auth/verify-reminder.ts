import { paths } from '../../config/paths';

/** Spec 9: the reminder comes back once more than 86400 s have passed since it was last shown. */
export const VERIFY_REMINDER_INTERVAL_S = 86_400;
/** When the reminder was last shown (epoch milliseconds), in browser storage (spec 3). */
export const VERIFY_REMINDER_SHOWN_AT_KEY = 'verifyModalShownAt';

export interface VerifyReminderFacts {
  hasVerifiedEmail: boolean;
  /** Just registered (this browser's flag or the server's newUser). */
  newUser: boolean;
  /** Epoch milliseconds of the last showing, or null when never shown. */
  lastShownAt: number | null;
  /** Epoch milliseconds now (the clock is passed in). */
  now: number;
  pathname: string;
}

const under = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Spec 4 "Email verification reminder": shown for an unverified email when the user is new or it
 * was never shown, else again only once more than 24 hours have passed since the last showing;
 * never on the ambassador or style-quiz pages.
 */
export function shouldShowVerifyReminder(facts: VerifyReminderFacts): boolean {
  if (facts.hasVerifiedEmail) return false;
  if (under(paths.ambassador, facts.pathname) || under(paths.styleQuiz, facts.pathname)) return false;
  if (facts.newUser || facts.lastShownAt === null) return true;
  return (facts.now - facts.lastShownAt) / 1000 > VERIFY_REMINDER_INTERVAL_S;
}

/** The stored timestamp; anything unreadable counts as never shown. */
export function parseShownAt(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}
