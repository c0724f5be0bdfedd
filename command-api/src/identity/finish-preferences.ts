import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from './identity';
import { runUserCommand } from './run-user-command';

export function finishPreferences(p: Pick<Platform, 'store' | 'clock'>, userId: number, meta: EventMetadata) {
  return runUserCommand(p, userId, { type: 'FinishPreferences', now: nowOf(p) }, meta);
}
