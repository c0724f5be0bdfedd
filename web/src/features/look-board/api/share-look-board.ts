import type { ShareAnswer } from '../../../lib/queries/look-boards';

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
