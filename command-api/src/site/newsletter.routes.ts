import { normaliseEmail } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Platform } from '@decorlook/infra/platform';
import { subscribeNewsletter } from './subscribe-newsletter';

/** The newsletter: a second subscription of the same address changes nothing (200 instead of 201). */
export function newsletterWrites(platform: Platform): Handlers<'command'> {
  return {
    subscribeNewsletter: async ({ req, res, body }) => {
      const input = body();
      const { events, position } = await subscribeNewsletter(platform, input, req.ip, metadataFor(req.ctx));
      res.set('X-Event-Position', String(position));
      res.status(events.length ? 201 : 200).json({ result: { subscribed: true, email: normaliseEmail(input.email) } });
    },
  };
}
