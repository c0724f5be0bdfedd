import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/price';
import { lookBoardView, productView, sessionUser, testOwner } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { RatingSummary } from '../components/product-rating';
import { formatDimensions, ProductPage } from './product-page';

const product = productView(7, 'Oak Lounge Chair', 129_999, {
  description: 'Solid oak with a woven seat.',
  media: { userId: 3, hash: 'a'.repeat(32) },
  brand: 'Nordhaus',
  retailerUrl: 'https://www.westelm.com/chair',
  shopUrl: 'https://www.westelm.com/chair?aff=decor',
  affiliate: true,
  dimensions: { width: 72, depth: 80, height: 75.5 },
  likesCount: 3,
  rating: 4.26,
  ratingsCount: 12,
  owner: testOwner(3, 'Ana'),
  createdAt: '2026-01-01T00:00:00.000Z',
});

const boardOf = (id: number, title: string) => lookBoardView(id, title, [product], { owner: testOwner(4, 'Bo Berg') });
let boards: LookBoardView[] = [];

function renderProduct(answer: ProductView, url = '/product/7/oak-lounge-chair') {
  stubFetch((input) => {
    if (input.startsWith('/v1/products/similar/')) return Response.json({ result: [] });
    if (input.startsWith('/v1/product/7/view-look-boards')) return Response.json({ result: boards });
    if (input === '/v1/product/7') return Response.json({ result: answer });
    if (input === '/v1/user') return Response.json({ result: sessionUser({ id: 3, displayName: 'Ana', email: 'ana@example.com' }) });
  });
  return renderPage([{ path: paths.product, Component: ProductPage }], { url }).router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  boards = [];
});

describe('prices', () => {
  it('shows cents as US dollars, dropping ".00" on whole amounts', () => {
    expect(formatPrice(129_999)).toBe('$1,299.99');
    expect(formatPrice(45_000)).toBe('$450');
    expect(formatPrice(5)).toBe('$0.05');
  });
});

describe('rating summary', () => {
  it('shows the average to one decimal and how many rated', () => {
    render(<RatingSummary rating={4.26} ratingsCount={12} />);
    const summary = screen.getByTestId('rating-summary');
    expect(summary.textContent).toContain('Rated 4.3 out of 5');
    expect(summary.textContent).toContain('(12 ratings)');
  });

  it('says one rating in the singular, and says so when there is none', () => {
    const { unmount } = render(<RatingSummary rating={5} ratingsCount={1} />);
    expect(screen.getByTestId('rating-summary').textContent).toContain('(1 rating)');
    unmount();
    render(<RatingSummary rating={null} ratingsCount={0} />);
    expect(screen.getByTestId('rating-summary').textContent).toContain('No ratings yet');
  });
});

describe('product page', () => {
  it('shows the price, the rating and the sponsored outbound link', async () => {
    renderProduct(product);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oak Lounge Chair' })).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toBe('$1,299.99');
    expect(screen.getByTestId('rating-summary').textContent).toContain('(12 ratings)');
    const shop = screen.getByRole('link', { name: /Shop at westelm\.com/ });
    expect(shop.getAttribute('href')).toBe('https://www.westelm.com/chair?aff=decor');
    expect(shop.getAttribute('target')).toBe('_blank');
    expect(shop.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    expect(screen.getByText('W 72 × D 80 × H 75.5 cm')).toBeTruthy();
    // A visitor is offered sign-in instead of the stars.
    expect(screen.getByRole('link', { name: 'Sign in to rate this product' }).getAttribute('href')).toContain('auth=sign-in');
  });

  it('replaces a wrong slug in the address with the product’s own', async () => {
    const router = renderProduct(product, '/product/7/old-name');
    await screen.findByRole('heading', { level: 1, name: 'Oak Lounge Chair' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/product/7/oak-lounge-chair'));
  });

  it('tells the owner that the product was rejected, with the reason', async () => {
    window.localStorage.setItem('accessToken', 'token-1');
    renderProduct({ ...product, approval: 'rejected', rejectionReason: 'The picture is blurred.' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Rejected/)).toBeTruthy();
    expect(within(alert).getByText('The picture is blurred.')).toBeTruthy();
  });

  it('shows the not-found page for an unknown product', async () => {
    stubFetch(() => undefined);
    renderPage([{ path: paths.product, Component: ProductPage }], { url: '/product/99/x' });
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('leaves out dimensions nobody gave', () => {
    expect(formatDimensions(null)).toBeNull();
    expect(formatDimensions({ width: 40 })).toBe('W 40 cm');
  });

  it('shows the look boards the product is styled in', async () => {
    boards = [boardOf(11, 'Reading corner')];
    renderProduct(product);
    const heading = await screen.findByRole('heading', { name: 'Styled in these look boards' });
    const link = within(heading.closest('section') as HTMLElement).getByRole('link', { name: /Reading corner/ });
    expect(link).toHaveProperty('pathname', '/look-board/11/reading-corner');
  });
});
