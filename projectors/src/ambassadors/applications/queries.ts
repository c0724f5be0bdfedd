import type { ApplicationStatus } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { accountSummaries } from '../../identity/users/queries';
import { presentApplication, type ApplicationRow, type ApplicationView } from './present';

type ApplicantFields = 'display_name' | 'first_name' | 'last_name' | 'email' | 'erased' | 'avatar_user_id' | 'avatar_hash' | 'has_verified_email';

/**
 * Ambassador applications as admins review them, read from the `ambassador_applications` view,
 * with the applicant's name, address, picture and whether the address is verified from the users
 * read model's query. An erased applicant's applications are not listed: the projector flags them
 * `erased` on the same UserErased event that erases the account.
 */

/** Applications of one status (or all), oldest first. */
export async function ambassadorApplications(sql: Sql, q: { status: ApplicationStatus | 'all'; offset: number; limit: number }): Promise<ApplicationView[]> {
  const { rows } = await sql.query<Omit<ApplicationRow, ApplicantFields>>(
    `SELECT a.id, a.user_id, a.status, a.from_address, a.subject, a.describe_yourself, a.styles, a.interests, a.message, a.links, a.is_referred, a.referred_by,
       a.ambassador_type, a.reason, a.created_at, a.decided_at
     FROM ambassador_applications a
     WHERE NOT a.erased AND ($1::text = 'all' OR a.status = $1::text)
     ORDER BY a.created_at, a.id OFFSET $2 LIMIT $3`,
    [q.status, q.offset, q.limit],
  );
  const applicants = new Map((await accountSummaries(sql, rows.map((a) => a.user_id))).map((u) => [u.id, u]));
  return rows.map((a) => {
    const u = applicants.get(a.user_id);
    return presentApplication({
      ...a,
      display_name: u?.display_name ?? null,
      first_name: u?.first_name ?? null,
      last_name: u?.last_name ?? null,
      email: u?.email ?? null,
      erased: u ? u.erased : null,
      avatar_user_id: u?.avatar_user_id ?? null,
      avatar_hash: u?.avatar_hash ?? null,
      has_verified_email: u ? u.has_verified_email : null,
    });
  });
}
