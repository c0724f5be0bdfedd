import { REFERENCE_ENUMS } from '../site/reference-data';
import { bestMatchTiers, tierOf, type RoomFit } from '../catalog/room-fit';

/**
 * A person's taste, learned from what they kept (+) and swapped (−) among the products they were
 * shown, and how it adjusts the order they are shown products in next. Pure and deterministic:
 * the projector keeps a member's profile with it, the search adapters order by it, and the
 * feedback bench simulates members with it.
 *
 * A product is described by five features: its styles, colour groups, item class, materials and
 * price band (the REFERENCE_ENUMS.prices range its price falls in). A choice spreads its sign over
 * each feature's values (a product of two styles gives each half), only a person's latest choice
 * about a product counts, and the sums are divided by the number of choices, so a weight lies
 * in [−FEATURE_WEIGHTS[f], +FEATURE_WEIGHTS[f]] whatever the number of choices.
 *
 * A product's affinity is, per feature, the mean weight of its values (unknown values weigh 0),
 * summed over the features. No choices: no weights, affinity 0 everywhere, and every order stays
 * exactly as it was.
 */
export const TASTE_FEATURES = ['styles', 'colors', 'itemClasses', 'materials', 'prices'] as const;
export type TasteFeature = (typeof TASTE_FEATURES)[number];

/** How much each feature counts in an affinity; the one place these are set. */
export const FEATURE_WEIGHTS: Readonly<Record<TasteFeature, number>> = { styles: 1, colors: 0.8, itemClasses: 0.6, materials: 0.5, prices: 0.6 };

/**
 * How far a unit of affinity moves a product in the best-match order: its colour and style
 * distance to the picture (0..2 on unit vectors) is lessened by TASTE_STRENGTH × affinity. Set
 * by `npm run bench -- feedback` (over the generated demo catalog): 0.5 left best match's NDCG@10
 * at 0.17 after ten rounds, 1 reaches 0.24, 2 reaches 0.40 but lets the taste outweigh the
 * picture's likeness almost entirely; 1 keeps the picture's say.
 */
export const TASTE_STRENGTH = 1;

/** What the taste reads of a product (a subset of the compatibility model's ProductTraits). */
export interface TasteTraits {
  itemClassId: number;
  styles: readonly number[];
  colors: readonly number[];
  materials: readonly number[];
  /** Integer cents. */
  price: number;
}

export type Verdict = 'kept' | 'swapped';

/** One choice a person made about a product, in the order they made them. */
export interface TasteChoice {
  productId: number;
  verdict: Verdict;
  traits: TasteTraits;
}

export interface TasteWeight {
  feature: TasteFeature;
  id: number;
  weight: number;
}

export interface TasteProfile {
  /** The products the profile was learned from (latest choice each). */
  choices: number;
  /** Non-zero weights, by feature (in TASTE_FEATURES order), then id ascending. */
  weights: TasteWeight[];
}

export const NO_TASTE: TasteProfile = { choices: 0, weights: [] };

/** The REFERENCE_ENUMS.prices range a price falls in (a range holds min and excludes max). */
export function priceBandOf(price: number): number {
  const cents = Math.trunc(price);
  const band = REFERENCE_ENUMS.prices.find((p) => cents >= Number(p.min) && (p.max == null || cents < Number(p.max)));
  return (band ?? REFERENCE_ENUMS.prices[REFERENCE_ENUMS.prices.length - 1]).id;
}

/**
 * A product's values of each feature, each distinct, ascending: sums over them then add in the
 * order the search adapters add them (by id), so both sides reach the same floating-point number.
 */
export function tasteFeaturesOf(traits: TasteTraits): Record<TasteFeature, number[]> {
  const distinct = (xs: readonly number[]) => [...new Set(xs)].sort((a, b) => a - b);
  return {
    styles: distinct(traits.styles),
    colors: distinct(traits.colors),
    itemClasses: [traits.itemClassId],
    materials: distinct(traits.materials),
    prices: [priceBandOf(traits.price)],
  };
}

