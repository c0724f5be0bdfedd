import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { runUserCommand } from '../identity/run-user-command';

export function rejectBusinessAccount(p: Pick<Platform, 'store' | 'clock'>, userId: number, adminId: number, isAdmin: boolean, reason: string, meta: EventMetadata) {
  return runUserCommand(p, userId, { type: 'RejectBusinessAccount', adminId, isAdmin, reason, now: p.clock().toISOString() }, meta);
}
