import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HOME_JS_BUDGET_BYTES, initialJs, initialScripts } from '../build/initial-js';

const DIST = path.resolve(import.meta.dirname, '../dist');

/** One raw answer, exactly as it crosses the wire (no decompression). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('home page performance', () => {
  test('the JavaScript the home page loads first stays within 200 kB on the wire', async ({ baseURL }) => {
    const built = await initialJs(DIST);
    expect(built.files.length).toBeGreaterThan(0);
    expect(built.gzip).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
    expect(built.brotli).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);

    // What the server really sends for the same files.
    const html = await (await fetch(`${baseURL}/`)).text();
    const served = initialScripts(html);
    expect(served).toEqual(built.files);
    let wire = 0;
    for (const src of served) {
      const answer = await rawGet(`${baseURL}${src}`, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      wire += answer.bytes;
    }
    expect(wire).toBe(built.brotli);
  });

  test('assets are served pre-compressed by Accept-Encoding, typed and cached for good', async ({ baseURL }) => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const main = initialScripts(html)[0];
    // The home page carries its own styles; a page's stylesheet is loaded with its code.
    const css = readdirSync(path.join(DIST, 'assets')).find((file) => file.endsWith('.css') && existsSync(path.join(DIST, 'assets', `${file}.br`)));
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await rawGet(`${baseURL}${main}`, { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    }
    expect(css).toBeTruthy();
    const style = await rawGet(`${baseURL}/assets/${css}`, { 'Accept-Encoding': 'br' });
    expect(style.headers['content-encoding']).toBe('br');
    expect(style.headers['content-type']).toMatch(/^text\/css/);
  });

  test('JSON answers over 1 kB are compressed', async ({ baseURL }) => {
    const answer = await rawGet(`${baseURL}/v1/openapi.json`, { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
  });
});

test.describe('pre-rendered home page', () => {
  test('shows the header, the hero heading and the footer before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get The Look' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Get the look you love' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    // antd's styles came with the HTML: the primary button is already teal.
    const register = header.getByRole('button', { name: 'Register' });
    expect(await register.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    await context.close();
  });

  test('the script takes over the same markup: no errors, and the page works', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('layout stability', () => {
  test('the heading face arriving late moves nothing (its fallback has the same metrics)', async ({ browser }) => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const page = await browser.newPage({ viewport });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        await held;
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: 'Get the look you love' })).toBeVisible();
      expect(await page.evaluate(() => document.fonts.check('600 16px "Fraunces Variable"'))).toBe(false);
      release();
      await page.waitForFunction(() => document.fonts.check('600 16px "Fraunces Variable"'));
      // Two frames after the swap, any shift it caused has been recorded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      await page.close();
    }
  });
});

test.describe('content security policy', () => {
  test('every page carries it, and the home page runs under it without a violation', async ({ page, request }) => {
    for (const url of ['/', '/about', '/no/such/page']) {
      const answer = await request.get(url, { headers: { Accept: 'text/html' } });
      const csp = answer.headers()['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }

    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Get the look you love' })).toBeVisible();
    await page.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
