import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonDepth } from './service-app';

describe('jsonDepth', () => {
  it('counts nested arrays and objects', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('"text"')).toBe(0);
    expect(jsonDepth('{"a":1}')).toBe(1);
    expect(jsonDepth('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
    expect(jsonDepth(Buffer.from('[[[]],[]]'))).toBe(3);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('["\\"[[[", "\\\\", [1]]')).toBe(2);
    expect(jsonDepth('{"héllo ✓":"[{"}')).toBe(1);
  });

  it('measures 100,000 opening brackets without recursion, and stops counting past the limit', () => {
    const deep = '['.repeat(100_000);
    expect(jsonDepth(deep)).toBe(100_000);
    expect(jsonDepth(deep, MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonDepth(`${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`)).toBe(50_000);
  });
});
