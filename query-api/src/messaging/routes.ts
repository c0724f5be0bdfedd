import { NoSuchConversation } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { conversationReadByParticipants } from '@decorlook/projectors/messaging/conversations/access';
import { contactsOf, conversationMembership, conversationOfMember, conversationsOf, messagesOf, unreadOf } from '@decorlook/projectors/messaging/conversations/queries';
import { PRIVATE } from '../shared/viewer';

/** Every read of messaging (the `service: 'query'` operations of MESSAGING_ROUTES), for signed-in members. */
export function messagingReads(platform: Platform): Handlers<'query'> {
  const sql = platform.pool;

  return {
    listConversations: async ({ req, res, query }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await conversationsOf(sql, req.ctx.userId as number, query()) });
    },
    unreadConversations: async ({ req, res }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await unreadOf(sql, req.ctx.userId as number) });
    },
    getConversation: async ({ req, res, params }) => {
      const { id } = params();
      const userId = req.ctx.userId as number;
      conversationReadByParticipants(await conversationMembership(sql, id, userId));
      const conversation = await conversationOfMember(sql, userId, id);
      if (!conversation) throw new NoSuchConversation();
      res.set('Cache-Control', PRIVATE).json({ result: conversation });
    },
    listMessages: async ({ req, res, params, query }) => {
      const { id } = params();
      conversationReadByParticipants(await conversationMembership(sql, id, req.ctx.userId as number));
      res.set('Cache-Control', PRIVATE).json({ result: await messagesOf(sql, id, query()) });
    },
    contactList: async ({ req, res, query }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await contactsOf(sql, req.ctx.userId as number, query()) });
    },
  };
}

