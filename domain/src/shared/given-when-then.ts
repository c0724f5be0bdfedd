import type { NewEvent } from './events';

/**
 * given(events).when(command).then(events) / .throws(Error) for deciders, in the style of
 * Emmett's decider specifications. Framework-free: it returns values the test asserts on.
 */
export function specFor<S, C, E extends NewEvent>(decider: { initialState: () => S; evolve: (s: S, e: E) => S; decide: (c: C, s: S) => E[] }) {
  return (given: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        events: run,
        error: (): unknown => {
          try {
            run();
          } catch (err) {
            return err;
          }
          return undefined;
        },
      };
    },
  });
}
