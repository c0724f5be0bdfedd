import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import type { SubmittedRequest } from '../machines/request.machine';
import type { RequestBody } from '../machines/request.values';

/** POST /v1/requests: the request is recorded and matched to ambassadors in the background. */
export async function submitRequest(client: Pick<ApiClient, 'post'>, body: RequestBody): Promise<SubmittedRequest> {
  return (await client.post<{ result: SubmittedRequest }>(`${API_PREFIX}/requests`, body)).result;
}

export function useSubmitRequest(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({ mutationKey: ['request', 'submit'], mutationFn: (body: RequestBody) => submitRequest(client, body) });
}
