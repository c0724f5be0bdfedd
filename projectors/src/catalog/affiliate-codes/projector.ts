import type { AffiliateEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const AFFILIATE_CODES_PROJECTOR = 'affiliate-codes';

/**
 * People's affiliate codes, one per site. A deleted code keeps its row, flagged, so its position
 * still guards it: an older event delivered again cannot bring it back.
 */
export const affiliateCodesProjector: Projector = {
  name: AFFILIATE_CODES_PROJECTOR,
  version: 1,
  tables: {
    affiliate_codes: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      user_id integer NOT NULL,
      site_id integer NOT NULL,
      code text NOT NULL,
      deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      position bigint NOT NULL)`,
  },
  indexes: (t) => [`CREATE INDEX ON ${t('affiliate_codes')} (user_id, site_id) WHERE NOT deleted`],
  handles: ['AffiliateCodeAdded', 'AffiliateCodeChanged', 'AffiliateCodeDeleted'],
  async apply(events, { sql, table }) {
    const codes = table('affiliate_codes');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as AffiliateEvent;
      const pos = String(raw.globalPosition);
      switch (e.type) {
        case 'AffiliateCodeAdded':
          await sql.query(
            `INSERT INTO ${codes} (id, user_id, site_id, code, created_at, position) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
            [e.data.codeId, e.data.userId, e.data.siteId, e.data.code, e.data.addedAt, pos],
          );
          break;
        case 'AffiliateCodeChanged':
          await sql.query(`UPDATE ${codes} SET code = $3, position = $2 WHERE id = $1 AND position < $2 AND NOT deleted`, [e.data.codeId, pos, e.data.code]);
          break;
        case 'AffiliateCodeDeleted':
          await sql.query(`UPDATE ${codes} SET deleted = true, position = $2 WHERE id = $1 AND position < $2`, [e.data.codeId, pos]);
          break;
      }
    }
  },
};
