import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
import { ValidationFailed } from '../shared/errors';
import { manyLines, oneLine } from '../shared/text';
import { defineEvent, type EventOf } from '../shared/events';
import { at, positiveId } from '../catalog/catalog.shared';

/**
 * Messages to the team (spec 3 "Trade opportunity message", "Contact form"; 5): each is an event
 * in `inquiry-<id>` (sequence `inquiry_ids`), sealed under a key of its own (the sender may have
 * no account), and mailed to the team's address by the mail reactor.
 */
export const inquiryStream = (inquiryId: number) => `inquiry-${inquiryId}`;

export const TRADE_SUBJECT_DEFAULT = 'Trade Opportunities';
export const TRADE_MESSAGE_DEFAULT = 'Please send me more information about upcoming Trade Opportunities!';
/** Spec 2.3: the toast after either form is sent. */
export const INQUIRY_SENT = 'Your message successfully sent';
export const CONTACT_TYPES = ['contact', 'support'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** `multiLine` for the message, which may hold line breaks; every other text is one line. */
const required = (max: number, multiLine = false) => (multiLine ? manyLines : oneLine)(z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, `Please use at most ${max} characters`));

const email = oneLine(z.string({ error: MESSAGES.emailInvalid }).trim().max(254, MESSAGES.emailInvalid)).pipe(z.email(MESSAGES.emailInvalid));

/**
 * Spec 5: every field required, with the shared message. The address to answer is the sender's
 * account's when they are signed in; a visitor gives one (TradeInquiryNeedsAnAddress).
 */
export const tradeOpportunityInput = z.object({
  firstName: required(100),
  lastName: required(100),
  email: z.union([z.literal('').transform(() => undefined), email]).optional(),
  businessName: required(150),
  businessUrl: required(500),
  subject: required(200),
  message: required(5000, true),
});
export type TradeOpportunityInput = z.output<typeof tradeOpportunityInput>;

/** Spec 5: the message is required and the address must be valid. */
export const contactInput = z.object({
  type: z.enum(CONTACT_TYPES).default('contact'),
  name: oneLine(z.string().trim().max(150, 'Please use at most 150 characters')).optional().default(''),
  email,
  subject: oneLine(z.string().trim().max(200, 'Please use at most 200 characters')).optional().default(''),
  message: required(5000, true),
});
export type ContactInput = z.output<typeof contactInput>;

const inquirySubject = (d: { inquiryId: number }) => `inquiry-${d.inquiryId}`;

export const tradeOpportunityInquirySent = defineEvent({
  type: 'TradeOpportunityInquirySent',
  version: 1,
  schema: z.object({
    inquiryId: positiveId,
    userId: positiveId.nullable(),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    /** Where the team answers a visitor (a member is answered at their account's address); absent on messages sent before it was asked. */
    email: z.string().max(254).optional(),
    businessName: z.string().max(150),
    businessUrl: z.string().max(500),
    subject: z.string().max(200),
    message: z.string().max(5000),
    sentAt: at,
  }),
  personal: { subject: inquirySubject, fields: ['firstName', 'lastName', 'email', 'businessName', 'businessUrl', 'subject', 'message'] },
});
export const contactMessageSent = defineEvent({
  type: 'ContactMessageSent',
  version: 1,
  schema: z.object({
    inquiryId: positiveId,
    userId: positiveId.nullable(),
    type: z.enum(CONTACT_TYPES),
    name: z.string().max(150),
    email: z.string().max(254),
    subject: z.string().max(200),
    message: z.string().max(5000),
    sentAt: at,
  }),
  personal: { subject: inquirySubject, fields: ['name', 'email', 'subject', 'message'] },
});

/** A visitor's trade message without an address: the team could not answer it. */
export class TradeInquiryNeedsAnAddress extends ValidationFailed {
  constructor() {
    super({ email: [MESSAGES.required] });
  }
}

export const inquiryEvents = [tradeOpportunityInquirySent, contactMessageSent] as const;
export type InquiryEvent = EventOf<(typeof inquiryEvents)[number]>;
export const inquirySentAnswer = z.object({ id: positiveId, message: z.literal(INQUIRY_SENT) });
