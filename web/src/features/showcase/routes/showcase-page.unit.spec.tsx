import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import { paths } from '../../../config/paths';
import { imageView, showcaseView } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { ShowcasePage } from './showcase-pages';

const page = showcaseView(5, {
  pageName: 'Nordic Calm',
  subtitle: 'Oak, linen and light',
  isSubtitleActive: true,
  metaTitle: 'Nordic Calm by Ana',
  metaDescription: 'Calm Nordic rooms, curated by Ana.',
  urlKey: 'nordic-calm',
  description: 'Light oak, linen and calm rooms to come home to.',
  displayName: 'Ana Lindqvist',
  ambassadorType: 'designProfessional',
  images: [12, 11],
  featuredImages: [12],
  banner: { color: '#1f2a30', image: null },
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  videoStatus: 'active',
  shareUrl: 'http://localhost/showcase/nordic-calm',
  instagram: 'https://instagram.com/nordic-calm',
  followersCount: 12,
});

const image = (id: number, title: string) => imageView(id, title, { media: { userId: 5, hash: String(id).repeat(16).slice(0, 32) }, width: 900, height: 600 });

function renderShowcase(answer: ShowcaseView | null, url = '/showcase/nordic-calm') {
  const calls = stubFetch((input) => {
    if (input === '/v1/showcase/url') return answer ? Response.json({ result: answer }) : Response.json({ message: 'No such showcase.' }, { status: 404 });
    if (input === '/v1/showcase/5/images') return Response.json({ result: [image(12, 'Sunlit nook'), image(11, 'Oak kitchen')] });
  });
  renderPage([{ path: paths.showcase, Component: ShowcasePage }], { url });
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('showcase page', () => {
  it('shows the page by its address: banner, subtitle, description, featured images first, the video and social links', async () => {
    const { calls } = renderShowcase(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordic Calm' })).toBeTruthy();
    expect({ url: calls[0].url, body: calls[0].body }).toEqual({ url: '/v1/showcase/url', body: { urlKey: 'nordic-calm' } });
    expect(screen.getByText('Oak, linen and light')).toBeTruthy();
    expect(screen.getByText('Light oak, linen and calm rooms to come home to.')).toBeTruthy();
    expect(screen.getByTestId('followers-count').textContent).toBe('12 followers');
    expect(screen.getByRole('tab', { name: /Inspiration Images/, selected: true })).toBeTruthy();
    const tiles = await screen.findAllByTestId('showcase-image');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['FeaturedSunlit nook', 'Oak kitchen']);
    expect(calls.find((call) => call.url === '/v1/showcase/5/images')?.body).toEqual({ images: [12, 11] });
    expect(screen.getByTitle("Ana Lindqvist's video").getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(within(screen.getByRole('list', { name: 'Social links' })).getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://instagram.com/nordic-calm');
    // The page's own title and description go to the document head.
    await vi.waitFor(() => expect(document.title).toContain('Nordic Calm by Ana'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Calm Nordic rooms, curated by Ana.');
  });

  it('hides a subtitle that is switched off and a video that is not approved', async () => {
    renderShowcase({ ...page, isSubtitleActive: false, videoStatus: 'pending' });
    await screen.findByRole('heading', { level: 1, name: 'Nordic Calm' });
    expect(screen.queryByText('Oak, linen and light')).toBeNull();
    expect(screen.queryByTitle("Ana Lindqvist's video")).toBeNull();
  });

  it('is the not-found page for an unknown or hidden address', async () => {
    renderShowcase(null, '/showcase/nobody');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });
});
