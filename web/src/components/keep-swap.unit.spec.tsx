import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '../lib/auth-tokens';
import { feedbackKeys } from '../lib/queries/feedback';
import { sessionUser } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import { KeepSwap } from './keep-swap';

const viewer = sessionUser();

interface Pending {
  method: string;
  url: string;
  body: unknown;
  resolve(answer: Response): void;
}

const alternative = (id: number, title: string, price: number) => ({ id, title, slug: title.toLowerCase().replace(/ /g, '-'), price, media: { userId: 1, hash: 'a'.repeat(32) } });
const ALTERNATIVES = [alternative(11, 'Linen sofa', 45_000), alternative(12, 'Leather sofa', 42_000), alternative(13, 'Oak sofa', 38_000)];

/**
 * Every call waits until the test answers it, so what shows before the answer is seen; but the
 * member's verdicts (`saved`) are answered at once, and each read of them is noted.
 */
function renderControls({
  signedIn,
  onAnswered = () => {},
  saved = [],
  products = [{ id: 5, title: 'Velvet sofa' }],
}: {
  signedIn: boolean;
  onAnswered?: () => void;
  saved?: unknown[];
  products?: { id: number; title: string }[];
}) {
  const pending: Pending[] = [];
  const verdictReads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      if (url === '/v1/user') return Promise.resolve(Response.json({ result: viewer }));
      if (url.startsWith('/v1/user/product-feedback')) {
        verdictReads.push(url);
        return Promise.resolve(Response.json({ result: saved }));
      }
      return new Promise<Response>((resolve) => pending.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined, resolve }));
    }),
  );
  if (signedIn) tokenStore.save({ accessToken: 'token-9', refreshToken: 'refresh-9' });
  const shown = products.map((product) => product.id);
  const { queryClient } = renderPage(
    [
      {
        path: '/get-the-look',
        Component: () => (
          <>
            {products.map((product) => (
              <KeepSwap key={product.id} product={product} where={{ context: 'stream' }} shown={shown} onAnswered={onAnswered} />
            ))}
          </>
        ),
      },
    ],
    { url: '/get-the-look', me: signedIn ? viewer : undefined },
  );
  return { pending, verdictReads, queryClient };
}

