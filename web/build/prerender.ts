import { readFileSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { Prerendered } from '../src/entry-server';
import { PRERENDERED_ATTRIBUTE } from '../src/prerender-marker.ts';

/** The pages written at build time: the home page, and the frame every other address starts from. */
export const PRERENDERED_PAGES = [
  { file: 'index.html', url: '/', kind: 'page' },
  { file: 'shell.html', url: '/', kind: 'shell' },
] as const;

/** File types worth compressing, and the size below which compression gains nothing. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
const MIN_SIZE = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Puts a pre-rendered page into the built index.html: antd's styles in the head, the markup in
 * #root. `readCss` gives a built stylesheet's text: the site's stylesheets are written into the
 * page, so the first paint waits for no other request.
 */
export function fillTemplate(template: string, page: Prerendered, url: string, readCss: (href: string) => string): string {
  // React writes the page's <title> with the markup; the head keeps exactly one.
  const titles = page.html.match(/<title>[\s\S]*?<\/title>/g) ?? [];
  const body = page.html.replace(/<title>[\s\S]*?<\/title>/g, '');
  let html = template;
  if (titles.length) html = html.replace(/<title>[\s\S]*?<\/title>/, titles[titles.length - 1]);
  // antd's styles go before the site's stylesheet, so the site's own rules win as they do at runtime.
  html = html.replace(/(\s*<link rel="stylesheet")/, `\n    ${page.styles}$1`);
  const fonts = new Set<string>();
  html = html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_link, href: string) => {
    const css = readCss(href);
    for (const [, font] of css.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) fonts.add(font);
    return `<style>${css}</style>`;
  });
  // The heading face is asked for at once, so it is usually there for the first paint.
  const preloads = [...fonts].map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`).join('\n    ');
  if (preloads) html = html.replace(/(\s*<title>)/, `\n    ${preloads}$1`);
  return html.replace('<div id="root"></div>', `<div id="root" ${PRERENDERED_ATTRIBUTE}="${url}">${body}</div>`);
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `name.br` and `name.gz` beside every compressible file, for the server to pick from. */
export async function precompress(dir: string): Promise<void> {
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_SIZE) continue;
    const content = await readFile(file);
    await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
  }
}

/**
 * After the client build: builds src/entry-server.tsx for Node, renders the pages above into the
 * built HTML, and pre-compresses the output. One `vite build` does it all.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'decorlook-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = path.resolve(config.root, 'node_modules/.decorlook-prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        // Bundled whole: antd's packages are not all loadable as Node ES modules.
        ssr: { noExternal: true },
        build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, minify: false },
      });
      try {
        const { render } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as { render: (url: string, kind: 'page' | 'shell') => Promise<Prerendered> };
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const readCss = (href: string) => readFileSync(path.join(outDir, href.replace(/^\//, '')), 'utf8').replace(/<\/style/gi, '<\\/style');
        for (const page of PRERENDERED_PAGES) {
          await writeFile(path.join(outDir, page.file), fillTemplate(template, await render(page.url, page.kind), page.url, readCss));
        }
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
      await precompress(outDir);
    },
  };
}
