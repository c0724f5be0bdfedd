import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/storage';
import { OWN_BANNERS_MAX, readOwnBanners, rememberBanner } from './banner-storage';
import { applyItemChange } from './showcase-items';
import { videoEmbedUrl } from './video-embed';

describe('showcase items', () => {
  const page = { featured: [1, 2], all: [1, 2, 3, 4] };

  it('featuring puts the item after the featured ones and first on the page; a new one joins the page', () => {
    expect(applyItemChange(page, { kind: 'feature', id: 4 })).toEqual({ ok: true, items: { featured: [1, 2, 4], all: [1, 2, 4, 3] } });
    expect(applyItemChange(page, { kind: 'feature', id: 9 })).toEqual({ ok: true, items: { featured: [1, 2, 9], all: [1, 2, 9, 3, 4] } });
  });

  it('dropping a featured item among the others stops featuring it; removing takes it off the page', () => {
    expect(applyItemChange(page, { kind: 'add', id: 1 })).toEqual({ ok: true, items: { featured: [2], all: [2, 3, 4, 1] } });
    expect(applyItemChange(page, { kind: 'remove', id: 2 })).toEqual({ ok: true, items: { featured: [1], all: [1, 3, 4] } });
    expect(applyItemChange(page, { kind: 'add', id: 8 })).toEqual({ ok: true, items: { featured: [1, 2], all: [1, 2, 3, 4, 8] } });
  });

  it('refuses a seventh featured item and a sixty-first on the page', () => {
    const full = { featured: [1, 2, 3, 4, 5, 6], all: [1, 2, 3, 4, 5, 6] };
    expect(applyItemChange(full, { kind: 'feature', id: 7 })).toMatchObject({ ok: false, reason: expect.stringContaining('up to 6') });
    const sixty = { featured: [], all: Array.from({ length: 60 }, (_, i) => i + 1) };
    expect(applyItemChange(sixty, { kind: 'add', id: 61 })).toMatchObject({ ok: false, reason: expect.stringContaining('up to 60') });
    // Already on the page: no limit is met.
    expect(applyItemChange(sixty, { kind: 'feature', id: 60 })).toMatchObject({ ok: true });
  });
});

describe('video embed', () => {
  it('plays YouTube through youtube-nocookie and Vimeo with do-not-track', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('embeds nothing else', () => {
    expect(videoEmbedUrl('https://example.com/video.mp4')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoEmbedUrl('https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl(null)).toBeNull();
  });
});

describe('own banners in browser storage', () => {
  it('keeps each person’s colours and pictures, newest first, without repeats, up to the limit', () => {
    const storage = memoryStorage();
    rememberBanner(7, { color: '#AABBCC' }, storage);
    rememberBanner(7, { mediaId: 3, userId: 7, hash: 'h3' }, storage);
    rememberBanner(7, { color: '#112233' }, storage);
    rememberBanner(7, { color: '#aabbcc' }, storage);
    rememberBanner(8, { color: '#000000' }, storage);
    expect(readOwnBanners(7, storage)).toEqual({ colors: ['#aabbcc', '#112233'], images: [{ mediaId: 3, userId: 7, hash: 'h3' }] });
    expect(readOwnBanners(8, storage).colors).toEqual(['#000000']);
    for (let i = 0; i < OWN_BANNERS_MAX + 3; i += 1) rememberBanner(7, { mediaId: 100 + i, userId: 7, hash: `h${i}` }, storage);
    expect(readOwnBanners(7, storage).images).toHaveLength(OWN_BANNERS_MAX);
    expect(readOwnBanners(7, storage).images[0].mediaId).toBe(100 + OWN_BANNERS_MAX + 2);
  });

  it('reads a corrupt entry as none', () => {
    const storage = memoryStorage({ ownBanners: '{"7":{"colors":"red","images":[{"mediaId":"x"}]}}' });
    expect(readOwnBanners(7, storage)).toEqual({ colors: [], images: [] });
  });
});