const answer = (result: unknown) => Response.json({ result });
const call = (pending: Pending[], method: string, url: string) => {
  const found = pending.find((p) => p.method === method && p.url === url);
  expect(found, `${method} ${url}`).toBeTruthy();
  return found!;
};

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('keep or swap', () => {
  it('offers a visitor nothing: the taste is a member’s', async () => {
    const { verdictReads } = renderControls({ signedIn: false });
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Keep or swap Velvet sofa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep' })).toBeNull();
    expect(verdictReads).toEqual([]);
  });

  it('shows a product the member kept on an earlier visit as Kept, and Swap is still there to change their mind', async () => {
    const { verdictReads } = renderControls({ signedIn: true, saved: [{ productId: 5, verdict: 'kept', chosenId: null }] });
    const group = await screen.findByRole('group', { name: 'Keep or swap Velvet sofa' });
    await vi.waitFor(() => expect(group.textContent).toContain('Kept: you will see more like it'));
    expect(within(group).getByRole('button', { name: 'Keep' }).getAttribute('aria-pressed')).toBe('true');
    const swap = within(group).getByRole('button', { name: 'Swap' }) as HTMLButtonElement;
    expect(swap.getAttribute('aria-pressed')).toBe('false');
    expect(swap.disabled).toBe(false);
    expect(verdictReads).toEqual(['/v1/user/product-feedback?ids=5']);
  });

  it('shows a product swapped on an earlier visit as Swapped, for the product chosen in its place', async () => {
    const { pending } = renderControls({ signedIn: true, saved: [{ productId: 5, verdict: 'swapped', chosenId: 12 }] });
    const group = await screen.findByRole('group', { name: 'Keep or swap Velvet sofa' });
    await vi.waitFor(() => expect(within(group).getByRole('button', { name: 'Swap' }).getAttribute('aria-pressed')).toBe('true'));
    expect(group.textContent).toContain('Swapped: you will see less like it');
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => call(pending, 'GET', '/v1/product/12').resolve(answer(alternative(12, 'Leather sofa', 42_000))));
    expect(await within(group).findByText('Swapped for Leather sofa')).toBeTruthy();
  });

  it("reads the verdicts of a page of products in one request, and a choice updates them in place", async () => {
    const { pending, verdictReads, queryClient } = renderControls({
      signedIn: true,
      saved: [{ productId: 6, verdict: 'swapped', chosenId: null }],
      products: [
        { id: 5, title: 'Velvet sofa' },
        { id: 6, title: 'Rattan chair' },
      ],
    });
    const chair = await screen.findByRole('group', { name: 'Keep or swap Rattan chair' });
    await vi.waitFor(() => expect(chair.textContent).toContain('Swapped: you will see less like it'));
    expect(verdictReads).toEqual(['/v1/user/product-feedback?ids=5,6']);

    // Changing her mind about the chair.
    fireEvent.click(within(chair).getByRole('button', { name: 'Keep' }));
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => call(pending, 'POST', '/v1/product/6/keep').resolve(answer({ productId: 6, verdict: 'kept', chosenId: null })));
    await vi.waitFor(() => expect(chair.textContent).toContain('Kept: you will see more like it'));
    expect(queryClient.getQueryData(feedbackKeys.verdicts([5, 6]))).toEqual([{ productId: 6, verdict: 'kept', chosenId: null }]);
    expect(screen.getByRole('group', { name: 'Keep or swap Velvet sofa' }).textContent).not.toContain('Kept');
    expect(verdictReads).toHaveLength(1);
  });

  it('records a keep, and says so once the server has it', async () => {
    const onAnswered = vi.fn();
    const { pending } = renderControls({ signedIn: true, onAnswered });
    const group = await screen.findByRole('group', { name: 'Keep or swap Velvet sofa' });
    fireEvent.click(within(group).getByRole('button', { name: 'Keep' }));
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]).toMatchObject({ method: 'POST', url: '/v1/product/5/keep', body: { context: 'stream' } });
    expect(within(group).getByRole('button', { name: 'Keep' }).getAttribute('aria-pressed')).toBe('false');
    await act(async () => pending[0].resolve(answer({ productId: 5, verdict: 'kept', chosenId: null })));
    await vi.waitFor(() => expect(within(group).getByRole('button', { name: 'Keep' }).getAttribute('aria-pressed')).toBe('true'));
    expect(group.textContent).toContain('Kept: you will see more like it');
    expect(onAnswered).toHaveBeenCalledWith({ productId: 5, verdict: 'kept', chosenId: null });
  });

  it('records a swap and shows the three alternatives; choosing one swaps it in', async () => {
    const { pending } = renderControls({ signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Swap' }));
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    const swap = call(pending, 'POST', '/v1/product/5/swap');
    expect(swap.body).toEqual({ context: 'stream' });
    expect(await screen.findByRole('status', { name: 'Loading alternatives' })).toBeTruthy();
    await act(async () => call(pending, 'GET', '/v1/product/5/alternatives').resolve(answer(ALTERNATIVES)));
    await act(async () => swap.resolve(answer({ productId: 5, verdict: 'swapped', chosenId: null })));
    expect(screen.getByRole('region', { name: 'Swap Velvet sofa for' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Alternatives to Velvet sofa' });
    expect(within(list).getAllByTestId('swap-alternative').map((li) => li.textContent)).toEqual(['Linen sofa$450Choose', 'Leather sofa$420Choose', 'Oak sofa$380Choose']);
    expect(screen.getByText('Swapped: you will see less like it')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Choose Leather sofa' }));
    await vi.waitFor(() => expect(pending).toHaveLength(3));
    expect(pending[2]).toMatchObject({ method: 'POST', url: '/v1/product/5/swap', body: { context: 'stream', chosenId: 12 } });
    await act(async () => pending[2].resolve(answer({ productId: 5, verdict: 'swapped', chosenId: 12 })));
    expect(await screen.findByText('Swapped for Leather sofa')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Swap Velvet sofa for' })).toBeNull());
  });

  it('keeps the alternatives open with what failed when the alternatives cannot be read', async () => {
    const { pending } = renderControls({ signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Swap' }));
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => call(pending, 'GET', '/v1/product/5/alternatives').resolve(Response.json({ message: 'Not found.' }, { status: 404 })));
    expect(await screen.findByText('We could not load alternatives')).toBeTruthy();
  });
});
