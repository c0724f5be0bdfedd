import { NotFound } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { publicUserById, searchRegularUsers, userById, usersByIds } from '@decorlook/projectors/identity/users/queries';
import { PRIVATE } from '../shared/viewer';

/** The account reads: the caller's own, and members as others see them. */
export function userReads(platform: Platform): Handlers<'query'> {
  const sql = platform.pool;
  return {
    getCurrentUser: async ({ req, res }) => {
      const user = await userById(sql, req.ctx.userId as number);
      if (!user) throw new NotFound('No such user.');
      res.set('Cache-Control', 'no-store').json({ result: user });
    },
    /** Another member's public fields only, with whether the caller follows them (so never stored by a shared cache). */
    getMember: async ({ req, res, params }) => {
      const { id } = params();
      const user = await publicUserById(sql, id, req.ctx.userId ?? null);
      if (!user) throw new NotFound('No such user.');
      res.set('Cache-Control', PRIVATE).json({ result: user });
    },
    getMembersById: async ({ req, res, body }) => {
      const { users } = body();
      res.set('Cache-Control', PRIVATE).json({ result: await usersByIds(sql, users, req.ctx.userId ?? null) });
    },
    searchRegularMembers: async ({ req, res, body }) => {
      const input = body();
      res.set('Cache-Control', PRIVATE).json({ result: await searchRegularUsers(sql, input.search, input.offset, input.limit, req.ctx.userId ?? null) });
    },
  };
}

