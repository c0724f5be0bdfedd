import { Router } from 'express';
import { normaliseEmail, notificationEmailInput } from '@decorlook/domain';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { subscribeNewsletter } from './subscribe-newsletter';

export function newsletterRoutes(platform: Platform): Router {
  const router = Router();

  router.post('/notification-email', async (req, res) => {
    const input = parseInput(notificationEmailInput, req.body);
    const { events, position } = await subscribeNewsletter(platform, input, req.ip, metadataFor(req.ctx));
    res.set('X-Event-Position', String(position));
    res.status(events.length ? 201 : 200).json({ result: { subscribed: true, email: normaliseEmail(input.email) } });
  });

  return router;
}
