import type { Request, Response } from 'express';
import { conversationParticipant, CONVERSATIONS_PER_HOUR, MESSAGES_PER_MINUTE } from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { perMemberLimit, takeMemberQuota } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import { markConversationRead } from './mark-conversation-read';
import { conversationAggregate, presentConversation, presentMessage } from './messaging';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';

/** Messaging's writes. Each route checks who may call, parses, calls one command handler and presents what it decided. */
export function messagingWrites(platform: Platform): Handlers<'command'> {
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;
  /** The conversation of the path, once the caller takes part in it (messaging.policy.ts), before the body is read. */
  const ownConversation = async (req: Request, conversationId: number) => {
    await permitOn(platform.store, conversationAggregate(conversationId), (s) => conversationParticipant(s, user(req)));
    return conversationId;
  };
  // Counted per member, wherever they write from: conversations they start (not those answered again) and messages they send.
  const starting = (userId: number) => () => takeMemberQuota(platform.pool, userId, 'conversations', CONVERSATIONS_PER_HOUR, 3600);
  const messages = perMemberLimit(platform.pool, 'messages', MESSAGES_PER_MINUTE);

  return {
    startConversation: async ({ req, res, body }) => {
      const r = await startConversation(platform, user(req), body(), metadataFor(req.ctx), starting(user(req)));
      answer(res, r.position, presentConversation(r.state, user(req), r.recipient), r.created ? 201 : 200);
    },
    sendMessage: {
      use: [messages],
      handle: async ({ req, res, params, body }) => {
        const conversationId = await ownConversation(req, params().id);
        const r = await sendMessage(platform, conversationId, user(req), body(), metadataFor(req.ctx));
        answer(res, r.position, presentMessage(conversationId, r.message), 201);
      },
    },
    markConversationRead: async ({ req, res, params, body }) => {
      const conversationId = await ownConversation(req, params().id);
      const r = await markConversationRead(platform, conversationId, user(req), body(), metadataFor(req.ctx));
      answer(res, r.position, r.answer);
    },
  };
}
