import { queryOptions } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { CompatibilityInput, CompatibilityView } from '@decorlook/domain/recommendations/compatibility.routes';
import { api, type ApiClient } from '../../../lib/api-client';

/** The most products the call weighs at once (its own limit; a template holds at most 12). */
const COMPATIBILITY_MAX_PRODUCTS = 24;

/** The body of POST /v1/look-board/compatibility: the board's room type and the products on it. */
export type CompatibilityBody = CompatibilityInput;
/** The meter's answer: the score (null while no model is trained or fewer than two pieces are known), the reasons, the suggested piece. */
export type Compatibility = CompatibilityView;
export type CompatibilityReason = CompatibilityView['reasons'][number];
/** The product that would raise the score most, and the score the board would then have. */
export type CompatibilitySuggestion = NonNullable<CompatibilityView['suggestion']>;

/**
 * The room the board is weighed against: the one its details name (a room board), else the
 * request's it answers, else the inspiration image's; null when none is known.
 */
export function boardRoomTypeId(details: { type?: string; roomTypeId?: number | null }, requestRoomType: number | null | undefined, image: { roomTypeId?: number | null } | null): number | null {
  if (details.type === 'room' && details.roomTypeId) return details.roomTypeId;
  return requestRoomType || image?.roomTypeId || null;
}

/** The body for a board: its product ids in a stable order, so moving a product between slots asks nothing new. */
export function compatibilityBody(productIds: readonly number[], roomTypeId: number | null): CompatibilityBody {
  const products = [...new Set(productIds)].sort((a, b) => a - b).slice(0, COMPATIBILITY_MAX_PRODUCTS);
  return { roomTypeId, products };
}

/** POST /v1/look-board/compatibility: how well the pieces go together, why, and what would raise it most. */
export async function boardCompatibility(client: Pick<ApiClient, 'post'>, body: CompatibilityBody, signal?: AbortSignal): Promise<Compatibility> {
  return (await client.post<{ result: Compatibility }>(`${API_PREFIX}/look-board/compatibility`, body, { signal })).result;
}

export const compatibilityKeys = {
  all: ['curate', 'compatibility'] as const,
  board: (body: CompatibilityBody) => [...compatibilityKeys.all, body] as const,
};

export const compatibilityQuery = (body: CompatibilityBody, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: compatibilityKeys.board(body),
    queryFn: ({ signal }) => boardCompatibility(client, body, signal),
    // The same pieces get a new answer only when a model is trained.
    staleTime: 5 * 60_000,
  });
