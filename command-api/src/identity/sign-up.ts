import { decideEmailReservation, decideUser, emailStream, initialUserState, userStream, type Role, type SignUpInput } from '@decorlook/domain';
import { requireHuman } from '@decorlook/infra/captcha';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { hashPassword } from '@decorlook/infra/identity/passwords';
import type { Platform } from '@decorlook/infra/platform';
import { EmailTaken } from '@decorlook/domain';
import { appendTo, emailHashOf, foldEmail, foldUser, holderOf, nowOf } from './identity';

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

/** Records a new account with the given role; sign-up and the admin command line both come here. */
export async function registerAccount(p: Pick<Platform, 'store' | 'clock' | 'hash' | 'nextId'>, input: SignUpInput, role: Role, meta: EventMetadata) {
  const emailHash = emailHashOf(p, input.email);
  if ((await holderOf(p, emailHash)) !== null) throw new EmailTaken();
  const { password, passwordRepeat: _r, terms: _t, reCaptchaToken: _c, ...profile } = input;
  const passwordHash = await hashPassword(password);
  const userId = await p.nextId('user_ids');
  const now = nowOf(p);
  const r = await handleMultiStreamCommand(
    p.store,
    [emailStream(emailHash), userStream(userId)],
    (h) => [
      appendTo(h, emailStream(emailHash), decideEmailReservation({ type: 'ReserveEmail', emailHash, userId, now }, foldEmail(h.get(emailStream(emailHash))!.events))),
      appendTo(h, userStream(userId), decideUser({ type: 'RegisterUser', userId, role, input: profile, emailHash, passwordHash, now }, initialUserState())),
    ],
    meta,
  );
  const events = r.appends.find((a) => a.streamId === userStream(userId))?.events ?? [];
  return { userId, state: foldUser(events as never), position: r.position };
}
