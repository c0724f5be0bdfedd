import { assign, fromPromise, setup } from 'xstate';
import type { RequestImageSource, RequestType } from '@decorlook/domain/requests/request.rules';
import {
  addItem,
  bodyOf,
  canAddItem,
  DETAILS_FIELDS,
  emptyRequest,
  FORM_FIELDS,
  IMAGE_FIELDS,
  removeItem,
  requestErrors,
  resetDetails,
  type DetailsField,
  type RequestBody,
  type RequestImage,
  type RequestValues,
} from './request.values';

/**
 * Request the Look (spec 2.3, 3): choose the picture (all images, liked images or the person's
 * own), describe what is wanted (type, items, room type, colour, style, title, message), review
 * and submit. A refusal with field messages goes back to the step that shows those fields; the
 * submit call is an injected actor.
 */

export interface SubmittedRequest {
  id: number;
  slug: string;
}

export interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

/** The page the flow was opened on: the machine starts there when the values allow it. */
export type RequestEntry = 'details' | 'review';

export interface RequestContext {
  values: RequestValues;
  failure: Failure | null;
  /** The submitted request (with its title, for the success page) once the flow has ended. */
  result: (SubmittedRequest & { title: string }) | null;
  entry: RequestEntry;
}

export interface RequestInput {
  stored?: RequestValues;
  entry?: RequestEntry;
  /** A refusal handed over by the page that submitted: the new page shows it on its fields. */
  failure?: Failure | null;
}

export type RequestEvent =
  | { type: 'SET_SOURCE'; source: RequestImageSource }
  | { type: 'CHOOSE_IMAGE'; image: RequestImage }
  | { type: 'CHANGE_IMAGE' }
  | { type: 'SET_TYPE'; requestType: RequestType }
  | { type: 'SET_DETAILS'; values: Partial<Pick<RequestValues, DetailsField>> }
  | { type: 'ADD_ITEM'; item: number }
  | { type: 'REMOVE_ITEM'; item: number }
  | { type: 'OPEN_ITEM_TAB'; item: number }
  | { type: 'REVIEW'; values?: Partial<Pick<RequestValues, DetailsField>> }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'RESET' }
  | { type: 'RESET_DETAILS' };

const failureOf = (error: unknown): Failure => {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, errors } = error as { message: unknown; errors?: Record<string, string[]> };
    return { message: String(message), errors: errors ?? {} };
  }
  return { message: String(error), errors: {} };
};

const onlyDetails = (values: Partial<RequestValues> | undefined): Partial<RequestValues> => {
  const picked: Partial<Record<DetailsField, unknown>> = {};
  for (const field of DETAILS_FIELDS) if (values && field in values) picked[field] = values[field];
  return picked as Partial<RequestValues>;
};

const valid = (values: RequestValues) => Object.keys(requestErrors(values)).length === 0;
const refusedOn = (failure: Failure | null, fields: readonly string[]) => failure !== null && Object.keys(failure.errors).some((field) => fields.includes(field));

const initialContext = (input: RequestInput): RequestContext => ({
  values: { ...emptyRequest(), ...input.stored },
  failure: input.failure ?? null,
  result: null,
  entry: input.entry ?? 'details',
});

