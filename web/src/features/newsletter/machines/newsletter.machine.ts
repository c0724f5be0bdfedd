import { assertEvent, fromPromise, setup } from 'xstate';

/** Spec 4 "Newsletter pop-up" and 9: first shown 60 s after load, again 180 s after a close. */
export const NEWSLETTER_FIRST_DELAY_MS = 60_000;
export const NEWSLETTER_REOPEN_DELAY_MS = 180_000;

export interface NewsletterInput {
  /** The browser already sent an address (stored flag). */
  sent: boolean;
  /** The signed-in user already receives notification emails. */
  subscribed: boolean;
}

/**
 * The first delay measured from page load: the machine's code arrives after the page, and the
 * app provides `firstDelay` as this, read when the timer starts.
 */
export function remainingFirstDelay(msSinceLoad: number): number {
  return Math.max(0, NEWSLETTER_FIRST_DELAY_MS - msSinceLoad);
}

export type NewsletterEvent = { type: 'CLOSE' } | { type: 'SUBMIT'; email: string } | { type: 'SUBSCRIBED' };

export const newsletterMachine = setup({
  types: {
    input: {} as NewsletterInput,
    context: {} as NewsletterInput,
    events: {} as NewsletterEvent,
  },
  actors: {
    // Injected by the app (the real call) and by tests (a stub).
    subscribe: fromPromise<void, { email: string }>(async () => {
      throw new Error('newsletter subscribe actor not provided');
    }),
  },
  actions: {
    markSent: () => {},
    notifySuccess: () => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    nothingToAsk: ({ context }) => context.sent || context.subscribed,
  },
  delays: {
    firstDelay: NEWSLETTER_FIRST_DELAY_MS,
    reopenDelay: NEWSLETTER_REOPEN_DELAY_MS,
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({ sent: input.sent, subscribed: input.subscribed }),
  initial: 'starting',
  on: { SUBSCRIBED: '.done' },
  states: {
    starting: {
      always: [{ guard: 'nothingToAsk', target: 'done' }, { target: 'waiting' }],
    },
    waiting: { after: { firstDelay: 'open' } },
    open: {
      on: { CLOSE: 'closed', SUBMIT: 'submitting' },
    },
    closed: { after: { reopenDelay: 'open' } },
    submitting: {
      invoke: {
        src: 'subscribe',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return { email: event.email };
        },
        onDone: { target: 'done', actions: ['markSent', 'notifySuccess'] },
        onError: { target: 'open', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});
