import { queryOptions } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export type ReportedImage = ImageView;

/**
 * GET /v1/inspiration-image/{id}: the image a report or claim is about (the success panel's
 * picture, the form pages' preview). Under the image page's own key: the same answer, so a
 * report opened from that page needs no second call.
 */
export const reportedImageQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({
    queryKey: ['inspiration-image', id] as const,
    queryFn: async ({ signal }) => (await client.get<{ result: ReportedImage }>(`${API_PREFIX}/inspiration-image/${id}`, { signal })).result,
  });
