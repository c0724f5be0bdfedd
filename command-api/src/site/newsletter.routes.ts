import { Router } from 'express';
import { decideNewsletter, evolveNewsletter, initialNewsletterState, newsletterStream, normaliseEmail, notificationEmailInput } from '@decorlook/domain';
import { requireHuman } from '@decorlook/infra/captcha';
import { handleCommand } from '@decorlook/infra/commands/handle';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';

export function newsletterRoutes(platform: Platform): Router {
  const router = Router();

  /** The newsletter pop-up: subscribing twice is accepted and changes nothing. */
  router.post('/notification-email', async (req, res) => {
    const input = parseInput(notificationEmailInput, req.body);
    await requireHuman(platform.captcha, input.reCaptchaToken, { action: 'newsletter', remoteIp: req.ip });
    const emailHash = platform.hash(normaliseEmail(input.email));
    const { events, position } = await handleCommand(
      platform.store,
      { streamId: newsletterStream(emailHash), initialState: initialNewsletterState, evolve: evolveNewsletter, usuallyNew: true },
      (state) => decideNewsletter({ type: 'SubscribeToNewsletter', email: input.email, emailHash, source: 'popup', now: platform.clock().toISOString() }, state),
      metadataFor(req.ctx),
    );
    res.set('X-Event-Position', String(position));
    res.status(events.length ? 201 : 200).json({ result: { subscribed: true, email: normaliseEmail(input.email) } });
  });

  return router;
}

