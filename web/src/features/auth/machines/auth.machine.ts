import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MESSAGES_IDENTITY } from '@decorlook/domain/identity/messages';

/**
 * The auth modal's flow (spec 4 "Authentication" and "Password recovery"): sign-in, sign-up
 * (personal or business) with the automatic sign-in after it, forgot password → link sent, and
 * reset → success. The calls are injected actors, so the machine runs without a network in tests.
 */
export type AccountType = 'personal' | 'business';

export interface Credentials {
  email: string;
  password: string;
}

/** What the sign-up form sends (spec 3 "Sign-up form"); the service adds what the browser knows. */
export interface SignUpValues extends Credentials {
  type: AccountType;
  [field: string]: unknown;
}

export interface ResetLink {
  token: string;
  email: string;
}

export interface ResetValues extends ResetLink {
  password: string;
  confirmation: string;
}

/** A failed call as the machine needs it (the app passes its ApiError). */
export interface Failure {
  message: string;
  status?: number;
  errors?: Record<string, string[]>;
}

export const AUTH_TEXTS = {
  registered: 'You successfully registered',
  emailTaken: MESSAGES_IDENTITY.emailTaken,
} as const;

export type AuthView = 'signIn' | 'signUp' | 'reset';

export interface AuthInput {
  view: AuthView;
  accountType?: AccountType;
  reset?: ResetLink | null;
  email?: string;
}

export interface AuthContext {
  /** The view the modal opened on. */
  initialView: AuthView;
  accountType: AccountType;
  /** The address last typed: prefills sign-in and is shown read-only once a reset link is sent. */
  email: string;
  reset: ResetLink | null;
  /** The server's validation map for the form on screen. */
  fieldErrors: Record<string, string[]>;
  /** Held only between a sign-up and the automatic sign-in that follows it. */
  credentials: Credentials | null;
  newUser: boolean;
  /** Why the last sign-in failed when it was not the person's input (the server or the network): shown in the form, beside the toast. */
  formError: string | null;
}

export interface AuthOutput {
  /** True when the session started right after a sign-up. */
  newUser: boolean;
}

export type AuthEvent =
  | { type: 'SHOW_SIGN_IN' }
  | { type: 'SHOW_SIGN_UP'; accountType?: AccountType }
  | { type: 'SHOW_FORGOT' }
  | { type: 'SHOW_RESET'; reset: ResetLink }
  | { type: 'SET_ACCOUNT_TYPE'; accountType: AccountType }
  | { type: 'SUBMIT_SIGN_IN'; email: string; password: string }
  | { type: 'SUBMIT_SIGN_UP'; values: SignUpValues }
  | { type: 'SUBMIT_FORGOT'; email: string }
  | { type: 'RESEND_LINK' }
  | { type: 'SUBMIT_RESET'; password: string; confirmation: string };

/** Spec 8: a sign-up refused for its email reads "There is already an account…"; else the server's text. */
export function signUpFailureMessage(error: Failure): string {
  return error.errors?.email?.length ? AUTH_TEXTS.emailTaken : error.message;
}

const failureOf = (error: unknown): Failure => {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, status, errors } = error as Failure;
    return { message: String(message), status, errors: errors ?? {} };
  }
  return { message: String(error), errors: {} };
};

