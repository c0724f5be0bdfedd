import type { ExactItemEvent } from '@decorlook/domain/recommendations/budgets.events';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const EXACT_ITEMS_PROJECTOR = 'exact-items';

/**
 * The products of each board confirmed as the exact item in its picture:
 * `exact_items(look_board_id, product_id, confirmed_by, confirmed_as, confirmed_at)`, one row per
 * standing confirmation. A board's statements all live in its `exactItems-<id>` stream, so the
 * last position applied per board (`exact_item_streams`) guards them: an event at or below it
 * changes nothing, and a delivery twice leaves the same rows.
 */
export const exactItemsProjector: Projector = {
  name: EXACT_ITEMS_PROJECTOR,
  version: 1,
  personalData: false,
  tables: {
    exact_items: (t) => `CREATE TABLE ${t} (
      look_board_id integer NOT NULL,
      product_id integer NOT NULL,
      confirmed_by integer NOT NULL,
      confirmed_as text NOT NULL,
      confirmed_at timestamptz NOT NULL,
      PRIMARY KEY (look_board_id, product_id))`,
    exact_item_streams: (t) => `CREATE TABLE ${t} (look_board_id integer PRIMARY KEY, position bigint NOT NULL)`,
  },
  handles: ['ExactItemConfirmed', 'ExactItemWithdrawn'],
  async apply(events, { sql, table }) {
    const items = table('exact_items');
    const streams = table('exact_item_streams');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as ExactItemEvent;
      const { lookBoardId, productId } = e.data;
      const { rowCount } = await sql.query(
        `INSERT INTO ${streams} (look_board_id, position) VALUES ($1, $2)
         ON CONFLICT (look_board_id) DO UPDATE SET position = EXCLUDED.position WHERE ${streams}.position < EXCLUDED.position`,
        [lookBoardId, String(raw.globalPosition)],
      );
      if (!rowCount) continue;
      switch (e.type) {
        case 'ExactItemConfirmed':
          await sql.query(
            `INSERT INTO ${items} (look_board_id, product_id, confirmed_by, confirmed_as, confirmed_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (look_board_id, product_id) DO UPDATE SET confirmed_by = EXCLUDED.confirmed_by, confirmed_as = EXCLUDED.confirmed_as, confirmed_at = EXCLUDED.confirmed_at`,
            [lookBoardId, productId, e.data.userId, e.data.as, e.data.confirmedAt],
          );
          break;
        case 'ExactItemWithdrawn':
          await sql.query(`DELETE FROM ${items} WHERE look_board_id = $1 AND product_id = $2`, [lookBoardId, productId]);
          break;
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  },
};
