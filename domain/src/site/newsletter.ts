import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
import type { NewsletterEvent } from './site.events';

/** One subscription per address: stream `newsletter-<keyed hash of the normalised address>`. */
export const newsletterStream = (emailHash: string) => `newsletter-${emailHash}`;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const notificationEmailInput = z.object({
  email: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(254, MESSAGES.emailInvalid)
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  reCaptchaToken: z.string().max(4096).optional(),
});

export interface NewsletterState {
  subscribed: boolean;
}

export interface SubscribeToNewsletter {
  type: 'SubscribeToNewsletter';
  email: string;
  emailHash: string;
  source: 'popup' | 'footer' | 'sign-up';
  now: string;
}

export const initialNewsletterState = (): NewsletterState => ({ subscribed: false });

export function evolveNewsletter(_state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'NewsletterSubscribed':
      return { subscribed: true };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

/** A second subscription of the same address is accepted and changes nothing. */
export function decideNewsletter(command: SubscribeToNewsletter, state: NewsletterState): NewsletterEvent[] {
  if (state.subscribed) return [];
  return [
    {
      type: 'NewsletterSubscribed',
      data: { emailHash: command.emailHash, email: normaliseEmail(command.email), source: command.source, subscribedAt: command.now },
    },
  ];
}
