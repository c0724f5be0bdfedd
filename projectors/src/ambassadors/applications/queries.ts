import type { ApplicationStatus } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { presentApplication, type ApplicationRow, type ApplicationView } from './present';

/**
 * Ambassador applications as admins review them, read from the `ambassador_applications` view
 * joined with `users` (the applicant's name, address, picture and whether the address is
 * verified). An erased applicant's applications are not listed.
 */

/** Applications of one status (or all), oldest first. */
export async function ambassadorApplications(sql: Sql, q: { status: ApplicationStatus | 'all'; offset: number; limit: number }): Promise<ApplicationView[]> {
  const { rows } = await sql.query<ApplicationRow>(
    `SELECT a.id, a.user_id, a.status, a.from_address, a.subject, a.describe_yourself, a.styles, a.interests, a.message, a.links, a.is_referred, a.referred_by,
       a.ambassador_type, a.reason, a.created_at, a.decided_at,
       u.display_name, u.first_name, u.last_name, u.email, u.erased, u.avatar_user_id, u.avatar_hash, u.has_verified_email
     FROM ambassador_applications a LEFT JOIN users u ON u.id = a.user_id
     WHERE NOT a.erased AND NOT coalesce(u.erased, false) AND ($1::text = 'all' OR a.status = $1::text)
     ORDER BY a.created_at, a.id OFFSET $2 LIMIT $3`,
    [q.status, q.offset, q.limit],
  );
  return rows.map(presentApplication);
}
