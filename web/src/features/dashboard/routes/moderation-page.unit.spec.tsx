import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { paths } from '../../../config/paths';
import type { QueueItem, QueuePage } from '../api/moderation';
import { decisionRequest } from '../api/moderation';
import { detailLabel } from '../components/queue-row';
import { renderPage } from '../../../test/render-page';
import { ModerationPage } from './moderation-page';

// The machine running the tests may be busy: waits are generous, and still end as soon as the page is ready.
configure({ asyncUtilTimeout: 10_000 });
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 20_000 });

const media = (c: string) => ({ userId: 2, hash: c.repeat(32) });
const item = (over: Partial<QueueItem> & Pick<QueueItem, 'kind' | 'id' | 'title' | 'actions'>): QueueItem => ({
  subtitle: '',
  status: 'open',
  createdAt: '2026-11-20T09:00:00.000Z',
  link: null,
  media: null,
  details: {},
  ...over,
});

const reported = item({
  kind: 'report',
  id: 5,
  title: 'Moody velvet lounge',
  subtitle: 'Reported by 2 members',
  link: '/inspiration-image/5/moody-velvet-lounge',
  media: media('c'),
  details: { reportCount: 2, reasons: ['Spam', 'Harassment or privacy'] },
  actions: ['dismiss', 'takeDown'],
});
const notice = item({
  kind: 'takedownNotice',
  id: 8,
  title: 'Notice on “Sunlit nook”',
  subtitle: 'Filed by Lee Park',
  link: '/inspiration-image/6/sunlit-nook',
  details: { claimant: 'Lee Park', originalWork: 'https://leepark.example.com/nook', goodFaith: true },
  actions: ['approve', 'reject'],
});
const product = item({ kind: 'product', id: 9, title: 'Oak Bench', subtitle: 'Added by Ana Lindqvist', link: '/product/9/oak-bench', media: media('d'), actions: ['approve', 'reject'] });
const application = item({
  kind: 'ambassadorApplication',
  id: 31,
  title: 'Ambassador application',
  subtitle: 'Noor Haddad applies to be an ambassador',
  details: { applicant: 'Noor Haddad', describeYourself: 'A stylist who loves warm minimal rooms.', links: ['https://studio-noor.com'], referredBy: 'Sam Ortiz', reason: null },
  actions: ['approve', 'reject'],
});
const business = item({ kind: 'business', id: 44, title: 'Lumen & Oak', subtitle: 'Retailer · owner@lumen.example', details: { businessUrl: 'https://lumen.example' }, actions: ['approve', 'reject'] });
const openItems = [reported, notice, product, application, business];
const counts = { report: 1, takedownNotice: 1, creditClaim: 0, image: 0, product: 1, lookBoard: 0, business: 1, ambassadorApplication: 1 };
const takenDown = item({ kind: 'image', id: 6, title: 'Sunlit nook', status: 'takenDown', subtitle: 'Taken down by Morgan: copyright notice', media: media('e'), actions: ['restore'] });

/** Which kinds each admin call's collection decides. */
const KINDS_AT: Record<string, QueueItem['kind'][]> = {
  'inspiration-images': ['report', 'image'],
  products: ['product'],
  'look-boards': ['lookBoard'],
  'takedown-notices': ['takedownNotice'],
  'credit-claims': ['creditClaim'],
  users: ['business'],
  'ambassador-applications': ['ambassadorApplication'],
};

