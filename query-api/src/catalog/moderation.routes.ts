import { adminsOnly } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { allow } from '@decorlook/infra/http/policy';
import type { Platform } from '@decorlook/infra/platform';
import { moderationQueue } from '@decorlook/projectors/catalog/moderation-queue/queries';
import { PRIVATE } from '../shared/viewer';

/** What waits for an admin's decision, oldest first; nobody else may see the queue. */
export function catalogModerationReads(platform: Platform): Handlers<'query'> {
  return {
    getModerationQueue: {
      use: [allow(adminsOnly)],
      handle: async ({ res, query }) => {
        const { kind, offset, limit } = query();
        res.set('Cache-Control', PRIVATE).json({ result: await moderationQueue(platform.pool, kind, offset, limit) });
      },
    },
  };
}
