import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import { reportBody, reportMachine, type ReportBody, type SentReport } from './report.machine';

function start(send: (body: ReportBody) => Promise<SentReport> = async (body) => ({ reportId: 41, imageId: body.imageId })) {
  const sent: ReportBody[] = [];
  const goTo = vi.fn();
  const dismiss = vi.fn();
  const showError = vi.fn();
  const machine = reportMachine.provide({
    actors: {
      sendReport: fromPromise(async ({ input }) => {
        sent.push(input);
        return send(input);
      }),
    },
    actions: { goTo: (_, params) => goTo(params), dismiss, showError: (_, { message }) => showError(message) },
  });
  const actor = createActor(machine).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, sent, goTo, dismiss, showError, state: () => snapshot().value, context: () => snapshot().context };
}

/** Opened on image 7 with the reason and sub-reason chosen, on the final step. */
function onFinalStep(reason: 'own' | 'inappropriate', subReason: Parameters<typeof reportBody>[0]['subReason'] & string, send?: Parameters<typeof start>[0]) {
  const flow = start(send);
  flow.actor.send({ type: 'OPEN', imageId: 7 });
  flow.actor.send({ type: 'CHOOSE_REASON', reason });
  flow.actor.send({ type: 'NEXT' });
  flow.actor.send({ type: 'CHOOSE_SUB_REASON', subReason });
  return flow;
}

