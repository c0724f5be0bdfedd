import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** The owner's answer to an offer: the board as it is after it replaces the one shown. */
function useAnswerOffer<V>(boardId: number, answer: (v: V) => Promise<LookBoard>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSuccess: (board) => {
      queryClient.setQueryData<LookBoard>(lookBoardKeys.one(boardId), board);
      void queryClient.invalidateQueries({ queryKey: lookBoardKeys.productsAll(boardId) });
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
