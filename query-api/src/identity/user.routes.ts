import { Router } from 'express';
import { z } from 'zod';
import { NotFound, regularUsersInput, usersByIdInput } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { publicView, searchRegularUsers, userById, usersByIds } from '@decorlook/infra/read-models/users';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export function userReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;

  router.get('/user', requireUser, async (req, res) => {
    const user = await userById(sql, req.ctx.userId as number);
    if (!user) throw new NotFound('No such user.');
    res.set('Cache-Control', 'no-store').json({ result: user });
  });

  /** Another member's public fields only. */
  router.get('/user/:id', async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const user = await userById(sql, id);
    if (!user || user.role === 'admin') throw new NotFound('No such user.');
    res.json({ result: publicView(user) });
  });

  router.post('/users', async (req, res) => {
    const { users } = parseInput(usersByIdInput, req.body);
    res.json({ result: await usersByIds(sql, users) });
  });

  router.post('/users/regular', async (req, res) => {
    const input = parseInput(regularUsersInput, req.body);
    res.json({ result: await searchRegularUsers(sql, input.search, input.offset, input.limit) });
  });

  return router;
}
