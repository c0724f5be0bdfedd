import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { palette, paletteCssVariables } from './theme';

// Read from disk: CSS imports are emptied in tests.
const globalCss = readFileSync(join(__dirname, '../styles/global.css'), 'utf8');

/** Relative luminance and contrast ratio (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('theme tokens', () => {
  it('global.css declares the same palette antd is themed with', () => {
    const root = /:root\s*{([^}]*)}/.exec(globalCss)?.[1] ?? '';
    const declared = Object.fromEntries([...root.matchAll(/(--dl-[a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
    for (const [name, value] of Object.entries(paletteCssVariables)) expect(declared[name], name).toBe(value);
  });

  it('text colours reach WCAG AA (4.5:1) on every surface the shell uses', () => {
    for (const surface of [palette.surface, palette.secondary, palette.secondarySoft]) {
      expect(contrast(palette.ink, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.muted, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.primaryHover, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(palette.primary, palette.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', palette.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette.error, palette.surface)).toBeGreaterThanOrEqual(4.5);
  });
});
