import { decideNewsletter, evolveNewsletter, initialNewsletterState, newsletterStream, normaliseEmail } from '@decorlook/domain';
import { requireHuman } from '@decorlook/infra/captcha';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

/** The newsletter pop-up: subscribing twice is accepted and changes nothing. */
export async function subscribeNewsletter(p: Pick<Platform, 'store' | 'clock' | 'hash' | 'captcha'>, input: { email: string; reCaptchaToken?: string }, remoteIp: string | undefined, meta: EventMetadata) {
  await requireHuman(p.captcha, input.reCaptchaToken, { action: 'newsletter', remoteIp });
  const emailHash = p.hash(normaliseEmail(input.email));
  return handleCommand(
    p.store,
    { streamId: newsletterStream(emailHash), initialState: initialNewsletterState, evolve: evolveNewsletter, usuallyNew: true },
    (state) => decideNewsletter({ type: 'SubscribeToNewsletter', email: input.email, emailHash, source: 'popup', now: p.clock().toISOString() }, state),
    meta,
  );
}
