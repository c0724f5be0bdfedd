import { DEFAULT_SHOWCASE_BANNER, type ShowcaseEvent, type UserEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const SHOWCASES_PROJECTOR = 'showcases';

/**
 * Ambassadors' showcase pages, one row per page (its id is its owner's id), as the page, the
 * ambassador lists and the video review read them. Every event of a page lives in its own
 * `showcase-<userId>` stream, so the row's position guards them all: delivering events again
 * changes nothing.
 *
 * The owner's name, picture, type, profession and declared styles are the account's (`users`),
 * and the colours, room types and sub-styles a list filters by come from the owner's published
 * look boards and images: the reads join those read models, so they are never copied here and
 * never out of date. A page whose owner was deactivated or erased is flagged `gone` (an erased
 * owner's words are dropped with it) and leaves every read.
 */
export const showcasesProjector: Projector = {
  name: SHOWCASES_PROJECTOR,
  version: 1,
  personalData: false,
  tables: {
    showcases: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      user_id integer NOT NULL,
      page_name text NOT NULL,
      subtitle text NOT NULL DEFAULT '',
      is_subtitle_active boolean NOT NULL DEFAULT false,
      meta_title text NOT NULL DEFAULT '',
      meta_description text NOT NULL DEFAULT '',
      facebook text,
      instagram text,
      pinterest text,
      linkedin text,
      twitter text,
      url_key text,
      description text NOT NULL DEFAULT '',
      -- The page's own styles; null until the owner sets them (the application's then stand).
      styles integer[],
      images integer[] NOT NULL DEFAULT '{}',
      featured_images integer[] NOT NULL DEFAULT '{}',
      look_boards integer[] NOT NULL DEFAULT '{}',
      featured_look_boards integer[] NOT NULL DEFAULT '{}',
      banner_color text,
      banner_media_id integer,
      banner_media_user_id integer,
      banner_hash text,
      video_url text,
      video_status text NOT NULL DEFAULT 'none',
      video_submitted_at timestamptz,
      active boolean NOT NULL DEFAULT false,
      activated_at timestamptz,
      gone boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      position bigint NOT NULL)`,
  },
  indexes: (t) => [
    `CREATE INDEX ON ${t('showcases')} (url_key) WHERE NOT gone`,
    `CREATE INDEX ON ${t('showcases')} (created_at DESC, id DESC) WHERE active AND NOT gone`,
    `CREATE INDEX ON ${t('showcases')} (video_submitted_at, id) WHERE video_status = 'pending' AND NOT gone`,
  ],
  handles: [
    'ShowcaseCreated',
    'ShowcaseSettingsChanged',
    'ShowcaseUrlKeyChanged',
    'ShowcaseBannerChanged',
    'ShowcaseDescriptionChanged',
    'ShowcaseStylesChanged',
    'ShowcaseImagesChanged',
    'ShowcaseLookBoardsChanged',
    'ShowcaseActivated',
    'ShowcaseDeactivated',
    'ShowcaseVideoSubmitted',
    'ShowcaseVideoActivated',
    'ShowcaseVideoDeactivated',
    'UserDeactivated',
    'UserErased',
  ],
  async apply(events, { sql, table }) {
    const showcases = table('showcases');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as ShowcaseEvent | UserEvent;
      const pos = String(raw.globalPosition);
      if (e.type === 'UserDeactivated') {
        await sql.query(`UPDATE ${showcases} SET gone = true WHERE id = $1`, [e.data.userId]);
        continue;
      }
      if (e.type === 'UserErased') {
        // The page said things about its owner: none of it stays, and its address is free again.
        await sql.query(
          `UPDATE ${showcases} SET gone = true, active = false, page_name = '', subtitle = '', meta_title = '', meta_description = '', description = '',
             facebook = NULL, instagram = NULL, pinterest = NULL, linkedin = NULL, twitter = NULL, url_key = NULL, video_url = NULL, video_status = 'none',
             banner_color = NULL, banner_media_id = NULL, banner_media_user_id = NULL, banner_hash = NULL, images = '{}', featured_images = '{}',
             look_boards = '{}', featured_look_boards = '{}'
           WHERE id = $1`,
          [e.data.userId],
        );
        continue;
      }
      if (!('showcaseId' in e.data)) continue;
      const id = e.data.showcaseId;
      /** Applies a change if this event is newer than the row and the page is still there; `at` null leaves updated_at. */
      const change = async (sets: string, at: string | null, params: unknown[] = []) =>
        sql.query(
          `UPDATE ${showcases} SET ${sets}, position = $2, updated_at = coalesce($3::timestamptz, updated_at) WHERE id = $1 AND position < $2 AND NOT gone`,
          [id, pos, at, ...params],
        );
      switch (e.type) {
        case 'ShowcaseCreated': {
          const d = e.data;
          const banner = DEFAULT_SHOWCASE_BANNER.type === 'color' ? DEFAULT_SHOWCASE_BANNER.color : null;
          await sql.query(
            `INSERT INTO ${showcases} (id, user_id, page_name, banner_color, created_at, updated_at, position) VALUES ($1, $2, $3, $4, $5, $5, $6)
             ON CONFLICT (id) DO NOTHING`,
            [id, d.userId, d.pageName, banner, d.createdAt, pos],
          );
          break;
        }
        case 'ShowcaseSettingsChanged': {
          const d = e.data;
          await change(
            `page_name = $4, subtitle = $5, is_subtitle_active = $6, meta_title = $7, meta_description = $8,
             facebook = $9, instagram = $10, pinterest = $11, linkedin = $12, twitter = $13`,
            d.changedAt,
            [d.pageName, d.subtitle, d.isSubtitleActive, d.metaTitle, d.metaDescription, d.social.facebook, d.social.instagram, d.social.pinterest, d.social.linkedin, d.social.twitter],
          );
          break;
        }
        case 'ShowcaseUrlKeyChanged':
          await change('url_key = $4', e.data.changedAt, [e.data.urlKey]);
          break;
        case 'ShowcaseBannerChanged': {
          const b = e.data.banner;
          await change(
            'banner_color = $4, banner_media_id = $5, banner_media_user_id = $6, banner_hash = $7',
            e.data.changedAt,
            b.type === 'color' ? [b.color, null, null, null] : [null, b.mediaId, b.userId, b.hash],
          );
          break;
        }
        case 'ShowcaseDescriptionChanged':
          await change('description = $4', e.data.changedAt, [e.data.description]);
          break;
        case 'ShowcaseStylesChanged':
          await change('styles = $4', e.data.changedAt, [e.data.styles]);
          break;
        case 'ShowcaseImagesChanged':
          await change('images = $4, featured_images = $5', e.data.changedAt, [e.data.images, e.data.featuredImages]);
          break;
        case 'ShowcaseLookBoardsChanged':
          await change('look_boards = $4, featured_look_boards = $5', e.data.changedAt, [e.data.lookBoards, e.data.featuredLookBoards]);
          break;
        case 'ShowcaseActivated':
          await change('active = true, activated_at = $4', e.data.activatedAt, [e.data.activatedAt]);
          break;
        case 'ShowcaseDeactivated':
          await change('active = false', e.data.deactivatedAt);
          break;
        case 'ShowcaseVideoSubmitted':
          await change(
            `video_url = $4, video_status = CASE WHEN $4::text IS NULL THEN 'none' ELSE 'pending' END, video_submitted_at = CASE WHEN $4::text IS NULL THEN NULL ELSE $3::timestamptz END`,
            e.data.submittedAt,
            [e.data.videoUrl],
          );
          break;
        case 'ShowcaseVideoActivated':
          await change(`video_status = 'active'`, null);
          break;
        case 'ShowcaseVideoDeactivated':
          await change(`video_status = 'inactive'`, null);
          break;
        default:
          break;
      }
    }
  },
};
