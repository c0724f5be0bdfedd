import { slugOf } from '@decorlook/domain';
import type { ProductEvent } from '@decorlook/domain/catalog/product';
import { productTraitsOf } from '@decorlook/domain/recommendations/compatibility';
import type { CompatibilityEvent } from '@decorlook/domain/recommendations/compatibility.events';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const COMPATIBILITY_PROJECTOR = 'compatibility';

type Handled = Extract<ProductEvent, { type: 'ProductAdded' | 'ProductApproved' | 'ProductRejected' | 'ProductRemoved' | 'ProductTakenDown' | 'ProductRestored' }> | CompatibilityEvent;

/**
 * What the compatibility meter reads: every product's traits (domain/src/recommendations/
 * compatibility.ts ProductTraits) and what its card shows, with its moderation state, so reads
 * take the approved, visible ones; and the latest model trained (the CompatibilityModelTrained event, whole). Each product's
 * events are in its own stream and the model's in one, so a row's position guards it: events
 * delivered again, or late, change nothing.
 */
export const compatibilityProjector: Projector = {
  name: COMPATIBILITY_PROJECTOR,
  // 2: what a product's card shows (slug, picture).
  version: 2,
  personalData: false,
  tables: {
    compatibility_products: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      title text NOT NULL,
      slug text NOT NULL,
      media_user_id integer NOT NULL,
      media_hash text NOT NULL,
      item_class_id integer NOT NULL,
      styles integer[] NOT NULL,
      sub_styles integer[] NOT NULL,
      colors integer[] NOT NULL,
      materials integer[] NOT NULL,
      shapes integer[] NOT NULL,
      price integer NOT NULL,
      colour double precision[] NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      removed boolean NOT NULL DEFAULT false,
      taken_down boolean NOT NULL DEFAULT false,
      position bigint NOT NULL)`,
    compatibility_model: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      model jsonb NOT NULL,
      boards integer NOT NULL,
      products integer NOT NULL,
      held_out_accuracy double precision,
      trained_at timestamptz NOT NULL,
      position bigint NOT NULL)`,
  },
  indexes: (t) => [`CREATE INDEX ON ${t('compatibility_products')} (item_class_id, id) WHERE status = 'approved' AND NOT removed AND NOT taken_down`],
  handles: ['ProductAdded', 'ProductApproved', 'ProductRejected', 'ProductRemoved', 'ProductTakenDown', 'ProductRestored', 'CompatibilityModelTrained'],
  async apply(events, { sql, table }) {
    const products = table('compatibility_products');
    const model = table('compatibility_model');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as Handled;
      const pos = String(raw.globalPosition);
      const change = (set: string, productId: number) => sql.query(`UPDATE ${products} SET ${set}, position = $2 WHERE id = $1 AND position < $2`, [productId, pos]);
      switch (e.type) {
        case 'ProductAdded': {
          const t = productTraitsOf(e.data);
          await sql.query(
            `INSERT INTO ${products} (id, title, slug, media_user_id, media_hash, item_class_id, styles, sub_styles, colors, materials, shapes, price, colour, position)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING`,
            [t.productId, e.data.title, slugOf(e.data.title), e.data.media.userId, e.data.media.hash, t.itemClassId, t.styles, t.subStyles, t.colors, t.materials, t.shapes, t.price, t.colour, pos],
          );
          break;
        }
        case 'ProductApproved':
          await change(`status = 'approved'`, e.data.productId);
          break;
        case 'ProductRejected':
          await change(`status = 'rejected'`, e.data.productId);
          break;
        case 'ProductRemoved':
          await change(`removed = true`, e.data.productId);
          break;
        case 'ProductTakenDown':
          await change(`taken_down = true`, e.data.productId);
          break;
        case 'ProductRestored':
          await change(`taken_down = false`, e.data.productId);
          break;
        case 'CompatibilityModelTrained':
          await sql.query(
            `INSERT INTO ${model} AS m (id, model, boards, products, held_out_accuracy, trained_at, position) VALUES (1, $1, $2, $3, $4, $5, $6)
             ON CONFLICT (id) DO UPDATE SET model = EXCLUDED.model, boards = EXCLUDED.boards, products = EXCLUDED.products,
               held_out_accuracy = EXCLUDED.held_out_accuracy, trained_at = EXCLUDED.trained_at, position = EXCLUDED.position
             WHERE m.position < EXCLUDED.position`,
            [JSON.stringify(e.data.model), e.data.boards, e.data.products, e.data.heldOutAccuracy, e.data.trainedAt, pos],
          );
          break;
      }
    }
  },
};
