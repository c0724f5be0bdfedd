import type { UserStatus } from '@decorlook/domain/identity/user.rules';

/**
 * Spec 4 "Ambassador application": what the become-ambassador page does for whoever opens it.
 * - wait: the user (or an invitation's sign-in) is still loading;
 * - sign-in: a guest goes to sign-in;
 * - ambassador: an ambassador goes to ambassador management;
 * - confirm-details: an invited account (signed in by its invitation code) first gives its name
 *   and a password;
 * - verify-email: an unverified email opens the verify-email prompt;
 * - apply: otherwise the application dialog opens.
 */
export type ApplicationStep = 'wait' | 'sign-in' | 'ambassador' | 'confirm-details' | 'verify-email' | 'apply';

export interface ApplicationFlowInput {
  session: { status: 'visitor' } | { status: 'loading' } | { status: 'signedIn'; user: { status: UserStatus; ambassador: boolean; hasVerifiedEmail: 0 | 1 | boolean } };
  /** An invitation code from the address is being exchanged for a session. */
  signingInByInvitation: boolean;
}

/** Invited accounts that have not yet given a name and password (spec 3 "Status values"). */
const AWAITING_DETAILS: ReadonlySet<UserStatus> = new Set(['invited', 'unconfirmed']);

export function applicationStep({ session, signingInByInvitation }: ApplicationFlowInput): ApplicationStep {
  if (signingInByInvitation || session.status === 'loading') return 'wait';
  if (session.status === 'visitor') return 'sign-in';
  const { user } = session;
  if (user.ambassador) return 'ambassador';
  if (AWAITING_DETAILS.has(user.status)) return 'confirm-details';
  if (!user.hasVerifiedEmail) return 'verify-email';
  return 'apply';
}
