import { slugOf, type InspirationImageEvent, type RequestEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';
import { IMAGE_SEARCH_VIEW, imageIndexIndexes, imageIndexTable } from '@decorlook/infra/search/postgres-search-index';
import type { ImageDocument } from '@decorlook/infra/search/types';
import { imageIndexWriter } from '../search-writer';

export const CATALOG_IMAGES_PROJECTOR = 'catalog-images';

/** One row of `inspiration_images` as the driver reads it. */
export interface ImageRow {
  id: number;
  owner_id: number;
  title: string;
  description: string | null;
  styles: number[];
  sub_styles: number[];
  room_type_id: number | null;
  type: ImageDocument['type'];
  color_groups: number[];
  features: number[];
  status: ImageDocument['status'];
  likes_count: number;
  request_count: number;
  created_at: Date;
  taken_down: boolean;
}

const EDITABLE: Record<string, string> = {
  title: 'title',
  description: 'description',
  styles: 'styles',
  subStyles: 'sub_styles',
  roomTypeId: 'room_type_id',
  type: 'type',
  sourceUrl: 'source_url',
  credit: 'credit',
};

export function imageDocument(r: ImageRow, position: string): ImageDocument {
  return {
    id: r.id,
    ownerId: r.owner_id,
    title: r.title,
    description: r.description ?? '',
    styles: r.styles,
    subStyles: r.sub_styles,
    roomTypeId: r.room_type_id,
    type: r.type,
    colorGroups: r.color_groups,
    features: r.features,
    status: r.status,
    likesCount: r.likes_count,
    requestCount: r.request_count,
    createdAt: r.created_at.toISOString(),
    position,
  };
}

/**
 * Inspiration images as the site shows them, who likes each, and their search index. Every event
 * of an image lives in the image's own stream (likes included), so one position per image guards
 * them all: an event at or below the row's position was applied already and changes nothing,
 * which makes delivering events again harmless. A removed image keeps its row (flagged), so a
 * late redelivery of an older event cannot bring it back; reads and the index leave it out.
 *
 * An image an admin took down keeps its row too, flagged `taken_down` with who, when and why (the
 * admins' queue lists it to restore): it leaves the search index in the same transaction and
 * every read leaves it out; a restore puts it back in the index as it is then (its approval
 * unchanged). Changes while it is down still reach the row, never the index. A credit claim
 * approved for the image names its credited owner (`credited_user_id`, `credit_permission`).
 */
export const catalogImagesProjector: Projector = {
  name: CATALOG_IMAGES_PROJECTOR,
  // 2: take-downs (taken_down and its who, when and why) and the credited owner.
  // 3: how many looks were requested of each image (request_count, from the requests' own streams).
  version: 3,
  tables: {
    inspiration_images: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      owner_id integer NOT NULL,
      media_id integer NOT NULL,
      media_user_id integer NOT NULL,
      media_hash text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      title text NOT NULL,
      slug text NOT NULL,
      description text,
      styles integer[] NOT NULL DEFAULT '{}',
      sub_styles integer[] NOT NULL DEFAULT '{}',
      room_type_id integer,
      type text NOT NULL,
      color_groups integer[] NOT NULL DEFAULT '{}',
      palette text[] NOT NULL DEFAULT '{}',
      features double precision[] NOT NULL DEFAULT '{}',
      source_url text,
      credit text,
      permissions text,
      status text NOT NULL DEFAULT 'pending',
      rejection_reason text,
      likes_count integer NOT NULL DEFAULT 0,
      request_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      removed boolean NOT NULL DEFAULT false,
      taken_down boolean NOT NULL DEFAULT false,
      taken_down_at timestamptz,
      taken_down_by integer,
      taken_down_reason text,
      credited_user_id integer,
      credit_permission text,
      credit_claim_id integer,
      credited_at timestamptz,
      position bigint NOT NULL)`,
    image_likes: (t) => `CREATE TABLE ${t} (
      image_id integer NOT NULL,
      user_id integer NOT NULL,
      liked_at timestamptz NOT NULL,
      PRIMARY KEY (image_id, user_id))`,
    // The requests made of each image: one row per request, so a redelivered submission counts once.
    image_requests: (t) => `CREATE TABLE ${t} (
      request_id integer PRIMARY KEY,
      image_id integer NOT NULL)`,
    [IMAGE_SEARCH_VIEW]: imageIndexTable,
  },
  indexes: (t) => [
    `CREATE INDEX ON ${t('inspiration_images')} (owner_id)`,
    `CREATE INDEX ON ${t('inspiration_images')} (created_at, id) WHERE status = 'pending' AND NOT removed AND NOT taken_down`,
    `CREATE INDEX ON ${t('inspiration_images')} (taken_down_at, id) WHERE taken_down AND NOT removed`,
    `CREATE INDEX ON ${t('image_likes')} (user_id)`,
    `CREATE INDEX ON ${t('image_requests')} (image_id)`,
    ...imageIndexIndexes(t(IMAGE_SEARCH_VIEW)),
  ],
  handles: [
    'InspirationImageAdded',
    'InspirationImageEdited',
    'InspirationImageRemoved',
    'InspirationImageApproved',
    'InspirationImageRejected',
    'InspirationImagePermissionsSet',
    'InspirationImageLiked',
    'InspirationImageUnliked',
    'InspirationImageTakenDown',
    'InspirationImageRestored',
    'InspirationImageCredited',
    'RequestSubmitted',
  ],
  async apply(events, { sql, table }) {
    const images = table('inspiration_images');
    const likes = table('image_likes');
    const index = imageIndexWriter(sql, table(IMAGE_SEARCH_VIEW));
    const requests = table('image_requests');

    /**
     * A request lives in its own stream, so the image's position does not guard it: the request's
     * own row does (a redelivery inserts nothing and changes nothing). The count is recounted, never
     * incremented, and reaches the search index for the "most requested" order.
     */
    const countRequest = async (e: Extract<RequestEvent, { type: 'RequestSubmitted' }>, pos: string) => {
      const imageId = e.data.inspirationImageId;
      const { rowCount } = await sql.query(`INSERT INTO ${requests} (request_id, image_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [e.data.requestId, imageId]);
      if (!rowCount) return;
      const { rows } = await sql.query<{ request_count: number }>(
        `UPDATE ${images} SET request_count = (SELECT count(*) FROM ${requests} WHERE image_id = $1) WHERE id = $1 RETURNING request_count`,
        [imageId],
      );
      if (rows[0]) await index.setImageCounts(imageId, { requestCount: rows[0].request_count }, pos);
    };

    for (const raw of events as RecordedEvent[]) {
      const pos = String(raw.globalPosition);
      if (raw.type === 'RequestSubmitted') {
        await countRequest(raw as unknown as Extract<RequestEvent, { type: 'RequestSubmitted' }>, pos);
        continue;
      }
      const e = raw as unknown as InspirationImageEvent;
      const at = raw.createdAt.toISOString();
      const id = e.data.imageId;
      /** Applies a change if this event is newer than the row; answers the row after it, or null. */
      const change = async (sets: string, params: unknown[]): Promise<ImageRow | null> => {
        const { rows } = await sql.query<ImageRow>(
          `UPDATE ${images} SET ${sets ? `${sets}, ` : ''}position = $2, updated_at = $3 WHERE id = $1 AND position < $2 AND NOT removed RETURNING *`,
          [id, pos, at, ...params],
        );
        return rows[0] ?? null;
      };
      // A taken-down image stays out of the index whatever changes meanwhile.
      const reindex = async (row: ImageRow | null) => {
        if (row && !row.taken_down) await index.upsertImage(imageDocument(row, pos));
      };

      switch (e.type) {
        case 'InspirationImageAdded': {
          const d = e.data;
          const { rows } = await sql.query<ImageRow>(
            `INSERT INTO ${images} (id, owner_id, media_id, media_user_id, media_hash, width, height, title, slug, description, styles, sub_styles,
               room_type_id, type, color_groups, palette, features, source_url, credit, created_at, updated_at, position)
             VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22)
             ON CONFLICT (id) DO NOTHING RETURNING *`,
            [d.imageId, d.ownerId, d.mediaId, d.media.userId, d.media.hash, d.width, d.height, d.title, slugOf(d.title), d.description, d.styles, d.subStyles,
              d.roomTypeId, d.type, d.colorGroups, d.palette, d.features, d.sourceUrl, d.credit, d.addedAt, at, pos],
          );
          await reindex(rows[0] ?? null);
          break;
        }
        case 'InspirationImageEdited': {
          const entries = Object.entries(e.data).filter(([k, v]) => k in EDITABLE && v !== undefined);
          if (e.data.title !== undefined) entries.push(['slug', slugOf(e.data.title)]);
          const sets = entries.map(([k], i) => `${EDITABLE[k] ?? k} = $${i + 4}`).join(', ');
          await reindex(await change(sets, entries.map(([, v]) => v)));
          break;
        }
        case 'InspirationImageApproved':
          await reindex(await change(`status = 'approved', rejection_reason = NULL`, []));
          break;
        case 'InspirationImageRejected':
          await reindex(await change(`status = 'rejected', rejection_reason = $4`, [e.data.reason]));
          break;
        case 'InspirationImagePermissionsSet':
          await change('permissions = $4', [e.data.permissions]);
          break;
        case 'InspirationImageLiked':
        case 'InspirationImageUnliked': {
          const guard = await change('', []);
          if (!guard) break;
          if (e.type === 'InspirationImageLiked') {
            await sql.query(`INSERT INTO ${likes} (image_id, user_id, liked_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [id, e.data.userId, e.data.likedAt]);
          } else {
            await sql.query(`DELETE FROM ${likes} WHERE image_id = $1 AND user_id = $2`, [id, e.data.userId]);
          }
          const { rows } = await sql.query<{ likes_count: number }>(
            `UPDATE ${images} SET likes_count = (SELECT count(*) FROM ${likes} WHERE image_id = $1) WHERE id = $1 RETURNING likes_count`,
            [id],
          );
          await index.setImageCounts(id, { likesCount: rows[0].likes_count }, pos);
          break;
        }
        case 'InspirationImageTakenDown': {
          const d = e.data;
          const row = await change('taken_down = true, taken_down_at = $4, taken_down_by = $5, taken_down_reason = $6', [d.takenDownAt, d.adminId, d.reason]);
          if (row) await index.removeImage(id, pos);
          break;
        }
        case 'InspirationImageRestored':
          await reindex(await change('taken_down = false, taken_down_at = NULL, taken_down_by = NULL, taken_down_reason = NULL', []));
          break;
        case 'InspirationImageCredited': {
          const d = e.data;
          await change('credited_user_id = $4, credit_permission = $5, credit_claim_id = $6, credited_at = $7', [d.userId, d.permission, d.claimId, d.creditedAt]);
          break;
        }
        case 'InspirationImageRemoved': {
          const removed = await change('removed = true', []);
          if (removed) await index.removeImage(id, pos);
          break;
        }
      }
    }
  },
};
