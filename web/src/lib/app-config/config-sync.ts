import { API_PREFIX, APP_VERSION } from '@decorlook/domain/shared/app';
import {
  APPLICATION_RESOURCE,
  ENUM_RESOURCES,
  type AppConfig,
  type Checksum,
  type EnumEntry,
  type EnumResource,
} from '@decorlook/domain/site/enums';
import type { ApiClient } from '../api-client';
import { readJson, STORAGE_KEYS, writeJson, type KeyValueStorage } from '../storage';
import { mergeEnums, toLookup, type EnumLookups } from './enum-lookups';

export const CONFIG_PATH = `${API_PREFIX}/config`;

export interface AppConfigState {
  config: AppConfig | null;
  /** The version of each resource the stored enums were fetched at. */
  checksum: Checksum;
  enums: EnumLookups;
}

export const EMPTY_APP_CONFIG_STATE: AppConfigState = { config: null, checksum: {}, enums: {} };

/** What this browser has stored, or nothing when it was stored by another app version. */
export function readStoredState(storage: KeyValueStorage, appVersion: string = APP_VERSION): AppConfigState {
  if (storage.getItem(STORAGE_KEYS.appVersion) !== appVersion) return EMPTY_APP_CONFIG_STATE;
  return {
    config: readJson<AppConfig>(storage, STORAGE_KEYS.appConfig) ?? null,
    checksum: asChecksum(readJson(storage, STORAGE_KEYS.checksum)),
    enums: readJson<EnumLookups>(storage, STORAGE_KEYS.enums) ?? {},
  };
}

/** A new app version makes the cached config, checksum and enums worthless: drop them. */
export function resetIfVersionChanged(storage: KeyValueStorage, appVersion: string = APP_VERSION): boolean {
  if (storage.getItem(STORAGE_KEYS.appVersion) === appVersion) return false;
  storage.removeItem(STORAGE_KEYS.appConfig);
  storage.removeItem(STORAGE_KEYS.checksum);
  storage.removeItem(STORAGE_KEYS.enums);
  storage.setItem(STORAGE_KEYS.appVersion, appVersion);
  return true;
}

/**
 * The enum resources to refetch: those whose version moved, or that were never stored. The
 * "application" entry versions the config itself and is never fetched as an enum, and a
 * resource the config gives no path for cannot be fetched.
 */
export function changedResources(
  stored: Checksum,
  fresh: Checksum,
  configs: Partial<Record<string, string>>,
  enums: EnumLookups = {},
): EnumResource[] {
  return Object.keys(fresh).filter((resource): resource is EnumResource => {
    if (resource === APPLICATION_RESOURCE || !isEnumResource(resource) || !configs[resource]) return false;
    return stored[resource] !== fresh[resource] || enums[resource] === undefined;
  });
}

export interface SyncDeps {
  api: Pick<ApiClient, 'get'>;
  storage: KeyValueStorage;
  /** Milliseconds since the epoch; the checksum call carries it in seconds as a cache breaker. */
  now: () => number;
  /** Shows a failure to the user (the "Error" toast). */
  onError: (error: unknown) => void;
  appVersion?: string;
}

/**
 * Spec section 4 "Config sync": fetch the config, then the checksum; refetch only the enum
 * resources whose version changed, merge them into the stored enums and store the result.
 */
export async function syncAppConfig(deps: SyncDeps): Promise<AppConfigState> {
  const { api, storage, now, onError } = deps;
  const appVersion = deps.appVersion ?? APP_VERSION;
  resetIfVersionChanged(storage, appVersion);
  const stored = readStoredState(storage, appVersion);

  let config: AppConfig;
  try {
    config = unwrap<AppConfig>(await api.get(CONFIG_PATH));
    writeJson(storage, STORAGE_KEYS.appConfig, config);
  } catch (error) {
    onError(error);
    // The cached config (same app version) keeps the site usable while the server is unreachable.
    if (!stored.config) return stored;
    config = stored.config;
  }

  const fresh = await fetchChecksum(api, config.endpoints.checksum, now, onError);
  const configs: Partial<Record<string, string>> = config.endpoints.configs ?? {};
  const toFetch = changedResources(stored.checksum, fresh, configs, stored.enums);

  const results = await Promise.allSettled(
    toFetch.map(async (resource) => {
      const body = await api.get(configs[resource] as string, { query: { v: fresh[resource] } });
      const entries = unwrap<EnumEntry[]>(body);
      if (!Array.isArray(entries)) throw new Error(`The ${resource} enum is not a list`);
      return [resource, toLookup(resource, entries)] as const;
    }),
  );

  const updates: EnumLookups = {};
  const checksum: Checksum = { ...stored.checksum, ...fresh };
  let failure: unknown;
  results.forEach((result, index) => {
    const resource = toFetch[index];
    if (result.status === 'fulfilled') {
      Object.assign(updates, { [resource]: result.value[1] });
      return;
    }
    failure ??= result.reason;
    // Keep the old version, so the next start tries this resource again.
    if (resource in stored.checksum) checksum[resource] = stored.checksum[resource];
    else delete checksum[resource];
  });
  if (failure !== undefined) onError(failure);

  const enums = mergeEnums(stored.enums, updates);
  writeJson(storage, STORAGE_KEYS.enums, enums);
  writeJson(storage, STORAGE_KEYS.checksum, checksum);
  return { config, checksum, enums };
}

/** The checksum, or an empty object after showing the failure (spec 7, Config). */
export async function fetchChecksum(
  api: Pick<ApiClient, 'get'>,
  path: string,
  now: () => number,
  onError: (error: unknown) => void,
): Promise<Checksum> {
  try {
    const body = await api.get(path, { query: { v: Math.floor(now() / 1000) } });
    return asChecksum(unwrap(body));
  } catch (error) {
    onError(error);
    return {};
  }
}

function unwrap<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && 'result' in body) return (body as { result: T }).result;
  throw new Error('The answer carries no result');
}

function asChecksum(value: unknown): Checksum {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

function isEnumResource(name: string): name is EnumResource {
  return (ENUM_RESOURCES as readonly string[]).includes(name);
}
