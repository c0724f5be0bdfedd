import { describe, expect, it } from 'vitest';

/** Every source file of every feature, as text. */
const sources = import.meta.glob<string>(['./*/**/*.{ts,tsx}', '!./**/*.unit.spec.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

const featureOf = (file: string) => file.split('/')[1];

/** Where a relative import from `file` lands, as a path under src/features (or outside it). */
function resolve(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

describe('feature boundaries (bulletproof-react)', () => {
  it('no feature imports another; shared code lives in components, lib and config', () => {
    const crossings: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = resolve(file, specifier);
        if (target.startsWith('./') && target.split('/').length > 1 && featureOf(target) !== featureOf(file)) crossings.push(`${file} → ${specifier}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(crossings).toEqual([]);
  });

  it('api files use TanStack Query: mutation hooks, not hand-kept loading state', () => {
    const apiFiles = Object.entries(sources).filter(([file]) => /\/api\/[^/]+\.ts$/.test(file));
    // A read shared by several features is one queryOptions in lib/queries: an api file may build on it.
    const machineDriven = apiFiles.filter(([, text]) => !/useMutation|queryOptions|infiniteQueryOptions|from '(\.\.\/)+lib\/queries\//.test(text)).map(([file]) => file);
    expect(apiFiles.filter(([, text]) => /\buseState\(/.test(text)).map(([file]) => file)).toEqual([]);
    // The auth and newsletter dialogs are XState machines: their calls are the machines' actors.
    expect(machineDriven.every((file) => /\/(auth|newsletter)\/api\/(sign-in|sign-up|forgot-password|reset-password|subscribe-newsletter)\.ts$/.test(file))).toBe(true);
  });
});
