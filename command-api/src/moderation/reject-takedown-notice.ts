import { decideTakedownNotice, evolveTakedownNotice, initialTakedownNoticeState, takedownNoticeStream } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

export function rejectTakedownNotice(p: Pick<Platform, 'store' | 'clock'>, noticeId: number, adminId: number, isAdmin: boolean, reason: string, meta: EventMetadata) {
  return handleCommand(
    p.store,
    { streamId: takedownNoticeStream(noticeId), initialState: initialTakedownNoticeState, evolve: evolveTakedownNotice },
    (s) => decideTakedownNotice({ type: 'RejectTakedownNotice', adminId, isAdmin, reason, now: p.clock().toISOString() }, s),
    meta,
  );
}
