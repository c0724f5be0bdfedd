import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { CONVERSATIONS_PER_HOUR, MESSAGES_PER_MINUTE, markReadInput, sendMessageInput, startConversationInput } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput } from '@decorlook/infra/http/validate';
import { perMemberLimit, takeMemberQuota } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import { markConversationRead } from './mark-conversation-read';
import { presentConversation, presentMessage } from './messaging';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Messaging's writes. Each route parses, calls one command handler and presents what it decided. */
export function messagingRoutes(platform: Platform): Router {
  const router = Router();
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;
  const id = (req: Request) => parseInput(idParam, req.params).id;
  // Counted per member, wherever they write from: conversations they start (not those answered again) and messages they send.
  const starting = (userId: number) => () => takeMemberQuota(platform.pool, userId, 'conversations', CONVERSATIONS_PER_HOUR, 3600);
  const messages = perMemberLimit(platform.pool, 'messages', MESSAGES_PER_MINUTE);

  router.post('/conversations', requireUser, async (req, res) => {
    const input = parseInput(startConversationInput, req.body);
    const r = await startConversation(platform, user(req), input, metadataFor(req.ctx), starting(user(req)));
    answer(res, r.position, presentConversation(r.state, user(req), r.recipient), r.created ? 201 : 200);
  });
  router.post('/conversations/:id/messages', requireUser, messages, async (req, res) => {
    const conversationId = id(req);
    const input = parseInput(sendMessageInput, req.body);
    const r = await sendMessage(platform, conversationId, user(req), input, metadataFor(req.ctx));
    answer(res, r.position, presentMessage(conversationId, r.message), 201);
  });
  router.patch('/conversations/:id/read', requireUser, async (req, res) => {
    const conversationId = id(req);
    const input = parseInput(markReadInput, req.body);
    const r = await markConversationRead(platform, conversationId, user(req), input, metadataFor(req.ctx));
    answer(res, r.position, r.answer);
  });

  return router;
}