/** Six decimals: the weights travel to SQL and back, and both sides must add the same numbers. */
const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** The latest choice about each product, in the order of their first appearance. */
export function latestChoices(choices: readonly TasteChoice[]): TasteChoice[] {
  const byProduct = new Map<number, TasteChoice>();
  for (const c of choices) byProduct.set(c.productId, c);
  return [...byProduct.values()];
}

/** The profile a person's choices give (their latest choice about each product). */
export function learnTaste(choices: readonly TasteChoice[]): TasteProfile {
  const latest = latestChoices(choices);
  if (latest.length === 0) return NO_TASTE;
  const sums = new Map<string, number>();
  for (const c of latest) {
    const sign = c.verdict === 'kept' ? 1 : -1;
    const features = tasteFeaturesOf(c.traits);
    for (const f of TASTE_FEATURES) {
      for (const id of features[f]) sums.set(`${f}:${id}`, (sums.get(`${f}:${id}`) ?? 0) + sign / features[f].length);
    }
  }
  const weights: TasteWeight[] = [];
  for (const [k, sum] of sums) {
    const [feature, id] = k.split(':') as [TasteFeature, string];
    const weight = round((FEATURE_WEIGHTS[feature] * sum) / latest.length);
    if (weight !== 0) weights.push({ feature, id: Number(id), weight });
  }
  weights.sort((a, b) => TASTE_FEATURES.indexOf(a.feature) - TASTE_FEATURES.indexOf(b.feature) || a.id - b.id);
  return { choices: latest.length, weights };
}

export const hasTaste = (profile: TasteProfile | null | undefined): profile is TasteProfile => !!profile && profile.weights.length > 0;

/** A profile's weights by `feature:id`, made once per profile (a ranking asks for every product's affinity). */
const lookups = new WeakMap<TasteProfile, ReadonlyMap<string, number>>();
function weightsOf(profile: TasteProfile): ReadonlyMap<string, number> {
  let w = lookups.get(profile);
  if (!w) lookups.set(profile, (w = new Map(profile.weights.map((x) => [`${x.feature}:${x.id}`, x.weight]))));
  return w;
}

/** How much a product suits the taste: per feature the mean weight of its values, summed. */
export function tasteAffinity(profile: TasteProfile, traits: TasteTraits): number {
  if (!hasTaste(profile)) return 0;
  const w = weightsOf(profile);
  const features = tasteFeaturesOf(traits);
  let sum = 0;
  for (const f of TASTE_FEATURES) {
    const values = features[f];
    if (values.length) sum += values.reduce((s, id) => s + (w.get(`${f}:${id}`) ?? 0), 0) / values.length;
  }
  return sum;
}

export interface TasteCandidate {
  id: number;
  traits: TasteTraits;
  /** The colour and style distance to the picture (smaller is more alike); null without a picture. */
  distance: number | null;
  /** ISO 8601: newer first when there is no picture. */
  createdAt: string;
}

/**
 * The best-match order adjusted by a person's taste: the room-fit tiers first, unchanged; within
 * a tier, with a picture, the distance lessened by TASTE_STRENGTH × affinity, then id ascending;
 * without one, the affinity, then newest, then id descending. With no taste this is exactly the
 * order best match gives today.
 */
export function rankWithTaste<C extends TasteCandidate>(candidates: readonly C[], fit: RoomFit, profile: TasteProfile | null): C[] {
  const tiers = bestMatchTiers(fit);
  const taste = profile ?? NO_TASTE;
  const keyed = candidates.map((c) => ({ c, tier: tierOf(tiers, c.traits.itemClassId), affinity: tasteAffinity(taste, c.traits) }));
  return keyed
    .sort((a, b) => {
      if (a.tier !== b.tier) return a.tier - b.tier;
      if (a.c.distance !== null && b.c.distance !== null) {
        return a.c.distance - TASTE_STRENGTH * a.affinity - (b.c.distance - TASTE_STRENGTH * b.affinity) || a.c.id - b.c.id;
      }
      return b.affinity - a.affinity || b.c.createdAt.localeCompare(a.c.createdAt) || b.c.id - a.c.id;
    })
    .map((k) => k.c);
}
