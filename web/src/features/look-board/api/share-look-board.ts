import { queryOptions } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { lookBoardKeys } from '../../../lib/queries/look-boards';

export interface ShareAnswer {
  shareUrl: string;
  images: { standard: string; pinterest: string };
}

export const SHARE_PATH = `${API_PREFIX}/look-board/share`;

/** POST /v1/look-board/share: the board's public address and its social pictures (rendered on first ask). */
export async function fetchShare(client: Pick<ApiClient, 'post'>, lookBoardId: number, signal?: AbortSignal): Promise<ShareAnswer> {
  return (await client.post<{ result: ShareAnswer }>(SHARE_PATH, { lookBoardId }, { signal })).result;
}

export const shareQuery = (lookBoardId: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: lookBoardKeys.share(lookBoardId), queryFn: ({ signal }) => fetchShare(client, lookBoardId, signal), staleTime: 5 * 60_000 });

/** An address the site serves (`/social/...`) made absolute on the share address's origin, as social sites need. */
export function absoluteOn(shareUrl: string, path: string): string {
  try {
    return new URL(path, shareUrl).toString();
  } catch {
    return path;
  }
}

/** Pinterest's and Facebook's own share dialogs, filled with the board's address, picture and title. */
export function socialShareLinks(share: ShareAnswer, title: string) {
  const url = encodeURIComponent(share.shareUrl);
  return {
    pinterest: `https://www.pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent(absoluteOn(share.shareUrl, share.images.pinterest))}&description=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  };
}
