import type { AmbassadorApplicationEvent, UserEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const AMBASSADOR_APPLICATIONS_PROJECTOR = 'ambassador-applications';

/**
 * Ambassador applications as admins review them. What the applicant wrote is sealed under their
 * key in the log and arrives here opened (as the users projector reads names); once they are
 * erased it reads as nothing, and their rows keep only ids, dates and the decision, flagged, so
 * no read lists them. Every event of an application lives in its own stream: the row's position
 * guards them, so delivering events again changes nothing.
 */
export const ambassadorApplicationsProjector: Projector = {
  name: AMBASSADOR_APPLICATIONS_PROJECTOR,
  version: 1,
  tables: {
    ambassador_applications: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      user_id integer NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      from_address text,
      subject text,
      describe_yourself text,
      styles integer[] NOT NULL DEFAULT '{}',
      interests text[] NOT NULL DEFAULT '{}',
      message text,
      links text[] NOT NULL DEFAULT '{}',
      is_referred boolean NOT NULL DEFAULT false,
      referred_by text,
      ambassador_type text,
      admin_id integer,
      reason text,
      erased boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      decided_at timestamptz,
      position bigint NOT NULL)`,
  },
  indexes: (t) => [`CREATE INDEX ON ${t('ambassador_applications')} (status, created_at, id) WHERE NOT erased`, `CREATE INDEX ON ${t('ambassador_applications')} (user_id)`],
  handles: ['AmbassadorApplicationSubmitted', 'AmbassadorApplicationApproved', 'AmbassadorApplicationRejected', 'UserErased'],
  async apply(events, { sql, table }) {
    const applications = table('ambassador_applications');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as AmbassadorApplicationEvent | UserEvent;
      const pos = String(raw.globalPosition);
      switch (e.type) {
        case 'AmbassadorApplicationSubmitted': {
          const d = e.data;
          // An erased applicant's fields open as null: the row is made without them, already flagged.
          const erased = raw.metadata.personalDataErased === true;
          await sql.query(
            `INSERT INTO ${applications} (id, user_id, from_address, subject, describe_yourself, styles, interests, message, links, is_referred, referred_by,
               erased, created_at, position)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING`,
            [d.applicationId, d.userId, d.from, d.subject, d.describeYourself, d.styles, d.interests, d.message, d.links ?? [], d.isReferred, d.referredBy, erased, d.submittedAt, pos],
          );
          break;
        }
        case 'AmbassadorApplicationApproved':
          await sql.query(
            `UPDATE ${applications} SET status = 'approved', ambassador_type = $3, admin_id = $4, decided_at = $5, position = $2 WHERE id = $1 AND position < $2`,
            [e.data.applicationId, pos, e.data.ambassadorType, e.data.adminId, e.data.approvedAt],
          );
          break;
        case 'AmbassadorApplicationRejected':
          await sql.query(`UPDATE ${applications} SET status = 'rejected', reason = $3, admin_id = $4, decided_at = $5, position = $2 WHERE id = $1 AND position < $2`, [
            e.data.applicationId,
            pos,
            e.data.reason,
            e.data.adminId,
            e.data.rejectedAt,
          ]);
          break;
        case 'UserErased':
          await sql.query(
            `UPDATE ${applications} SET erased = true, from_address = NULL, subject = NULL, describe_yourself = NULL, message = NULL, links = '{}', referred_by = NULL
             WHERE user_id = $1`,
            [e.data.userId],
          );
          break;
        default:
          break;
      }
    }
  },
};
