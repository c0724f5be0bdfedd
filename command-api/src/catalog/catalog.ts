import {
  affiliateCodesStream,
  evolveAffiliateCodes,
  evolveImage,
  evolveMedia,
  evolveProduct,
  imageStream,
  initialAffiliateCodes,
  initialImageState,
  initialMediaState,
  initialProductState,
  mediaStream,
  productStream,
  type AffiliateCodesState,
  type AffiliateEvent,
  type CatalogChoices,
  type InspirationImageEvent,
  type InspirationImageState,
  type MediaEvent,
  type ProductEvent,
  type ProductState,
  type UsableMedia,
} from '@decorlook/domain';
import type { Aggregate } from '@decorlook/infra/commands/handle';
import type { Platform } from '@decorlook/infra/platform';
import { referenceChoices } from '../identity/identity';

/** What the catalog's command handlers share: aggregates, the media a command refers to, reference picks. */

export const imageAggregate = (imageId: number): Aggregate<InspirationImageState, InspirationImageEvent> => ({ streamId: imageStream(imageId), initialState: initialImageState, evolve: evolveImage });
export const productAggregate = (productId: number): Aggregate<ProductState, ProductEvent> => ({ streamId: productStream(productId), initialState: initialProductState, evolve: evolveProduct });
export const affiliateCodesAggregate = (userId: number): Aggregate<AffiliateCodesState, AffiliateEvent> => ({
  streamId: affiliateCodesStream(userId),
  initialState: initialAffiliateCodes,
  evolve: evolveAffiliateCodes,
});

/** The media record a new image or product names, from its own stream. */
export async function usableMedia(p: Pick<Platform, 'store'>, mediaId: number): Promise<UsableMedia> {
  const { events } = await p.store.readStream(mediaStream(mediaId));
  return events.reduce((s, e) => evolveMedia(s, e as unknown as MediaEvent), initialMediaState());
}

/**
 * Reference lists change a few times a year, while a catalog load adds thousands of items: the
 * picks are read from their streams at most every few seconds per process. A list changed in
 * that window is honoured a moment later, which no person can notice.
 */
const CHOICES_TTL_MS = 5_000;
const cached = new WeakMap<object, { at: number; choices: Promise<CatalogChoices> }>();

export function catalogChoices(p: Pick<Platform, 'store'>): Promise<CatalogChoices> {
  const hit = cached.get(p.store);
  const now = performance.now();
  if (hit && now - hit.at < CHOICES_TTL_MS) return hit.choices;
  const ids = async (resource: Parameters<typeof referenceChoices>[1]) => new Set((await referenceChoices(p, resource)).keys());
  const choices = (async () => {
    const [styles, subStyles, roomTypes, colors, itemClasses, materials, shapes] = await Promise.all(
      (['styles', 'subStyles', 'roomTypes', 'colors', 'itemClasses', 'materials', 'shapes'] as const).map(ids),
    );
    return { styles, subStyles, roomTypes, colors, itemClasses, materials, shapes };
  })();
  choices.catch(() => cached.delete(p.store));
  cached.set(p.store, { at: now, choices });
  return choices;
}
