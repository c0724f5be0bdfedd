import { describe, expect, it } from 'vitest';
import { RateLimited } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import type { NominatorEvent } from './ambassador.events';
import { NOMINATIONS_PER_DAY, NominationNeedsSignIn, NominationNeedsVerifiedEmail, nominatorDecider, TooManyNominations, type NominatorCommand, type NominatorState } from './nomination.decide';

const nominator = specFor<NominatorState, NominatorCommand, NominatorEvent>(nominatorDecider);
const at = (hour: number) => new Date(Date.UTC(2026, 10, 23, hour)).toISOString();
const send = (nominationId: number, now: string, over: Partial<NominatorCommand> = {}): NominatorCommand => ({ type: 'SendNomination', nominatorId: 7, hasVerifiedEmail: true, nominationId, now, ...over });
const sent = (nominationId: number, sentAt: string): NominatorEvent => ({ type: 'NominationSent', data: { nominatorId: 7, nominationId, sentAt } });
const tenAt = (hour: number) => Array.from({ length: NOMINATIONS_PER_DAY }, (_, i) => sent(i + 1, at(hour)));

describe('who may nominate, and how often', () => {
  it('counts a verified member’s nomination', () => {
    expect(nominator([]).when(send(1, at(9))).events()).toEqual([sent(1, at(9))]);
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
