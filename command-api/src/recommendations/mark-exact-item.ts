import {
  evolveImage,
  evolveLookBoard,
  imageStream,
  initialImageState,
  initialLookBoardState,
  lookBoardStream,
  type InspirationImageEvent,
  type InspirationImageState,
  type LookBoardEvent,
  type LookBoardState,
} from '@decorlook/domain';
import { exactItemsStream, type ExactItemEvent } from '@decorlook/domain/recommendations/budgets.events';
import { decideExactItems, evolveExactItems, exactItemsConfirmableBy, initialExactItemsState, type ExactItemInput } from '@decorlook/domain/recommendations/exact-items';
import { handleMultiStreamCommand, type Histories } from '@decorlook/infra/commands/handle';
import type { EventMetadata, RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

const fold = <S, E>(events: readonly RecordedEvent[] | undefined, evolve: (s: S, e: E) => S, initial: S): S => (events ?? []).reduce((s, e) => evolve(s, e as unknown as E), initial);
const boardOf = (h: Histories, lookBoardId: number): LookBoardState => fold<LookBoardState, LookBoardEvent>(h.get(lookBoardStream(lookBoardId))?.events, evolveLookBoard, initialLookBoardState());
const imageOf = (h: Histories, imageId: number | null): InspirationImageState | null =>
  imageId === null ? null : fold<InspirationImageState, InspirationImageEvent>(h.get(imageStream(imageId))?.events, evolveImage, initialImageState());
/** The streams the decision rests on: the board's, its statements', and, once the board names it, its picture's. */
const streamsFor = (lookBoardId: number) => (h: Histories) => {
  const imageId = h.has(lookBoardStream(lookBoardId)) ? (boardOf(h, lookBoardId).details?.inspirationImageId ?? null) : null;
  return [lookBoardStream(lookBoardId), exactItemsStream(lookBoardId), ...(imageId === null ? [] : [imageStream(imageId)])];
};

/** Whether the caller may say which of the board's items are exact, decided on its events before the body is read. */
export async function permitExactItems(p: Pick<Platform, 'store'>, lookBoardId: number, userId: number): Promise<void> {
  const board = fold<LookBoardState, LookBoardEvent>((await p.store.readStream(lookBoardStream(lookBoardId))).events, evolveLookBoard, initialLookBoardState());
  const imageId = board.details?.inspirationImageId ?? null;
  const image = imageId === null ? null : fold<InspirationImageState, InspirationImageEvent>((await p.store.readStream(imageStream(imageId))).events, evolveImage, initialImageState());
  exactItemsConfirmableBy(board, image, userId);
}

/**
 * The board's curator or the picture's credited owner says a product on the board is (or is not)
 * the exact item in the picture. Decided on the board's and the picture's events; the statement
 * is appended to the board's exact-items stream while both stay as they were read.
 */
export async function markExactItem(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, input: ExactItemInput, meta: EventMetadata) {
  const now = p.clock().toISOString();
  const r = await handleMultiStreamCommand(
    p.store,
    streamsFor(lookBoardId),
    (h) => {
      const board = boardOf(h, lookBoardId);
      const image = imageOf(h, board.details?.inspirationImageId ?? null);
      const state = fold(h.get(exactItemsStream(lookBoardId))?.events, evolveExactItems, initialExactItemsState());
      const events: ExactItemEvent[] = decideExactItems({ type: 'MarkExactItem', lookBoardId, productId: input.productId, userId, exact: input.exact, board, image, now }, state);
      // The board and the picture are guarded by their versions: an edit or a new credit in between decides again.
      return streamsFor(lookBoardId)(h).map((streamId) => {
        const version = h.get(streamId)?.version ?? null;
        return { streamId, expected: version === null ? ('no_stream' as const) : version, events: streamId === exactItemsStream(lookBoardId) ? events : [] };
      });
    },
    meta,
  );
  return { position: r.position, exact: input.exact };
}
