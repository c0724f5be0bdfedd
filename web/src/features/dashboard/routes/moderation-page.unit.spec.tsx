import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { paths } from '../../../config/paths';
import { createQueryClient } from '../../../lib/query-client';
import type { AmbassadorApplication } from '../api/ambassador-review';
import type { ModerationItem } from '../api/moderation';
import { ModerationPage } from './moderation-page';

const owner = { id: 2, displayName: 'Ana Lindqvist', avatar: null };
const queue: ModerationItem[] = [
  { kind: 'image', id: 5, title: 'Moody velvet lounge', slug: 'moody-velvet-lounge', media: { userId: 2, hash: 'c'.repeat(32) }, owner, status: 'pending', createdAt: '2026-11-20T09:00:00.000Z' },
  { kind: 'product', id: 9, title: 'Oak Bench', slug: 'oak-bench', media: { userId: 2, hash: 'd'.repeat(32) }, owner, status: 'pending', createdAt: '2026-11-21T09:00:00.000Z' },
  { kind: 'lookBoard', id: 12, title: 'Velvet evening', slug: 'velvet-evening', media: { userId: 2, hash: 'e'.repeat(32) }, owner, status: 'pending', createdAt: '2026-11-22T09:00:00.000Z' },
];

const applications: AmbassadorApplication[] = [
  {
    id: 31,
    userId: 7,
    status: 'pending',
    user: { displayName: 'Noor Haddad', email: 'noor@example.com', avatar: null, hasVerifiedEmail: true },
    form: {
      from: 'noor@example.com',
      subject: 'Ambassador application',
      describe_yourself: 'A stylist who loves warm minimal rooms.',
      styles: [3],
      interests: ['Curating look boards'],
      message: 'Ten years of styling homes for sale.',
      links: ['https://studio-noor.com'],
      isReferred: true,
      referred_by: 'Sam Ortiz',
    },
    ambassadorType: null,
    reason: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    decidedAt: null,
  },
];
const videos = [
  { id: 12, userId: 12, displayName: 'Mia Chen', pageName: 'Mia’s Rooms', avatar: null, videoUrl: 'https://vimeo.com/12345', videoStatus: 'pending', shareUrl: 'http://localhost/showcase/mia' },
];

function renderModeration(role: 'admin' | 'personal') {
  window.localStorage.setItem('accessToken', 'token-1');
  const decisions: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    if (input === '/v1/user') return Response.json({ result: { id: 1, role, status: 'complete', displayName: 'Morgan', email: 'm@example.com', ambassador: false } });
    if (input.startsWith('/v1/admin/moderation-queue')) return Response.json({ result: queue });
    if (input.startsWith('/v1/admin/ambassador-applications?')) return Response.json({ result: applications });
    if (input.startsWith('/v1/admin/showcase-videos?')) return Response.json({ result: videos });
    if (input.startsWith('/v1/admin/')) {
      decisions.push({ url: input, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return Response.json({ result: { id: 1, status: input.endsWith('approve') ? 'approved' : 'rejected' } });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: paths.dashboardModeration, Component: ModerationPage }], { initialEntries: [paths.dashboardModeration] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { decisions, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('moderation page', () => {
  it('lists the queue with pictures, owners and dates, and the Moderation entry in the dashboard menu', async () => {
    const { fetchMock } = renderModeration('admin');
    expect(await screen.findByRole('link', { name: 'Moody velvet lounge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Oak Bench' }).getAttribute('href')).toBe('/product/9/oak-bench');
    expect(screen.getByRole('link', { name: 'Velvet evening' }).getAttribute('href')).toBe('/look-board/12/velvet-evening');
    expect(screen.getAllByText('Ana Lindqvist')).toHaveLength(3);
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Moderation' }).getAttribute('href')).toBe(paths.dashboardModeration);
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/admin/moderation-queue?kind=all&offset=0&limit=20')).toBe(true);
  });

  it('approves an image: it leaves the list once the server has recorded it', async () => {
    const { decisions } = renderModeration('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Moody velvet lounge' }));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Moody velvet lounge' })).toBeNull());
    expect(decisions).toEqual([{ url: '/v1/admin/inspiration-images/5/approve', body: undefined }]);
    expect(screen.getByRole('link', { name: 'Oak Bench' })).toBeTruthy();
  });

  it('approves a look board through the look boards’ own call', async () => {
    const { decisions } = renderModeration('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Velvet evening' }));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Velvet evening' })).toBeNull());
    expect(decisions).toEqual([{ url: '/v1/admin/look-boards/12/approve', body: undefined }]);
  });

  it('rejects a product only with a reason', async () => {
    const { decisions } = renderModeration('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Oak Bench' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MESSAGES.required)).toBeTruthy();
    expect(decisions).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Please show the bench on a plain background.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Oak Bench' })).toBeNull());
    expect(decisions).toEqual([{ url: '/v1/admin/products/9/reject', body: { reason: 'Please show the bench on a plain background.' } }]);
  });

  it('shows a pending ambassador application and approves it only with a type', async () => {
    const { decisions } = renderModeration('admin');
    const row = await screen.findByTestId('ambassador-application');
    expect(within(row).getByText('Noor Haddad')).toBeTruthy();
    expect(within(row).getByText('A stylist who loves warm minimal rooms.')).toBeTruthy();
    expect(within(row).getByText('Sam Ortiz')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'https://studio-noor.com' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Approve Noor Haddad' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Please choose the ambassador type')).toBeTruthy();
    expect(decisions).toEqual([]);

    fireEvent.click(within(dialog).getByLabelText('Design Professional'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(screen.queryByTestId('ambassador-application')).toBeNull());
    expect(decisions).toEqual([{ url: '/v1/admin/ambassador-applications/31/approve', body: { ambassadorType: 'designProfessional' } }]);
  });

  it('rejects an application with a reason', async () => {
    const { decisions } = renderModeration('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Noor Haddad' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Please add links to your work.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(screen.queryByTestId('ambassador-application')).toBeNull());
    expect(decisions).toEqual([{ url: '/v1/admin/ambassador-applications/31/reject', body: { reason: 'Please add links to your work.' } }]);
  });

  it('activates a showcase video', async () => {
    const { decisions } = renderModeration('admin');
    const row = await screen.findByTestId('showcase-video');
    expect(within(row).getByRole('link', { name: 'https://vimeo.com/12345' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Activate Mia Chen’s video' }));
    await vi.waitFor(() => expect(screen.queryByTestId('showcase-video')).toBeNull());
    expect(decisions).toEqual([{ url: '/v1/admin/showcases/12/video/activate', body: undefined }]);
  });

  it('is a page that does not exist for anyone but an admin', async () => {
    const { fetchMock } = renderModeration('personal');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/admin/'))).toBe(false);
  });
});
