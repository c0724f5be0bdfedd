import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * npm test: every stage of the suite, quickest first, and a table of how long each took.
 *
 *   1. the checks, two at a time (each is one single-threaded process, so two keep both cores of a
 *      small machine busy): the server's and the web client's type checks, lint, the API
 *      description's lint, and the web client's build;
 *   2. vitest (unit, integration and web tiers; it runs its own files side by side);
 *   3. Playwright against the client just built (SKIP_WEB_BUILD=1: the server does not build it
 *      again), two files at a time.
 *
 * The first stage that fails stops the run: the stages still running are stopped, and the exit
 * status is the failed stage's. A check prints its output whole when it ends, so outputs never
 * interleave; a stage that runs alone streams its output as it goes (one marked `stream` would
 * mark each line with its name if it ran beside others).
 *
 *   npm test -- --only lint,build    runs only the named stages (names as in the table)
 */

interface Stage {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Beside others, its lines are printed as they come, each marked with the stage's name (else its output is printed whole at the end). */
  stream?: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (tool: string) => path.join(ROOT, 'node_modules', '.bin', tool);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Groups run one after another; the stages of a group run side by side, at most SIDE_BY_SIDE at once. */
const GROUPS: Stage[][] = [
  [
    { name: 'typecheck (server)', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
    { name: 'typecheck (web)', command: bin('tsc'), args: ['-p', 'web/tsconfig.json', '--noEmit'] },
    { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
    { name: 'lint:api', command: npm, args: ['run', '--silent', 'lint:api'] },
    { name: 'build', command: npm, args: ['run', '--silent', 'build'] },
  ],
  // One after the other: beside Vitest's workers, the browser tests' 8-second access tokens
  // expired mid-step and two tests failed on an otherwise idle machine.
  [{ name: 'vitest', command: bin('vitest'), args: ['run'], stream: true }],
  [{ name: 'playwright', command: bin('playwright'), args: ['test'], env: { SKIP_WEB_BUILD: '1' }, stream: true }],
];
const SIDE_BY_SIDE = 2;

interface Outcome {
  name: string;
  status: 'passed' | 'failed' | 'stopped' | 'not run';
  ms: number | null;
  code: number;
}

const running = new Map<string, ReturnType<typeof spawn>>();

function run(stage: Stage, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  if (alone) console.log(`\n── ${stage.name} ──`);
  return new Promise((resolve) => {
    // Its own process group, so a stop reaches whatever the stage started (servers, browsers).
    const child = spawn(stage.command, stage.args, {
      cwd: ROOT,
      env: { ...process.env, ...(alone ? {} : { FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') }), ...stage.env },
      stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'],
      detached: true,
    });
    running.set(stage.name, child);
    const output: Buffer[] = [];
    const mark = `[${stage.name}] `;
    const partial = { stdout: '', stderr: '' };
    const streamLines = (from: 'stdout' | 'stderr', chunk: Buffer | null) => {
      const text = partial[from] + (chunk?.toString('utf8') ?? '');
      const lines = text.split('\n');
      partial[from] = chunk ? (lines.pop() ?? '') : '';
      if (!chunk && lines.at(-1) === '') lines.pop();
      for (const line of lines) process.stdout.write(`${mark}${line}\n`);
    };
    const collect = (from: 'stdout' | 'stderr') => (chunk: Buffer) => (!alone && stage.stream ? streamLines(from, chunk) : output.push(chunk));
    child.stdout?.on('data', collect('stdout'));
    child.stderr?.on('data', collect('stderr'));
    let done = false;
    const finish = (code: number) => {
      if (done) return;
      done = true;
      running.delete(stage.name);
      const ms = Date.now() - started;
      if (!alone && stage.stream) {
        streamLines('stdout', null);
        streamLines('stderr', null);
        console.log(`── ${stage.name} ${code === 0 ? 'passed' : 'ended'} ──`);
      } else if (!alone) {
        console.log(`\n── ${stage.name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: stage.name, status: stopping && code !== 0 ? 'stopped' : code === 0 ? 'passed' : 'failed', ms, code });
    };
    child.on('error', (err) => {
      output.push(Buffer.from(`${stage.command} could not start: ${err.message}\n`));
      finish(127);
    });
    // A stage ended by a signal counts as failed (128 + the signal's number, as a shell says it).
    child.on('close', (code, signal) => finish(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)));
  });
}

let stopping = false;
function stopAll(): void {
  stopping = true;
  for (const child of running.values()) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Runs a group's stages at most `width` at once; the first failure stops the rest. */
async function runGroup(stages: Stage[], width: number): Promise<Outcome[]> {
  const alone = stages.length === 1;
  if (!alone) for (const stage of stages) if (stage.stream) console.log(`\n── ${stage.name} (beside the others; its lines start [${stage.name}]) ──`);
  const outcomes: Outcome[] = [];
  let next = 0;
  const lane = async () => {
    while (next < stages.length && !stopping) {
      const outcome = await run(stages[next++], alone);
      outcomes.push(outcome);
      if (outcome.status === 'failed') stopAll();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, stages.length) }, lane));
  return outcomes;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function table(outcomes: Outcome[], totalMs: number): string {
  const width = Math.max(...outcomes.map((o) => o.name.length), 'total'.length);
  const lines = outcomes.map((o) => `  ${o.name.padEnd(width)}  ${o.status.padEnd(7)}  ${o.ms === null ? '' : seconds(o.ms).padStart(8)}`);
  return ['', 'npm test: how long each stage took', ...lines, `  ${'total'.padEnd(width)}  ${''.padEnd(7)}  ${seconds(totalMs).padStart(8)} (wall clock; stages of the checks ran ${SIDE_BY_SIDE} at a time)`].join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const only = values.only?.split(',').map((s) => s.trim());
  const known = GROUPS.flat().map((s) => s.name);
  const unknown = only?.filter((name) => !known.includes(name)) ?? [];
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')}; the stages are: ${known.join(', ')}`);
    return 2;
  }
  const groups = GROUPS.map((g) => g.filter((s) => !only || only.includes(s.name))).filter((g) => g.length > 0);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopAll();
      process.exitCode = 130;
    });
  }

  const started = Date.now();
  const outcomes: Outcome[] = [];
  for (const group of groups) {
    if (stopping) break;
    outcomes.push(...(await runGroup(group, SIDE_BY_SIDE)));
  }
  const ran = new Set(outcomes.map((o) => o.name));
  const order = groups.flat().map((s) => s.name);
  const all = [...outcomes, ...order.filter((name) => !ran.has(name)).map((name): Outcome => ({ name, status: 'not run', ms: null, code: 0 }))];
  all.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  console.log(table(all, Date.now() - started));
  const failed = outcomes.find((o) => o.status === 'failed');
  if (failed) {
    console.log(`\n${failed.name} failed (exit status ${failed.code}); its output is above.`);
    return failed.code;
  }
  return process.exitCode === 130 ? 130 : 0;
}

process.exitCode = await main();
