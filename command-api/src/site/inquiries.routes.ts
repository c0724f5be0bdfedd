import { Router } from 'express';
import { INQUIRY_SENT, contactInput, tradeOpportunityInput } from '@decorlook/domain';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput } from '@decorlook/infra/http/validate';
import { perClientLimit } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import { sendInquiry } from './send-inquiry';

/** Messages to the team: the trade opportunities form and the contact form (signed in or not, limited per address). */
export function inquiryRoutes(platform: Platform): Router {
  const router = Router();
  const limit = (name: string) => perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute);

  router.post('/trade-opportunities', limit('trade-opportunities'), async (req, res) => {
    const input = parseInput(tradeOpportunityInput, req.body);
    const r = await sendInquiry(platform, { type: 'SendTradeOpportunityInquiry', userId: req.ctx.userId, input }, metadataFor(req.ctx));
    res.status(201).set('X-Event-Position', String(r.position)).json({ result: { id: r.id, message: INQUIRY_SENT } });
  });
  router.post('/contact', limit('contact'), async (req, res) => {
    const input = parseInput(contactInput, req.body);
    const r = await sendInquiry(platform, { type: 'SendContactMessage', userId: req.ctx.userId, input }, metadataFor(req.ctx));
    res.status(201).set('X-Event-Position', String(r.position)).json({ result: { id: r.id, message: INQUIRY_SENT } });
  });

  return router;
}
