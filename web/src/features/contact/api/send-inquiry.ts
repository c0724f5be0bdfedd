import { useMutation } from '@tanstack/react-query';
import type { ContactType } from '@decorlook/domain/site/inquiries';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

/** Spec 3 "Trade opportunity message": every field required (spec 5). */
export interface TradeInquiryBody {
  firstName: string;
  lastName: string;
  /** Where to answer a visitor (a signed-in member is answered at their account's address). */
  email?: string;
  businessName: string;
  businessUrl: string;
  subject: string;
  message: string;
}

/** Spec 3 "Contact form": the message is required and the address must be valid (spec 5). */
export interface ContactBody {
  type: ContactType;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** What both calls answer: the inquiry's id and the toast's text (INQUIRY_SENT). */
export interface InquirySent {
  id: number;
  message: string;
}

export const TRADE_PATH = `${API_PREFIX}/trade-opportunities`;
export const CONTACT_PATH = `${API_PREFIX}/contact`;

const trimmed = <T extends object>(body: T): T =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;

/** POST /v1/trade-opportunities (signed in or not): mailed to the team. */
export async function sendTradeInquiry(client: Pick<ApiClient, 'post'>, body: TradeInquiryBody): Promise<InquirySent> {
  return (await client.post<{ result: InquirySent }>(TRADE_PATH, trimmed(body))).result;
}

/** POST /v1/contact (signed in or not): mailed to the team, with Reply-To the sender. */
export async function sendContactMessage(client: Pick<ApiClient, 'post'>, body: ContactBody): Promise<InquirySent> {
  return (await client.post<{ result: InquirySent }>(CONTACT_PATH, trimmed(body))).result;
}

export function useSendTradeInquiry(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({ mutationKey: ['inquiry', 'trade'], mutationFn: (body: TradeInquiryBody) => sendTradeInquiry(client, body) });
}

export function useSendContactMessage(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({ mutationKey: ['inquiry', 'contact'], mutationFn: (body: ContactBody) => sendContactMessage(client, body) });
}
