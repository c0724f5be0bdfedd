import type { FollowEvent, UserEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const FOLLOWS_PROJECTOR = 'follows';

/**
 * Who follows whom: `follows(follower_id, user_id, followed_at)`, one row per live follow. Other
 * read models count a member's followers from it, so a deactivated or erased member's follows
 * (either way) leave it at once.
 *
 * Every follow and unfollow of one person lives in their own `follows-<followerId>` stream, so
 * the last position applied per follower guards them all (`follow_streams`): an event at or below
 * it changes nothing. Members who left are remembered (`follow_departed`), so a follow delivered
 * again after their departure cannot bring a row back.
 */
export const followsProjector: Projector = {
  name: FOLLOWS_PROJECTOR,
  version: 1,
  personalData: false,
  tables: {
    follows: (t) => `CREATE TABLE ${t} (
      follower_id integer NOT NULL,
      user_id integer NOT NULL,
      followed_at timestamptz NOT NULL,
      PRIMARY KEY (follower_id, user_id))`,
    follow_streams: (t) => `CREATE TABLE ${t} (
      follower_id integer PRIMARY KEY,
      position bigint NOT NULL)`,
    follow_departed: (t) => `CREATE TABLE ${t} (user_id integer PRIMARY KEY, position bigint NOT NULL)`,
  },
  indexes: (t) => [`CREATE INDEX ON ${t('follows')} (user_id, followed_at DESC)`, `CREATE INDEX ON ${t('follows')} (follower_id, followed_at DESC)`],
  handles: ['UserFollowed', 'UserUnfollowed', 'UserDeactivated', 'UserErased'],
  async apply(events, { sql, table }) {
    const follows = table('follows');
    const streams = table('follow_streams');
    const departed = table('follow_departed');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as FollowEvent | UserEvent;
      const pos = String(raw.globalPosition);
      switch (e.type) {
        case 'UserFollowed':
        case 'UserUnfollowed': {
          const { followerId, userId } = e.data;
          // Claims the event for the follower's stream: nothing happens unless it is newer than the last one applied.
          const { rowCount } = await sql.query(
            `INSERT INTO ${streams} (follower_id, position) VALUES ($1, $2)
             ON CONFLICT (follower_id) DO UPDATE SET position = EXCLUDED.position WHERE ${streams}.position < EXCLUDED.position`,
            [followerId, pos],
          );
          if (!rowCount) break;
          if (e.type === 'UserFollowed') {
            await sql.query(
              `INSERT INTO ${follows} (follower_id, user_id, followed_at)
               SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM ${departed} WHERE user_id IN ($1, $2))
               ON CONFLICT DO NOTHING`,
              [followerId, userId, e.data.followedAt],
            );
          } else {
            await sql.query(`DELETE FROM ${follows} WHERE follower_id = $1 AND user_id = $2`, [followerId, userId]);
          }
          break;
        }
        case 'UserDeactivated':
        case 'UserErased':
          await sql.query(`INSERT INTO ${departed} (user_id, position) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [e.data.userId, pos]);
          await sql.query(`DELETE FROM ${follows} WHERE follower_id = $1 OR user_id = $1`, [e.data.userId]);
          break;
        default:
          break;
      }
    }
  },
};
