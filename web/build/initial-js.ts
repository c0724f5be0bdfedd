import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The most JavaScript the home page may make the browser download before it is interactive. */
export const HOME_JS_BUDGET_BYTES = 200 * 1024;

/** The scripts an HTML page loads at once: its module scripts and their modulepreloads, in order. */
export function initialScripts(html: string): string[] {
  const found = [
    ...[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]),
  ];
  return [...new Set(found)];
}

export interface InitialJs {
  files: string[];
  raw: number;
  /** Bytes on the wire when the browser accepts gzip (files under 1 kB travel uncompressed). */
  gzip: number;
  /** Bytes on the wire when the browser accepts brotli. */
  brotli: number;
}

async function sizeOf(file: string, variant: string): Promise<number> {
  return (await stat(existsSync(`${file}${variant}`) ? `${file}${variant}` : file)).size;
}

/** Sums the initial JavaScript of a built page (web/dist/index.html by default) as the server sends it. */
export async function initialJs(dist: string, page = 'index.html'): Promise<InitialJs> {
  const files = initialScripts(await readFile(path.join(dist, page), 'utf8'));
  const total: InitialJs = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const src of files) {
    const file = path.join(dist, src.replace(/^\//, ''));
    total.raw += (await stat(file)).size;
    total.gzip += await sizeOf(file, '.gz');
    total.brotli += await sizeOf(file, '.br');
  }
  return total;
}
