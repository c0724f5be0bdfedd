import { INQUIRY_SENT } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { perClientLimit } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import { sendInquiry } from './send-inquiry';

/** Messages to the team: the trade opportunities form and the contact form (signed in or not, limited per address). */
export function inquiryWrites(platform: Platform): Handlers<'command'> {
  const limit = (name: string) => [perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute)];

  return {
    sendTradeOpportunityInquiry: {
      use: limit('trade-opportunities'),
      handle: async ({ req, res, body }) => {
        const r = await sendInquiry(platform, { type: 'SendTradeOpportunityInquiry', userId: req.ctx.userId, input: body() }, metadataFor(req.ctx));
        res.status(201).set('X-Event-Position', String(r.position)).json({ result: { id: r.id, message: INQUIRY_SENT } });
      },
    },
    sendContactMessage: {
      use: limit('contact'),
      handle: async ({ req, res, body }) => {
        const r = await sendInquiry(platform, { type: 'SendContactMessage', userId: req.ctx.userId, input: body() }, metadataFor(req.ctx));
        res.status(201).set('X-Event-Position', String(r.position)).json({ result: { id: r.id, message: INQUIRY_SENT } });
      },
    },
  };
}
