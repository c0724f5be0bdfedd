import { imageSearchQuery } from '../../lib/queries/images';

/** Two rows of four on a wide screen. */
export const TRENDING_COUNT = 8;

export interface TrendingImagesRequest {
  sort: 'liked';
  offset: number;
  limit: number;
  onlyApproved: true;
}

/** The community's most liked looks, for the home page's strip (POST /v1/inspiration-image/search). */
export const trendingImagesQuery = () => ({ ...imageSearchQuery({ sort: 'liked', onlyApproved: true } satisfies Omit<TrendingImagesRequest, 'offset' | 'limit'>, TRENDING_COUNT), staleTime: 5 * 60_000 });
