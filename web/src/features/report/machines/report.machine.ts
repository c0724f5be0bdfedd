import { assign, fromPromise, setup } from 'xstate';
import { REPORT_REASON_OPTIONS, type ReportReason, type ReportSubReason } from '@decorlook/domain/moderation/moderation.rules';

/**
 * The report flow (spec 4 "Report flow", 2.3 report modal, 3 "Report"): a modal of reasons, then
 * the chosen reason's sub-reasons. The final Next either hands the person to one of the claim
 * forms (the image is theirs: take it down, or credit them) or sends the report, after which a
 * success panel shows. The report call is an injected actor; the page change, closing the modal
 * and the error toast are actions the app provides.
 */

export interface ReportBody {
  imageId: number;
  reportReason: ReportReason;
  reportSubReason: ReportSubReason;
}

export interface SentReport {
  reportId: number;
  imageId: number;
}

/** Where an "own" report goes instead of being sent. */
export type ClaimPage = 'takedownNotice' | 'creditClaim';

/** 1: the reasons; 2: the chosen reason's sub-reasons. */
export type ReportStep = 1 | 2;

export interface ReportContext {
  imageId: number | null;
  reason: ReportReason | null;
  subReason: ReportSubReason | null;
  step: ReportStep;
}

export type ReportEvent =
  | { type: 'OPEN'; imageId: number }
  | { type: 'CHOOSE_REASON'; reason: ReportReason }
  | { type: 'CHOOSE_SUB_REASON'; subReason: ReportSubReason }
  | { type: 'NEXT' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' };

const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message' in error ? String((error as { message: unknown }).message) : String(error);

const subReasonsOf = (reason: ReportReason | null): readonly ReportSubReason[] => (reason ? REPORT_REASON_OPTIONS[reason].subReasons : []);

/** What the report call sends; the guards let only a complete choice reach it. */
export function reportBody(context: ReportContext): ReportBody {
  if (context.imageId === null || context.reason === null || context.subReason === null) throw new Error('The report is not complete');
  return { imageId: context.imageId, reportReason: context.reason, reportSubReason: context.subReason };
}

/** Spec 4: opening starts afresh (no reason, no sub-reason, the first step). */
const opened = (imageId: number): ReportContext => ({ imageId, reason: null, subReason: null, step: 1 });

export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
  },
  actors: {
    sendReport: fromPromise<SentReport, ReportBody>(async () => {
      throw new Error('sendReport actor not provided');
    }),
  },
  actions: {
    // Provided by the app: the claim form's page, taking the modal off the address, the error toast.
    goTo: (_, _params: { page: ClaimPage; imageId: number }) => {},
    dismiss: () => {},
    showError: (_, _params: { message: string }) => {},
  },
  guards: {
    reasonChosen: ({ context }) => context.reason !== null,
    subReasonChosen: ({ context }) => context.subReason !== null,
    ownTakeDown: ({ context }) => context.reason === 'own' && context.subReason === 'takeDown',
    own: ({ context }) => context.reason === 'own',
  },
}).createMachine({
  id: 'report',
  context: { imageId: null, reason: null, subReason: null, step: 1 },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: assign(({ event }) => opened(event.imageId)) } },
    },

    open: {
      initial: 'reason',
      on: {
        // Another image's Report button while the modal is open: start again for that image.
        OPEN: { target: 'open', reenter: true, actions: assign(({ event }) => opened(event.imageId)) },
        CLOSE: { target: 'closed', actions: 'dismiss' },
      },
      states: {
        reason: {
          entry: assign({ step: 1 as ReportStep }),
          on: {
            CHOOSE_REASON: { actions: assign({ reason: ({ event }) => event.reason, subReason: null }) },
            // Every reason has sub-reasons (the report call needs one), so step one always leads to step two.
            NEXT: { guard: 'reasonChosen', target: 'subReason' },
            CANCEL: { target: '#report.closed', actions: 'dismiss' },
          },
        },
        subReason: {
          entry: assign({ step: 2 as ReportStep }),
          on: {
            CHOOSE_SUB_REASON: {
              guard: ({ context, event }) => subReasonsOf(context.reason).includes(event.subReason),
              actions: assign({ subReason: ({ event }) => event.subReason }),
            },
            NEXT: { guard: 'subReasonChosen', target: '#report.deciding' },
            // Spec 4: Cancel goes back to step one and clears the sub-reason (the reason stays chosen).
            CANCEL: { target: 'reason', actions: assign({ subReason: null }) },
          },
        },
      },
    },

    /** The final Next: the person's own image goes to a claim form; anything else is sent. */
    deciding: {
      always: [
        {
          guard: 'ownTakeDown',
          target: 'closed',
          actions: { type: 'goTo', params: ({ context }) => ({ page: 'takedownNotice' as const, imageId: reportBody(context).imageId }) },
        },
        {
          guard: 'own',
          target: 'closed',
          actions: { type: 'goTo', params: ({ context }) => ({ page: 'creditClaim' as const, imageId: reportBody(context).imageId }) },
        },
        { target: 'sending' },
      ],
    },

    sending: {
      invoke: {
        src: 'sendReport',
        input: ({ context }) => reportBody(context),
        onDone: { target: 'reported' },
        // Spec 4/8: the error toast, and the modal stays open on the step it was sent from, choices kept.
        onError: { target: 'open.subReason', actions: { type: 'showError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },

    /** The success panel: "Image Reported". */
    reported: {
      on: {
        CLOSE: { target: 'closed', actions: 'dismiss' },
        OPEN: { target: 'open', actions: assign(({ event }) => opened(event.imageId)) },
      },
    },
  },
});

export type ReportMachine = typeof reportMachine;
