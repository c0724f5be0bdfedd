import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { FeedbackAnswer } from '@decorlook/domain/recommendations/feedback';
import type { FeedbackContext } from '@decorlook/domain/recommendations/feedback.events';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from './api-client';

/**
 * Keep or swap (members): the calls behind the Keep and Swap controls on a requester's
 * recommendations and on Get the Look's Product View stream. Each choice teaches the member's
 * taste, which orders what they are shown next.
 */
export type { FeedbackAnswer, FeedbackContext };

/** Where the choice was made: the request whose recommendations they are, or the picture the stream was for. */
export interface FeedbackWhere {
  context: FeedbackContext;
  requestId?: number;
  imageId?: number;
}

export const keepPath = (productId: number) => `${API_PREFIX}/product/${productId}/keep`;
export const swapPath = (productId: number) => `${API_PREFIX}/product/${productId}/swap`;
export const alternativesPath = (productId: number) => `${API_PREFIX}/product/${productId}/alternatives`;

export async function keepProduct(client: Pick<ApiClient, 'post'>, productId: number, where: FeedbackWhere): Promise<FeedbackAnswer> {
  return (await client.post<{ result: FeedbackAnswer }>(keepPath(productId), where)).result;
}

/** Swaps the product; with `chosenId`, for that alternative (which counts as kept). */
export async function swapProduct(client: Pick<ApiClient, 'post'>, productId: number, where: FeedbackWhere, chosenId?: number): Promise<FeedbackAnswer> {
  return (await client.post<{ result: FeedbackAnswer }>(swapPath(productId), chosenId === undefined ? where : { ...where, chosenId })).result;
}

export async function fetchAlternatives(client: Pick<ApiClient, 'get'>, productId: number, signal?: AbortSignal): Promise<ProductView[]> {
  return (await client.get<{ result: ProductView[] }>(alternativesPath(productId), { signal })).result;
}

export const feedbackKeys = {
  alternatives: (productId: number) => ['feedback', 'alternatives', productId] as const,
};

/** The three products Swap offers in this one's place (asked afresh each time Swap opens). */
export const alternativesQuery = (productId: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: feedbackKeys.alternatives(productId), queryFn: ({ signal }) => fetchAlternatives(client, productId, signal), staleTime: 0, retry: false });

export interface FeedbackChoice {
  productId: number;
  verdict: 'kept' | 'swapped';
  chosenId?: number;
}

/** Records a keep or a swap; `onAnswered` runs once the server has it (the caller's lists are then stale). */
export function useFeedback(where: FeedbackWhere, onAnswered?: (answer: FeedbackAnswer) => void, client: Pick<ApiClient, 'post'> = api) {
  return useMutation({
    mutationFn: (choice: FeedbackChoice) => (choice.verdict === 'kept' ? keepProduct(client, choice.productId, where) : swapProduct(client, choice.productId, where, choice.chosenId)),
    onSuccess: (answer) => onAnswered?.(answer),
    onError: showApiError,
  });
}
