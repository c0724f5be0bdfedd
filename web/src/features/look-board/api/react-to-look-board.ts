import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { lookBoardApiPath, lookBoardKeys, type LookBoard } from '../../../lib/queries/look-boards';

export interface LikeAnswer {
  isLiked: boolean;
  likesCount: number;
}
export interface VoteAnswer {
  isVoted: boolean;
  votesCount: number;
}
export interface RateAnswer {
  rate: number;
  rating: number | null;
  ratingsCount: number;
}

/** POST /v1/look-board/{id}/like with the wanted state. */
export async function likeLookBoard(client: Pick<ApiClient, 'post'>, id: number, isLiked: boolean): Promise<LikeAnswer> {
  return (await client.post<{ result: LikeAnswer }>(`${lookBoardApiPath(id)}/like`, { isLiked })).result;
}

/** POST /v1/look-board/{id}/vote: once per person; a vote only ever sets isVoted. */
export async function voteLookBoard(client: Pick<ApiClient, 'post'>, id: number): Promise<VoteAnswer> {
  return (await client.post<{ result: VoteAnswer }>(`${lookBoardApiPath(id)}/vote`, { vote: true })).result;
}

/** POST /v1/look-board/{id}/rate: one rating per person, 1 to 5; rating again changes it. */
export async function rateLookBoard(client: Pick<ApiClient, 'post'>, id: number, rate: number): Promise<RateAnswer> {
  return (await client.post<{ result: RateAnswer }>(`${lookBoardApiPath(id)}/rate`, { rate })).result;
}

/** Spec 4: likes, votes and rates show once the server confirms them. */
function useBoardUpdate(id: number) {
  const queryClient = useQueryClient();
  return (change: (board: LookBoard) => LookBoard) => queryClient.setQueryData<LookBoard>(lookBoardKeys.one(id), (board) => (board ? change(board) : board));
}

export function useLikeLookBoard(id: number, client: Pick<ApiClient, 'post'> = api) {
  const update = useBoardUpdate(id);
  return useMutation({
    mutationFn: (isLiked: boolean) => likeLookBoard(client, id, isLiked),
    onSuccess: (answer) => update((board) => ({ ...board, ...answer })),
    onError: showApiError,
  });
}

export function useVoteLookBoard(id: number, client: Pick<ApiClient, 'post'> = api) {
  const update = useBoardUpdate(id);
  return useMutation({
    mutationFn: () => voteLookBoard(client, id),
    // A vote never takes one back: whatever the answer, isVoted only ever becomes true.
    onSuccess: (answer) => update((board) => ({ ...board, isVoted: board.isVoted || answer.isVoted, votesCount: answer.votesCount })),
    onError: showApiError,
  });
}

export function useRateLookBoard(id: number, client: Pick<ApiClient, 'post'> = api) {
  const update = useBoardUpdate(id);
  return useMutation({
    mutationFn: (rate: number) => rateLookBoard(client, id, rate),
    onSuccess: ({ rate, rating, ratingsCount }) => update((board) => ({ ...board, rate, myRate: rate, rating, ratingsCount })),
    onError: showApiError,
  });
}
