import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { newsletterMachine, remainingFirstDelay, type NewsletterInput } from './newsletter.machine';

function start(input: NewsletterInput, subscribe: (email: string) => Promise<void> = async () => {}, firstDelay?: () => number) {
  const markSent = vi.fn();
  const notifySuccess = vi.fn();
  const notifyFailure = vi.fn();
  const calls: string[] = [];
  const machine = newsletterMachine.provide({
    actors: {
      subscribe: fromPromise(async ({ input: { email } }: { input: { email: string } }) => {
        calls.push(email);
        await subscribe(email);
      }),
    },
    actions: { markSent, notifySuccess, notifyFailure: (_, params) => notifyFailure(params) },
    ...(firstDelay ? { delays: { firstDelay } } : {}),
  });
  const actor = createActor(machine, { input }).start();
  const state = () => actor.getSnapshot().value;
  return { actor, state, markSent, notifySuccess, notifyFailure, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('newsletter pop-up timing', () => {
  it('opens 60 s after load', () => {
    const { state } = start({ sent: false, subscribed: false });
    expect(state()).toBe('waiting');
    vi.advanceTimersByTime(59_999);
    expect(state()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(state()).toBe('open');
  });

  it('counts the first minute from page load when given the time since load', () => {
    let sinceLoad = 45_000;
    const { state } = start({ sent: false, subscribed: false }, undefined, () => remainingFirstDelay(sinceLoad));
    vi.advanceTimersByTime(14_999);
    expect(state()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(state()).toBe('open');

    sinceLoad = 90_000;
    const late = start({ sent: false, subscribed: false }, undefined, () => remainingFirstDelay(sinceLoad));
    vi.advanceTimersByTime(0);
    expect(late.state()).toBe('open');
    expect(remainingFirstDelay(0)).toBe(60_000);
  });

  it('re-opens 180 s after a close, again and again', () => {
    const { actor, state } = start({ sent: false, subscribed: false });
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('closed');
    vi.advanceTimersByTime(179_999);
    expect(state()).toBe('closed');
    vi.advanceTimersByTime(1);
    expect(state()).toBe('open');
    actor.send({ type: 'CLOSE' });
    vi.advanceTimersByTime(180_000);
    expect(state()).toBe('open');
  });

  it('never opens once sent or subscribed', () => {
    for (const input of [{ sent: true, subscribed: false }, { sent: false, subscribed: true }]) {
      const { state, actor } = start(input);
      expect(state()).toBe('done');
      vi.advanceTimersByTime(10 * 60_000);
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('sending stores the flag, thanks the user and stops re-opening', async () => {
    const { actor, state, markSent, notifySuccess, calls } = start({ sent: false, subscribed: false });
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'SUBMIT', email: 'ana@example.com' });
    expect(state()).toBe('submitting');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['ana@example.com']);
    expect(state()).toBe('done');
    expect(markSent).toHaveBeenCalledOnce();
    expect(notifySuccess).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10 * 60_000);
    expect(state()).toBe('done');
  });

  it('a failure shows the error and keeps the pop-up open', async () => {
    const failure = new Error('rate limited');
    const { actor, state, markSent, notifyFailure } = start({ sent: false, subscribed: false }, async () => {
      throw failure;
    });
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'SUBMIT', email: 'ana@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('open');
    expect(notifyFailure).toHaveBeenCalledWith({ error: failure });
    expect(markSent).not.toHaveBeenCalled();
    actor.send({ type: 'CLOSE' });
    vi.advanceTimersByTime(180_000);
    expect(state()).toBe('open');
  });

  it('closes for good when the user turns out to be subscribed', () => {
    const { actor, state } = start({ sent: false, subscribed: false });
    actor.send({ type: 'SUBSCRIBED' });
    expect(state()).toBe('done');
  });
});
