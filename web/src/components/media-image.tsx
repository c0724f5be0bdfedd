import type { CSSProperties } from 'react';

/**
 * The size variants every upload is served in (api.md "Values"), by width in pixels. Written
 * here rather than imported from the domain's media module, which would bring zod into the home
 * page's first bundle; a unit test holds the two equal.
 */
export const MEDIA_SIZES = { small: 64, thumb: 200, medium: 600, large: 1400 } as const;
export type MediaSize = keyof typeof MEDIA_SIZES;

export interface MediaRef {
  userId: number;
  hash: string;
}

export const mediaUrl = (media: MediaRef, size: MediaSize) => `/media/${media.userId}/${media.hash}/${size}.webp`;

/** `srcset` over the variants up to `largest`, for the browser to pick by the rendered width. */
export function mediaSrcSet(media: MediaRef, largest: MediaSize = 'large'): string {
  const sizes = (Object.keys(MEDIA_SIZES) as MediaSize[]).filter((s) => s !== 'small' && MEDIA_SIZES[s] <= MEDIA_SIZES[largest]);
  return sizes.map((s) => `${mediaUrl(media, s)} ${MEDIA_SIZES[s]}w`).join(', ');
}

export interface MediaImageProps {
  media: MediaRef;
  alt: string;
  /** The picture's own proportions, so its box is reserved before it loads (no layout shift). */
  width?: number;
  height?: number;
  /** The `sizes` attribute: how wide the image is rendered, e.g. "(max-width: 768px) 50vw, 25vw". */
  sizes?: string;
  largest?: MediaSize;
  /** The first images in view load at once (they are the page's largest paint); the rest lazily. */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** An uploaded picture as a responsive, lazily loaded image with its aspect ratio reserved. */
export function MediaImage({ media, alt, width, height, sizes = '100vw', largest = 'large', eager = false, className, style }: MediaImageProps) {
  const ratio = width && height ? `${width} / ${height}` : undefined;
  return (
    <img
      className={className}
      src={mediaUrl(media, largest === 'large' ? 'medium' : largest)}
      srcSet={mediaSrcSet(media, largest)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      style={{ aspectRatio: ratio, width: '100%', height: 'auto', objectFit: 'cover', display: 'block', ...style }}
    />
  );
}
