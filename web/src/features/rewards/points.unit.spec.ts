import { describe, expect, it } from 'vitest';
import { DAILY_CAP_PER_KIND, POINT_KINDS, POINT_RULES, POINTS_ABOVE_BALANCE } from '@decorlook/domain/rewards/rewards.rules';
import { balanceError, canRedeem, DAILY_CAP_LINE, dollars, pointsInDollars, pointsLabel, RATE_LINE, ruleRows, signedPoints } from './points';
import { newIdempotencyKey } from './idempotency-key';

describe('what the rewards pages say about points', () => {
  it('shows every rule of the domain table, most rewarding first, with its points', () => {
    const rows = ruleRows();
    expect(rows.map((row) => row.kind).sort()).toEqual([...POINT_KINDS].sort());
    for (const row of rows) expect(row).toMatchObject({ label: POINT_RULES[row.kind].label, points: POINT_RULES[row.kind].points, description: POINT_RULES[row.kind].description });
    expect(rows.map((row) => row.points)).toEqual([...rows.map((row) => row.points)].sort((a, b) => b - a));
    expect(DAILY_CAP_LINE).toContain(`${DAILY_CAP_PER_KIND} points a day`);
  });

  it('states the rate and amounts in dollars with their cents', () => {
    expect(RATE_LINE).toBe('100 points = $1.00');
    expect(pointsInDollars(250)).toBe('$2.50');
    expect(dollars(123456)).toBe('$1,234.56');
    expect(pointsLabel(1)).toBe('1 point');
    expect(pointsLabel(1500)).toBe('1,500 points');
  });

  it('refuses an amount above the balance before asking the server, and knows when nothing can be redeemed', () => {
    expect(balanceError(300, 250)).toBe(POINTS_ABOVE_BALANCE);
    expect(balanceError(250, 250)).toBeNull();
    expect(balanceError(null, 250)).toBeNull();
    expect(canRedeem(99)).toBe(false);
    expect(canRedeem(100)).toBe(true);
  });

  it('signs ledger changes', () => {
    expect(signedPoints(100)).toBe('+100');
    expect(signedPoints(-1250)).toBe('−1,250');
    expect(signedPoints(0)).toBe('0');
  });

  it('makes a fresh idempotency key per redemption, also where randomUUID is missing', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const key = newIdempotencyKey({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => crypto.getRandomValues(array as Uint8Array) as unknown as T });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
