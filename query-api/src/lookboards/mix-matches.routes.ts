import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { mixMatchesOf } from '@decorlook/projectors/lookboards/mix-matches/queries';
import { PRIVATE } from '../shared/viewer';

/** The caller's own Mix & Matches: nobody else's are ever listed. */
export function mixMatchReads(platform: Platform): Handlers<'query'> {
  return {
    listMixMatches: async ({ req, res, body }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await mixMatchesOf(platform.pool, req.ctx.userId as number, body()) });
    },
  };
}
