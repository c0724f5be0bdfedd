import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  AUTH_TEXTS,
  authMachine,
  signUpFailureMessage,
  type AuthInput,
  type Credentials,
  type ResetValues,
  type SignUpValues,
} from './auth.machine';

type Call<T> = (input: T) => Promise<unknown>;

interface Fakes {
  signIn?: Call<Credentials>;
  signUp?: Call<SignUpValues>;
  forgotPassword?: Call<{ email: string }>;
  resetPassword?: Call<ResetValues>;
}

const ok = async () => ({});
const fail = (message: string, errors: Record<string, string[]> = {}, status = 422) => async () => {
  throw Object.assign(new Error(message), { status, errors });
};

function start(input: AuthInput, fakes: Fakes = {}) {
  const calls = { signIn: [] as Credentials[], signUp: [] as SignUpValues[], forgotPassword: [] as { email: string }[], resetPassword: [] as ResetValues[] };
  const showError = vi.fn();
  const showSuccess = vi.fn();
  const wrap = <T,>(name: keyof typeof calls, fake: Call<T> = ok) =>
    fromPromise(async ({ input: value }: { input: T }) => {
      (calls[name] as T[]).push(value);
      return fake(value);
    });
  const machine = authMachine.provide({
    actors: {
      signIn: wrap('signIn', fakes.signIn),
      signUp: wrap('signUp', fakes.signUp),
      forgotPassword: wrap('forgotPassword', fakes.forgotPassword),
      resetPassword: wrap('resetPassword', fakes.resetPassword),
    },
    actions: {
      showError: (_, params) => showError(params.message),
      showSuccess: (_, params) => showSuccess(params.message),
    },
  });
  const actor = createActor(machine, { input }).start();
  const value = () => actor.getSnapshot().value;
  const settle = (test: (snapshot: ReturnType<typeof actor.getSnapshot>) => boolean) => waitFor(actor, test, { timeout: 10_000 });
  return { actor, value, settle, calls, showError, showSuccess };
}

const signUpValues = (over: Partial<SignUpValues> = {}): SignUpValues => ({
  type: 'personal',
  email: 'ana@example.com',
  password: 'secret123',
  passwordRepeat: 'secret123',
  terms: true,
  ...over,
});

describe('auth machine: opening', () => {
  it('opens on the view it is given', () => {
    expect(start({ view: 'signIn' }).value()).toEqual({ signIn: 'idle' });
    expect(start({ view: 'signUp' }).value()).toEqual({ signUp: 'personal' });
    expect(start({ view: 'signUp', accountType: 'business' }).value()).toEqual({ signUp: 'business' });
    const reset = start({ view: 'reset', reset: { token: 't0k', email: 'ana@example.com' } });
    expect(reset.value()).toEqual({ reset: 'idle' });
    expect(reset.actor.getSnapshot().context.email).toBe('ana@example.com');
  });

  it('switches between the views', () => {
    const { actor, value } = start({ view: 'signIn' });
    actor.send({ type: 'SHOW_SIGN_UP' });
    expect(value()).toEqual({ signUp: 'personal' });
    actor.send({ type: 'SET_ACCOUNT_TYPE', accountType: 'business' });
    expect(value()).toEqual({ signUp: 'business' });
    actor.send({ type: 'SET_ACCOUNT_TYPE', accountType: 'personal' });
    expect(value()).toEqual({ signUp: 'personal' });
    actor.send({ type: 'SHOW_SIGN_IN' });
    expect(value()).toEqual({ signIn: 'idle' });
    actor.send({ type: 'SHOW_FORGOT' });
    expect(value()).toEqual({ forgot: 'idle' });
    actor.send({ type: 'SHOW_SIGN_IN' });
    expect(value()).toEqual({ signIn: 'idle' });
    actor.send({ type: 'SHOW_SIGN_UP', accountType: 'business' });
    expect(value()).toEqual({ signUp: 'business' });
    actor.send({ type: 'SHOW_RESET', reset: { token: 'abc', email: 'bo@example.com' } });
    expect(value()).toEqual({ reset: 'idle' });
    expect(actor.getSnapshot().context.reset).toEqual({ token: 'abc', email: 'bo@example.com' });
  });
});

