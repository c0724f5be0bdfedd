import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { boardCompatibility } from '@decorlook/projectors/recommendations/compatibility/queries';
import { PRIVATE } from '../shared/viewer';

/** The board editor's meter. Anyone may weigh a board (it reads only approved, visible products); nothing is recorded. */
export function compatibilityReads(platform: Platform): Handlers<'query'> {
  return {
    lookBoardCompatibility: async ({ res, body }) => {
      res.set('Cache-Control', PRIVATE).json({ result: await boardCompatibility(platform.pool, body()) });
    },
  };
}
