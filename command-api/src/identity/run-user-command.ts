import { decideUser, type UserCommand } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { userAggregate } from './identity';

/** A command on one person's own stream: read (or recall) it, decide, append. */
export function runUserCommand(p: Pick<Platform, 'store'>, userId: number, command: UserCommand, meta: EventMetadata) {
  return handleCommand(p.store, userAggregate(userId), (s) => decideUser(command, s), meta);
}
