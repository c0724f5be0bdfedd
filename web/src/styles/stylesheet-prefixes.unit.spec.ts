import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every stylesheet of the client, as text, keyed by its path from this folder (`../features/…`, `../components/…`, `./…`).
 * The glob finds them; their text is read from disk, since the test runner hands CSS modules over empty.
 */
const sheets: Record<string, string> = Object.fromEntries(
  Object.keys(import.meta.glob('../**/*.css', { query: '?raw' })).map((file) => [file, readFileSync(new URL(file, import.meta.url), 'utf8')]),
);

/**
 * The one class prefix of each feature: a feature stylesheet styles only classes that are the prefix itself or
 * start with `prefix-` or `prefix__`. Shared looks (`dl-…`) live in `styles/` or beside their component in `components/`.
 */
const featurePrefixes: Record<string, string> = {
  account: 'dl-account',
  ambassador: 'dl-amb',
  auth: 'dl-auth',
  community: 'dl-community',
  contact: 'dl-contact',
  curate: 'cur',
  dashboard: 'dash',
  'get-the-look': 'gtl',
  'get-the-pin': 'dl-pin',
  home: 'dl-home',
  info: 'dl-info',
  'inspiration-image': 'dl-image',
  'look-board': 'lb',
  messages: 'msg',
  notifications: 'ntf',
  product: 'dl-product',
  report: 'dl-report',
  request: 'req',
  rewards: 'dl-rewards',
  showcase: 'sc',
  'style-quiz': 'dl-quiz',
  'unavailable-tool': 'dl-unavailable',
};

/** Classes a stylesheet may name without owning them: Ant Design's own, `is-…` state flags set beside an owned class, and the router's `active`. */
const foreign = (name: string) => name.startsWith('ant-') || name.startsWith('is-') || name === 'active';

const under = (name: string, prefix: string) => name === prefix || name.startsWith(`${prefix}-`) || name.startsWith(`${prefix}__`);

/** The selectors of every style rule in a stylesheet (inside @media too; keyframes and font faces have none). */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  const stack: boolean[] = []; // per open block: are style rules inside it?
  let prelude = '';
  for (const char of text) {
    if (char === '{') {
      const head = prelude.trim();
      const inRules = stack.every(Boolean);
      if (head.startsWith('@')) stack.push(/^@(media|supports|layer|container)\b/.test(head));
      else {
        if (inRules) selectors.push(...splitTopLevel(head));
        stack.push(false);
      }
      prelude = '';
    } else if (char === '}') {
      stack.pop();
      prelude = '';
    } else if (char === ';') prelude = '';
    else prelude += char;
  }
  return selectors.map((selector) => selector.trim()).filter(Boolean);
}

function splitTopLevel(selectorList: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selectorList) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return [...parts, current];
}

/** The classes a selector styles or depends on; a class only excluded with `:not(…)` does not count. */
const classesIn = (selector: string) => [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);

/** The classes a rule defines: a rule of one compound selector (`.a`, `.a.b:hover`) defines its classes; `.a .b` only adjusts `.b` inside `.a`. */
function definedClasses(selector: string): string[] {
  const compounds = selector.replace(/\([^)]*\)/g, '()').split(/\s*[\s>+~]\s*/).filter(Boolean);
  return compounds.length === 1 ? classesIn(compounds[0]) : [];
}

/** The client's components and pages (not their tests), as text. */
const components = import.meta.glob<string>(['../**/*.tsx', '!../**/*.unit.spec.tsx'], { query: '?raw', import: 'default', eager: true });

const featureOf = (file: string) => /^\.\.\/features\/([^/]+)\//.exec(file)?.[1];

describe('stylesheets: one prefix per feature, each class in one place', () => {
  it('finds the stylesheets', () => {
    expect(Object.keys(sheets).length).toBeGreaterThan(30);
    expect(Object.keys(sheets).some((file) => file.startsWith('../features/'))).toBe(true);
    expect(Object.values(sheets).reduce((rules, css) => rules + selectorsOf(css).length, 0)).toBeGreaterThan(1000);
  });

  it('every feature has its own prefix, and no prefix holds another', () => {
    const features = new Set(Object.keys(sheets).map(featureOf).filter((feature) => feature !== undefined));
    expect([...features].filter((feature) => !(feature in featurePrefixes))).toEqual([]);
    const prefixes = Object.values(featurePrefixes);
    const overlaps = prefixes.flatMap((a) => prefixes.filter((b) => a !== b && under(b, a)).map((b) => `${a} holds ${b}`));
    expect(overlaps).toEqual([]);
  });

  it('a feature stylesheet styles only classes under its feature prefix and writes no global rule', () => {
    const offences: string[] = [];
    for (const [file, css] of Object.entries(sheets)) {
      const feature = featureOf(file);
      if (feature === undefined) continue;
      const prefix = featurePrefixes[feature] ?? `(no prefix for ${feature})`;
      for (const selector of selectorsOf(css)) {
        const classes = classesIn(selector);
        const outside = classes.filter((name) => !foreign(name) && !under(name, prefix));
        if (outside.length > 0) offences.push(`${file}: ${selector} (${outside.join(', ')} not under ${prefix})`);
        else if (!classes.some((name) => under(name, prefix))) offences.push(`${file}: ${selector} (global rule)`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('a shared stylesheet styles only shared classes (dl-…), none under a feature prefix', () => {
    const prefixes = Object.values(featurePrefixes);
    const offences: string[] = [];
    for (const [file, css] of Object.entries(sheets)) {
      if (featureOf(file) !== undefined) continue;
      for (const selector of selectorsOf(css)) {
        for (const name of classesIn(selector)) {
          if (foreign(name)) continue;
          if (!name.startsWith('dl-') || prefixes.some((prefix) => under(name, prefix))) offences.push(`${file}: ${selector} (${name})`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('feature components use no class under another feature prefix', () => {
    const offences: string[] = [];
    for (const [file, source] of Object.entries(components)) {
      const feature = featureOf(file);
      const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''); // comments may name a feature
      for (const [other, prefix] of Object.entries(featurePrefixes)) {
        if (other === feature) continue;
        for (const [name] of text.matchAll(new RegExp(`(?<![\\w-])${prefix}(?:[-_][\\w-]*)?(?![\\w-])`, 'g'))) offences.push(`${file}: ${name}`);
      }
    }
    expect(Object.keys(components).length).toBeGreaterThan(50);
    expect(offences).toEqual([]);
  });

  it('each class is defined in one stylesheet only', () => {
    const homes = new Map<string, Set<string>>();
    for (const [file, css] of Object.entries(sheets)) {
      for (const selector of selectorsOf(css)) {
        for (const name of definedClasses(selector)) {
          if (foreign(name)) continue;
          homes.set(name, (homes.get(name) ?? new Set()).add(file));
        }
      }
    }
    const twice = [...homes].filter(([, files]) => files.size > 1).map(([name, files]) => `${name}: ${[...files].join(', ')}`);
    expect(twice).toEqual([]);
  });
});
