import {
  decideSession,
  emailStream,
  enumStream,
  evolveEmailReservation,
  evolveEnum,
  evolveSession,
  evolveUser,
  initialEmailReservation,
  initialEnumState,
  initialSession,
  initialUserState,
  normaliseEmail,
  sessionStream,
  userStream,
  type EmailReservationEvent,
  type EnumEvent,
  type EnumResource,
  type SessionEvent,
  type SessionRevokeReason,
  type UserEvent,
  type UserState,
} from '@decorlook/domain';
import type { Aggregate, Histories } from '@decorlook/infra/commands/handle';
import type { RecordedEvent, StreamAppend } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

/** What the identity context's command handlers share: folds, stream reads and the clock. */

export const nowOf = (p: Pick<Platform, 'clock'>) => p.clock().toISOString();
export const emailHashOf = (p: Pick<Platform, 'hash'>, email: string) => p.hash(normaliseEmail(email));

export const userAggregate = (userId: number): Aggregate<UserState, UserEvent> => ({ streamId: userStream(userId), initialState: initialUserState, evolve: evolveUser });

const fold =
  <S, E>(initial: () => S, evolve: (s: S, e: E) => S) =>
  (events: readonly RecordedEvent[]) =>
    events.reduce((s, e) => evolve(s, e as unknown as E), initial());
export const foldUser = fold<UserState, UserEvent>(initialUserState, evolveUser);
export const foldEmail = fold(initialEmailReservation, (s, e: EmailReservationEvent) => evolveEmailReservation(s, e));
export const foldSession = fold(initialSession, (s, e: SessionEvent) => evolveSession(s, e));

export async function loadUser(p: Pick<Platform, 'store'>, userId: number): Promise<UserState> {
  return foldUser((await p.store.readStream(userStream(userId))).events);
}

/** The account holding an address, if any. */
export async function holderOf(p: Pick<Platform, 'store'>, emailHash: string): Promise<number | null> {
  return foldEmail((await p.store.readStream(emailStream(emailHash))).events).holder;
}

/** The ids (and names) a reference-data choice offers, from the resource's own stream. */
export async function referenceChoices(p: Pick<Platform, 'store'>, resource: EnumResource): Promise<Map<number, string>> {
  const { events } = await p.store.readStream(enumStream(resource));
  const state = events.reduce((s, e) => evolveEnum(s, e as unknown as EnumEvent), initialEnumState());
  return new Map([...state.entries.values()].map((e) => [e.id, e.name]));
}

/** One stream of a multi-stream decision, expecting the version it was read at. */
export function appendTo(h: Histories, streamId: string, events: StreamAppend['events']): StreamAppend {
  return { streamId, expected: h.get(streamId)?.version ?? 'no_stream', events };
}

/** The revocations of every listed session still open in its own history. */
export function revokeSessions(
  h: Histories,
  familyIds: readonly string[],
  reason: Exclude<SessionRevokeReason, 'refresh_token_reuse'>,
  now: string,
): StreamAppend[] {
  return familyIds.map((familyId) => {
    const history = h.get(sessionStream(familyId));
    const state = foldSession(history?.events ?? []);
    return appendTo(h, sessionStream(familyId), decideSession({ type: 'RevokeSession', familyId, reason, now }, state));
  });
}
