import { randomBytes } from 'node:crypto';
import {
  Conflict,
  DEFAULT_COUNTRY_ID,
  decideEmailReservation,
  decideNomination,
  decideUser,
  emailStream,
  initialUserState,
  nominationStream,
  userStream,
  type Invitee,
  type NominationInput,
  type UserCommand,
} from '@decorlook/domain';
import { requireHuman } from '@decorlook/infra/captcha';
import { handleMultiStreamCommand, type Histories } from '@decorlook/infra/commands/handle';
import type { EventMetadata, StreamAppend } from '@decorlook/infra/event-store/types';
import { hashPassword } from '@decorlook/infra/identity/passwords';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, emailHashOf, foldEmail, foldUser, holderOf, nowOf } from '../identity/identity';
import { foldNomination } from './ambassadors';

/**
 * Anyone nominates a person as an ambassador by their address. Someone without an account gets
 * one in the same append as the nomination (the address reserved, registered as unconfirmed with a
 * password nobody knows: they sign in with the code the invitation mails); someone with an
 * account is invited to it. The answer is the same either way, so it tells nobody whether an
 * address has an account.
 */
export async function nominateAmbassador(
  p: Pick<Platform, 'store' | 'clock' | 'hash' | 'nextId' | 'captcha'>,
  nominatorId: number | null,
  input: NominationInput,
  remoteIp: string | undefined,
  meta: EventMetadata,
) {
  await requireHuman(p.captcha, input.reCaptchaToken, { action: 'nominate', remoteIp });
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

  const r = await handleMultiStreamCommand(
    p.store,
    (h) => (h.has(email) ? [email, nomination, userStream(inviteeOf(h).userId)] : [email, nomination]),
    (h) => {
      const { userId, newAccount } = inviteeOf(h);
      const user = userStream(userId);
      const account = foldUser(h.get(user)?.events ?? []);
      const invitee: Invitee = { userId, newAccount, isAmbassador: account.ambassador !== null };
      const nominated = decideNomination({ type: 'Nominate', nominationId, nominatorId, invitee, input, toEmailHash: emailHash, now }, foldNomination(h.get(nomination)?.events));
      if (!newAccount || !fresh) return [appendTo(h, email, []), appendTo(h, nomination, nominated)];
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
      ];
      return appends;
    },
    meta,
  );
  return { id: nominationId, position: r.position };
}
