import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LookBoardStatus } from '@decorlook/domain/lookboards/look-board.rules';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { lookBoardKeys } from '../../../lib/queries/look-boards';
import { requestKeys } from '../../../lib/queries/requests';

export interface SubmitAnswer {
  id: number;
  slug: string;
  status: LookBoardStatus;
  shareUrl: string;
}

/** POST /v1/look-board/{id}/submit: the draft goes for review; the answer carries its share URL. */
export async function submitLookBoard(client: Pick<ApiClient, 'post'>, id: number): Promise<SubmitAnswer> {
  return (await client.post<{ result: SubmitAnswer }>(`${API_PREFIX}/look-board/${id}/submit`)).result;
}

export function useSubmitLookBoard(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['look-board', 'submit'],
    mutationFn: (id: number) => submitLookBoard(client, id),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: lookBoardKeys.one(answer.id) });
      // A board answering a request changes the request pages' answers (answered, recommendations).
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
}