export const requestMachine = setup({
  types: {
    input: {} as RequestInput,
    context: {} as RequestContext,
    events: {} as RequestEvent,
  },
  actors: {
    submitRequest: fromPromise<SubmittedRequest, RequestBody>(async () => {
      throw new Error('submitRequest actor not provided');
    }),
  },
  actions: {
    // Provided by the app: the error toast, and clearing the stored request info.
    showError: (_, _params: { message: string }) => {},
    clearStorage: () => {},
    mergeDetails: assign({
      values: ({ context, event }) => ('values' in event && event.values ? { ...context.values, ...onlyDetails(event.values) } : context.values),
    }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasImage: ({ context }) => context.values.image !== null,
    enteredOnReview: ({ context }) => context.entry === 'review',
    readyForReview: ({ context }) => valid(context.values),
    validAfter: ({ context, event }) => valid({ ...context.values, ...onlyDetails('values' in event ? event.values : undefined) }),
    imageRefused: ({ context }) => refusedOn(context.failure, IMAGE_FIELDS),
    detailsRefused: ({ context }) => refusedOn(context.failure, FORM_FIELDS),
  },
}).createMachine({
  id: 'request',
  context: ({ input }) => initialContext(input),
  initial: 'entering',
  on: {
    RESET: {
      target: '.selectImage',
      actions: ['clearStorage', assign(({ context }) => initialContext({ entry: context.entry }))],
    },
  },
  states: {
    entering: {
      always: [{ guard: 'enteredOnReview', target: 'checking' }, { guard: 'imageRefused', target: 'selectImage' }, { guard: 'hasImage', target: 'details' }, { target: 'selectImage' }],
    },
    /** Opened on the review page: only a complete request is reviewed; anything less is finished on the details page. */
    checking: {
      always: [{ guard: 'readyForReview', target: 'review' }, { guard: 'hasImage', target: 'details' }, { target: 'selectImage' }],
    },

    selectImage: {
      on: {
        SET_SOURCE: { actions: assign({ values: ({ context, event }) => ({ ...context.values, source: event.source }) }) },
        CHOOSE_IMAGE: {
          target: 'details',
          actions: assign({
            // The picture's source is the tab it was chosen from (the server checks that it fits).
            values: ({ context, event }) => ({ ...context.values, image: event.image }),
            failure: null,
          }),
        },
        BACK: { guard: 'hasImage', target: 'details' },
      },
    },

    details: {
      on: {
        CHANGE_IMAGE: { target: 'selectImage' },
        SET_TYPE: {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, requestType: event.requestType }) }),
        },
        SET_DETAILS: { actions: 'mergeDetails' },
        ADD_ITEM: {
          guard: ({ context, event }) => canAddItem(context.values.items, event.item),
          actions: assign({ values: ({ context, event }) => ({ ...context.values, items: addItem(context.values.items, event.item), itemTab: event.item }) }),
        },
        REMOVE_ITEM: {
          actions: assign({
            values: ({ context, event }) => {
              const items = removeItem(context.values.items, event.item);
              // The open tab closes with its item: the first remaining one opens instead.
              const itemTab = context.values.itemTab === event.item ? (items[0] ?? null) : context.values.itemTab;
              return { ...context.values, items, itemTab };
            },
          }),
        },
        OPEN_ITEM_TAB: {
          guard: ({ context, event }) => context.values.items.includes(event.item),
          actions: assign({ values: ({ context, event }) => ({ ...context.values, itemTab: event.item }) }),
        },
        RESET_DETAILS: { actions: assign({ values: ({ context }) => resetDetails(context.values), failure: null }) },
        REVIEW: { guard: 'validAfter', target: 'review', actions: ['mergeDetails', 'clearFailure'] },
      },
    },

    review: {
      entry: assign({ entry: 'review' as const }),
      on: {
        BACK: { target: 'details' },
        CHANGE_IMAGE: { target: 'selectImage' },
        SUBMIT: { target: 'submitting', actions: 'clearFailure' },
      },
    },

    submitting: {
      invoke: {
        src: 'submitRequest',
        input: ({ context }) => bodyOf(context.values),
        onDone: {
          target: 'success',
          actions: assign({ result: ({ context, event }) => ({ id: event.output.id, slug: event.output.slug, title: context.values.title.trim() }) }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },

    /** Refused: say so, and go back to the step that shows the refused fields (the review when none does). */
    failed: {
      entry: { type: 'showError', params: ({ context }) => ({ message: context.failure?.message ?? '' }) },
      always: [
        { guard: 'imageRefused', target: 'selectImage' },
        { guard: 'detailsRefused', target: 'details', actions: assign({ entry: 'details' as const }) },
        { target: 'review' },
      ],
    },

    success: {
      // The request is on the server now: the browser's request info is done with.
      entry: 'clearStorage',
      on: { RESET: { target: 'selectImage', actions: ['clearStorage', assign(() => initialContext({}))] } },
    },
  },
});

export type RequestMachine = typeof requestMachine;

/** True once a person has started something worth keeping across a reload. */
export const hasProgress = (values: RequestValues) =>
  values.image !== null || values.requestType !== null || values.title.trim() !== '' || values.message.trim() !== '' || values.items.length > 0;
