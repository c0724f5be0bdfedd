import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { runUserCommand } from '../identity/run-user-command';

/** Terms: a business account waits for an admin's approval. */
export function approveBusinessAccount(p: Pick<Platform, 'store' | 'clock'>, userId: number, adminId: number, isAdmin: boolean, meta: EventMetadata) {
  return runUserCommand(p, userId, { type: 'ApproveBusinessAccount', adminId, isAdmin, now: p.clock().toISOString() }, meta);
}
