import { describe, expect, it } from 'vitest';
import { socialImageKey } from '../media/social-images';
import { lookBoardMetaTags, withLookBoardMeta } from './board-meta';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="DecorLook: find room inspiration, get the look and shop it." />
    <title>DecorLook</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const board = { id: 42, title: 'Sunlit loft', slug: 'sunlit-loft', description: 'Oak, linen and brass.', color: '#f4efe6', media: [{ userId: 3, hash: 'c'.repeat(32) }] };

/** Every `<meta>` of the page as [key, content], in order. */
const metas = (html: string) => [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]);
const contentOf = (html: string, key: string) => metas(html).filter(([k]) => k === key).map(([, v]) => v);

describe('link-preview tags of a look board page', () => {
  it('names the board, its address and both social pictures by absolute URL', () => {
    const html = withLookBoardMeta(shell, board, 'https://decorlook.example');
    expect(contentOf(html, 'og:title')).toEqual(['Sunlit loft']);
    expect(contentOf(html, 'og:description')).toEqual(['Oak, linen and brass.']);
    expect(contentOf(html, 'og:url')).toEqual(['https://decorlook.example/look-board/42/sunlit-loft']);
    const v = (f: 'standard' | 'pinterest') => socialImageKey(board, f).slice(0, 12);
    expect(contentOf(html, 'og:image')).toEqual([
      `https://decorlook.example/social/look-board/42/standard.png?v=${v('standard')}`,
      `https://decorlook.example/social/look-board/42/pinterest.png?v=${v('pinterest')}`,
    ]);
    expect(contentOf(html, 'og:image:width')).toEqual(['1200', '1000']);
    expect(contentOf(html, 'og:image:height')).toEqual(['630', '1500']);
    expect(contentOf(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(contentOf(html, 'twitter:image')).toEqual([contentOf(html, 'og:image')[0]]);
    expect(html).toContain('<title>Sunlit loft | DecorLook</title>');
    expect(html).toContain('<link rel="canonical" href="https://decorlook.example/look-board/42/sunlit-loft" />');
  });

  it("replaces the site's description with the board's, keeping one", () => {
    const html = withLookBoardMeta(shell, board, 'https://decorlook.example');
    expect(contentOf(html, 'description')).toEqual(['Oak, linen and brass.']);
    expect(html).not.toContain('find room inspiration');
  });

  it('gives a new picture address when the board changes, so social sites fetch it again', () => {
    const before = contentOf(withLookBoardMeta(shell, board, 'https://x.example'), 'og:image');
    const after = contentOf(withLookBoardMeta(shell, { ...board, color: '#1d3b36' }, 'https://x.example'), 'og:image');
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('escapes what people wrote, so a title or description cannot add markup to the page', () => {
    const hostile = { ...board, title: '"><script>alert(1)</script>', description: "It's <b>bold</b> & \"quoted\"\n\nsecond   paragraph" };
    const html = withLookBoardMeta(shell, hostile, 'https://decorlook.example');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(contentOf(html, 'og:title')).toEqual(['&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;']);
    expect(contentOf(html, 'og:description')).toEqual(['It&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; second paragraph']);
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; | DecorLook</title>');
  });

  it('cuts a long description at a word for the preview and falls back to the title when there is none', () => {
    const long = lookBoardMetaTags({ ...board, description: 'word '.repeat(100) }, 'https://x.example');
    const description = contentOf(long, 'og:description')[0];
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/word…$/);
    expect(contentOf(lookBoardMetaTags({ ...board, description: '  ' }, 'https://x.example'), 'og:description')).toEqual(['A look board on DecorLook: Sunlit loft']);
  });
});
