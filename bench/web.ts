/**
 * npm run bench:web: the home page's weight and speed.
 *   - the JavaScript its HTML loads at once (module script + modulepreloads), on the wire with
 *     brotli and with gzip, from the built client (web/dist; `npm run build` first);
 *   - with Lighthouse installed and a site running at BENCH_WEB_URL (default
 *     http://localhost:$PORT, PORT 3000): the mobile and desktop performance scores and LCP.
 * Chrome comes from CHROME_PATH (default /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HOME_JS_BUDGET_BYTES, initialJs } from '../web/build/initial-js';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'web/dist');
const URL_UNDER_TEST = process.env.BENCH_WEB_URL ?? `http://localhost:${process.env.PORT ?? 3000}/`;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function lighthouseCli(): string | null {
  try {
    return createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  } catch {
    return null;
  }
}

interface LighthouseRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

function runLighthouse(cli: string, preset: 'mobile' | 'desktop'): LighthouseRun {
  const args = [cli, URL_UNDER_TEST, '--quiet', '--output=json', '--output-path=stdout', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`];
  if (preset === 'desktop') args.push('--preset=desktop');
  const run = spawnSync(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`lighthouse (${preset}) failed: ${run.stderr.trim().split('\n').slice(-3).join(' ')}`);
  const report = JSON.parse(run.stdout) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue: number }> };
  return {
    score: report.categories.performance.score,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    fcpMs: report.audits['first-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { headers: { Accept: 'text/html' } })).ok;
  } catch {
    return false;
  }
}

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('web/dist is missing: run `npm run build` first');
  const js = await initialJs(DIST);
  console.log(`home page initial JS  ${js.files.length} files, ${kB(js.raw)} raw`);
  console.log(`  on the wire (br)    ${kB(js.brotli)}   budget ${kB(HOME_JS_BUDGET_BYTES)}`);
  console.log(`  on the wire (gzip)  ${kB(js.gzip)}`);

  const cli = lighthouseCli();
  if (!cli) return console.log('lighthouse             not installed: scores skipped');
  if (!(await reachable(URL_UNDER_TEST))) return console.log(`lighthouse             no site at ${URL_UNDER_TEST} (start one, or set BENCH_WEB_URL): scores skipped`);
  for (const preset of ['mobile', 'desktop'] as const) {
    const r = runLighthouse(cli, preset);
    console.log(
      `lighthouse ${preset.padEnd(8)}   performance ${r.score.toFixed(2)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  FCP ${(r.fcpMs / 1000).toFixed(2)} s  TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
