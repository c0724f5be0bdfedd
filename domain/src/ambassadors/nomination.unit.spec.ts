import { describe, expect, it } from 'vitest';
import { RateLimited } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { upcast } from '../shared/events';
import { ambassadorNominated, nominationSent, type NominatorEvent } from './ambassador.events';
import { NOMINATIONS_PER_DAY, NominationNeedsSignIn, NominationNeedsVerifiedEmail, nominatorDecider, TooManyNominations, type NominatorCommand, type NominatorState } from './nomination.decide';

const nominator = specFor<NominatorState, NominatorCommand, NominatorEvent>(nominatorDecider);
const at = (hour: number) => new Date(Date.UTC(2026, 10, 23, hour)).toISOString();
const words = { firstName: 'Fay', lastName: 'Ode', subject: 'You have been nominated', message: 'Your rooms are wonderful' };
const send = (nominationId: number, now: string, over: Partial<NominatorCommand> = {}): NominatorCommand => ({ type: 'SendNomination', nominatorId: 7, hasVerifiedEmail: true, nominationId, words, now, ...over });
const sent = (nominationId: number, sentAt: string): NominatorEvent => ({ type: 'NominationSent', data: { nominatorId: 7, nominationId, ...words, sentAt } });
const tenAt = (hour: number) => Array.from({ length: NOMINATIONS_PER_DAY }, (_, i) => sent(i + 1, at(hour)));

describe('who may nominate, and how often', () => {
  it('counts a verified member’s nomination, with what they wrote in it, sealed under their own key', () => {
    expect(nominator([]).when(send(1, at(9))).events()).toEqual([sent(1, at(9))]);
    expect(nominationSent.personal?.subject(sent(1, at(9)).data)).toBe('user-7');
    expect(nominationSent.personal?.fields).toEqual(['firstName', 'lastName', 'subject', 'message']);
  });

  it('refuses a visitor and an unverified address', () => {
    expect(nominator([]).when(send(1, at(9), { nominatorId: null })).error()).toBeInstanceOf(NominationNeedsSignIn);
    expect(nominator([]).when(send(1, at(9), { hasVerifiedEmail: false })).error()).toBeInstanceOf(NominationNeedsVerifiedEmail);
  });

  it('refuses the eleventh in 24 hours, saying when the oldest leaves the window; a day later it is fine', () => {
    const err = nominator(tenAt(9)).when(send(11, at(15))).error();
    expect(err).toBeInstanceOf(TooManyNominations);
    expect(err).toBeInstanceOf(RateLimited);
    expect((err as RateLimited).retryAfterSeconds).toBe(18 * 3600);
    expect(nominator(tenAt(9)).when(send(11, new Date(Date.UTC(2026, 10, 24, 9)).toISOString())).events()).toEqual([sent(11, new Date(Date.UTC(2026, 10, 24, 9)).toISOString())]);
  });
});

describe('nominations written before the nominator’s words moved to their own stream', () => {
  const v1 = {
    nominationId: 5,
    nominatorId: 7,
    inviteeId: 9,
    newAccount: true,
    firstName: 'Fay',
    lastName: 'Ode',
    toFirstName: 'Cleo',
    toEmailAddress: 'cleo@example.com',
    toEmailHash: 'c'.repeat(40),
    subject: 'You have been nominated',
    message: 'Your rooms are wonderful',
    nominatedAt: at(9),
  };

  it('read as the invitee’s part only: the nominator’s words, sealed under the invitee’s key, reach no reader', () => {
    expect(upcast(ambassadorNominated, 1, v1)).toEqual({
      nominationId: 5,
      nominatorId: 7,
      inviteeId: 9,
      newAccount: true,
      toFirstName: 'Cleo',
      toEmailAddress: 'cleo@example.com',
      toEmailHash: 'c'.repeat(40),
      nominatedAt: at(9),
    });
    expect(ambassadorNominated.schema.safeParse(upcast(ambassadorNominated, 1, v1)).success).toBe(true);
    expect(ambassadorNominated.personal?.subject(ambassadorNominated.schema.parse(upcast(ambassadorNominated, 1, v1)))).toBe('user-9');
  });

  it('are still counted, with no words of their own', () => {
    const old = { type: 'NominationSent' as const, data: upcast(nominationSent, 1, { nominatorId: 7, nominationId: 1, sentAt: at(9) }) as NominatorEvent['data'] };
    expect(old.data).toEqual({ nominatorId: 7, nominationId: 1, firstName: null, lastName: null, subject: null, message: null, sentAt: at(9) });
    const tenBefore = [old, ...tenAt(9).slice(1)];
    expect(nominator(tenBefore).when(send(11, at(15))).error()).toBeInstanceOf(TooManyNominations);
  });
});
