import { canSeeLookBoard, isPublished, lookBoardRatingOf, lookBoardStream, type LookBoardState } from '@decorlook/domain';
import { readEvents } from '@decorlook/infra/event-store/read-events';
import type { Platform } from '@decorlook/infra/platform';
import { loadRequest } from '../requests/requests';
import { foldLookBoard } from './lookboards';

type Store = Pick<Platform, 'store'>;

/** The events that carry the image a board is made from or a request asks about. */
const NAMING_AN_IMAGE = ['LookBoardCreated', 'LookBoardEdited', 'RequestSubmitted'];

/**
 * The boards and requests whose events ever named the image. No stream lists an image's boards or
 * requests, so they are found in the log by event type (the events that carry an image id); what
 * each is now is then folded from its own stream.
 */
async function namingImage(p: Store, imageId: number): Promise<{ boards: Set<number>; requests: Map<number, number> }> {
  const boards = new Set<number>();
  const requests = new Map<number, number>();
  for await (const batch of readEvents(p.store, { types: NAMING_AN_IMAGE })) {
    for (const e of batch) {
      const d = e.data as { lookBoardId?: number; requestId?: number; userId?: number; inspirationImageId: number | null };
      if (d.inspirationImageId !== imageId) continue;
      if (e.type === 'RequestSubmitted') requests.set(d.requestId as number, d.userId as number);
      else boards.add(d.lookBoardId as number);
    }
  }
  return { boards, requests };
}

const loadBoards = (p: Store, ids: Iterable<number>) => Promise.all([...ids].map(async (id) => foldLookBoard((await p.store.readStream(lookBoardStream(id))).events)));

/**
 * What the log says around an image: the boards made from it, as they are now (a board moved to
 * another image is not one of them), and how many requests asked for its look.
 */
export async function aroundImage(p: Store, imageId: number): Promise<{ boards: LookBoardState[]; requestCount: number }> {
  const named = await namingImage(p, imageId);
  const boards = (await loadBoards(p, named.boards)).filter((b) => b.exists && b.details?.inspirationImageId === imageId);
  return { boards, requestCount: named.requests.size };
}

/** Published boards best first: the best rated, then the most rated, voted and liked, the newest id last. */
export function bestPublished(boards: readonly LookBoardState[]): LookBoardState[] {
  const key = (b: LookBoardState) => ({ ...lookBoardRatingOf(b), votes: b.votedBy.size, likes: b.likedBy.size });
  return boards
    .filter((b) => !b.deleted && !b.takenDown && isPublished(b))
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x.rating !== y.rating) return x.rating === null ? 1 : y.rating === null ? -1 : y.rating - x.rating;
      return y.ratingsCount - x.ratingsCount || y.votes - x.votes || y.likes - x.likes || b.lookBoardId - a.lookBoardId;
    });
}

/**
 * The pieces a person may put in a Mix & Match of a room (spec 1: a Mix & Match takes products
 * from several boards of the room), decided on events: the boards made from the image and the
 * boards answering the person's own requests for it, each folded from its own stream and kept
 * when the person may see it (look-board.ts's canSeeLookBoard).
 */
export async function roomBoardProducts(p: Store, imageId: number, userId: number): Promise<Set<number>> {
  const named = await namingImage(p, imageId);
  // A board answering the person's request is theirs to see as its requester.
  const answering = new Map<number, number>();
  const own = [...named.requests].filter(([, requesterId]) => requesterId === userId).map(([requestId]) => requestId);
  for (const request of await Promise.all(own.map((id) => loadRequest(p, id)))) {
    if (request.requesterId === userId && request.details?.inspirationImageId === imageId) for (const boardId of request.recommendations.keys()) answering.set(boardId, userId);
  }
  const boardIds = [...new Set([...named.boards, ...answering.keys()])];
  const boards = await loadBoards(p, boardIds);
  const products = new Set<number>();
  boards.forEach((board, i) => {
    const requesterId = answering.get(boardIds[i]) ?? null;
    const inRoom = board.details?.inspirationImageId === imageId || requesterId !== null;
    if (inRoom && canSeeLookBoard(board, userId, false, requesterId)) for (const productId of board.details?.products ?? []) products.add(productId);
  });
  return products;
}
