import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestStatus } from '@decorlook/domain/requests/request.rules';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { myRequestsKeys } from '../../../lib/queries/requests';

export interface CloseAnswer {
  id: number;
  status: RequestStatus;
}

/** POST /v1/requests/{id}/close: the requester is done with it; it takes no more recommendations. */
export async function closeRequest(client: Pick<ApiClient, 'post'>, id: number): Promise<CloseAnswer> {
  return (await client.post<{ result: CloseAnswer }>(`${API_PREFIX}/requests/${id}/close`)).result;
}

export function useCloseRequest(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['dashboard', 'requests', 'close'],
    mutationFn: (id: number) => closeRequest(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRequestsKeys.lists }),
    onError: (error) => showApiError(error),
  });
}
