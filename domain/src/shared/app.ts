/** The version of the product shown in the footer and used to invalidate the client's config cache. */
export const APP_VERSION = 'v1.6.61';
export const API_PREFIX = '/v1';
/** The first year in the footer's copyright range. */
export const COPYRIGHT_START_YEAR = 2022;
export const BREAKPOINTS = { sm: 768, md: 1024, lg: 1440 } as const;
export const RESIZE_DEBOUNCE_MS = 200;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The largest offset a page may start at: the database's integer range (api.md: offset and limit). */
export const MAX_OFFSET = 2_147_483_647;
export const DEFAULT_COUNTRY_ID = 1;
