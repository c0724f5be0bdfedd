import type { CompatibilityReason } from '@decorlook/domain/recommendations/compatibility';
import type { CompatibilityView } from '@decorlook/domain/recommendations/compatibility.routes';

/** The meter as the board editor shows it: a score and its reasons, or why there is none, and the piece that would raise it most. */

const NO_MODEL = { code: 'no-model', text: 'The meter learns from published boards: no model is trained yet', effect: 'lowers' } as const;
const TOO_FEW = { code: 'too-few', text: 'Add at least two products to see how well they go together', effect: 'lowers' } as const;

/** Before any model is trained the meter gives no score, and says why. */
export const NO_METER: CompatibilityView = { score: null, reasons: [NO_MODEL], suggestion: null, trainedAt: null };

/** What a suggested product's card shows (`compatibility_products`). */
export interface CardRow {
  id: number;
  title: string;
  slug: string;
  item_class_id: number;
  price: number;
  media_user_id: number;
  media_hash: string;
}

const cardOf = (r: CardRow): Omit<NonNullable<CompatibilityView['suggestion']>, 'score'> => ({
  productId: r.id,
  title: r.title,
  slug: r.slug,
  itemClassId: r.item_class_id,
  price: r.price,
  media: { userId: r.media_user_id, hash: r.media_hash },
});

/** The meter's answer: fewer than two known products give no score (`scored` null), and it says why. */
export function meterOf(
  scored: { score: number; reasons: CompatibilityReason[] } | null,
  suggestion: { card: CardRow; score: number } | null,
  trainedAt: string,
): CompatibilityView {
  return {
    score: scored?.score ?? null,
    reasons: scored ? scored.reasons.map(({ code, text, effect }) => ({ code, text, effect })) : [TOO_FEW],
    suggestion: suggestion ? { ...cardOf(suggestion.card), score: suggestion.score } : null,
    trainedAt,
  };
}
