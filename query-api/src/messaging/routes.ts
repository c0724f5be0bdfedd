import { Router, type Request } from 'express';
import { contactListInput, conversationListInput, idParam, messageListInput, NoSuchConversation, NotAParticipant } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import type { Sql } from '@decorlook/infra/db/sql';
import { contactsOf, conversationAccess, conversationOfMember, conversationsOf, messagesOf, unreadOf } from '@decorlook/infra/read-models/messaging';
import { PRIVATE } from '../shared/viewer';


/** The conversation asked for, if the caller takes part in it: 404 when it does not exist, 403 when it is someone else's. */
async function ownConversation(sql: Sql, req: Request): Promise<number> {
  const { id } = parsePath(idParam, req.params);
  const access = await conversationAccess(sql, id, req.ctx.userId as number);
  if (access === 'missing') throw new NoSuchConversation();
  if (access === 'outsider') throw new NotAParticipant();
  return id;
}

/** Every read of messaging (the `service: 'query'` operations of MESSAGING_ROUTES), for signed-in members. */
export function messagingReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;

  router.get('/conversations', requireUser, async (req, res) => {
    const input = parseInput(conversationListInput, req.query);
    res.set('Cache-Control', PRIVATE).json({ result: await conversationsOf(sql, req.ctx.userId as number, input) });
  });

  // Before /conversations/:id, which would take "unread" for an id.
  router.get('/conversations/unread', requireUser, async (req, res) => {
    res.set('Cache-Control', PRIVATE).json({ result: await unreadOf(sql, req.ctx.userId as number) });
  });

  router.get('/conversations/:id', requireUser, async (req, res) => {
    const id = await ownConversation(sql, req);
    const conversation = await conversationOfMember(sql, req.ctx.userId as number, id);
    if (!conversation) throw new NoSuchConversation();
    res.set('Cache-Control', PRIVATE).json({ result: conversation });
  });

  router.get('/conversations/:id/messages', requireUser, async (req, res) => {
    const id = await ownConversation(sql, req);
    const input = parseInput(messageListInput, req.query);
    res.set('Cache-Control', PRIVATE).json({ result: await messagesOf(sql, id, input) });
  });

  router.get('/contact-list', requireUser, async (req, res) => {
    const input = parseInput(contactListInput, req.query);
    res.set('Cache-Control', PRIVATE).json({ result: await contactsOf(sql, req.ctx.userId as number, input) });
  });

  return router;
}
