import { describe, expect, it } from 'vitest';
import { MAX_POSITION, parsePosition } from './min-position';

describe('parsePosition', () => {
  it('takes whole numbers from 0 to the largest xid8', () => {
    expect(parsePosition('0')).toBe(0n);
    expect(parsePosition('12345')).toBe(12345n);
    expect(parsePosition('18446744073709551615')).toBe(MAX_POSITION);
  });

  it.each(['', '-1', '1.5', 'abc', '1e3', ' 1', '0x10', '18446744073709551616', '99999999999999999999999'])('refuses %j', (value) => {
    expect(parsePosition(value)).toBeNull();
  });
});
