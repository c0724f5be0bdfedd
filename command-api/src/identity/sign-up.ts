import { decideEmailReservation, decideUser, emailStream, evolveEmailReservation, initialUserState, userStream, type Role, type SignUpInput, type UserState } from '@decorlook/domain';
import { requireHuman } from '@decorlook/infra/captcha';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { hashPassword } from '@decorlook/infra/identity/passwords';
import type { Platform } from '@decorlook/infra/platform';
import { EmailTaken } from '@decorlook/domain';
import { appendTo, emailHashOf, foldEmail, foldUser, holderOf, loadUser, nowOf } from './identity';

export interface SignUp {
  input: SignUpInput;
  remoteIp?: string;
}

/**
 * Sign-up: the address's reservation and the new account are written together or not at all,
 * so of any number of parallel sign-ups with one address exactly one makes an account.
 */
export async function signUp(p: Pick<Platform, 'store' | 'clock' | 'hash' | 'nextId' | 'captcha'>, { input, remoteIp }: SignUp, meta: EventMetadata) {
  await requireHuman(p.captcha, input.reCaptchaToken, { action: 'signup', remoteIp });
  return registerAccount(p, input, input.type === 'business' ? 'business' : 'personal', meta);
}

/**
 * An account a nomination made for an address and nobody has used: registered unconfirmed with a
 * password nobody knows, its address never proven (its invitation code proves it on first use).
 */
const isUnclaimedInvitation = (s: UserState) => s.exists && !s.erased && s.status === 'unconfirmed' && !s.hasVerifiedEmail;

/**
 * Records a new account with the given role; sign-up and the admin command line both come here.
 * A nomination never blocks its nominee: an address held only by an unused invited account is
 * released from it and reserved for the new account in the same append (that invitation code
 * then stops working).
 */
export async function registerAccount(p: Pick<Platform, 'store' | 'clock' | 'hash' | 'nextId'>, input: SignUpInput, role: Role, meta: EventMetadata) {
  const emailHash = emailHashOf(p, input.email);
  const holder = await holderOf(p, emailHash);
  if (holder !== null && !isUnclaimedInvitation(await loadUser(p, holder))) throw new EmailTaken();
  const { password, passwordRepeat: _r, terms: _t, reCaptchaToken: _c, ...profile } = input;
  const passwordHash = await hashPassword(password);
  const userId = await p.nextId('user_ids');
  const now = nowOf(p);
  const email = emailStream(emailHash);
  const r = await handleMultiStreamCommand(
    p.store,
    holder === null ? [email, userStream(userId)] : [email, userStream(userId), userStream(holder)],
    (h) => {
      let reservation = foldEmail(h.get(email)!.events);
      const released =
        holder !== null && reservation.holder === holder && isUnclaimedInvitation(foldUser(h.get(userStream(holder))!.events))
          ? decideEmailReservation({ type: 'ReleaseEmail', emailHash, userId: holder, now }, reservation)
          : [];
      reservation = released.reduce(evolveEmailReservation, reservation);
      return [
        appendTo(h, email, [...released, ...decideEmailReservation({ type: 'ReserveEmail', emailHash, userId, now }, reservation)]),
        appendTo(h, userStream(userId), decideUser({ type: 'RegisterUser', userId, role, input: profile, emailHash, passwordHash, now }, initialUserState())),
        // The invited account is read, not changed: appended with nothing, so a first use of its code at the same time wins or retries.
        ...(holder === null ? [] : [appendTo(h, userStream(holder), [])]),
      ];
    },
    meta,
  );
  const events = r.appends.find((a) => a.streamId === userStream(userId))?.events ?? [];
  return { userId, state: foldUser(events as never), position: r.position };
}
