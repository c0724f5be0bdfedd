import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MEDIA_SIZES as SERVED_SIZES } from '@decorlook/domain/catalog/media';
import { MEDIA_SIZES, MediaImage, mediaSrcSet } from './media-image';

describe('media image', () => {
  it('knows the sizes the server renders', () => {
    expect(MEDIA_SIZES).toEqual(SERVED_SIZES);
  });

  it('offers the variants up to the largest asked for, lazily, with the box reserved', () => {
    const media = { userId: 7, hash: 'ab'.repeat(16) };
    expect(mediaSrcSet(media, 'medium')).toBe(`/media/7/${media.hash}/thumb.webp 200w, /media/7/${media.hash}/medium.webp 600w`);
    const { container } = render(<MediaImage media={media} alt="A calm bedroom" width={1200} height={900} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.style.aspectRatio).toBe('1200 / 900');
    expect(img.getAttribute('srcset')).toContain('large.webp 1400w');
  });
});
