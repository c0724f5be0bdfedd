import { decideFollow } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { loadUser, nowOf } from '../identity/identity';
import { followAggregate } from './ambassadors';

/** Stop following a member; someone not followed stays not followed, with nothing recorded. */
export async function unfollowMember(p: Pick<Platform, 'store' | 'clock'>, followerId: number, userId: number, meta: EventMetadata) {
  const target = await loadUser(p, userId);
  return handleCommand(p.store, followAggregate(followerId), (s) => decideFollow({ type: 'Unfollow', followerId, userId, target, now: nowOf(p) }, s), meta);
}
