import { describe, expect, it, vi } from 'vitest';
import type { AppConfig, EnumEntry } from '@decorlook/domain/site/enums';
import { ApiError, createApiClient } from '../api-client';
import { memoryStorage } from '../storage';
import { changedResources, readStoredState, resetIfVersionChanged, syncAppConfig } from './config-sync';
import { mergeEnums, toLookup } from './enum-lookups';

const config: AppConfig = {
  endpoints: {
    checksum: '/v1/enums/checksum',
    defaultFilters: '/v1/default-filters',
    configs: {
      styles: '/v1/enums/styles',
      subStyles: '/v1/enums/sub-styles',
      vibes: '/v1/enums/vibes',
      roomTypes: '/v1/enums/room-types',
      colors: '/v1/enums/colors',
      itemClasses: '/v1/enums/item-classes',
      materials: '/v1/enums/materials',
      shapes: '/v1/enums/shapes',
      prices: '/v1/enums/prices',
      professions: '/v1/enums/professions',
      videos: '/v1/enums/videos',
      metaTags: '/v1/enums/meta-tags',
    },
  },
  appVersion: 'v1.6.61',
  environment: 'development',
  analytics: { scriptUrl: null, sessionReplaySampleRate: 0.1, errorReplaySampleRate: 1 },
  captcha: { siteKey: null },
};

const styles: EnumEntry[] = [
  { id: 10, name: 'NONE' },
  { id: 3, name: 'Scandinavian' },
  { id: 7, name: 'Mid-Century Modern' },
];
const colors: EnumEntry[] = [
  { id: 1, name: 'White', hex: '#ffffff' },
  { id: 2, name: 'Beige', hex: '#e8dcc8' },
  { id: 99, name: 'NONE' },
];
const videos: EnumEntry[] = [
  { id: 1, name: 'intro.mp4' },
  { id: 2, name: 'NONE' },
  { id: 3, name: 'curate.mp4' },
];
const metaTags: EnumEntry[] = [{ id: 5, name: 'home', title: 'DecorLook' }];

