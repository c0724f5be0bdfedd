import type { FeedbackEvent } from '@decorlook/domain/recommendations/feedback.events';
import { learnTaste, type TasteChoice, type TasteTraits, type Verdict } from '@decorlook/domain/recommendations/taste';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const TASTE_PROJECTOR = 'taste';

/**
 * Each member's taste (domain/src/recommendations/taste.ts), kept current from their keeps and
 * swaps: `taste_choices` holds their latest verdict about each product (with the traits the
 * event recorded, and for a swap the alternative taken in its place, if any), guarded by position, and `taste_profiles` the profile those choices give,
 * learned afresh from the member's rows whenever one of them changes. So delivering events again,
 * or late and out of order, leaves the same rows, and a rebuild the same profiles.
 */
export const tasteProjector: Projector = {
  name: TASTE_PROJECTOR,
  version: 2,
  tables: {
    taste_choices: (t) => `CREATE TABLE ${t} (
      user_id integer NOT NULL,
      product_id integer NOT NULL,
      verdict text NOT NULL,
      chosen_id integer,
      traits jsonb NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (user_id, product_id))`,
    taste_profiles: (t) => `CREATE TABLE ${t} (
      user_id integer PRIMARY KEY,
      choices integer NOT NULL,
      weights jsonb NOT NULL)`,
  },
  handles: ['ProductKept', 'ProductSwapped'],
  async apply(events, { sql, table }) {
    const choices = table('taste_choices');
    const profiles = table('taste_profiles');
    const touched = new Set<number>();
    const choose = (userId: number, productId: number, verdict: Verdict, traits: TasteTraits, position: string, chosenId: number | null = null) =>
      sql.query(
        `INSERT INTO ${choices} AS t (user_id, product_id, verdict, chosen_id, traits, position) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, product_id) DO UPDATE SET verdict = EXCLUDED.verdict, chosen_id = EXCLUDED.chosen_id, traits = EXCLUDED.traits, position = EXCLUDED.position
         WHERE t.position < EXCLUDED.position`,
        [userId, productId, verdict, chosenId, JSON.stringify(traits), position],
      );
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as FeedbackEvent;
      const pos = String(raw.globalPosition);
      const d = e.data;
      touched.add(d.userId);
      if (e.type === 'ProductKept') {
        await choose(d.userId, d.productId, 'kept', d.traits, pos);
      } else {
        await choose(d.userId, d.productId, 'swapped', d.traits, pos, e.data.chosenId);
        if (e.data.chosenId !== null && e.data.chosenTraits) await choose(d.userId, e.data.chosenId, 'kept', e.data.chosenTraits, pos);
      }
    }
    for (const userId of [...touched].sort((a, b) => a - b)) {
      const { rows } = await sql.query<{ product_id: number; verdict: Verdict; traits: TasteTraits }>(
        `SELECT product_id, verdict, traits FROM ${choices} WHERE user_id = $1 ORDER BY product_id`,
        [userId],
      );
      const profile = learnTaste(rows.map((r): TasteChoice => ({ productId: r.product_id, verdict: r.verdict, traits: r.traits })));
      await sql.query(
        `INSERT INTO ${profiles} (user_id, choices, weights) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET choices = EXCLUDED.choices, weights = EXCLUDED.weights`,
        [userId, profile.choices, JSON.stringify(profile.weights)],
      );
    }
  },
};
