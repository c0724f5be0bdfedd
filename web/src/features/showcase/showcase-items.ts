import { SHOWCASE_MAX_FEATURED, SHOWCASE_MAX_ITEMS } from '@decorlook/domain/ambassadors/ambassador.rules';

/**
 * The pictures or boards on a showcase: the featured ones (shown first, at most 6) and the others
 * (60 in all). Each change answers the next lists, or a reason it cannot be made; the page saves
 * the lists at once (spec 4).
 */
export interface PageItems {
  featured: readonly number[];
  /** Every item on the page, featured ones first. */
  all: readonly number[];
}

export type ItemChange = { kind: 'feature' | 'add' | 'remove'; id: number };
export type ChangeResult = { ok: true; items: { featured: number[]; all: number[] } } | { ok: false; reason: string };

export function applyItemChange(items: PageItems, change: ItemChange): ChangeResult {
  const featured = items.featured.filter((id) => id !== change.id);
  const others = items.all.filter((id) => id !== change.id && !items.featured.includes(id));
  switch (change.kind) {
    case 'feature':
      if (items.featured.includes(change.id)) return { ok: true, items: { featured: [...items.featured], all: [...items.all] } };
      if (featured.length >= SHOWCASE_MAX_FEATURED) return { ok: false, reason: `You can feature up to ${SHOWCASE_MAX_FEATURED}. Remove one from Featured first.` };
      if (!items.all.includes(change.id) && items.all.length >= SHOWCASE_MAX_ITEMS) return { ok: false, reason: `Your page holds up to ${SHOWCASE_MAX_ITEMS}. Remove one first.` };
      return { ok: true, items: { featured: [...featured, change.id], all: [...featured, change.id, ...others] } };
    case 'add':
      if (!items.all.includes(change.id) && items.all.length >= SHOWCASE_MAX_ITEMS) return { ok: false, reason: `Your page holds up to ${SHOWCASE_MAX_ITEMS}. Remove one first.` };
      // Dropped among the others: a featured one stops being featured and joins them at the end.
      return { ok: true, items: { featured, all: [...featured, ...others, change.id] } };
    case 'remove':
      return { ok: true, items: { featured, all: [...featured, ...others] } };
  }
}
