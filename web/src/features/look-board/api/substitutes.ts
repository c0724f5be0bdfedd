import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { lookBoardApiPath, lookBoardKeys, type LookBoard } from '../../../lib/queries/look-boards';

/** An offer waiting for the board's owner: a product that went, and the suggestion for its slot. */
export type SubstituteOffer = NonNullable<LookBoard['substitutes']>[number];

const substitutePath = (boardId: number, productId: number) => `${lookBoardApiPath(boardId)}/substitutes/${productId}`;

/** POST /v1/look-board/{id}/substitutes/{productId}/accept: the suggestion takes the slot; answers the board. */
export async function acceptSubstitute(client: Pick<ApiClient, 'post'>, boardId: number, productId: number): Promise<LookBoard> {
  return (await client.post<{ result: LookBoard }>(`${substitutePath(boardId, productId)}/accept`, {})).result;
}

/** POST /v1/look-board/{id}/substitutes/{productId}/pick: another product of the same item class takes the slot. */
export async function pickSubstitute(client: Pick<ApiClient, 'post'>, boardId: number, productId: number, substituteId: number): Promise<LookBoard> {
  return (await client.post<{ result: LookBoard }>(`${substitutePath(boardId, productId)}/pick`, { substituteId })).result;
}

/** How many products the picker lists at once. */
export const PICKER_SIZE = 8;

/** POST /v1/product/search: approved products of one item class, by words if given (the picker's list). */
export async function searchSameKind(client: Pick<ApiClient, 'post'>, itemClassId: number, search: string, signal?: AbortSignal): Promise<ProductView[]> {
  const body = { itemClasses: [itemClassId], limit: PICKER_SIZE, offset: 0, ...(search.trim() ? { search: search.trim() } : {}) };
  return (await client.post<{ result: ProductView[] }>(`${API_PREFIX}/product/search`, body, { signal })).result;
}

export const sameKindQuery = (itemClassId: number, search: string, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: ['look-board', 'same-kind', itemClassId, search.trim()] as const,
    queryFn: ({ signal }) => searchSameKind(client, itemClassId, search, signal),
    staleTime: 60_000,
  });

/** The owner's answer to an offer: the board as it is after it replaces the one shown. */
function useAnswerOffer<V>(boardId: number, answer: (v: V) => Promise<LookBoard>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSuccess: (board) => {
      queryClient.setQueryData<LookBoard>(lookBoardKeys.one(boardId), board);
      void queryClient.invalidateQueries({ queryKey: [...lookBoardKeys.one(boardId), 'products'] });
    },
    onError: showApiError,
  });
}

export function useAcceptSubstitute(boardId: number, client: Pick<ApiClient, 'post'> = api) {
  return useAnswerOffer(boardId, (productId: number) => acceptSubstitute(client, boardId, productId));
}

export function usePickSubstitute(boardId: number, client: Pick<ApiClient, 'post'> = api) {
  return useAnswerOffer(boardId, ({ productId, substituteId }: { productId: number; substituteId: number }) => pickSubstitute(client, boardId, productId, substituteId));
}
