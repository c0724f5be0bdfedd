import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../../lib/storage';

/**
 * Spec 3: the ambassador's own colour and image banners are kept in browser storage, so one used
 * before can be picked again. Kept per person (two people may share a browser), newest first.
 */
export const OWN_BANNERS_KEY = 'ownBanners';
export const OWN_BANNERS_MAX = 8;

export interface StoredBannerImage {
  mediaId: number;
  userId: number;
  hash: string;
}

export interface OwnBanners {
  colors: string[];
  images: StoredBannerImage[];
}

const EMPTY: OwnBanners = { colors: [], images: [] };

export function readOwnBanners(userId: number, storage: KeyValueStorage = browserStorage()): OwnBanners {
  const all = readJson<Record<string, Partial<OwnBanners>>>(storage, OWN_BANNERS_KEY);
  const mine = all && typeof all === 'object' ? all[String(userId)] : undefined;
  return {
    colors: Array.isArray(mine?.colors) ? mine.colors.filter((c): c is string => typeof c === 'string' && /^#[0-9a-f]{6}$/i.test(c)) : EMPTY.colors,
    images: Array.isArray(mine?.images) ? mine.images.filter((i) => i && Number.isInteger(i.mediaId) && Number.isInteger(i.userId) && typeof i.hash === 'string') : EMPTY.images,
  };
}

/** Remembers a banner the person used: it moves to the front, and the oldest beyond the limit is forgotten. */
export function rememberBanner(userId: number, banner: { color: string } | StoredBannerImage, storage: KeyValueStorage = browserStorage()): OwnBanners {
  const current = readOwnBanners(userId, storage);
  const next: OwnBanners =
    'color' in banner
      ? { ...current, colors: [banner.color.toLowerCase(), ...current.colors.filter((c) => c !== banner.color.toLowerCase())].slice(0, OWN_BANNERS_MAX) }
      : { ...current, images: [banner, ...current.images.filter((i) => i.mediaId !== banner.mediaId)].slice(0, OWN_BANNERS_MAX) };
  const all = readJson<Record<string, OwnBanners>>(storage, OWN_BANNERS_KEY) ?? {};
  writeJson(storage, OWN_BANNERS_KEY, { ...all, [String(userId)]: next });
  return next;
}
