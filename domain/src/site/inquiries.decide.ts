import { TradeInquiryNeedsAnAddress, type ContactInput, type InquiryEvent, type TradeOpportunityInput } from './inquiries';

/** Messages to the team: each is sent once, as written (the sender may be a visitor: `userId` null). */
export type InquiryCommand =
  | { type: 'SendTradeOpportunityInquiry'; inquiryId: number; userId: number | null; input: TradeOpportunityInput; now: string }
  | { type: 'SendContactMessage'; inquiryId: number; userId: number | null; input: ContactInput; now: string };

export interface InquiryState {
  exists: boolean;
}
export const initialInquiryState = (): InquiryState => ({ exists: false });
export const evolveInquiry = (_state: InquiryState, _event: InquiryEvent): InquiryState => ({ exists: true });

export function decideInquiry(command: InquiryCommand, state: InquiryState): InquiryEvent[] {
  if (state.exists) return [];
  switch (command.type) {
    case 'SendTradeOpportunityInquiry':
      if (command.userId === null && !command.input.email) throw new TradeInquiryNeedsAnAddress();
      return [{ type: 'TradeOpportunityInquirySent', data: { inquiryId: command.inquiryId, userId: command.userId, ...command.input, sentAt: command.now } }];
    case 'SendContactMessage':
      return [{ type: 'ContactMessageSent', data: { inquiryId: command.inquiryId, userId: command.userId, ...command.input, sentAt: command.now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}
