import { publicNameOf, type ApplicationStatus, type applicationView } from '@decorlook/domain';
import type { z } from 'zod';

export type ApplicationView = z.infer<typeof applicationView>;

/** An application row of the `ambassador_applications` view joined with its applicant's `users` row. */
export interface ApplicationRow {
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

/** An application as admins review it: the applicant's name, address, picture and whether the address is verified, and the form. */
export function presentApplication(r: ApplicationRow): ApplicationView {
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
