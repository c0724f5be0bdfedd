import { decideInquiry, evolveInquiry, initialInquiryState, inquiryStream, type InquiryCommand } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

type Inquiry = InquiryCommand extends infer C ? (C extends InquiryCommand ? Omit<C, 'inquiryId' | 'now'> : never) : never;

/** A message to the team (trade inquiry or contact): one event in a stream of its own; the mail reactor mails it. */
export async function sendInquiry(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, inquiry: Inquiry, meta: EventMetadata) {
  const inquiryId = await p.nextId('inquiry_ids');
  const command = { ...inquiry, inquiryId, now: p.clock().toISOString() } as InquiryCommand;
  const r = await handleCommand(p.store, { streamId: inquiryStream(inquiryId), initialState: initialInquiryState, evolve: evolveInquiry, usuallyNew: true }, (s) => decideInquiry(command, s), meta);
  return { id: inquiryId, position: r.position };
}