describe('report machine: opening and closing', () => {
  it('starts closed and ignores everything but OPEN there', () => {
    const { actor, state, dismiss } = start();
    expect(state()).toBe('closed');
    for (const type of ['NEXT', 'CANCEL', 'CLOSE'] as const) actor.send({ type });
    actor.send({ type: 'CHOOSE_REASON', reason: 'own' });
    expect(state()).toBe('closed');
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('opens on the first step with the reason and sub-reason reset, whatever was chosen before', () => {
    const { actor, state, context } = onFinalStep('inappropriate', 'spam');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', imageId: 9 });
    expect(state()).toEqual({ open: 'reason' });
    expect(context()).toEqual({ imageId: 9, reason: null, subReason: null, step: 1 });
  });

  it('OPEN for another image while open starts again for that image', () => {
    const { actor, state, context } = onFinalStep('own', 'credit');
    actor.send({ type: 'OPEN', imageId: 12 });
    expect(state()).toEqual({ open: 'reason' });
    expect(context()).toEqual({ imageId: 12, reason: null, subReason: null, step: 1 });
  });

  it('CLOSE closes from either step and takes the modal off the page', () => {
    const first = start();
    first.actor.send({ type: 'OPEN', imageId: 7 });
    first.actor.send({ type: 'CLOSE' });
    expect(first.state()).toBe('closed');
    expect(first.dismiss).toHaveBeenCalledTimes(1);

    const second = onFinalStep('inappropriate', 'medical');
    second.actor.send({ type: 'CLOSE' });
    expect(second.state()).toBe('closed');
    expect(second.dismiss).toHaveBeenCalledTimes(1);
    expect(second.sent).toEqual([]);
  });
});

describe('report machine: the first step (reasons)', () => {
  it('Next does nothing until a reason is chosen, then shows that reason’s sub-reasons', () => {
    const { actor, state, context } = start();
    actor.send({ type: 'OPEN', imageId: 7 });
    actor.send({ type: 'NEXT' });
    expect(state()).toEqual({ open: 'reason' });
    actor.send({ type: 'CHOOSE_REASON', reason: 'own' });
    actor.send({ type: 'CHOOSE_REASON', reason: 'inappropriate' });
    expect(context().reason).toBe('inappropriate');
    actor.send({ type: 'NEXT' });
    expect(state()).toEqual({ open: 'subReason' });
    expect(context()).toMatchObject({ reason: 'inappropriate', subReason: null, step: 2 });
  });

  it('Cancel on the first step closes the modal', () => {
    const { actor, state, dismiss } = start();
    actor.send({ type: 'OPEN', imageId: 7 });
    actor.send({ type: 'CHOOSE_REASON', reason: 'own' });
    actor.send({ type: 'CANCEL' });
    expect(state()).toBe('closed');
    expect(dismiss).toHaveBeenCalledTimes(1);
  });
});

describe('report machine: the second step (sub-reasons)', () => {
  it('takes only a sub-reason of the chosen reason; Next does nothing until one is chosen', () => {
    const { actor, state, context } = start();
    actor.send({ type: 'OPEN', imageId: 7 });
    actor.send({ type: 'CHOOSE_REASON', reason: 'own' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(state()).toEqual({ open: 'subReason' });
    actor.send({ type: 'CHOOSE_SUB_REASON', subReason: 'spam' });
    expect(context().subReason).toBeNull();
    actor.send({ type: 'CHOOSE_SUB_REASON', subReason: 'credit' });
    expect(context().subReason).toBe('credit');
    actor.send({ type: 'CHOOSE_SUB_REASON', subReason: 'takeDown' });
    expect(context().subReason).toBe('takeDown');
  });

  it('Cancel goes back to step one and clears the sub-reason, keeping the reason', () => {
    const { actor, state, context, dismiss } = onFinalStep('inappropriate', 'selfHarm');
    actor.send({ type: 'CANCEL' });
    expect(state()).toEqual({ open: 'reason' });
    expect(context()).toEqual({ imageId: 7, reason: 'inappropriate', subReason: null, step: 1 });
    expect(dismiss).not.toHaveBeenCalled();
    // Choosing the other reason leads to its own sub-reasons.
    actor.send({ type: 'CHOOSE_REASON', reason: 'own' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHOOSE_SUB_REASON', subReason: 'selfHarm' });
    expect(context().subReason).toBeNull();
  });
});

describe('report machine: the final Next', () => {
  it('own + takeDown: the removal request page for the image, the modal closes, nothing is sent', () => {
    const { actor, state, goTo, sent } = onFinalStep('own', 'takeDown');
    actor.send({ type: 'NEXT' });
    expect(state()).toBe('closed');
    expect(goTo).toHaveBeenCalledWith({ page: 'takedownNotice', imageId: 7 });
    expect(sent).toEqual([]);
  });

  it('own + anything else (credit): the get-credit page for the image, the modal closes, nothing is sent', () => {
    const { actor, state, goTo, sent } = onFinalStep('own', 'credit');
    actor.send({ type: 'NEXT' });
    expect(state()).toBe('closed');
    expect(goTo).toHaveBeenCalledWith({ page: 'creditClaim', imageId: 7 });
    expect(sent).toEqual([]);
  });

  it('any other reason: the report is sent and the success panel shows; Close then closes it', async () => {
    const { actor, state, sent, goTo, dismiss } = onFinalStep('inappropriate', 'hateSpeechSymbols');
    actor.send({ type: 'NEXT' });
    expect(state()).toBe('sending');
    // The modal stays while the call is out: a stray Close does not drop the answer.
    actor.send({ type: 'CLOSE' });
    await waitFor(actor, (s) => s.matches('reported'));
    expect(sent).toEqual([{ imageId: 7, reportReason: 'inappropriate', reportSubReason: 'hateSpeechSymbols' }]);
    expect(goTo).not.toHaveBeenCalled();
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('closed');
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('OPEN on the success panel opens the modal afresh', async () => {
    const { actor, state, context } = onFinalStep('inappropriate', 'spam');
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('reported'));
    actor.send({ type: 'OPEN', imageId: 8 });
    expect(state()).toEqual({ open: 'reason' });
    expect(context()).toEqual({ imageId: 8, reason: null, subReason: null, step: 1 });
  });

  it('a failure shows the error toast and keeps the modal open on the last step, choices kept; sending again works', async () => {
    let fail = true;
    const { actor, state, context, showError, sent } = onFinalStep('inappropriate', 'graphicViolence', async (body) => {
      if (fail) throw new ApiError({ status: 409, message: 'You have already reported this image.' });
      return { reportId: 3, imageId: body.imageId };
    });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => !s.matches('sending'));
    expect(showError).toHaveBeenCalledWith('You have already reported this image.');
    expect(state()).toEqual({ open: 'subReason' });
    expect(context()).toEqual({ imageId: 7, reason: 'inappropriate', subReason: 'graphicViolence', step: 2 });
    fail = false;
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('reported'));
    expect(sent).toHaveLength(2);
  });

  it('the body is built only from a complete choice', () => {
    expect(reportBody({ imageId: 7, reason: 'inappropriate', subReason: 'spam', step: 2 })).toEqual({ imageId: 7, reportReason: 'inappropriate', reportSubReason: 'spam' });
    expect(() => reportBody({ imageId: 7, reason: 'inappropriate', subReason: null, step: 2 })).toThrow();
  });
});
