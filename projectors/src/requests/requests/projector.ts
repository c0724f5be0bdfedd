import type { RequestEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const REQUESTS_PROJECTOR = 'requests';

/**
 * Requests as their requester and the ambassadors matched to them read them: the request, its
 * matches (also one row per ambassador, for their match page, newest first), the boards that
 * answer it and the requester's ratings of them. Every event lives in the request's own stream,
 * so the request row's position guards them all: an event at or below it was applied already
 * and changes nothing, which makes delivering events again harmless.
 *
 * The requester's name, the image and the boards themselves are joined at read time from the
 * users, catalog and look board read models.
 */
export const requestsProjector: Projector = {
  name: REQUESTS_PROJECTOR,
  version: 1,
  tables: {
    requests: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      user_id integer NOT NULL,
      inspiration_image_id integer NOT NULL,
      image_source text NOT NULL,
      request_type text NOT NULL,
      title text NOT NULL,
      items integer[] NOT NULL,
      room_type_id integer,
      message text NOT NULL,
      request_color integer,
      request_style integer NOT NULL,
      status text NOT NULL DEFAULT 'open',
      matches jsonb NOT NULL DEFAULT '[]',
      matches_count integer NOT NULL DEFAULT 0,
      recommendations_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      matched_at timestamptz,
      closed_at timestamptz,
      position bigint NOT NULL)`,
    request_matches: (t) => `CREATE TABLE ${t} (
      request_id integer NOT NULL,
      ambassador_id integer NOT NULL,
      score double precision NOT NULL,
      rank smallint NOT NULL,
      matched_at timestamptz NOT NULL,
      PRIMARY KEY (request_id, ambassador_id))`,
    request_recommendations: (t) => `CREATE TABLE ${t} (
      request_id integer NOT NULL,
      look_board_id integer NOT NULL,
      ambassador_id integer NOT NULL,
      added_at timestamptz NOT NULL,
      rate smallint,
      rated_at timestamptz,
      PRIMARY KEY (request_id, look_board_id))`,
  },
  indexes: (t) => [
    `CREATE INDEX ON ${t('requests')} (user_id, created_at DESC, id DESC)`,
    `CREATE INDEX ON ${t('request_matches')} (ambassador_id, matched_at DESC, request_id DESC)`,
  ],
  handles: ['RequestSubmitted', 'RequestMatched', 'RecommendationAdded', 'RecommendationRated', 'RequestClosed'],
  async apply(events, { sql, table }) {
    const requests = table('requests');
    const matches = table('request_matches');
    const recommendations = table('request_recommendations');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as RequestEvent;
      const pos = String(raw.globalPosition);
      const id = e.data.requestId;
      /** Applies a change to the request if this event is newer than its row; answers whether it did. */
      const change = async (sets: string, params: unknown[] = []): Promise<boolean> => {
        const { rowCount } = await sql.query(`UPDATE ${requests} SET ${sets}${sets ? ', ' : ''}position = $2 WHERE id = $1 AND position < $2`, [id, pos, ...params]);
        return (rowCount ?? 0) > 0;
      };
      switch (e.type) {
        case 'RequestSubmitted': {
          const d = e.data;
          await sql.query(
            `INSERT INTO ${requests} (id, user_id, inspiration_image_id, image_source, request_type, title, items, room_type_id, message, request_color, request_style, created_at, position)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (id) DO NOTHING`,
            [id, d.userId, d.inspirationImageId, d.imageSource, d.requestType, d.title ?? '', d.items, d.roomType, d.message ?? '', d.requestColor, d.requestStyle, d.submittedAt, pos],
          );
          break;
        }
        case 'RequestMatched': {
          const d = e.data;
          if (!(await change('matches = $3, matches_count = $4, matched_at = $5', [JSON.stringify(d.matches), d.matches.length, d.matchedAt]))) break;
          await sql.query(
            `INSERT INTO ${matches} (request_id, ambassador_id, score, rank, matched_at)
             SELECT $1, m.user_id, m.score, m.ord, $4 FROM unnest($2::int[], $3::float8[]) WITH ORDINALITY AS m(user_id, score, ord)
             ON CONFLICT (request_id, ambassador_id) DO NOTHING`,
            [id, d.matches.map((m) => m.userId), d.matches.map((m) => m.score), d.matchedAt],
          );
          break;
        }
        case 'RecommendationAdded': {
          const d = e.data;
          if (!(await change(''))) break;
          await sql.query(
            `INSERT INTO ${recommendations} (request_id, look_board_id, ambassador_id, added_at) VALUES ($1, $2, $3, $4) ON CONFLICT (request_id, look_board_id) DO NOTHING`,
            [id, d.lookBoardId, d.ambassadorId, d.addedAt],
          );
          await sql.query(`UPDATE ${requests} SET recommendations_count = (SELECT count(*) FROM ${recommendations} WHERE request_id = $1) WHERE id = $1`, [id]);
          break;
        }
        case 'RecommendationRated': {
          const d = e.data;
          if (!(await change(''))) break;
          await sql.query(`UPDATE ${recommendations} SET rate = $3, rated_at = $4 WHERE request_id = $1 AND look_board_id = $2`, [id, d.lookBoardId, d.rate, d.ratedAt]);
          break;
        }
        case 'RequestClosed':
          await change(`status = 'closed', closed_at = $3`, [e.data.closedAt]);
          break;
      }
    }
  },
};
