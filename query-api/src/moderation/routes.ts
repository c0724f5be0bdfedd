import { adminsOnly } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { allow } from '@decorlook/infra/http/policy';
import type { Platform } from '@decorlook/infra/platform';
import { adminQueue } from '@decorlook/projectors/moderation/queue/queries';
import { PRIVATE } from '../shared/viewer';

/** Moderation's reads: the admins' one queue (the `service: 'query'` operation of MODERATION_ROUTES). */
export function moderationReads(platform: Platform): Handlers<'query'> {
  return {
    /** Everything waiting for an admin (or taken down, to restore), with counts per kind; nobody else may see it. */
    moderationQueue: {
      use: [allow(adminsOnly)],
      handle: async ({ res, query }) => {
        res.set('Cache-Control', PRIVATE).json({ result: await adminQueue(platform.pool, query()) });
      },
    },
  };
}

