import { queryOptions } from '@tanstack/react-query';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, ApiError, type ApiClient } from '../../../lib/api-client';
import { imageSearchQuery } from '../../../lib/queries/images';

/** The page address a share url names (`…/showcase/<urlKey>`), or null. */
export function urlKeyOf(shareUrl: string | null): string | null {
  if (!shareUrl) return null;
  const match = /\/showcase\/([^/?#]+)\/?(?:[?#].*)?$/.exec(shareUrl);
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * An ambassador's showcase through its address (POST /v1/showcase/url), with its images and
 * look boards (POST /v1/showcase/{id}/images and /look-boards). A page that is not live is no
 * showcase to show: null.
 */
export async function fetchAmbassadorShowcase(client: Pick<ApiClient, 'post'>, urlKey: string, signal?: AbortSignal): Promise<{ showcase: ShowcaseView; images: ImageView[]; lookBoards: LookBoardView[] } | null> {
  let showcase: ShowcaseView;
  try {
    showcase = (await client.post<{ result: ShowcaseView }>(`${API_PREFIX}/showcase/url`, { urlKey }, { signal })).result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const [images, lookBoards] = await Promise.all([
    showcase.images.length ? client.post<{ result: ImageView[] }>(`${API_PREFIX}/showcase/${showcase.id}/images`, { images: showcase.images }, { signal }).then((a) => a.result) : Promise.resolve([]),
    showcase.lookBoards.length ? client.post<{ result: LookBoardView[] }>(`${API_PREFIX}/showcase/${showcase.id}/look-boards`, { lookBoards: showcase.lookBoards }, { signal }).then((a) => a.result) : Promise.resolve([]),
  ]);
  return { showcase, images, lookBoards };
}

export const ambassadorShowcaseQuery = (viewerId: number, urlKey: string, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: ['follows', 'ambassador-showcase', viewerId, urlKey] as const, queryFn: ({ signal }) => fetchAmbassadorShowcase(client, urlKey, signal) });

export interface MemberImagesBody {
  userId: number;
  source: 'all';
  sort: 'newest';
  pageType: 'showcase';
  onlyApproved: true;
  offset: number;
  limit: number;
}

/** A member's approved images (POST /v1/inspiration-image/search by userId), for a member without a live showcase. */
export const memberImagesQuery = (userId: number, limit = 30, client?: Pick<ApiClient, 'post'>) =>
  imageSearchQuery({ userId, source: 'all', sort: 'newest', pageType: 'showcase', onlyApproved: true } satisfies Omit<MemberImagesBody, 'offset' | 'limit'>, limit, client);
