import { publicNameOf, type ApplicationStatus, type applicationView } from '@decorlook/domain';
import type { z } from 'zod';
import type { Sql } from '../db/sql';

type ApplicationView = z.infer<typeof applicationView>;

/**
 * Ambassador applications as admins review them, read from the `ambassador_applications` view
 * joined with `users` (the applicant's name, address, picture and whether the address is
 * verified). An erased applicant's applications are not listed.
 */

interface Row {
  id: number;
  user_id: number;
  status: ApplicationStatus;
  from_address: string | null;
  subject: string | null;
  describe_yourself: string | null;
  styles: number[];
  interests: string[];
  message: string | null;
  links: string[];
  is_referred: boolean;
  referred_by: string | null;
  ambassador_type: ApplicationView['ambassadorType'];
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  erased: boolean | null;
  avatar_user_id: number | null;
  avatar_hash: string | null;
  has_verified_email: boolean | null;
}

function applicationOf(r: Row): ApplicationView {
  const erased = r.erased !== false;
  return {
    id: r.id,
    userId: r.user_id,
    status: r.status,
    user: {
      displayName: publicNameOf({ erased, displayName: r.display_name, firstName: r.first_name, lastName: r.last_name }),
      email: erased ? null : r.email,
      avatar: !erased && r.avatar_user_id !== null && r.avatar_hash !== null ? { userId: r.avatar_user_id, hash: r.avatar_hash } : null,
      hasVerifiedEmail: r.has_verified_email === true,
    },
    form: {
      from: r.from_address,
      subject: r.subject,
      describe_yourself: r.describe_yourself ?? '',
      styles: r.styles,
      interests: r.interests,
      message: r.message ?? '',
      links: r.links,
      isReferred: r.is_referred,
      referred_by: r.referred_by,
    },
    ambassadorType: r.ambassador_type,
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
  };
}

/** Applications of one status (or all), oldest first. */
export async function ambassadorApplications(sql: Sql, q: { status: ApplicationStatus | 'all'; offset: number; limit: number }): Promise<ApplicationView[]> {
  const { rows } = await sql.query<Row>(
    `SELECT a.id, a.user_id, a.status, a.from_address, a.subject, a.describe_yourself, a.styles, a.interests, a.message, a.links, a.is_referred, a.referred_by,
       a.ambassador_type, a.reason, a.created_at, a.decided_at,
       u.display_name, u.first_name, u.last_name, u.email, u.erased, u.avatar_user_id, u.avatar_hash, u.has_verified_email
     FROM ambassador_applications a LEFT JOIN users u ON u.id = a.user_id
     WHERE NOT a.erased AND NOT coalesce(u.erased, false) AND ($1::text = 'all' OR a.status = $1::text)
     ORDER BY a.created_at, a.id OFFSET $2 LIMIT $3`,
    [q.status, q.offset, q.limit],
  );
  return rows.map(applicationOf);
}
