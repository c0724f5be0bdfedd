import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { MAX_FEEDBACK_IDS, type FeedbackAnswer } from '@decorlook/domain/recommendations/feedback';
import type { FeedbackContext } from '@decorlook/domain/recommendations/feedback.events';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../api-client';

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
/** The member's latest verdicts about a page of products: `ids=1,2,3`. */
export const verdictsPath = (productIds: readonly number[]) => `${API_PREFIX}/user/product-feedback?ids=${productIds.join(',')}`;

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

/** What the member said last about each of these products; those they said nothing about are not in it. */
export async function fetchVerdicts(client: Pick<ApiClient, 'get'>, productIds: readonly number[], signal?: AbortSignal): Promise<FeedbackAnswer[]> {
  return (await client.get<{ result: FeedbackAnswer[] }>(verdictsPath(productIds), { signal })).result;
}

export const feedbackKeys = {
  alternatives: (productId: number) => ['feedback', 'alternatives', productId] as const,
  verdictsAll: ['feedback', 'verdicts'] as const,
  verdicts: (productIds: readonly number[]) => ['feedback', 'verdicts', [...productIds]] as const,
};

/**
 * The member's verdicts about a page of products, one request for the page: every Keep or Swap
 * control of the page asks with the same ids and so shares it. Choices made here update it in
 * place (rememberVerdict), so it is not asked again on its own.
 */
export const verdictsQuery = (productIds: readonly number[], client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({
    queryKey: feedbackKeys.verdicts(productIds),
    queryFn: ({ signal }) => fetchVerdicts(client, productIds, signal),
    enabled: productIds.length > 0,
    staleTime: Infinity,
  });

/**
 * Which products' verdicts each product's are read with: each page of products shown (split
 * where it holds more than one request may ask for), a product with the first page it is on.
 */
export function verdictPages(pages: readonly (readonly number[])[]): Map<number, number[]> {
  const pageOf = new Map<number, number[]>();
  for (const page of pages) {
    const fresh = [...new Set(page)].filter((id) => !pageOf.has(id));
    for (let start = 0; start < fresh.length; start += MAX_FEEDBACK_IDS) {
      const chunk = fresh.slice(start, start + MAX_FEEDBACK_IDS);
      for (const id of chunk) pageOf.set(id, chunk);
    }
  }
  return pageOf;
}

/**
 * A choice the server has taken, written into every cached page of verdicts that shows the
 * product: the product's verdict, and the alternative taken in its place, which counts as kept.
 */
export function rememberVerdict(queryClient: QueryClient, answer: FeedbackAnswer): void {
  const said: FeedbackAnswer[] = [answer, ...(answer.chosenId === null ? [] : [{ productId: answer.chosenId, verdict: 'kept' as const, chosenId: null }])];
  for (const [key, cached] of queryClient.getQueriesData<FeedbackAnswer[]>({ queryKey: feedbackKeys.verdictsAll })) {
    const shown = key[2];
    if (!Array.isArray(shown)) continue;
    const mine = said.filter((v) => shown.includes(v.productId));
    if (mine.length === 0) continue;
    // Still being read: the answer on its way may be from before this choice, so it is read again (after it).
    if (!cached) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    const next = [...cached.filter((v) => !mine.some((m) => m.productId === v.productId)), ...mine];
    queryClient.setQueryData<FeedbackAnswer[]>(key, next.sort((a, b) => shown.indexOf(a.productId) - shown.indexOf(b.productId)));
  }
}

/** The three products Swap offers in this one's place (asked afresh each time Swap opens). */
export const alternativesQuery = (productId: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: feedbackKeys.alternatives(productId), queryFn: ({ signal }) => fetchAlternatives(client, productId, signal), staleTime: 0, retry: false });

export interface FeedbackChoice {
  productId: number;
  verdict: 'kept' | 'swapped';
  chosenId?: number;
}

/**
 * Records a keep or a swap; once the server has it, the cached verdicts say so and `onAnswered`
 * runs (the caller's lists are then stale).
 */
export function useFeedback(where: FeedbackWhere, onAnswered?: (answer: FeedbackAnswer) => void, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: FeedbackChoice) => (choice.verdict === 'kept' ? keepProduct(client, choice.productId, where) : swapProduct(client, choice.productId, where, choice.chosenId)),
    onSuccess: (answer) => {
      rememberVerdict(queryClient, answer);
      onAnswered?.(answer);
    },
    onError: showApiError,
  });
}
