import type { MixMatchEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const MIX_MATCHES_PROJECTOR = 'mix-matches';

/**
 * People's saved Mix & Match picks. Each lives in its own stream, so the row's position guards
 * it; a deleted one keeps its row, flagged, so a late redelivery of its save cannot bring it back.
 * Product and image previews are joined from the catalog at read time, as for look boards.
 */
export const mixMatchesProjector: Projector = {
  name: MIX_MATCHES_PROJECTOR,
  version: 1,
  tables: {
    mix_matches: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      user_id integer NOT NULL,
      inspiration_image_id integer NOT NULL,
      products integer[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      deleted boolean NOT NULL DEFAULT false,
      position bigint NOT NULL)`,
  },
  indexes: (t) => [`CREATE INDEX ON ${t('mix_matches')} (user_id, created_at DESC, id DESC) WHERE NOT deleted`],
  handles: ['MixMatchSaved', 'MixMatchDeleted'],
  async apply(events, { sql, table }) {
    const mixMatches = table('mix_matches');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as MixMatchEvent;
      const pos = String(raw.globalPosition);
      switch (e.type) {
        case 'MixMatchSaved': {
          const d = e.data;
          await sql.query(
            `INSERT INTO ${mixMatches} (id, user_id, inspiration_image_id, products, created_at, position) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (id) DO UPDATE SET inspiration_image_id = EXCLUDED.inspiration_image_id, products = EXCLUDED.products, position = EXCLUDED.position
             WHERE ${mixMatches}.position < EXCLUDED.position AND NOT ${mixMatches}.deleted`,
            [d.mixMatchId, d.userId, d.inspirationImageId, d.products, d.savedAt, pos],
          );
          break;
        }
        case 'MixMatchDeleted':
          await sql.query(`UPDATE ${mixMatches} SET deleted = true, position = $2 WHERE id = $1 AND position < $2 AND NOT deleted`, [e.data.mixMatchId, pos]);
          break;
      }
    }
  },
};
