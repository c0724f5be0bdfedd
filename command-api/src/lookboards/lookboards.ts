import {
  canSeeImage,
  evolveImage,
  evolveLookBoard,
  evolveMixMatch,
  evolveProduct,
  imageStream,
  initialImageState,
  initialLookBoardState,
  initialMixMatchState,
  initialProductState,
  lookBoardStream,
  mixMatchStream,
  productStream,
  type BoardMaterials,
  type InspirationImageEvent,
  type InspirationImageState,
  type LookBoardEvent,
  type LookBoardState,
  type MixMatchEvent,
  type MixMatchState,
  type ProductEvent,
  type ProductState,
} from '@decorlook/domain';
import type { Aggregate } from '@decorlook/infra/commands/handle';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { catalogChoices } from '../catalog/catalog';

/** What the look boards' command handlers share: aggregates and what a board is made of. */

export const lookBoardAggregate = (lookBoardId: number): Aggregate<LookBoardState, LookBoardEvent> => ({
  streamId: lookBoardStream(lookBoardId),
  initialState: initialLookBoardState,
  evolve: evolveLookBoard,
});
export const foldLookBoard = (events: readonly RecordedEvent[] = []) => events.reduce((s, e) => evolveLookBoard(s, e as unknown as LookBoardEvent), initialLookBoardState());
export const mixMatchAggregate = (mixMatchId: number): Aggregate<MixMatchState, MixMatchEvent> => ({
  streamId: mixMatchStream(mixMatchId),
  initialState: initialMixMatchState,
  evolve: evolveMixMatch,
});

export async function loadImage(p: Pick<Platform, 'store'>, imageId: number): Promise<InspirationImageState> {
  const { events } = await p.store.readStream(imageStream(imageId));
  return events.reduce((s, e) => evolveImage(s, e as unknown as InspirationImageEvent), initialImageState());
}

export async function loadProducts(p: Pick<Platform, 'store'>, productIds: readonly number[]): Promise<Map<number, ProductState>> {
  const unique = [...new Set(productIds)];
  const states = await Promise.all(
    unique.map(async (id) => (await p.store.readStream(productStream(id))).events.reduce((s, e) => evolveProduct(s, e as unknown as ProductEvent), initialProductState())),
  );
  return new Map(unique.map((id, i) => [id, states[i]]));
}

/** The image and products a create or edit names, read from their own streams, and the reference lists. */
export async function boardMaterials(p: Pick<Platform, 'store'>, userId: number, imageId: number | undefined, productIds: readonly number[]): Promise<BoardMaterials & { productStates: Map<number, ProductState>; image: InspirationImageState }> {
  const [image, productStates, known] = await Promise.all([imageId === undefined ? initialImageState() : loadImage(p, imageId), loadProducts(p, productIds), catalogChoices(p)]);
  const products = new Map([...productStates].map(([id, s]) => [id, { exists: s.exists, removed: s.removed, ownerId: s.ownerId, status: s.status }]));
  return { imageUsable: imageId === undefined || canSeeImage(image, userId), products, known, productStates, image };
}
