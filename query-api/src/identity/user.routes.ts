import { Router } from 'express';
import { idParam, NotFound, regularUsersInput, usersByIdInput } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { PRIVATE } from '../shared/viewer';
import { publicUserById, searchRegularUsers, userById, usersByIds } from '@decorlook/infra/read-models/users';


export function userReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;

  router.get('/user', requireUser, async (req, res) => {
    const user = await userById(sql, req.ctx.userId as number);
    if (!user) throw new NotFound('No such user.');
    res.set('Cache-Control', 'no-store').json({ result: user });
  });

  /** Another member's public fields only, with whether the caller follows them (so never stored by a shared cache). */
  router.get('/user/:id', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const user = await publicUserById(sql, id, req.ctx.userId ?? null);
    if (!user) throw new NotFound('No such user.');
    res.set('Cache-Control', PRIVATE).json({ result: user });
  });

  router.post('/users', async (req, res) => {
    const { users } = parseInput(usersByIdInput, req.body);
    res.set('Cache-Control', PRIVATE).json({ result: await usersByIds(sql, users, req.ctx.userId ?? null) });
  });

  router.post('/users/regular', async (req, res) => {
    const input = parseInput(regularUsersInput, req.body);
    res.set('Cache-Control', PRIVATE).json({ result: await searchRegularUsers(sql, input.search, input.offset, input.limit, req.ctx.userId ?? null) });
  });

  return router;
}
