import { createHash } from 'node:crypto';
import { evolveLookBoard, evolveUser, initialLookBoardState, initialUserState, ledgerStream, lookBoardStream, userStream, type LedgerEvent, type LookBoardEvent, type UserEvent } from '@decorlook/domain';
import { evolveLedger, initialLedgerState } from '@decorlook/domain/rewards/ledger';
import { decideLedger } from '@decorlook/domain/rewards/ledger.decide';
import { boardNeededFor, EARNING_SOURCE_TYPES, earningFor, type EarningBoard, type EarningSourceEvent } from '@decorlook/domain/rewards/points';
import { HIGH_RATING_MIN } from '@decorlook/domain/rewards/rewards.rules';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';

export const POINTS_EARNER_PROJECTOR = 'points-earner';

const sha256 = (input: string) => createHash('sha256').update(input).digest('hex');

/**
 * The process manager of reward points: each qualifying event (the rules table's source events)
 * becomes PointsEarned in its earner's `ledger-<userId>` stream, decided by the ledger's own
 * decider (once per source key, under the daily cap) on the ledger as it is, and appended with
 * the ledger's expected version and an event id fixed by the earner and the source key. So a
 * retried batch, a second runner or a rebuild from position 0 finds the earning written (or its
 * id taken) and appends nothing more. It keeps no tables: the ledger stream is its memory.
 */
export const pointsEarnerProjector: Projector = {
  name: POINTS_EARNER_PROJECTOR,
  version: 1,
  personalData: false,
  tables: {},
  handles: EARNING_SOURCE_TYPES,
  async apply(events, { store }) {
    // Events delivered by hand (no store) have nowhere to record what they earn.
    if (!store) return;
    for (const raw of events as RecordedEvent[]) await earnFrom(store, raw);
  },
};

/** PointsEarned's id: one per earner and source key, so a second append of it is a no-op. */
export function earnedEventId(userId: number, sourceKey: string): string {
  const h = createHash('sha256').update(`PointsEarned:${userId}:${sourceKey}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The board as its stream had it at the source event (a later edit to private does not undo a publication). */
async function boardAt(store: EventStore, lookBoardId: number, upTo: RecordedEvent): Promise<EarningBoard | null> {
  const { events } = await store.readStream(lookBoardStream(lookBoardId));
  const until = upTo.streamId === lookBoardStream(lookBoardId) ? events.filter((e) => e.streamPosition <= upTo.streamPosition) : events;
  const s = until.reduce((st, e) => evolveLookBoard(st, e as unknown as LookBoardEvent), initialLookBoardState());
  return s.exists && s.details ? { ownerId: s.ownerId, public: s.details.public } : null;
}

/**
 * What a rating needs of its board is its owner, which never changes: read once per board and
 * kept, not the whole (and, on a popular board, ever-growing) stream for every rating. A rating
 * below HIGH_RATING_MIN earns nothing whoever owns the board, so it reads nothing.
 */
const ratedBoards = new Map<number, EarningBoard | null>();
const RATED_BOARDS_KEPT = 10_000;

async function boardFor(store: EventStore, source: EarningSourceEvent, raw: RecordedEvent): Promise<EarningBoard | null> {
  const boardId = boardNeededFor(source);
  if (boardId === null) return null;
  if (source.type !== 'LookBoardRated') return boardAt(store, boardId, raw);
  if (source.data.rate < HIGH_RATING_MIN) return null;
  const kept = ratedBoards.get(boardId);
  if (kept) return kept;
  const board = await boardAt(store, boardId, raw);
  if (ratedBoards.size >= RATED_BOARDS_KEPT) ratedBoards.clear();
  // Only boards that exist are kept: one created later must still be read.
  if (board) ratedBoards.set(boardId, board);
  return board;
}

async function isErased(store: EventStore, userId: number): Promise<boolean> {
  const { events } = await store.readStream(userStream(userId));
  const s = events.reduce((st, e) => evolveUser(st, e as unknown as UserEvent), initialUserState());
  return !s.exists || s.erased;
}

async function earnFrom(store: EventStore, raw: RecordedEvent): Promise<void> {
  const source = raw as unknown as EarningSourceEvent;
  const earning = earningFor(source, await boardFor(store, source, raw));
  // No one to pay: an erased person earns nothing more.
  if (!earning || (await isErased(store, earning.userId))) return;
  const streamId = ledgerStream(earning.userId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { events, version } = await store.readStream(streamId);
    const state = events.reduce((s, e) => evolveLedger(s, e as unknown as LedgerEvent), initialLedgerState());
    const decided = decideLedger(
      {
        type: 'EarnPoints',
        userId: earning.userId,
        kind: earning.kind,
        sourceKey: earning.sourceKey,
        sourceEventId: raw.eventId,
        sourceType: raw.type,
        sourceStreamId: raw.streamId,
        at: earning.at,
        hash: sha256,
      },
      state,
    );
    if (decided.length === 0) return;
    try {
      await store.append(
        streamId,
        version ?? 'no_stream',
        decided.map((e) => ({
          ...e,
          eventId: earnedEventId(earning.userId, earning.sourceKey),
          metadata: { causationId: raw.eventId, correlationId: raw.metadata.correlationId ?? raw.eventId, userId: null },
        })),
      );
      return;
    } catch (err) {
      // A redemption or another earning came first: decide again on the ledger as it is now.
      if (!(err instanceof WrongExpectedVersion)) throw err;
    }
  }
  throw new Error(`${streamId}: the ledger kept changing while ${earning.sourceKey} was earned`);
}
