import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_FILTERS_PATH, type DefaultFilters } from '@decorlook/domain/site/enums';
import type { ApiClient } from '../api-client';

/** The filters a visitor starts with (spec 3: subStyles, styles, colors and itemClasses). */
export const defaultFiltersQuery = (client: Pick<ApiClient, 'get'>, path: string = DEFAULT_FILTERS_PATH) =>
  queryOptions({
    queryKey: ['default-filters'] as const,
    queryFn: async ({ signal }) => (await client.get<{ result: DefaultFilters }>(path, { signal })).result,
    staleTime: Infinity,
  });