function renderModeration(role: 'admin' | 'personal', { initial = paths.dashboardModeration, fail }: { initial?: string; fail?: string } = {}) {
  window.localStorage.setItem('accessToken', 'token-1');
  const decisions: { url: string; body: unknown }[] = [];
  const queueCalls: URLSearchParams[] = [];
  const decided = new Set<string>();
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    if (input === '/v1/user') return Response.json({ result: { id: 1, role, status: 'complete', displayName: 'Morgan', email: 'm@example.com', ambassador: false } });
    if (input.startsWith('/v1/admin/queue?')) {
      const query = new URLSearchParams(input.split('?')[1]);
      queueCalls.push(query);
      const status = query.get('status');
      const kind = query.get('kind');
      const items = (status === 'takenDown' ? [takenDown] : openItems).filter((entry) => (kind === 'all' || entry.kind === kind) && !decided.has(`${entry.kind}-${entry.id}`));
      return Response.json({ result: { items, counts: { ...counts, report: decided.has('report-5') ? 0 : 1 } } satisfies QueuePage });
    }
    if (input.startsWith('/v1/admin/showcase-videos?')) return Response.json({ result: [] });
    if (input.startsWith('/v1/admin/')) {
      if (fail) return Response.json({ message: fail }, { status: 409 });
      decisions.push({ url: input, body: init.body ? JSON.parse(String(init.body)) : undefined });
      // The server no longer lists what was decided.
      const [, collection, id] = /^\/v1\/admin\/([a-z-]+)\/(\d+)\//.exec(input) ?? [];
      for (const entry of [...openItems, takenDown]) if (String(entry.id) === id && KINDS_AT[collection ?? '']?.includes(entry.kind)) decided.add(`${entry.kind}-${entry.id}`);
      return Response.json({ result: { kind: 'report', id: 1, status: 'takenDown' } });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const { router } = renderPage([{ path: paths.dashboardModeration, Component: ModerationPage }], { url: initial });
  return { decisions, fetchMock, queueCalls, router };
}

const row = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('moderation page: the one queue', () => {
  it('lists every kind with its open count, and each item’s picture, who and why, details and link', async () => {
    const { queueCalls } = renderModeration('admin');
    const lounge = await row('Moody velvet lounge');
    expect(lounge).not.toBeNull();
    expect(queueCalls[0]?.toString()).toBe('kind=all&status=open&offset=0&limit=20');

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Everything5',
      'Reported images1',
      'Takedown notices1',
      'Credit claims0',
      'Images0',
      'Products1',
      'Look boards0',
      'Business accounts1',
      'Ambassador applications1',
    ]);

    const r = within(lounge!);
    expect(r.getByText('Reported image')).toBeTruthy();
    expect(r.getByRole('link', { name: 'Moody velvet lounge' }).getAttribute('href')).toBe('/inspiration-image/5/moody-velvet-lounge');
    expect(r.getByText('Reported by 2 members')).toBeTruthy();
    expect(r.getByText('Report count').nextSibling?.textContent).toBe('2');
    expect(r.getByText('Spam, Harassment or privacy')).toBeTruthy();
    expect(lounge!.querySelector('img')?.getAttribute('src')).toBe(`/media/2/${'c'.repeat(32)}/thumb.webp`);
    // Only the actions the server lists for it.
    expect(r.getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss', 'Take down']);

    const claim = within((await row('Notice on “Sunlit nook”'))!);
    expect(claim.getByRole('link', { name: 'https://leepark.example.com/nook' })).toBeTruthy();
    expect(claim.getByText('Good faith').nextSibling?.textContent).toBe('Yes');
    expect(claim.getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject']);
    // An application goes by the applicant's name; details with nothing to say are left out.
    const applicant = within(screen.getByTestId('ambassador-application'));
    expect(applicant.getByRole('heading', { name: 'Noor Haddad' })).toBeTruthy();
    expect(applicant.getByText('Describe yourself').nextSibling?.textContent).toBe('A stylist who loves warm minimal rooms.');
    expect(applicant.getByText('Subject').nextSibling?.textContent).toBe('Ambassador application');
    expect(applicant.queryByText('Reason')).toBeNull();
  });

  it('filters by kind, kept in the address', async () => {
    const { queueCalls, router } = renderModeration('admin');
    await row('Oak Bench');
    fireEvent.click(screen.getByRole('tab', { name: /Business accounts/ }));
    expect(await row('Lumen & Oak')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Lumen & Oak' })).toBeTruthy();
    await eventually(() => expect(screen.queryByRole('heading', { name: 'Oak Bench' })).toBeNull());
    expect(queueCalls.at(-1)?.get('kind')).toBe('business');
    expect(router.state.location.search).toBe('?kind=business');
  });

  it('takes a reported image down only after the confirmation dialog, with a reason; it leaves the open list', async () => {
    const { decisions } = renderModeration('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Take down Moody velvet lounge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down “Moody velvet lounge”?' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toContain('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(MESSAGES.required)).toBeTruthy();
    expect(decisions).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spam: an advertisement.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await eventually(() => expect(screen.queryByRole('heading', { name: 'Moody velvet lounge' })).toBeNull());
    expect(decisions).toEqual([{ url: '/v1/admin/inspiration-images/5/take-down', body: { reason: 'Spam: an advertisement.' } }]);
    // The counts are read again.
    await eventually(() => expect(screen.getByRole('tab', { name: /Reported images/ }).textContent).toBe('Reported images0'));
  });

  it('cancelling the take-down changes nothing', async () => {
    const { decisions } = renderModeration('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Take down Moody velvet lounge' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(decisions).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Moody velvet lounge' })).toBeTruthy();
  });

  it('dismisses reports with a reason, leaving the image up', async () => {
    const { decisions } = renderModeration('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss Moody velvet lounge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports on “Moody velvet lounge”?' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The member’s own photo.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await eventually(() => expect(decisions).toEqual([{ url: '/v1/admin/inspiration-images/5/reports/dismiss', body: { reason: 'The member’s own photo.' } }]));
  });

  it('accepts a takedown notice after confirming (it takes the image down)', async () => {
    const { decisions } = renderModeration('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Notice on “Sunlit nook”' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The image is taken down at once');
    expect(decisions).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await eventually(() => expect(decisions).toEqual([{ url: '/v1/admin/takedown-notices/8/approve', body: undefined }]));
  });

  it('approves a product at once through the products’ own call, and rejects a business account only with a reason', async () => {
    const { decisions } = renderModeration('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Oak Bench' }));
    await eventually(() => expect(screen.queryByRole('heading', { name: 'Oak Bench' })).toBeNull());
    expect(decisions).toEqual([{ url: '/v1/admin/products/9/approve', body: undefined }]);

    fireEvent.click(screen.getByRole('button', { name: 'Reject Lumen & Oak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Lumen & Oak”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MESSAGES.required)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The website does not sell furnishings.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await eventually(() => expect(decisions).toHaveLength(2));
    expect(decisions[1]).toEqual({ url: '/v1/admin/users/44/business/reject', body: { reason: 'The website does not sell furnishings.' } });
  });

  it('approves an ambassador application only with a type', async () => {
    const { decisions } = renderModeration('admin');
    const application = await screen.findByTestId('ambassador-application');
    expect(within(application).getByRole('link', { name: 'https://studio-noor.com' })).toBeTruthy();
    fireEvent.click(within(application).getByRole('button', { name: 'Approve Noor Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Noor Haddad?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Please choose the ambassador type')).toBeTruthy();
    expect(decisions).toEqual([]);
    fireEvent.click(within(dialog).getByLabelText('Design Professional'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await eventually(() => expect(screen.queryByTestId('ambassador-application')).toBeNull());
    expect(decisions).toEqual([{ url: '/v1/admin/ambassador-applications/31/approve', body: { ambassadorType: 'designProfessional' } }]);
  });

  it('lists what is taken down and restores it', async () => {
    const { decisions, queueCalls } = renderModeration('admin');
    await row('Oak Bench');
    fireEvent.click(screen.getByRole('radio', { name: 'Taken down' }));
    const nook = within((await row('Sunlit nook'))!);
    expect(queueCalls.at(-1)?.get('status')).toBe('takenDown');
    expect(nook.getByText('Taken down')).toBeTruthy();
    // Only content can be taken down: its kinds, without open counts.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Everything', 'Images', 'Products', 'Look boards']);
    fireEvent.click(nook.getByRole('button', { name: 'Restore Sunlit nook' }));
    await eventually(() => expect(decisions).toEqual([{ url: '/v1/admin/inspiration-images/6/restore', body: undefined }]));
  });

  it('a refused decision keeps the item and the dialog, and shows the server’s message', async () => {
    const { fetchMock } = renderModeration('admin', { fail: 'This image is already taken down.' });
    fireEvent.click(await screen.findByRole('button', { name: 'Take down Moody velvet lounge' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spam.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This image is already taken down.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Moody velvet lounge' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/admin/inspiration-images/5/take-down')).toBe(true);
  });

  it('is a page that does not exist for anyone but an admin', async () => {
    const { fetchMock } = renderModeration('personal');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/admin/'))).toBe(false);
  });
});

describe('the call each decision makes', () => {
  const at = (kind: QueueItem['kind'], id = 3) => ({ kind, id });
  it('uses the existing approve and reject calls for content and applications, the moderation ones for the rest', () => {
    expect(decisionRequest({ item: at('image'), action: 'approve' })).toEqual({ path: '/v1/admin/inspiration-images/3/approve' });
    expect(decisionRequest({ item: at('lookBoard'), action: 'reject', reason: 'r' })).toEqual({ path: '/v1/admin/look-boards/3/reject', body: { reason: 'r' } });
    expect(decisionRequest({ item: at('creditClaim'), action: 'approve' })).toEqual({ path: '/v1/admin/credit-claims/3/approve' });
    expect(decisionRequest({ item: at('business'), action: 'approve' })).toEqual({ path: '/v1/admin/users/3/business/approve' });
    expect(decisionRequest({ item: at('takedownNotice'), action: 'reject', reason: 'r' })).toEqual({ path: '/v1/admin/takedown-notices/3/reject', body: { reason: 'r' } });
    expect(decisionRequest({ item: at('product'), action: 'takeDown', reason: 'r' })).toEqual({ path: '/v1/admin/products/3/take-down', body: { reason: 'r' } });
    expect(decisionRequest({ item: at('lookBoard'), action: 'restore' })).toEqual({ path: '/v1/admin/look-boards/3/restore' });
  });

  it('refuses an action a kind has no call for', () => {
    expect(() => decisionRequest({ item: at('report'), action: 'approve' })).toThrow();
    expect(() => decisionRequest({ item: at('business'), action: 'takeDown', reason: 'r' })).toThrow();
    expect(() => decisionRequest({ item: at('image'), action: 'dismiss', reason: 'r' })).toThrow();
  });
});

describe('detail labels', () => {
  it('reads the server’s detail names as words', () => {
    expect(detailLabel('describeYourself')).toBe('Describe yourself');
    expect(detailLabel('businessUrl')).toBe('Business URL');
    expect(detailLabel('imageId')).toBe('Image ID');
    expect(detailLabel('good_faith')).toBe('Good faith');
  });
});
