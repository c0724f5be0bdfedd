import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('price formatting', () => {
  it('shows cents as dollars, dropping ".00" on whole amounts', () => {
    expect(formatPrice(129_900)).toBe('$1,299');
    expect(formatPrice(4_950)).toBe('$49.50');
    expect(formatPrice(1_999)).toBe('$19.99');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(0)).toBe('$0');
  });

  it('follows the currency and locale asked for', () => {
    expect(formatPrice(250_000, 'EUR', 'de-DE')).toBe('2.500\u00a0€');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatPrice(Number.NaN)).toBe('');
  });
});
