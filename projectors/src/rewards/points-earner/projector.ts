import { createHash } from 'node:crypto';
import {
  evolveLookBoard,
  evolveUser,
  initialLookBoardState,
  initialUserState,
  ledgerStream,
  lookBoardStream,
  requestStream,
  userStream,
  type LedgerEvent,
  type LookBoardEvent,
  type UserEvent,
} from '@decorlook/domain';
import { evolveLedger, initialLedgerState, type LedgerState } from '@decorlook/domain/rewards/ledger';
import { decideLedger, type HashFn, type LedgerCommand } from '@decorlook/domain/rewards/ledger.decide';
import {
  actorNeededFor,
  boardNeededFor,
  EARNING_SOURCE_TYPES,
  earningsFor,
  requestNeededFor,
  withdrawalFor,
  NO_FACTS,
  type EarningBoard,
  type EarningFacts,
  type PointsSourceEvent,
} from '@decorlook/domain/rewards/points';
import { HIGH_RATING_MIN } from '@decorlook/domain/rewards/rewards.rules';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const POINTS_EARNER_PROJECTOR = 'points-earner';

/**
 * The process manager of reward points: each qualifying event (the rules table's source events)
 * becomes PointsEarned in its earner's `ledger-<userId>` stream, and each event that undoes a
 * contribution within the rule's window (a board deleted or taken down, a follow undone, a high
 * rating lowered) a compensating PointsWithdrawn, decided by the ledger's own decider on the
 * ledger as it is, and appended with the ledger's expected version and an event id fixed by the
 * earner and the source key. So a retried batch, a second runner or a rebuild from position 0
 * finds the entry written (or its id taken) and appends nothing more. Every fact it decides on is
 * read from the streams as they stood at the event (the board, the follower's or rater's own
 * account, the request's recommendations), never from a read model. It keeps no tables: the
 * ledger stream is its memory. Entries are hashed with the ledger key (HMAC, `ledgerHash`).
 */
export function createPointsEarner(deps: { ledgerHash?: HashFn }): Projector {
  const hash: HashFn = (input) => {
    if (!deps.ledgerHash) throw new Error('The points earner needs the ledger key (LEDGER_KEY) to write ledger entries');
    return deps.ledgerHash(input);
  };
  return {
    name: POINTS_EARNER_PROJECTOR,
    version: 1,
    personalData: false,
    tables: {},
    handles: EARNING_SOURCE_TYPES,
    async apply(events, { store }) {
      // Events delivered by hand (no store) have nowhere to record what they earn.
      if (!store) return;
      for (const raw of events as RecordedEvent[]) await pointsFrom(store, raw, hash);
    },
  };
}

