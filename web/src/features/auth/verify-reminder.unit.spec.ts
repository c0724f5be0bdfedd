import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseShownAt, shouldShowVerifyReminder, VERIFY_REMINDER_INTERVAL_S, type VerifyReminderFacts } from './verify-reminder';

const DAY_MS = VERIFY_REMINDER_INTERVAL_S * 1000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** The facts as the app gathers them, with the (fake) clock read now. */
const facts = (over: Partial<VerifyReminderFacts> = {}): VerifyReminderFacts => ({
  hasVerifiedEmail: false,
  newUser: false,
  lastShownAt: null,
  now: Date.now(),
  pathname: '/',
  ...over,
});

describe('email verification reminder timing (spec 4)', () => {
  it('never shows for a verified email', () => {
    expect(shouldShowVerifyReminder(facts({ hasVerifiedEmail: true, newUser: true }))).toBe(false);
  });

  it('shows when it was never shown before', () => {
    expect(shouldShowVerifyReminder(facts())).toBe(true);
  });

  it('shows for a new user even right after the last showing', () => {
    const shownAt = Date.now();
    vi.advanceTimersByTime(1_000);
    expect(shouldShowVerifyReminder(facts({ newUser: true, lastShownAt: shownAt, now: Date.now() }))).toBe(true);
  });

  it('otherwise shows again only once more than 86400 s have passed', () => {
    const shownAt = Date.now();
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(shouldShowVerifyReminder(facts({ lastShownAt: shownAt, now: Date.now() }))).toBe(false);

    vi.setSystemTime(shownAt + DAY_MS);
    expect(shouldShowVerifyReminder(facts({ lastShownAt: shownAt, now: Date.now() }))).toBe(false);

    vi.advanceTimersByTime(1_000);
    expect(shouldShowVerifyReminder(facts({ lastShownAt: shownAt, now: Date.now() }))).toBe(true);
  });

  it('never shows on the ambassador or style-quiz pages', () => {
    for (const pathname of ['/ambassador', '/ambassador/become-ambassador', '/ambassador/faqs', '/style-quiz']) {
      expect(shouldShowVerifyReminder(facts({ newUser: true, pathname }))).toBe(false);
    }
    expect(shouldShowVerifyReminder(facts({ pathname: '/ambassadors-list' }))).toBe(true);
    expect(shouldShowVerifyReminder(facts({ pathname: '/get-the-look/ambassadors' }))).toBe(true);
  });

  it('reads the stored timestamp, treating junk as never shown', () => {
    expect(parseShownAt(null)).toBeNull();
    expect(parseShownAt('nonsense')).toBeNull();
    expect(parseShownAt('-5')).toBeNull();
    expect(parseShownAt(String(Date.now()))).toBe(Date.now());
  });
});
