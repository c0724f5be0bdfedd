import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { REPORT_SENT_TEXT, REPORT_SENT_TITLE } from '@decorlook/domain/moderation/moderation.rules';
import { paths } from '../../../config/paths';
import { tokenStore } from '../../../lib/auth-tokens';
import { renderPage } from '../../../test/render-page';
import ReportHost, { claimPageOf, reportedImageIdOf, withoutReportKey } from './report-host';

const user = { id: 2, firstName: 'Ana', lastName: 'Lind', email: 'ana@example.com', displayName: 'Ana', status: 'complete', role: 'personal', ambassador: false };
const image = { id: 7, title: 'Sunny loft', slug: 'sunny-loft', media: { userId: 3, hash: 'abc123' }, width: 900, height: 600, owner: { displayName: 'Bo' } };

/** Where the router is: the address the modal reads and writes. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(entry: string, answer: (body: unknown) => Response = () => Response.json({ result: { reportId: 41, imageId: 7, reportReason: 'inappropriate', reportSubReason: 'spam' } }, { status: 201 }), signedIn = true) {
  if (signedIn) window.localStorage.setItem('accessToken', 'token-1');
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/v1/user') return Response.json({ result: user });
      if (url === '/v1/inspiration-image/7') return Response.json({ result: image });
      if (url === '/v1/inspiration-image/7/report' && init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return answer(body);
      }
      return Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  const shell = () => (
    <>
      <Where />
      <ReportHost />
    </>
  );
  const { router } = renderPage(
    [
      { path: '/inspiration-image/:imageId/:imageSlug', Component: shell },
      { path: paths.reportImageRemoval, Component: Where },
      { path: paths.reportGetCredit, Component: Where },
    ],
    { url: entry },
  );
  return { sent, router, where: () => screen.getByTestId('where').textContent };
}

const dialog = () => screen.findByRole('dialog', { name: 'Report Image' });
const next = (within_: HTMLElement) => within(within_).getByRole('button', { name: 'Next' });
const choose = (within_: HTMLElement, name: RegExp) => fireEvent.click(within(within_).getByRole('radio', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
});

configure({ asyncUtilTimeout: 5_000 });

describe('the report key', () => {
  it('reads an image id, drops the key, and names the claim pages', () => {
    expect(reportedImageIdOf('?report=7&x=1')).toBe(7);
    expect(reportedImageIdOf('?report=0')).toBeNull();
    expect(reportedImageIdOf('?report=abc')).toBeNull();
    expect(withoutReportKey('?report=7&x=1')).toBe('?x=1');
    expect(withoutReportKey('?report=7')).toBe('');
    expect(claimPageOf('takedownNotice', 7)).toBe('/report/imageremovalrequest?imageId=7');
    expect(claimPageOf('creditClaim', 7)).toBe('/report/getCredit?imageId=7');
  });
});

describe('the report modal', () => {
  it('reasons, then sub-reasons, each with label and description; Next waits for a choice; sent, the success panel shows the image', async () => {
    const { sent, where } = renderAt('/inspiration-image/7/sunny-loft?report=7');
    const modal = await dialog();
    expect(within(modal).getByText('Why are you reporting this image?')).toBeTruthy();
    expect(within(modal).getByRole('radio', { name: /This is my image.*You own the rights/ })).toBeTruthy();
    expect(next(modal).hasAttribute('disabled')).toBe(true);
    choose(modal, /Inappropriate or offensive/);
    expect(next(modal).hasAttribute('disabled')).toBe(false);
    fireEvent.click(next(modal));

    expect(await within(modal).findByText('What is wrong with this image?')).toBeTruthy();
    expect(within(modal).getAllByRole('radio')).toHaveLength(6);
    expect(within(modal).getByRole('radio', { name: /Spam.*Misleading, repetitive or advertising content/ })).toBeTruthy();
    expect(next(modal).hasAttribute('disabled')).toBe(true);
    // Cancel on the second step: back to the reasons, the reason still chosen.
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(await within(modal).findByText('Why are you reporting this image?')).toBeTruthy();
    expect((within(modal).getByRole('radio', { name: /Inappropriate or offensive/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(next(modal));
    choose(await dialog(), /Hate speech or symbols/);
    fireEvent.click(next(await dialog()));

    const panel = await screen.findByRole('dialog', { name: REPORT_SENT_TITLE });
    expect(within(panel).getByText(REPORT_SENT_TEXT)).toBeTruthy();
    await waitFor(() => expect(within(panel).getByRole('img', { name: 'Sunny loft' }).getAttribute('src')).toBe('/media/3/abc123/medium.webp'));
    expect(sent).toEqual([{ reportReason: 'inappropriate', reportSubReason: 'hateSpeechSymbols' }]);
    expect(screen.queryByRole('dialog', { name: 'Report Image' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(where()).toBe('/inspiration-image/7/sunny-loft'));
  });

  it('a refused report: the error toast with the message, and the modal stays open on its choice', async () => {
    const { sent } = renderAt('/inspiration-image/7/sunny-loft?report=7', () => Response.json({ message: 'You have already reported this image.' }, { status: 409 }));
    const modal = await dialog();
    choose(modal, /Inappropriate or offensive/);
    fireEvent.click(next(modal));
    choose(await dialog(), /Spam/);
    fireEvent.click(next(await dialog()));
    expect(await screen.findByText('You have already reported this image.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    const still = await dialog();
    expect((within(still).getByRole('radio', { name: /Spam/ }) as HTMLInputElement).checked).toBe(true);
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: REPORT_SENT_TITLE })).toBeNull();
  });

  it('own + "taken down" goes to the removal request page, own + credit to the get-credit page; nothing is sent', async () => {
    const first = renderAt('/inspiration-image/7/sunny-loft?report=7');
    let modal = await dialog();
    choose(modal, /This is my image/);
    fireEvent.click(next(modal));
    modal = await dialog();
    expect(within(modal).getByText('What would you like us to do?')).toBeTruthy();
    expect(within(modal).getAllByRole('radio')).toHaveLength(2);
    choose(modal, /I want my image taken down/);
    fireEvent.click(next(modal));
    await waitFor(() => expect(first.where()).toBe('/report/imageremovalrequest?imageId=7'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(first.sent).toEqual([]);

    act(() => void first.router.navigate('/inspiration-image/7/sunny-loft?report=7'));
    modal = await dialog();
    // Opened afresh: no reason chosen.
    expect(next(modal).hasAttribute('disabled')).toBe(true);
    choose(modal, /This is my image/);
    fireEvent.click(next(modal));
    choose(await dialog(), /I want credit for my image/);
    fireEvent.click(next(await dialog()));
    await waitFor(() => expect(first.where()).toBe('/report/getCredit?imageId=7'));
    expect(first.sent).toEqual([]);
  });

  it('Cancel on the first step and the close button take the modal off the address', async () => {
    const { where, router } = renderAt('/inspiration-image/7/sunny-loft?tab=a&report=7');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(where()).toBe('/inspiration-image/7/sunny-loft?tab=a'));
    expect(screen.queryByRole('dialog', { name: 'Report Image' })).toBeNull();

    act(() => void router.navigate('/inspiration-image/7/sunny-loft?report=7'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(where()).toBe('/inspiration-image/7/sunny-loft'));
  });

  it('a visitor is asked to sign in first; the modal opens once they have', async () => {
    const { where, router } = renderAt('/inspiration-image/7/sunny-loft?report=7', undefined, false);
    await waitFor(() => expect(where()).toBe('/inspiration-image/7/sunny-loft?report=7&auth=sign-in'));
    expect(screen.queryByRole('dialog', { name: 'Report Image' })).toBeNull();
    // Signed in: the auth dialog takes its key off and the report key is still there.
    act(() => tokenStore.save({ accessToken: 'token-1', refreshToken: 'refresh-1' }));
    act(() => void router.navigate('/inspiration-image/7/sunny-loft?report=7', { replace: true }));
    expect(await dialog()).toBeTruthy();
  });

  it('a visitor who closes sign-in without signing in leaves the report behind', async () => {
    const { where, router } = renderAt('/inspiration-image/7/sunny-loft?report=7', undefined, false);
    await waitFor(() => expect(where()).toBe('/inspiration-image/7/sunny-loft?report=7&auth=sign-in'));
    act(() => void router.navigate('/inspiration-image/7/sunny-loft?report=7', { replace: true }));
    await waitFor(() => expect(where()).toBe('/inspiration-image/7/sunny-loft'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
