import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { requestKeys, type RecommendationsAnswer } from '../../../lib/queries/requests';

/**
 * The writes of the two answer pages: the requester's rating and closing, and saving a Mix & Match
 * of the recommended boards (their reads are in lib/queries/requests).
 */
export interface RateBody {
  lookBoardId: number;
  rate: number;
}

/** POST /v1/requests/{id}/rate: the requester's 1 to 5 for one recommended board (changeable). */
export async function rateRecommendation(client: Pick<ApiClient, 'post'>, requestId: number, body: RateBody): Promise<RateBody> {
  return (await client.post<{ result: RateBody }>(`${API_PREFIX}/requests/${requestId}/rate`, body)).result;
}

export function useRateRecommendation(requestId: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateBody) => rateRecommendation(client, requestId, body),
    // The rating shows once the server has it: the board's requestRate is set in the cached answer.
    onSuccess: (rated) =>
      queryClient.setQueryData<RecommendationsAnswer>(requestKeys.recommendations(requestId), (answer) =>
        answer ? { ...answer, lookBoards: answer.lookBoards.map((board) => (board.id === rated.lookBoardId ? { ...board, requestRate: rated.rate } : board)) } : answer,
      ),
    onError: showApiError,
  });
}

/** POST /v1/requests/{id}/close: the requester has what they need; no new boards are taken. */
export async function closeRequest(client: Pick<ApiClient, 'post'>, requestId: number): Promise<{ id: number; status: RequestView['status'] }> {
  return (await client.post<{ result: { id: number; status: RequestView['status'] } }>(`${API_PREFIX}/requests/${requestId}/close`)).result;
}

export function useCloseRequest(requestId: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeRequest(client, requestId),
    onSuccess: (closed) => queryClient.setQueryData<RequestView>(requestKeys.one(requestId), (request) => (request ? { ...request, status: closed.status } : request)),
    onError: showApiError,
  });
}