/** A ledger entry's id: one per type, member and source key, so a second append of it is a no-op. */
export function ledgerEntryId(type: 'PointsEarned' | 'PointsWithdrawn', userId: number, sourceKey: string): string {
  const h = createHash('sha256').update(`${type}:${userId}:${sourceKey}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
/** PointsEarned's id for an earning. */
export const earnedEventId = (userId: number, sourceKey: string) => ledgerEntryId('PointsEarned', userId, sourceKey);

/** A stream's events written no later than the source event: what was so when it happened. */
async function streamAt(store: EventStore, streamId: string, upTo: RecordedEvent): Promise<RecordedEvent[]> {
  const { events } = await store.readStream(streamId);
  return events.filter((e) => e.globalPosition <= upTo.globalPosition);
}

/** The board as its stream had it at the source event (a later edit to private does not undo a publication). */
export async function boardAt(store: EventStore, lookBoardId: number, upTo: RecordedEvent): Promise<EarningBoard | null> {
  const events = await streamAt(store, lookBoardStream(lookBoardId), upTo);
  const s = events.reduce((st, e) => evolveLookBoard(st, e as unknown as LookBoardEvent), initialLookBoardState());
  if (!s.exists || !s.details) return null;
  return { ownerId: s.ownerId, public: s.details.public, approved: s.status === 'approved' && !s.deleted && !s.takenDown, requestId: s.details.requestId };
}

/** The follower's or rater's own stream, as it stood at the event: was their address verified? */
export async function verifiedAt(store: EventStore, userId: number, upTo: RecordedEvent): Promise<boolean> {
  const events = await streamAt(store, userStream(userId), upTo);
  return events.reduce((st, e) => evolveUser(st, e as unknown as UserEvent), initialUserState()).hasVerifiedEmail;
}

/** Whether the request's stream, as it stood at the event, recommends the board by this ambassador. */
export async function recommendedAt(store: EventStore, requestId: number, lookBoardId: number, ambassadorId: number, upTo: RecordedEvent): Promise<boolean> {
  const events = await streamAt(store, requestStream(requestId), upTo);
  return events.some((e) => {
    if (e.type !== 'RecommendationAdded') return false;
    const d = e.data as { lookBoardId: number; ambassadorId: number };
    return d.lookBoardId === lookBoardId && d.ambassadorId === ambassadorId;
  });
}

/**
 * What a rating needs of its board is its owner, which never changes: read once per board and
 * kept, not the whole (and, on a popular board, ever-growing) stream for every rating.
 */
const ratedBoardsOf = new WeakMap<EventStore, Map<number, EarningBoard>>();
const RATED_BOARDS_KEPT = 10_000;

async function boardFor(store: EventStore, source: PointsSourceEvent, raw: RecordedEvent): Promise<EarningBoard | null> {
  const boardId = boardNeededFor(source);
  if (boardId === null) return null;
  if (source.type !== 'LookBoardRated') return boardAt(store, boardId, raw);
  // Kept per store: board ids are the store's own, and a process may hold more than one store.
  let ratedBoards = ratedBoardsOf.get(store);
  if (!ratedBoards) ratedBoardsOf.set(store, (ratedBoards = new Map()));
  const kept = ratedBoards.get(boardId);
  if (kept) return kept;
  const board = await boardAt(store, boardId, raw);
  if (ratedBoards.size >= RATED_BOARDS_KEPT) ratedBoards.clear();
  // Only boards that exist are kept: one created later must still be read.
  if (board) ratedBoards.set(boardId, board);
  return board;
}

/** A rating that neither is nor was high earns and takes back nothing, whoever rated what. */
const changesNothing = (source: PointsSourceEvent) =>
  source.type === 'LookBoardRated' && source.data.rate < HIGH_RATING_MIN && (source.data.previous === null || source.data.previous < HIGH_RATING_MIN);

/** Everything the mappings need of the streams an event concerns. */
export async function factsFor(store: EventStore, source: PointsSourceEvent, raw: RecordedEvent): Promise<EarningFacts> {
  if (changesNothing(source)) return NO_FACTS;
  const boardId = boardNeededFor(source);
  const board = await boardFor(store, source, raw);
  const actor = actorNeededFor(source);
  const requestId = requestNeededFor(source, board);
  return {
    board,
    actorHasVerifiedEmail: actor === null ? false : await verifiedAt(store, actor, raw),
    recommended: requestId !== null && board !== null && boardId !== null ? await recommendedAt(store, requestId, boardId, board.ownerId, raw) : false,
  };
}

async function isErased(store: EventStore, userId: number): Promise<boolean> {
  const { events } = await store.readStream(userStream(userId));
  const s = events.reduce((st, e) => evolveUser(st, e as unknown as UserEvent), initialUserState());
  return !s.exists || s.erased;
}

async function pointsFrom(store: EventStore, raw: RecordedEvent, hash: HashFn): Promise<void> {
  const source = raw as unknown as PointsSourceEvent;
  const facts = await factsFor(store, source, raw);
  const from = { sourceEventId: raw.eventId, sourceType: raw.type, sourceStreamId: raw.streamId };
  for (const earning of earningsFor(source, facts)) {
    // No one to pay: an erased person earns nothing more.
    if (await isErased(store, earning.userId)) continue;
    await decideOnLedger(store, raw, earning.userId, { type: 'EarnPoints', userId: earning.userId, kind: earning.kind, sourceKey: earning.sourceKey, at: earning.at, ...from, hash });
  }
  const withdrawal = withdrawalFor(source, facts);
  if (withdrawal) await decideOnLedger(store, raw, withdrawal.userId, { type: 'WithdrawPoints', userId: withdrawal.userId, undoes: withdrawal.undoes, at: withdrawal.at, ...from, hash });
}

/** Decides on the ledger as it is and appends, deciding again if another entry came first. */
async function decideOnLedger(store: EventStore, raw: RecordedEvent, userId: number, command: LedgerCommand): Promise<void> {
  const streamId = ledgerStream(userId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { events, version } = await store.readStream(streamId);
    const state: LedgerState = events.reduce((s, e) => evolveLedger(s, e as unknown as LedgerEvent), initialLedgerState());
    const decided = decideLedger(command, state);
    if (decided.length === 0) return;
    try {
      await store.append(
        streamId,
        version ?? 'no_stream',
        decided.map((e) => ({
          ...e,
          eventId: ledgerEntryId(e.type === 'PointsWithdrawn' ? 'PointsWithdrawn' : 'PointsEarned', userId, (e.data as { sourceKey: string }).sourceKey),
          metadata: { causationId: raw.eventId, correlationId: raw.metadata.correlationId ?? raw.eventId, userId: null },
        })),
      );
      return;
    } catch (err) {
      // A redemption or another entry came first: decide again on the ledger as it is now.
      if (!(err instanceof WrongExpectedVersion)) throw err;
    }
  }
  throw new Error(`${streamId}: the ledger kept changing while ${raw.type} ${raw.eventId} was applied`);
}