/** A server answering the config calls; records every path it was asked for. */
function fakeServer(checksum: Record<string, number> | 'fail', data: Record<string, EnumEntry[]> = { styles, colors, videos, metaTags }) {
  const byPath = Object.fromEntries(Object.entries(config.endpoints.configs).map(([resource, path]) => [path, resource]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    if (url.pathname === '/v1/config') return Response.json({ result: config });
    if (url.pathname === '/v1/enums/checksum') {
      return checksum === 'fail'
        ? Response.json({ message: 'Checksum unavailable' }, { status: 503 })
        : Response.json({ result: checksum });
    }
    const resource = byPath[url.pathname];
    if (resource && data[resource]) return Response.json({ result: data[resource] });
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  const requested = () => fetchMock.mock.calls.map(([input]) => String(input));
  return { fetchMock, requested };
}

function setup(checksum: Record<string, number> | 'fail', storage = memoryStorage(), data?: Record<string, EnumEntry[]>) {
  const server = fakeServer(checksum, data);
  const api = createApiClient({ fetch: server.fetchMock, storage: memoryStorage() });
  const onError = vi.fn();
  const now = () => 1_700_000_000_123;
  const run = () => syncAppConfig({ api, storage, now, onError, appVersion: 'v1.6.61' });
  return { ...server, storage, onError, run };
}

describe('enum lookups', () => {
  it('drops NONE and keys styles by position from 1', () => {
    expect(toLookup('styles', styles)).toEqual({
      1: { id: 3, name: 'Scandinavian' },
      2: { id: 7, name: 'Mid-Century Modern' },
    });
  });

  it('keys videos as a list of names, metaTags by name and the rest by id', () => {
    expect(toLookup('videos', videos)).toEqual(['intro.mp4', 'curate.mp4']);
    expect(toLookup('metaTags', metaTags)).toEqual({ home: { id: 5, name: 'home', title: 'DecorLook' } });
    expect(toLookup('colors', colors)).toEqual({
      1: { id: 1, name: 'White', hex: '#ffffff' },
      2: { id: 2, name: 'Beige', hex: '#e8dcc8' },
    });
  });

  it('merges refetched resources over the stored ones', () => {
    const stored = { colors: toLookup('colors', colors), videos: ['old.mp4'] };
    expect(mergeEnums(stored, { videos: ['new.mp4'] })).toEqual({ colors: stored.colors, videos: ['new.mp4'] });
  });
});

describe('changedResources', () => {
  const paths = config.endpoints.configs;

  it('lists resources whose version moved or that were never stored, never "application"', () => {
    const stored = { application: 1, styles: 12, colors: 3 };
    const fresh = { application: 2, styles: 12, colors: 4, videos: 1 };
    const enums = { styles: {}, colors: {} };
    expect(changedResources(stored, fresh, paths, enums)).toEqual(['colors', 'videos']);
  });

  it('refetches a resource whose stored enums went missing', () => {
    expect(changedResources({ styles: 12 }, { styles: 12 }, paths, {})).toEqual(['styles']);
  });

  it('ignores resources without a configured path or unknown to the contract', () => {
    expect(changedResources({}, { styles: 1, somethingNew: 1 }, { colors: '/v1/enums/colors' })).toEqual([]);
  });
});

describe('syncAppConfig', () => {
  it('on a first visit fetches config, checksum and every resource, and stores them', async () => {
    const { run, requested, storage, onError } = setup({ application: 7, styles: 12, colors: 3, videos: 2, metaTags: 1 });

    const state = await run();

    expect(requested()).toEqual([
      '/v1/config',
      '/v1/enums/checksum?v=1700000000',
      '/v1/enums/styles?v=12',
      '/v1/enums/colors?v=3',
      '/v1/enums/videos?v=2',
      '/v1/enums/meta-tags?v=1',
    ]);
    expect(onError).not.toHaveBeenCalled();
    expect(state.config).toEqual(config);
    expect(state.enums.styles).toEqual({ 1: { id: 3, name: 'Scandinavian' }, 2: { id: 7, name: 'Mid-Century Modern' } });
    expect(state.enums.videos).toEqual(['intro.mp4', 'curate.mp4']);
    expect(state.enums.metaTags?.home?.id).toBe(5);
    expect(Object.keys(state.enums.colors ?? {})).toEqual(['1', '2']);

    expect(storage.getItem('appVersion')).toBe('v1.6.61');
    expect(JSON.parse(storage.getItem('appConfig')!)).toEqual(config);
    expect(JSON.parse(storage.getItem('checksum')!)).toEqual({ application: 7, styles: 12, colors: 3, videos: 2, metaTags: 1 });
    expect(JSON.parse(storage.getItem('enums')!)).toEqual(state.enums);
  });

  it('on a later visit refetches only the resources whose version changed', async () => {
    const storage = memoryStorage();
    await setup({ application: 7, styles: 12, colors: 3 }, storage).run();

    const second = setup({ application: 8, styles: 12, colors: 4 }, storage, {
      colors: [...colors, { id: 4, name: 'Teal', hex: '#0f766e' }],
    });
    const state = await second.run();

    expect(second.requested()).toEqual(['/v1/config', '/v1/enums/checksum?v=1700000000', '/v1/enums/colors?v=4']);
    expect(Object.keys(state.enums.colors ?? {})).toEqual(['1', '2', '4']);
    expect(state.enums.styles?.['1']?.name).toBe('Scandinavian');
    expect(JSON.parse(storage.getItem('checksum')!)).toEqual({ application: 8, styles: 12, colors: 4 });
  });

  it('fetches nothing more when nothing changed', async () => {
    const storage = memoryStorage();
    await setup({ application: 7, styles: 12 }, storage).run();
    const again = setup({ application: 7, styles: 12 }, storage);
    await again.run();
    expect(again.requested()).toEqual(['/v1/config', '/v1/enums/checksum?v=1700000000']);
  });

  it('drops everything cached by another app version', async () => {
    const storage = memoryStorage({
      appVersion: 'v1.6.60',
      appConfig: JSON.stringify({ ...config, appVersion: 'v1.6.60' }),
      checksum: JSON.stringify({ styles: 12 }),
      enums: JSON.stringify({ styles: { 1: { id: 1, name: 'Stale' } } }),
    });
    expect(readStoredState(storage, 'v1.6.61')).toEqual({ config: null, checksum: {}, enums: {} });

    const { run, requested } = setup({ styles: 12 }, storage);
    const state = await run();

    expect(requested()).toContain('/v1/enums/styles?v=12');
    expect(state.enums.styles?.['1']?.name).toBe('Scandinavian');
    expect(storage.getItem('appVersion')).toBe('v1.6.61');
  });

  it('resetIfVersionChanged keeps the cache of the same version', () => {
    const storage = memoryStorage({ appVersion: 'v1.6.61', checksum: '{"styles":1}' });
    expect(resetIfVersionChanged(storage, 'v1.6.61')).toBe(false);
    expect(storage.getItem('checksum')).toBe('{"styles":1}');
    expect(resetIfVersionChanged(storage, 'v1.6.62')).toBe(true);
    expect(storage.getItem('checksum')).toBeNull();
    expect(storage.getItem('appVersion')).toBe('v1.6.62');
  });

  it('a checksum failure shows the error, yields an empty checksum and refetches no enum', async () => {
    const storage = memoryStorage();
    await setup({ styles: 12 }, storage).run();

    const failing = setup('fail', storage);
    const state = await failing.run();

    expect(failing.requested()).toEqual(['/v1/config', '/v1/enums/checksum?v=1700000000']);
    expect(failing.onError).toHaveBeenCalledOnce();
    const error = failing.onError.mock.calls[0][0] as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Checksum unavailable');
    // The stored enums survive; nothing was refetched or lost.
    expect(state.enums.styles?.['1']?.name).toBe('Scandinavian');
    expect(JSON.parse(storage.getItem('checksum')!)).toEqual({ styles: 12 });
  });

  it('a failed resource keeps its old version so the next start retries it', async () => {
    const storage = memoryStorage();
    await setup({ styles: 12, colors: 3 }, storage).run();

    const partly = setup({ styles: 13, colors: 4 }, storage, { colors });
    const state = await partly.run();

    expect(partly.onError).toHaveBeenCalledOnce();
    expect(JSON.parse(storage.getItem('checksum')!)).toEqual({ styles: 12, colors: 4 });
    expect(state.enums.styles?.['1']?.name).toBe('Scandinavian');
  });

  it('falls back to the cached config when the config call fails', async () => {
    const storage = memoryStorage();
    await setup({ styles: 12 }, storage).run();

    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/v1/config') ? new Response('oops', { status: 500 }) : Response.json({ result: { styles: 12 } }),
    );
    const onError = vi.fn();
    const state = await syncAppConfig({
      api: createApiClient({ fetch: fetchMock, storage: memoryStorage() }),
      storage,
      now: () => 0,
      onError,
      appVersion: 'v1.6.61',
    });

    expect(onError).toHaveBeenCalledOnce();
    expect(state.config).toEqual(config);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/v1/config', '/v1/enums/checksum?v=0']);
  });
});
