import type { NominationEvent } from './ambassador.events';
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
  /** Null for a visitor: anyone may nominate (spec 6). */
  nominatorId: number | null;
  invitee: Invitee;
  input: NominationInput;
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
        firstName: input.firstName,
        lastName: input.lastName,
        toFirstName: input.toFirstName,
        toEmailAddress: input.toEmailAddress.toLowerCase(),
        toEmailHash: command.toEmailHash,
        subject: input.subject,
        message: input.message,
        nominatedAt: command.now,
      },
    },
  ];
}

export const nominationDecider = { initialState: initialNominationState, evolve: evolveNomination, decide: decideNomination };
