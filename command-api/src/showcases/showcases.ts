import {
  canSeeImage,
  decideShowcase,
  evolveLookBoard,
  evolveShowcase,
  evolveShowcaseUrl,
  initialLookBoardState,
  initialShowcaseState,
  initialShowcaseUrl,
  isAmbassadorNow,
  lookBoardStream,
  showcaseStream,
  type LookBoardEvent,
  type ShowcaseCommand,
  type ShowcaseEvent,
  type ShowcaseState,
  type ShowcaseUrlEvent,
  type UserState,
} from '@decorlook/domain';
import { handleCommand, type Aggregate } from '@decorlook/infra/commands/handle';
import type { EventMetadata, RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { loadUser, nowOf } from '../identity/identity';
import { loadImage } from '../lookboards/lookboards';

/** What the showcase command handlers share: the aggregate, the caller's role now, what a page may show. */

export const showcaseAggregate = (userId: number): Aggregate<ShowcaseState, ShowcaseEvent> => ({ streamId: showcaseStream(userId), initialState: initialShowcaseState, evolve: evolveShowcase });

export const foldShowcase = (events: readonly RecordedEvent[]) => events.reduce((s, e) => evolveShowcase(s, e as unknown as ShowcaseEvent), initialShowcaseState());
export const foldShowcaseUrl = (events: readonly RecordedEvent[]) => events.reduce((s, e) => evolveShowcaseUrl(s, e as unknown as ShowcaseUrlEvent), initialShowcaseUrl());

export async function loadShowcase(p: Pick<Platform, 'store'>, userId: number): Promise<ShowcaseState> {
  return foldShowcase((await p.store.readStream(showcaseStream(userId))).events);
}

/** The caller as an owner's command needs them: whether they are an ambassador now, read from their account (a token's role may be stale). */
export interface Caller {
  user: UserState;
  owner: { userId: number; isAmbassador: boolean; now: string };
}
export async function callerOf(p: Pick<Platform, 'store' | 'clock'>, userId: number): Promise<Caller> {
  const user = await loadUser(p, userId);
  return { user, owner: { userId, isAmbassador: isAmbassadorNow(user), now: nowOf(p) } };
}

type OwnerCommand = Exclude<ShowcaseCommand, { type: 'ActivateShowcaseVideo' | 'DeactivateShowcaseVideo' }>;
type Owner = Caller['owner'];
type Distribute<T> = T extends unknown ? Omit<T, keyof Owner> : never;

/** One of the owner's commands on their own page (`showcase-<their id>`), answered with the page and its owner's account. */
export async function runOwnerCommand(p: Pick<Platform, 'store' | 'clock'>, userId: number, command: Distribute<OwnerCommand>, meta: EventMetadata) {
  const { user, owner } = await callerOf(p, userId);
  const r = await handleCommand(p.store, showcaseAggregate(userId), (s) => decideShowcase({ ...owner, ...command } as ShowcaseCommand, s), meta);
  return { ...r, user };
}

/** The images among `ids` the owner may show: approved ones, and their own whatever their review. */
export async function showableImages(p: Pick<Platform, 'store'>, userId: number, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  const states = await Promise.all(unique.map((id) => loadImage(p, id)));
  return new Set(unique.filter((_, i) => canSeeImage(states[i], userId)));
}

/** The look boards among `ids` that are the owner's own and not deleted. */
export async function showableLookBoards(p: Pick<Platform, 'store'>, userId: number, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  const states = await Promise.all(
    unique.map(async (id) => (await p.store.readStream(lookBoardStream(id))).events.reduce((s, e) => evolveLookBoard(s, e as unknown as LookBoardEvent), initialLookBoardState())),
  );
  return new Set(unique.filter((_, i) => states[i].exists && !states[i].deleted && states[i].ownerId === userId));
}