describe('auth machine: sign-in', () => {
  it('signs in and finishes as a returning user', async () => {
    const { actor, value, settle, calls } = start({ view: 'signIn' });
    actor.send({ type: 'SUBMIT_SIGN_IN', email: 'ana@example.com', password: 'secret123' });
    expect(value()).toEqual({ signIn: 'submitting' });
    await settle((s) => s.status === 'done');
    expect(calls.signIn).toEqual([{ email: 'ana@example.com', password: 'secret123' }]);
    expect(actor.getSnapshot().output).toEqual({ newUser: false });
  });

  it('stays on the form and shows the error when the credentials are refused', async () => {
    const { actor, settle, showError } = start({ view: 'signIn' }, { signIn: fail('These credentials do not match our records.', {}, 401) });
    actor.send({ type: 'SUBMIT_SIGN_IN', email: 'ana@example.com', password: 'wrongpass1' });
    await settle((s) => s.matches({ signIn: 'idle' }));
    expect(showError).toHaveBeenCalledWith('These credentials do not match our records.');
    expect(actor.getSnapshot().context.email).toBe('ana@example.com');
    // What was typed was refused: the toast and the fields say so, nothing stays in the form.
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it('a fault after the credentials were accepted stays in the form until the next try', async () => {
    const { actor, settle, showError } = start({ view: 'signIn' }, { signIn: fail('You signed in, but we could not load your account just now. Please try again in a moment.', {}, 0) });
    actor.send({ type: 'SUBMIT_SIGN_IN', email: 'ana@example.com', password: 'secret123' });
    await settle((s) => s.matches({ signIn: 'idle' }));
    expect(showError).toHaveBeenCalledWith('You signed in, but we could not load your account just now. Please try again in a moment.');
    expect(actor.getSnapshot().context.formError).toBe('You signed in, but we could not load your account just now. Please try again in a moment.');
    actor.send({ type: 'SUBMIT_SIGN_IN', email: 'ana@example.com', password: 'secret123' });
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it('ignores a submit while one is running', async () => {
    let release!: () => void;
    const { actor, settle, calls } = start({ view: 'signIn' }, { signIn: () => new Promise((resolve) => (release = () => resolve({}))) });
    actor.send({ type: 'SUBMIT_SIGN_IN', email: 'a@b.co', password: 'secret123' });
    actor.send({ type: 'SUBMIT_SIGN_IN', email: 'a@b.co', password: 'secret123' });
    release();
    await settle((s) => s.status === 'done');
    expect(calls.signIn).toHaveLength(1);
  });
});

describe('auth machine: sign-up', () => {
  it('registers, says so, then signs in automatically as a new user', async () => {
    const { actor, settle, calls, showSuccess } = start({ view: 'signUp' });
    const values = signUpValues();
    actor.send({ type: 'SUBMIT_SIGN_UP', values });
    expect(actor.getSnapshot().matches({ signUp: 'submitting' })).toBe(true);
    await settle((s) => s.status === 'done');
    expect(calls.signUp).toEqual([values]);
    expect(showSuccess).toHaveBeenCalledWith('You successfully registered');
    expect(calls.signIn).toEqual([{ email: 'ana@example.com', password: 'secret123' }]);
    expect(actor.getSnapshot().output).toEqual({ newUser: true });
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });

  it('a taken email: the "already an account" toast, the field errors back to the form, the type kept', async () => {
    const { actor, settle, showError, calls } = start(
      { view: 'signUp', accountType: 'business' },
      { signUp: fail('The given data was invalid.', { email: ['The email has already been taken.'] }) },
    );
    actor.send({ type: 'SUBMIT_SIGN_UP', values: signUpValues({ type: 'business', businessName: 'Oak & Co' }) });
    await settle((s) => s.matches({ signUp: 'business' }));
    expect(showError).toHaveBeenCalledWith('There is already an account with this email. Please login');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['The email has already been taken.'] });
    expect(actor.getSnapshot().context.credentials).toBeNull();
    expect(calls.signIn).toHaveLength(0);
  });

  it('other failures show the server message with their field errors', async () => {
    const { actor, settle, showError } = start({ view: 'signUp' }, { signUp: fail('The given data was invalid.', { businessName: ['This field is required'] }) });
    actor.send({ type: 'SUBMIT_SIGN_UP', values: signUpValues() });
    await settle((s) => s.matches({ signUp: 'personal' }));
    expect(showError).toHaveBeenCalledWith('The given data was invalid.');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ businessName: ['This field is required'] });

    // A new submit clears the old field errors.
    actor.send({ type: 'SUBMIT_SIGN_UP', values: signUpValues() });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('when the automatic sign-in fails, it shows the error and offers sign-in', async () => {
    const { actor, settle, showError, showSuccess } = start({ view: 'signUp' }, { signIn: fail('Too many requests. Please try again later.', {}, 429) });
    actor.send({ type: 'SUBMIT_SIGN_UP', values: signUpValues() });
    await settle((s) => s.matches({ signIn: 'idle' }));
    expect(showSuccess).toHaveBeenCalledWith(AUTH_TEXTS.registered);
    expect(showError).toHaveBeenCalledWith('Too many requests. Please try again later.');
    expect(actor.getSnapshot().context.email).toBe('ana@example.com');
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });

  it('picks the failure text', () => {
    expect(signUpFailureMessage({ message: 'x', errors: { email: ['taken'] } })).toBe('There is already an account with this email. Please login');
    expect(signUpFailureMessage({ message: 'The given data was invalid.', errors: { password: ['short'] } })).toBe('The given data was invalid.');
    expect(signUpFailureMessage({ message: 'An unknown error occurred' })).toBe('An unknown error occurred');
  });
});

describe('auth machine: password recovery', () => {
  it('forgot → link sent shows the address; resending asks again', async () => {
    const { actor, settle, calls } = start({ view: 'signIn' });
    actor.send({ type: 'SHOW_FORGOT' });
    actor.send({ type: 'SUBMIT_FORGOT', email: 'ana@example.com' });
    expect(actor.getSnapshot().matches({ forgot: 'submitting' })).toBe(true);
    await settle((s) => s.matches('linkSent'));
    expect(actor.getSnapshot().context.email).toBe('ana@example.com');
    expect(calls.forgotPassword).toEqual([{ email: 'ana@example.com' }]);

    actor.send({ type: 'RESEND_LINK' });
    await settle((s) => s.matches('linkSent'));
    expect(calls.forgotPassword).toHaveLength(2);

    actor.send({ type: 'SHOW_SIGN_IN' });
    expect(actor.getSnapshot().value).toEqual({ signIn: 'idle' });
  });

  it('a failed forgot request stays on the form with the message', async () => {
    const { actor, settle, showError } = start({ view: 'signIn' }, { forgotPassword: fail('Too many requests. Please try again later.', {}, 429) });
    actor.send({ type: 'SHOW_FORGOT' });
    actor.send({ type: 'SUBMIT_FORGOT', email: 'ana@example.com' });
    await settle((s) => s.matches({ forgot: 'idle' }));
    expect(showError).toHaveBeenCalledWith('Too many requests. Please try again later.');
  });

  it('reset sends the link data with the new password, then offers "Go to Sign In"', async () => {
    const { actor, settle, calls } = start({ view: 'reset', reset: { token: 'tok', email: 'ana@example.com' } });
    actor.send({ type: 'SUBMIT_RESET', password: 'newpass123', confirmation: 'newpass123' });
    await settle((s) => s.matches('resetSuccess'));
    expect(calls.resetPassword).toEqual([{ token: 'tok', email: 'ana@example.com', password: 'newpass123', confirmation: 'newpass123' }]);
    actor.send({ type: 'SHOW_SIGN_IN' });
    expect(actor.getSnapshot().value).toEqual({ signIn: 'idle' });
    expect(actor.getSnapshot().context.email).toBe('ana@example.com');
  });

  it('a refused reset shows the message and keeps the field errors', async () => {
    const { actor, settle, showError } = start(
      { view: 'reset', reset: { token: 'used', email: 'ana@example.com' } },
      { resetPassword: fail('The given data was invalid.', { token: ['This password reset link is invalid or has expired.'] }) },
    );
    actor.send({ type: 'SUBMIT_RESET', password: 'newpass123', confirmation: 'newpass123' });
    await settle((s) => s.matches({ reset: 'idle' }));
    expect(showError).toHaveBeenCalledWith('The given data was invalid.');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ token: ['This password reset link is invalid or has expired.'] });
  });
});
