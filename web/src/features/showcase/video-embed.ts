/**
 * A showcase video's address as a privacy-friendly player: YouTube through youtube-nocookie.com
 * (no cookies until the visitor plays it), Vimeo with do-not-track. Any other address is not
 * embedded (the page links to it instead); the site's Content-Security-Policy allows exactly
 * these two player origins as frames.
 */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export function videoEmbedUrl(address: string | null | undefined): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(address.trim()) ? address.trim() : `https://${address.trim()}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (parts[0] === 'watch') youtube = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) youtube = parts[1];
  }
  if (youtube !== undefined) return YOUTUBE_ID.test(youtube) ? `${EMBED_ORIGINS[0]}/embed/${youtube}` : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = [...parts].reverse().find((part) => /^\d+$/.test(part));
    return id ? `${EMBED_ORIGINS[1]}/video/${id}?dnt=1` : null;
  }
  return null;
}
