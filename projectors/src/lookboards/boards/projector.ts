import { slugOf, type LookBoardDetails, type LookBoardEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';
import { averageOf } from '../../catalog/products/projector';

export const LOOK_BOARDS_PROJECTOR = 'look-boards';

/** The board columns a LookBoardCreated or LookBoardEdited sets whole (the details, replaced by an edit). */
const DETAIL_COLUMNS = [
  'title',
  'slug',
  'description',
  'message',
  'type',
  'room_type_id',
  'item_class_id',
  'style_id',
  'color',
  'columns',
  'products',
  'inspiration_image_id',
  'request_id',
  'public',
] as const;

const detailValues = (d: LookBoardDetails) => [
  d.title,
  slugOf(d.title),
  d.description,
  d.message,
  d.type,
  d.roomTypeId,
  d.itemClassId,
  d.styleId,
  d.color,
  d.columns,
  d.products,
  d.inspirationImageId,
  d.requestId,
  d.public,
];

/**
 * Look boards as the site lists and shows them, and who liked, voted for and rated each. Every
 * event of a board, likes, votes and ratings included, lives in the board's own stream, so the
 * row's position guards them all: an event at or below it was applied already and changes
 * nothing, which makes delivering events again (or late, out of order) harmless. A deleted board
 * keeps its row, flagged, so no older event can bring it back; every read leaves it out.
 *
 * What a card shows of its products and its image (pictures, titles, prices, approval) is not
 * copied here: the reads join the catalog's read models, so a product rejected after it was
 * placed shows as rejected at once, without this projector hearing of it.
 *
 * A board an admin took down keeps its row and its review status, flagged `taken_down` with who,
 * when and why: every read leaves it out until it is restored.
 *
 * The substitutes offered for products that went (`look_board_substitutes`, one row per slot
 * with an open offer) follow the board's own events under the same guard: an offer lapses, is
 * settled by a replacement, or goes with an edit that takes its product off the board.
 */
export const lookBoardsProjector: Projector = {
  name: LOOK_BOARDS_PROJECTOR,
  // 2: take-downs. 3: substitutes for products that went.
  version: 3,
  tables: {
    look_boards: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      owner_id integer NOT NULL,
      title text NOT NULL,
      slug text NOT NULL,
      description text NOT NULL,
      message text NOT NULL,
      type text NOT NULL,
      room_type_id integer,
      item_class_id integer,
      style_id integer NOT NULL,
      color text NOT NULL,
      columns smallint NOT NULL,
      products integer[] NOT NULL DEFAULT '{}',
      inspiration_image_id integer,
      request_id integer,
      public boolean NOT NULL,
      status text NOT NULL DEFAULT 'draft',
      rejection_reason text,
      likes_count integer NOT NULL DEFAULT 0,
      votes_count integer NOT NULL DEFAULT 0,
      ratings_count integer NOT NULL DEFAULT 0,
      ratings_sum integer NOT NULL DEFAULT 0,
      rating double precision,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      submitted_at timestamptz,
      published_at timestamptz,
      deleted boolean NOT NULL DEFAULT false,
      taken_down boolean NOT NULL DEFAULT false,
      taken_down_at timestamptz,
      taken_down_by integer,
      taken_down_reason text,
      position bigint NOT NULL,
      -- Title A, description B, English stems, accents folded (as the catalog's search).
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', f_unaccent(title)), 'A') || setweight(to_tsvector('english', f_unaccent(description)), 'B')) STORED)`,
    look_board_substitutes: (t) => `CREATE TABLE ${t} (
      look_board_id integer NOT NULL,
      product_id integer NOT NULL,
      substitute_id integer,
      reason text NOT NULL,
      offered_at timestamptz NOT NULL,
      PRIMARY KEY (look_board_id, product_id))`,
    look_board_likes: (t) => `CREATE TABLE ${t} (
      look_board_id integer NOT NULL,
      user_id integer NOT NULL,
      liked_at timestamptz NOT NULL,
      PRIMARY KEY (look_board_id, user_id))`,
    look_board_votes: (t) => `CREATE TABLE ${t} (
      look_board_id integer NOT NULL,
      user_id integer NOT NULL,
      voted_at timestamptz NOT NULL,
      PRIMARY KEY (look_board_id, user_id))`,
    look_board_ratings: (t) => `CREATE TABLE ${t} (
      look_board_id integer NOT NULL,
      user_id integer NOT NULL,
      rate smallint NOT NULL,
      rated_at timestamptz NOT NULL,
      PRIMARY KEY (look_board_id, user_id))`,
  },
  indexes: (t) => {
    const boards = t('look_boards');
    // Published boards are what everyone lists: each sort of the search has its own partial index.
    const published = `WHERE status = 'approved' AND public AND NOT deleted AND NOT taken_down`;
    return [
      `CREATE INDEX ON ${boards} (owner_id, created_at DESC, id DESC) WHERE NOT deleted`,
      `CREATE INDEX ON ${boards} (created_at DESC, id DESC) ${published}`,
      // "Best first" (BEST_BOARDS_FIRST in the read model): the highest sort, examples, an image's and a product's boards.
      `CREATE INDEX ON ${boards} (rating DESC NULLS LAST, ratings_count DESC, votes_count DESC, likes_count DESC, id DESC) ${published}`,
      // The best of each template (the examples), however rare the template.
      `CREATE INDEX ON ${boards} (columns, rating DESC NULLS LAST, ratings_count DESC, votes_count DESC, likes_count DESC, id DESC) ${published}`,
      `CREATE INDEX ON ${boards} (likes_count DESC, id DESC) ${published}`,
      `CREATE INDEX ON ${boards} (votes_count DESC, id DESC) ${published}`,
      `CREATE INDEX ON ${boards} (inspiration_image_id) ${published}`,
      `CREATE INDEX ON ${boards} USING gin (products) WITH (fastupdate = off) ${published}`,
      `CREATE INDEX ON ${boards} USING gin (search) WITH (fastupdate = off)`,
      // The boards a product that goes concerns, whatever their state (the repair of boards).
      `CREATE INDEX ON ${boards} USING gin (products) WHERE NOT deleted`,
      `CREATE INDEX ON ${boards} (submitted_at, id) WHERE status = 'submitted' AND NOT deleted AND NOT taken_down`,
      `CREATE INDEX ON ${boards} (taken_down_at, id) WHERE taken_down AND NOT deleted`,
      `CREATE INDEX ON ${t('look_board_substitutes')} (substitute_id)`,
      `CREATE INDEX ON ${t('look_board_likes')} (user_id, liked_at DESC)`,
      `CREATE INDEX ON ${t('look_board_votes')} (user_id)`,
      `CREATE INDEX ON ${t('look_board_ratings')} (user_id)`,
    ];
  },
  handles: [
    'LookBoardCreated',
    'LookBoardEdited',
    'LookBoardBannerColorChanged',
    'LookBoardRequestLinked',
    'LookBoardSubmitted',
    'LookBoardApproved',
    'LookBoardRejected',
    'LookBoardDeleted',
    'LookBoardLiked',
    'LookBoardUnliked',
    'LookBoardVoted',
    'LookBoardRated',
    'LookBoardTakenDown',
    'LookBoardRestored',
    'LookBoardSubstituteOffered',
    'LookBoardSubstituteLapsed',
    'LookBoardProductReplaced',
  ],
  async apply(events, { sql, table }) {
    const boards = table('look_boards');
    const likes = table('look_board_likes');
    const votes = table('look_board_votes');
    const ratings = table('look_board_ratings');
    const substitutes = table('look_board_substitutes');

    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as LookBoardEvent;
      const pos = String(raw.globalPosition);
      const id = e.data.lookBoardId;
      /** Applies a change if this event is newer than the row; answers whether it did. `updatedAt` null: the board itself did not change (a like). */
      const change = async (sets: string, updatedAt: string | null, params: unknown[] = []): Promise<boolean> => {
        const { rowCount } = await sql.query(
          `UPDATE ${boards} SET ${sets ? `${sets}, ` : ''}position = $2, updated_at = coalesce($3::timestamptz, updated_at)
           WHERE id = $1 AND position < $2 AND NOT deleted`,
          [id, pos, updatedAt, ...params],
        );
        return (rowCount ?? 0) > 0;
      };

      switch (e.type) {
        case 'LookBoardCreated': {
          const d = e.data;
          const columns = ['id', 'owner_id', ...DETAIL_COLUMNS, 'created_at', 'updated_at', 'position'];
          await sql.query(
            `INSERT INTO ${boards} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT (id) DO NOTHING`,
            [d.lookBoardId, d.ownerId, ...detailValues(d), d.createdAt, d.createdAt, pos],
          );
          break;
        }
        case 'LookBoardEdited': {
          const d = e.data;
          const sets = DETAIL_COLUMNS.map((c, i) => `${c} = $${i + 4}`).join(', ');
          // A resubmission sends the board back for review: off the public lists until approved again.
          const review = d.resubmitted ? `, status = 'submitted', rejection_reason = NULL, submitted_at = $3` : '';
          // An offer stands for a product on the board only.
          if (await change(sets + review, d.editedAt, detailValues(d))) {
            await sql.query(`DELETE FROM ${substitutes} WHERE look_board_id = $1 AND NOT product_id = ANY($2::int[])`, [id, d.products]);
          }
          break;
        }
        case 'LookBoardBannerColorChanged':
          await change('color = $4', e.data.changedAt, [e.data.color]);
          break;
        case 'LookBoardRequestLinked':
          await change('request_id = $4', e.data.linkedAt, [e.data.requestId]);
          break;
        case 'LookBoardSubmitted':
          await change(`status = 'submitted', rejection_reason = NULL, submitted_at = $3`, e.data.submittedAt);
          break;
        case 'LookBoardApproved':
          // First published when first approved; a later approval (after an edit) keeps that date.
          await change(`status = 'approved', rejection_reason = NULL, published_at = coalesce(published_at, $4::timestamptz)`, null, [e.data.approvedAt]);
          break;
        case 'LookBoardRejected':
          await change(`status = 'rejected', rejection_reason = $4`, null, [e.data.reason]);
          break;
        case 'LookBoardDeleted':
          await change('deleted = true', e.data.deletedAt);
          break;
        case 'LookBoardTakenDown':
          await change('taken_down = true, taken_down_at = $4, taken_down_by = $5, taken_down_reason = $6', null, [e.data.takenDownAt, e.data.adminId, e.data.reason]);
          break;
        case 'LookBoardRestored':
          await change('taken_down = false, taken_down_at = NULL, taken_down_by = NULL, taken_down_reason = NULL', null);
          break;
        case 'LookBoardSubstituteOffered': {
          const d = e.data;
          if (!(await change('', null))) break;
          await sql.query(
            `INSERT INTO ${substitutes} (look_board_id, product_id, substitute_id, reason, offered_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (look_board_id, product_id) DO UPDATE SET substitute_id = EXCLUDED.substitute_id, reason = EXCLUDED.reason, offered_at = EXCLUDED.offered_at`,
            [id, d.productId, d.substituteId, d.reason, d.offeredAt],
          );
          break;
        }
        case 'LookBoardSubstituteLapsed':
          if (await change('', null)) await sql.query(`DELETE FROM ${substitutes} WHERE look_board_id = $1 AND product_id = $2`, [id, e.data.productId]);
          break;
        case 'LookBoardProductReplaced':
          if (await change('products = array_replace(products, $4::int, $5::int)', e.data.replacedAt, [e.data.from, e.data.to])) {
            await sql.query(`DELETE FROM ${substitutes} WHERE look_board_id = $1 AND product_id = $2`, [id, e.data.from]);
          }
          break;
        case 'LookBoardLiked':
        case 'LookBoardUnliked': {
          if (!(await change('', null))) break;
          if (e.type === 'LookBoardLiked') {
            await sql.query(`INSERT INTO ${likes} (look_board_id, user_id, liked_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [id, e.data.userId, e.data.likedAt]);
          } else {
            await sql.query(`DELETE FROM ${likes} WHERE look_board_id = $1 AND user_id = $2`, [id, e.data.userId]);
          }
          await sql.query(`UPDATE ${boards} SET likes_count = (SELECT count(*) FROM ${likes} WHERE look_board_id = $1) WHERE id = $1`, [id]);
          break;
        }
        case 'LookBoardVoted': {
          if (!(await change('', null))) break;
          await sql.query(`INSERT INTO ${votes} (look_board_id, user_id, voted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [id, e.data.userId, e.data.votedAt]);
          await sql.query(`UPDATE ${boards} SET votes_count = (SELECT count(*) FROM ${votes} WHERE look_board_id = $1) WHERE id = $1`, [id]);
          break;
        }
        case 'LookBoardRated': {
          if (!(await change('', null))) break;
          await sql.query(
            `INSERT INTO ${ratings} (look_board_id, user_id, rate, rated_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (look_board_id, user_id) DO UPDATE SET rate = EXCLUDED.rate, rated_at = EXCLUDED.rated_at`,
            [id, e.data.userId, e.data.rate, e.data.ratedAt],
          );
          const { rows } = await sql.query<{ n: number; total: number }>(
            `SELECT count(*)::int AS n, coalesce(sum(rate), 0)::int AS total FROM ${ratings} WHERE look_board_id = $1`,
            [id],
          );
          const { n, total } = rows[0];
          await sql.query(`UPDATE ${boards} SET ratings_count = $2, ratings_sum = $3, rating = $4 WHERE id = $1`, [id, n, total, averageOf(total, n)]);
          break;
        }
      }
    }
  },
};
