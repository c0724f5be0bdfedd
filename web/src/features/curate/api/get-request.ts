import { queryOptions } from '@tanstack/react-query';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

/** GET /v1/requests/{id}: the request a board answers (its matched ambassadors may read it). */
export async function getRequest(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<RequestView> {
  return (await client.get<{ result: RequestView }>(`${API_PREFIX}/requests/${id}`, { signal })).result;
}

/** Under the key the request pages use, so the match page's request is there when the canvas opens. */
export const answeredRequestQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: ['requests', 'one', id] as const, queryFn: ({ signal }) => getRequest(client, id, signal), retry: false });
