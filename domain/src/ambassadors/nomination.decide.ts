import { Forbidden, RateLimited, Unauthenticated } from '../shared/errors';
import type { NominationEvent, NominatorEvent } from './ambassador.events';
import { CannotNominateSelf, NomineeAlreadyAmbassador } from './ambassador.errors';
import type { NominationInput } from './ambassador.rules';

/** A nomination (stream `nomination-<id>`): who was invited, to which account. */
export interface NominationState {
  exists: boolean;
  nominationId: number;
  inviteeId: number;
  newAccount: boolean;
  /** The keyed hash of the address the invitation went to. */
  toEmailHash: string;
  nominatedAt: string | null;
}

export const initialNominationState = (): NominationState => ({ exists: false, nominationId: 0, inviteeId: 0, newAccount: false, toEmailHash: '', nominatedAt: null });

export function evolveNomination(state: NominationState, event: NominationEvent): NominationState {
  switch (event.type) {
    case 'AmbassadorNominated': {
      const d = event.data;
      return { exists: true, nominationId: d.nominationId, inviteeId: d.inviteeId, newAccount: d.newAccount, toEmailHash: d.toEmailHash, nominatedAt: d.nominatedAt };
    }
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

/** The account the invitation is for, as the handler found it: made now, or someone's already. */
export interface Invitee {
  userId: number;
  newAccount: boolean;
  isAmbassador: boolean;
}

export type NominationCommand = {
  type: 'Nominate';
  nominationId: number;
  /** The member nominating (the handler refuses a visitor before this). */
  nominatorId: number | null;
  invitee: Invitee;
  /** The invitee's part of the form; the nominator's words go to their own stream (decideNominator). */
  input: Pick<NominationInput, 'toFirstName' | 'toEmailAddress'>;
  toEmailHash: string;
  now: string;
};

export function decideNomination(command: NominationCommand, state: NominationState): NominationEvent[] {
  if (state.exists) return [];
  const { invitee, input } = command;
  if (command.nominatorId !== null && command.nominatorId === invitee.userId) throw new CannotNominateSelf();
  if (invitee.isAmbassador) throw new NomineeAlreadyAmbassador();
  return [
    {
      type: 'AmbassadorNominated',
      data: {
        nominationId: command.nominationId,
        nominatorId: command.nominatorId,
        inviteeId: invitee.userId,
        newAccount: invitee.newAccount,
        toFirstName: input.toFirstName,
        toEmailAddress: input.toEmailAddress.toLowerCase(),
        toEmailHash: command.toEmailHash,
        nominatedAt: command.now,
      },
    },
  ];
}

export const nominationDecider = { initialState: initialNominationState, evolve: evolveNomination, decide: decideNomination };

/**
 * Who may nominate, and how often: a signed-in member whose address is verified, at most
 * NOMINATIONS_PER_DAY in any 24 hours, so the invitation cannot be used to mail strangers in bulk.
 * Decided on the member's own `nominator-<userId>` stream (what they sent) and their account.
 */
export const NOMINATIONS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export class NominationNeedsSignIn extends Unauthenticated {}

export class NominationNeedsVerifiedEmail extends Forbidden {
  constructor() {
    super('Please verify your email address before nominating an ambassador.');
  }
}

export class TooManyNominations extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, `You can send at most ${NOMINATIONS_PER_DAY} nominations a day. Please try again later.`);
  }
}

/** When each of the member's nominations was sent, oldest first. */
export interface NominatorState {
  sentAt: readonly string[];
}

export const initialNominatorState = (): NominatorState => ({ sentAt: [] });

export function evolveNominator(state: NominatorState, event: NominatorEvent): NominatorState {
  switch (event.type) {
    case 'NominationSent':
      return { sentAt: [...state.sentAt, event.data.sentAt] };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

export type NominatorCommand = {
  type: 'SendNomination';
  nominatorId: number | null;
  /** The nominator's own account says their address is verified. */
  hasVerifiedEmail: boolean;
  nominationId: number;
  /** What the nominator wrote: kept in their stream, so erasing them erases it. */
  words: NominatorWords;
  now: string;
};

export type NominatorWords = Pick<NominationInput, 'firstName' | 'lastName' | 'subject' | 'message'>;

export function decideNominator(command: NominatorCommand, state: NominatorState): NominatorEvent[] {
  if (command.nominatorId === null) throw new NominationNeedsSignIn();
  if (!command.hasVerifiedEmail) throw new NominationNeedsVerifiedEmail();
  const now = Date.parse(command.now);
  const recent = state.sentAt.map((t) => Date.parse(t)).filter((t) => now - t < DAY_MS);
  if (recent.length >= NOMINATIONS_PER_DAY) {
    const oldest = Math.min(...recent);
    throw new TooManyNominations(Math.max(1, Math.ceil((oldest + DAY_MS - now) / 1000)));
  }
  const { firstName, lastName, subject, message } = command.words;
  return [{ type: 'NominationSent', data: { nominatorId: command.nominatorId, nominationId: command.nominationId, firstName, lastName, subject, message, sentAt: command.now } }];
}

export const nominatorDecider = { initialState: initialNominatorState, evolve: evolveNominator, decide: decideNominator };
