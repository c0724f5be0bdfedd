import type { ModerationEvent, UserEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const MODERATION_PROJECTOR = 'moderation';

/**
 * What admins moderate besides the content itself: members' reports of images, copyright
 * takedown notices and credit claims, each with its decision (who, when, why). The claimant's
 * words are sealed under their key in the log and arrive here opened; once they are erased they
 * read as nothing, and their rows keep only ids, dates and decisions, flagged, so the queue
 * leaves them out.
 *
 * Every event of a report lives in its image's `imageReports-<imageId>` stream, every event of a
 * notice or claim in its own stream: the row's position guards them, so delivering events again
 * (or an older one late) changes nothing.
 */
export const moderationProjector: Projector = {
  name: MODERATION_PROJECTOR,
  version: 1,
  tables: {
    image_reports: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      image_id integer NOT NULL,
      user_id integer NOT NULL,
      reason text NOT NULL,
      sub_reason text NOT NULL,
      -- open, dismissed (an admin left the image up) or actioned (the image was taken down)
      status text NOT NULL DEFAULT 'open',
      admin_id integer,
      decision_reason text,
      reported_at timestamptz NOT NULL,
      decided_at timestamptz,
      position bigint NOT NULL)`,
    takedown_notices: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      image_id integer NOT NULL,
      user_id integer NOT NULL,
      full_name text,
      email text,
      phone text,
      address text,
      work_description text,
      original_url text,
      signature text,
      status text NOT NULL DEFAULT 'open',
      admin_id integer,
      reason text,
      erased boolean NOT NULL DEFAULT false,
      filed_at timestamptz NOT NULL,
      decided_at timestamptz,
      position bigint NOT NULL)`,
    credit_claims: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      image_id integer NOT NULL,
      user_id integer NOT NULL,
      full_name text,
      email text,
      credit_name text,
      credit_url text,
      permission text NOT NULL,
      message text,
      signature text,
      status text NOT NULL DEFAULT 'open',
      admin_id integer,
      reason text,
      erased boolean NOT NULL DEFAULT false,
      filed_at timestamptz NOT NULL,
      decided_at timestamptz,
      position bigint NOT NULL)`,
  },
  indexes: (t) => [
    `CREATE INDEX ON ${t('image_reports')} (image_id, status)`,
    `CREATE INDEX ON ${t('image_reports')} (reported_at, image_id) WHERE status = 'open'`,
    `CREATE INDEX ON ${t('takedown_notices')} (status, filed_at, id) WHERE NOT erased`,
    `CREATE INDEX ON ${t('takedown_notices')} (user_id)`,
    `CREATE INDEX ON ${t('credit_claims')} (status, filed_at, id) WHERE NOT erased`,
    `CREATE INDEX ON ${t('credit_claims')} (user_id)`,
  ],
  handles: [
    'ImageReported',
    'ImageReportsDismissed',
    'ImageReportsActioned',
    'TakedownNoticeFiled',
    'TakedownNoticeAccepted',
    'TakedownNoticeRejected',
    'CreditClaimFiled',
    'CreditClaimApproved',
    'CreditClaimRejected',
    'UserErased',
  ],
  async apply(events, { sql, table }) {
    const reports = table('image_reports');
    const notices = table('takedown_notices');
    const claims = table('credit_claims');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as ModerationEvent | UserEvent;
      const pos = String(raw.globalPosition);
      // An erased claimant's fields open as null: the row is made without them, already flagged.
      const erased = raw.metadata.personalDataErased === true;
      /** A decision on a notice or claim, if newer than the row. */
      const decide = (t: string, id: number, sets: string, params: unknown[]) =>
        sql.query(`UPDATE ${t} SET ${sets}, position = $2 WHERE id = $1 AND position < $2`, [id, pos, ...params]);
      switch (e.type) {
        case 'ImageReported': {
          const d = e.data;
          await sql.query(
            `INSERT INTO ${reports} (id, image_id, user_id, reason, sub_reason, reported_at, position) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
            [d.reportId, d.imageId, d.userId, d.reason, d.subReason, d.reportedAt, pos],
          );
          break;
        }
        case 'ImageReportsDismissed':
          await sql.query(
            `UPDATE ${reports} SET status = 'dismissed', admin_id = $3, decision_reason = $4, decided_at = $5, position = $2
             WHERE id = ANY($1::int[]) AND position < $2`,
            [e.data.reportIds, pos, e.data.adminId, e.data.reason, e.data.dismissedAt],
          );
          break;
        case 'ImageReportsActioned':
          await sql.query(
            `UPDATE ${reports} SET status = 'actioned', admin_id = $3, decision_reason = NULL, decided_at = $4, position = $2
             WHERE id = ANY($1::int[]) AND position < $2`,
            [e.data.reportIds, pos, e.data.adminId, e.data.actionedAt],
          );
          break;
        case 'TakedownNoticeFiled': {
          const d = e.data;
          await sql.query(
            `INSERT INTO ${notices} (id, image_id, user_id, full_name, email, phone, address, work_description, original_url, signature, erased, filed_at, position)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (id) DO NOTHING`,
            [d.noticeId, d.imageId, d.userId, d.fullName, d.email, d.phone, d.address, d.workDescription, d.originalUrl, d.signature, erased, d.filedAt, pos],
          );
          break;
        }
        case 'TakedownNoticeAccepted':
          await decide(notices, e.data.noticeId, `status = 'accepted', admin_id = $3, reason = NULL, decided_at = $4`, [e.data.adminId, e.data.acceptedAt]);
          break;
        case 'TakedownNoticeRejected':
          await decide(notices, e.data.noticeId, `status = 'rejected', admin_id = $3, reason = $4, decided_at = $5`, [e.data.adminId, e.data.reason, e.data.rejectedAt]);
          break;
        case 'CreditClaimFiled': {
          const d = e.data;
          await sql.query(
            `INSERT INTO ${claims} (id, image_id, user_id, full_name, email, credit_name, credit_url, permission, message, signature, erased, filed_at, position)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (id) DO NOTHING`,
            [d.claimId, d.imageId, d.userId, d.fullName, d.email, d.creditName, d.creditUrl, d.permission, d.message, d.signature, erased, d.filedAt, pos],
          );
          break;
        }
        case 'CreditClaimApproved':
          await decide(claims, e.data.claimId, `status = 'approved', admin_id = $3, reason = NULL, decided_at = $4`, [e.data.adminId, e.data.approvedAt]);
          break;
        case 'CreditClaimRejected':
          await decide(claims, e.data.claimId, `status = 'rejected', admin_id = $3, reason = $4, decided_at = $5`, [e.data.adminId, e.data.reason, e.data.rejectedAt]);
          break;
        case 'UserErased':
          await sql.query(
            `UPDATE ${notices} SET erased = true, full_name = NULL, email = NULL, phone = NULL, address = NULL, work_description = NULL, original_url = NULL, signature = NULL
             WHERE user_id = $1`,
            [e.data.userId],
          );
          await sql.query(
            `UPDATE ${claims} SET erased = true, full_name = NULL, email = NULL, credit_name = NULL, credit_url = NULL, message = NULL, signature = NULL WHERE user_id = $1`,
            [e.data.userId],
          );
          break;
        default:
          break;
      }
    }
  },
};
