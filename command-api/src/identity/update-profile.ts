import type { profileInput } from '@decorlook/domain';
import type { z } from 'zod';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from './identity';
import { runUserCommand } from './run-user-command';

export function updateProfile(p: Pick<Platform, 'store' | 'clock'>, userId: number, profile: z.infer<typeof profileInput>, meta: EventMetadata) {
  return runUserCommand(p, userId, { type: 'UpdateProfile', profile, now: nowOf(p) }, meta);
}
