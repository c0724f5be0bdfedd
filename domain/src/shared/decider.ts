import type { NewEvent } from './events';

/** An aggregate's decider: state folded from its events, and the events a command produces. */
export interface Decider<S, C, E extends NewEvent> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
}

export const fold = <S, E>(evolve: (s: S, e: E) => S, initial: S, events: readonly E[]): S => events.reduce(evolve, initial);
