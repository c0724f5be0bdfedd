import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
import { oneLine } from '../shared/text';
import type { NewsletterEvent } from './site.events';

/** One subscription per address: stream `newsletter-<keyed hash of the normalised address>`. */
export const newsletterStream = (emailHash: string) => `newsletter-${emailHash}`;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const notificationEmailInput = z.object({
  email: oneLine(
    z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(254, MESSAGES.emailInvalid),
  ).pipe(z.email({ error: MESSAGES.emailInvalid })),
  reCaptchaToken: oneLine(z.string().max(4096)).optional(),
});

export interface NewsletterState {
  subscribed: boolean;
  /** Bumped each time a person who gave this address is erased (EmailSubjectErased). */
  subjectEpoch: number;
}

export interface SubscribeToNewsletter {
  type: 'SubscribeToNewsletter';
  email: string;
  emailHash: string;
  source: 'popup' | 'footer' | 'sign-up';
  now: string;
}

export const initialNewsletterState = (): NewsletterState => ({ subscribed: false, subjectEpoch: 0 });

export function evolveNewsletter(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'NewsletterSubscribed':
      return { ...state, subscribed: true };
    case 'EmailSubjectErased':
      // The subscription went with the erased person; the address may subscribe again.
      return { subscribed: false, subjectEpoch: event.data.epoch };
    default: {
      const never: never = event;
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
      data: {
        emailHash: command.emailHash,
        email: normaliseEmail(command.email),
        source: command.source,
        ...(state.subjectEpoch ? { subjectEpoch: state.subjectEpoch } : {}),
        subscribedAt: command.now,
      },
    },
  ];
}
