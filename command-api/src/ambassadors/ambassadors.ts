import {
  evolveApplication,
  evolveFollow,
  evolveNomination,
  followsStream,
  initialApplicationState,
  initialFollowState,
  initialNominationState,
  nominationStream,
  type AmbassadorApplicationEvent,
  type ApplicationState,
  type FollowEvent,
  type FollowState,
  type NominationEvent,
  type NominationState,
} from '@decorlook/domain';
import type { Aggregate } from '@decorlook/infra/commands/handle';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

/** What the ambassador programme's command handlers share: folds and stream reads. */

const fold =
  <S, E>(initial: () => S, evolve: (s: S, e: E) => S) =>
  (events: readonly RecordedEvent[] = []) =>
    events.reduce((s, e) => evolve(s, e as unknown as E), initial());

export const foldApplication = fold<ApplicationState, AmbassadorApplicationEvent>(initialApplicationState, evolveApplication);
export const foldNomination = fold<NominationState, NominationEvent>(initialNominationState, evolveNomination);

export const followAggregate = (followerId: number): Aggregate<FollowState, FollowEvent> => ({ streamId: followsStream(followerId), initialState: initialFollowState, evolve: evolveFollow });

export async function loadNomination(p: Pick<Platform, 'store'>, nominationId: number): Promise<NominationState> {
  return foldNomination((await p.store.readStream(nominationStream(nominationId))).events);
}

