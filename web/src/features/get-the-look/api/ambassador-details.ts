import type { ApiClient } from '../../../lib/api-client';
import { imageSearchQuery } from '../../../lib/queries/images';

/** The page address a share url names (`…/showcase/<urlKey>`), or null. */
export function urlKeyOf(shareUrl: string | null): string | null {
  if (!shareUrl) return null;
  const match = /\/showcase\/([^/?#]+)\/?(?:[?#].*)?$/.exec(shareUrl);
  return match ? decodeURIComponent(match[1]) : null;
}

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
