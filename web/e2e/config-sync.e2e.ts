import { expect, test, type Page } from '@playwright/test';

interface Stored {
  appVersion: string | null;
  appConfig: { endpoints: { checksum: string; configs: Record<string, string> } } | null;
  checksum: Record<string, number> | null;
  enums: Record<string, unknown> | null;
}

const readStorage = (page: Page) =>
  page.evaluate((): Stored => {
    const json = (key: string) => {
      const raw = localStorage.getItem(key);
      return raw === null ? null : JSON.parse(raw);
    };
    return { appVersion: localStorage.getItem('appVersion'), appConfig: json('appConfig'), checksum: json('checksum'), enums: json('enums') };
  });

/** The enum resource requests a page load makes (the checksum call is not one). */
function recordEnumRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/enums/') && url.pathname !== '/v1/enums/checksum') urls.push(url.pathname + url.search);
  });
  return urls;
}

async function waitForSync(page: Page, resource: string, version: number) {
  await page.waitForFunction(
    ([name, expected]) => {
      const checksum = JSON.parse(localStorage.getItem('checksum') ?? '{}') as Record<string, number>;
      return checksum[name as string] === expected;
    },
    [resource, version] as const,
  );
}

test('config sync stores the enums and refetches only a changed resource', async ({ page }) => {
  const firstLoad = recordEnumRequests(page);
  const checksumCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v1/enums/checksum') checksumCalls.push(url.search);
  });

  await page.goto('/');
  await page.waitForFunction(() => {
    const enums = JSON.parse(localStorage.getItem('enums') ?? '{}') as { styles?: Record<string, { name: string }> };
    return Object.values(enums.styles ?? {}).some((style) => style.name === 'Scandinavian');
  });

  const stored = await readStorage(page);
  expect(stored.appVersion).toBe('v1.6.61');
  expect(stored.appConfig?.endpoints.checksum).toBe('/v1/enums/checksum');
  const configs = stored.appConfig!.endpoints.configs;
  const checksum = stored.checksum!;
  expect(checksum.styles).toEqual(expect.any(Number));
  expect(checksum.colors).toEqual(expect.any(Number));

  // The checksum call carries the unix time in seconds.
  const v = Number(new URLSearchParams(checksumCalls[0]).get('v'));
  expect(Math.abs(v - Date.now() / 1000)).toBeLessThan(120);

  // Every resource of the first visit was fetched with its version.
  expect(firstLoad).toContain(`${configs.styles}?v=${checksum.styles}`);
  expect(firstLoad).toContain(`${configs.colors}?v=${checksum.colors}`);

  const enums = stored.enums as {
    styles: Record<string, { id: number; name: string }>;
    colors: Record<string, { id: number; name: string }>;
  };
  // Styles are keyed by position from 1; NONE entries are gone; colours are keyed by id.
  const styleNames = Object.values(enums.styles).map((style) => style.name);
  expect(styleNames).toEqual(expect.arrayContaining(['Scandinavian', 'Mid-Century Modern']));
  expect(styleNames).not.toContain('NONE');
  expect(Object.keys(enums.styles)[0]).toBe('1');
  expect(Object.keys(enums.colors)).toEqual(expect.arrayContaining(['1', '2', '4', '15', '16', '19']));
  for (const [key, colour] of Object.entries(enums.colors)) expect(String(colour.id)).toBe(key);

  // Pretend the stored colours are an older version: only colours come back on the next load.
  await page.evaluate((stale) => {
    const current = JSON.parse(localStorage.getItem('checksum')!) as Record<string, number>;
    localStorage.setItem('checksum', JSON.stringify({ ...current, colors: stale }));
  }, checksum.colors - 1);

  const secondLoad = recordEnumRequests(page);
  await page.reload();
  await waitForSync(page, 'colors', checksum.colors);
  await expect(page.getByTestId('site-header')).toBeVisible();
  expect(secondLoad).toEqual([`${configs.colors}?v=${checksum.colors}`]);

  // Nothing changed since: a further load fetches no enum at all.
  const thirdLoad = recordEnumRequests(page);
  await page.reload();
  await page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/enums/checksum');
  await page.waitForLoadState('networkidle');
  expect(thirdLoad).toEqual([]);
});
