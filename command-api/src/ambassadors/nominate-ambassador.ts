import { randomBytes } from 'node:crypto';
import {
  Conflict,
  DEFAULT_COUNTRY_ID,
  decideEmailReservation,
  decideNomination,
  decideNominator,
  decideUser,
  emailStream,
  evolveNominator,
  initialNominatorState,
  initialUserState,
  NominationNeedsSignIn,
  NominationNeedsVerifiedEmail,
  nominationStream,
  nominatorStream,
  userStream,
  type Invitee,
  type NominationInput,
  type NominatorEvent,
  type UserCommand,
} from '@decorlook/domain';
import { requireHuman } from '@decorlook/infra/captcha';
import { handleMultiStreamCommand, type Histories } from '@decorlook/infra/commands/handle';
import type { EventMetadata, StreamAppend } from '@decorlook/infra/event-store/types';
import { hashPassword } from '@decorlook/infra/identity/passwords';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, emailHashOf, foldEmail, foldUser, holderOf, loadUser, nowOf } from '../identity/identity';
import { foldNomination } from './ambassadors';

/**
 * A signed-in member with a verified address nominates a person as an ambassador by their
 * address, at most NOMINATIONS_PER_DAY a day (counted in the member's `nominator-<id>` stream,
 * appended with the nomination; what the member wrote is sealed there, under their own key). The
 * invitation names the nominator as their account does, not as typed. Someone without an
 * account gets one in the same append as the nomination (the address reserved, registered as
 * unconfirmed with a password nobody knows: they sign in with the code the invitation mails, and
 * signing up with the address takes it over); someone with an account is invited to it. The
 * answer is the same either way, so it tells nobody whether an address has an account.
 */
export async function nominateAmbassador(
  p: Pick<Platform, 'store' | 'clock' | 'hash' | 'nextId' | 'captcha'>,
  nominatorId: number | null,
  input: NominationInput,
  remoteIp: string | undefined,
  meta: EventMetadata,
) {
  if (nominatorId === null) throw new NominationNeedsSignIn();
  const nominator = await loadUser(p, nominatorId);
  if (!nominator.hasVerifiedEmail) throw new NominationNeedsVerifiedEmail();
  await requireHuman(p.captcha, input.reCaptchaToken, { action: 'nominate', remoteIp });
  // The invitation quotes the nominator's name as their account has it.
  const { firstName, lastName, displayName } = nominator.profile;
  const named: NominationInput = firstName || lastName ? { ...input, firstName: firstName ?? '', lastName: lastName ?? '' } : displayName ? { ...input, firstName: displayName, lastName: '' } : input;
  const emailHash = emailHashOf(p, input.toEmailAddress);
  const [holder, nominationId] = await Promise.all([holderOf(p, emailHash), p.nextId('nomination_ids')]);
  // Made ready only when the address has no account: an id and an unusable password.
  const fresh = holder === null ? { userId: await p.nextId('user_ids'), passwordHash: await hashPassword(randomBytes(32).toString('base64url')) } : null;
  const now = nowOf(p);
  const email = emailStream(emailHash);
  const nomination = nominationStream(nominationId);
  const inviteeOf = (h: Histories) => {
    const held = foldEmail(h.get(email)?.events ?? []).holder;
    if (held !== null) return { userId: held, newAccount: false };
    // The address was released between the first look and now: the rare case a retry settles.
    if (!fresh) throw new Conflict();
    return { userId: fresh.userId, newAccount: true };
  };

  const quota = nominatorStream(nominatorId);
  const r = await handleMultiStreamCommand(
    p.store,
    (h) => (h.has(email) ? [email, nomination, quota, userStream(inviteeOf(h).userId)] : [email, nomination, quota]),
    (h) => {
      const sent = ((h.get(quota)?.events ?? []) as unknown as NominatorEvent[]).reduce(evolveNominator, initialNominatorState());
      // The nominator's words go to their own stream, sealed under their key; the nomination keeps the invitee's part.
      const counted = decideNominator({ type: 'SendNomination', nominatorId, hasVerifiedEmail: nominator.hasVerifiedEmail, nominationId, words: named, now }, sent);
      const { userId, newAccount } = inviteeOf(h);
      const user = userStream(userId);
      const account = foldUser(h.get(user)?.events ?? []);
      const invitee: Invitee = { userId, newAccount, isAmbassador: account.ambassador !== null };
      const nominated = decideNomination({ type: 'Nominate', nominationId, nominatorId, invitee, input: named, toEmailHash: emailHash, now }, foldNomination(h.get(nomination)?.events));
      if (!newAccount || !fresh) return [appendTo(h, email, []), appendTo(h, nomination, nominated), appendTo(h, quota, counted)];
      const register: UserCommand = {
        type: 'RegisterUser',
        userId,
        role: 'personal',
        input: { type: 'personal', email: input.toEmailAddress, firstName: input.toFirstName, countryId: DEFAULT_COUNTRY_ID, showProducts: 'all' },
        emailHash,
        passwordHash: fresh.passwordHash,
        invited: true,
        now,
      };
      const appends: StreamAppend[] = [
        appendTo(h, email, decideEmailReservation({ type: 'ReserveEmail', emailHash, userId, now }, foldEmail(h.get(email)?.events ?? []))),
        appendTo(h, user, decideUser(register, initialUserState())),
        appendTo(h, nomination, nominated),
        appendTo(h, quota, counted),
      ];
      return appends;
    },
    meta,
  );
  return { id: nominationId, position: r.position };
}
