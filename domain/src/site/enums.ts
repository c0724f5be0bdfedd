import { z } from 'zod';

/** Every enum resource the site configuration serves, in the order the config lists them. */
export const ENUM_RESOURCES = [
  'styles',
  'subStyles',
  'vibes',
  'roomTypes',
  'colors',
  'itemClasses',
  'materials',
  'shapes',
  'prices',
  'professions',
  'videos',
  'metaTags',
] as const;
export type EnumResource = (typeof ENUM_RESOURCES)[number];
export const enumResourceSchema = z.enum(ENUM_RESOURCES);

/** The checksum also versions the application config itself; clients never refetch it as an enum. */
export const APPLICATION_RESOURCE = 'application';

/** Entries carry id and name; some resources add fields (a sub-style's styleId, a colour's hex). */
export const enumEntrySchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1).max(120),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type EnumEntry = z.infer<typeof enumEntrySchema>;

/** Entries named NONE exist in the data and are dropped by the client. */
export const NONE_ENTRY_NAME = 'NONE';

export const enumPath = (resource: EnumResource) => `/v1/enums/${kebab(resource)}`;
export const CHECKSUM_PATH = '/v1/enums/checksum';
export const DEFAULT_FILTERS_PATH = '/v1/default-filters';

function kebab(s: string): string {
  return s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export const resourceFromPath = (segment: string): EnumResource | undefined =>
  ENUM_RESOURCES.find((r) => kebab(r) === segment);

export interface AppConfig {
  endpoints: {
    checksum: string;
    defaultFilters: string;
    configs: Record<EnumResource, string>;
  };
  appVersion: string;
  environment: 'development' | 'staging' | 'production' | 'test';
  analytics: {
    scriptUrl: string | null;
    sessionReplaySampleRate: number;
    errorReplaySampleRate: number;
  };
  captcha: { siteKey: string | null };
}

export type Checksum = Record<string, number>;

export interface DefaultFilters {
  subStyles: number[];
  styles: number[];
  colors: number[];
  itemClasses: number[];
}