export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    output: {} as AuthOutput,
  },
  actors: {
    signIn: fromPromise<unknown, Credentials>(async () => {
      throw new Error('signIn actor not provided');
    }),
    signUp: fromPromise<unknown, SignUpValues>(async () => {
      throw new Error('signUp actor not provided');
    }),
    forgotPassword: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('forgotPassword actor not provided');
    }),
    resetPassword: fromPromise<unknown, ResetValues>(async () => {
      throw new Error('resetPassword actor not provided');
    }),
  },
  actions: {
    // Provided by the app: the "Error" toast and the success message.
    showError: (_, _params: { message: string }) => {},
    showSuccess: (_, _params: { message: string }) => {},
    setFieldErrors: assign({ fieldErrors: (_, params: { error: unknown }) => failureOf(params.error).errors ?? {} }),
    clearFieldErrors: assign({ fieldErrors: () => ({}), formError: () => null }),
    setFormError: assign({
      formError: (_, params: { error: unknown }) => {
        // A refusal of what was typed (4xx) is the toast's and the fields'; a fault stays on screen until the next try.
        const failure = failureOf(params.error);
        return failure.status !== undefined && failure.status >= 400 && failure.status < 500 ? null : failure.message;
      },
    }),
  },
  guards: {
    opensOnReset: ({ context }) => context.initialView === 'reset',
    opensOnSignUp: ({ context }) => context.initialView === 'signUp',
    isBusiness: ({ context }) => context.accountType === 'business',
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    initialView: input.view,
    accountType: input.accountType ?? 'personal',
    email: input.email ?? input.reset?.email ?? '',
    reset: input.reset ?? null,
    fieldErrors: {},
    credentials: null,
    newUser: false,
    formError: null,
  }),
  initial: 'start',
  on: {
    SHOW_SIGN_IN: { target: '.signIn', actions: 'clearFieldErrors' },
    SHOW_SIGN_UP: {
      target: '.signUp',
      actions: ['clearFieldErrors', assign({ accountType: ({ event, context }) => event.accountType ?? context.accountType })],
    },
    SHOW_RESET: { target: '.reset', actions: ['clearFieldErrors', assign({ reset: ({ event }) => event.reset, email: ({ event }) => event.reset.email })] },
  },
  states: {
    start: {
      always: [
        { guard: 'opensOnReset', target: 'reset' },
        { guard: 'opensOnSignUp', target: 'signUp' },
        { target: 'signIn' },
      ],
    },

    signIn: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT_SIGN_IN: { target: 'submitting', actions: ['clearFieldErrors', assign({ email: ({ event }) => event.email })] },
            SHOW_FORGOT: { target: '#auth.forgot', actions: 'clearFieldErrors' },
          },
        },
        submitting: {
          invoke: {
            src: 'signIn',
            input: ({ event }) => {
              assertEvent(event, 'SUBMIT_SIGN_IN');
              return { email: event.email, password: event.password };
            },
            onDone: { target: '#auth.signedIn' },
            onError: {
              target: 'idle',
              actions: [
                { type: 'setFieldErrors', params: ({ event }) => ({ error: event.error }) },
                { type: 'setFormError', params: ({ event }) => ({ error: event.error }) },
                { type: 'showError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
              ],
            },
          },
        },
      },
    },

    signUp: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isBusiness', target: 'business' }, { target: 'personal' }],
        },
        personal: {
          on: {
            SET_ACCOUNT_TYPE: { guard: ({ event }) => event.accountType === 'business', target: 'business', actions: assign({ accountType: 'business' }) },
            SUBMIT_SIGN_UP: { target: 'submitting' },
          },
        },
        business: {
          on: {
            SET_ACCOUNT_TYPE: { guard: ({ event }) => event.accountType === 'personal', target: 'personal', actions: assign({ accountType: 'personal' }) },
            SUBMIT_SIGN_UP: { target: 'submitting' },
          },
        },
        submitting: {
          entry: [
            'clearFieldErrors',
            assign(({ event }) => {
              assertEvent(event, 'SUBMIT_SIGN_UP');
              return { email: event.values.email, credentials: { email: event.values.email, password: event.values.password } };
            }),
          ],
          invoke: {
            src: 'signUp',
            input: ({ event }) => {
              assertEvent(event, 'SUBMIT_SIGN_UP');
              return event.values;
            },
            onDone: { target: 'signingIn', actions: { type: 'showSuccess', params: { message: AUTH_TEXTS.registered } } },
            onError: {
              target: 'choosing',
              actions: [
                assign({ credentials: null }),
                { type: 'setFieldErrors', params: ({ event }) => ({ error: event.error }) },
                { type: 'showError', params: ({ event }) => ({ message: signUpFailureMessage(failureOf(event.error)) }) },
              ],
            },
          },
        },
        // Spec 4: sign-up then signs in automatically, as a new user.
        signingIn: {
          invoke: {
            src: 'signIn',
            input: ({ context }) => context.credentials ?? { email: context.email, password: '' },
            onDone: { target: '#auth.signedIn', actions: assign({ newUser: true, credentials: null }) },
            onError: {
              target: '#auth.signIn',
              actions: [
                assign({ credentials: null }),
                { type: 'setFormError', params: ({ event }) => ({ error: event.error }) },
                { type: 'showError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
              ],
            },
          },
        },
      },
    },

    forgot: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT_FORGOT: { target: 'submitting', actions: ['clearFieldErrors', assign({ email: ({ event }) => event.email })] },
          },
        },
        submitting: {
          invoke: {
            src: 'forgotPassword',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: '#auth.linkSent' },
            onError: {
              target: 'idle',
              actions: [
                { type: 'setFieldErrors', params: ({ event }) => ({ error: event.error }) },
                { type: 'showError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
              ],
            },
          },
        },
      },
    },

    /** Shows the address the link went to, read-only. */
    linkSent: {
      on: {
        RESEND_LINK: { target: 'forgot.submitting' },
        SHOW_FORGOT: { target: 'forgot' },
      },
    },

    reset: {
      initial: 'idle',
      states: {
        idle: {
          on: { SUBMIT_RESET: { target: 'submitting', actions: 'clearFieldErrors' } },
        },
        submitting: {
          invoke: {
            src: 'resetPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'SUBMIT_RESET');
              return { token: context.reset?.token ?? '', email: context.reset?.email ?? '', password: event.password, confirmation: event.confirmation };
            },
            onDone: { target: '#auth.resetSuccess' },
            onError: {
              target: 'idle',
              actions: [
                { type: 'setFieldErrors', params: ({ event }) => ({ error: event.error }) },
                { type: 'showError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
              ],
            },
          },
        },
      },
    },

    /** "Go to Sign In" (SHOW_SIGN_IN) leads on, with the address prefilled. */
    resetSuccess: {},

    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ newUser: context.newUser }),
});
