import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../test/render-page';
import { GetCreditPage, ImageRemovalRequestPage, ReportPage } from './report-pages';

const user = { id: 2, firstName: 'Ana', lastName: 'Lind', email: 'ana@example.com', displayName: 'Ana', status: 'complete', role: 'personal', ambassador: false };
const image = { id: 7, title: 'Sunny loft', slug: 'sunny-loft', media: { userId: 3, hash: 'abc123' }, width: 900, height: 600, owner: { displayName: 'Bo Berg' } };
const filed = (kind: string) => Response.json({ result: { id: kind === 'takedown-notice' ? 11 : 12, imageId: 7, status: 'open' } }, { status: 201 });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function renderAt(entry: string, { signedIn = true, answer = filed, imageStatus = 200 }: { signedIn?: boolean; answer?: (kind: string, body: unknown) => Response; imageStatus?: number } = {}) {
  if (signedIn) window.localStorage.setItem('accessToken', 'token-1');
  const sent: { kind: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/v1/user') return Response.json({ result: user });
      if (url === '/v1/inspiration-image/7') return imageStatus === 200 ? Response.json({ result: image }) : Response.json({ message: 'Not found.' }, { status: imageStatus });
      const claim = /^\/v1\/inspiration-image\/7\/(takedown-notice|credit-claim)$/.exec(url);
      if (claim && init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        sent.push({ kind: claim[1], body });
        return answer(claim[1], body);
      }
      return Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  const page = (Page: ComponentType) =>
    function WithWhere() {
      return (
        <>
          <Where />
          <Page />
        </>
      );
    };
  renderPage(
    [
      { path: paths.report, Component: page(ReportPage) },
      { path: paths.reportImageRemoval, Component: page(ImageRemovalRequestPage) },
      { path: paths.reportGetCredit, Component: page(GetCreditPage) },
      { path: paths.inspirationImage, Component: () => <p>image page</p> },
    ],
    { url: entry },
  );
  return { sent };
}

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const check = (label: string | RegExp) => fireEvent.click(screen.getByRole('checkbox', { name: label }));

afterEach(() => {
  vi.unstubAllGlobals();
});

configure({ asyncUtilTimeout: 5_000 });

describe('the report overview', () => {
  it('explains both reasons and leads to the two forms, for the image it was opened for', async () => {
    renderAt('/report?imageId=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Keeping DecorLook safe and fair' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Inappropriate or offensive' })).toBeTruthy();
    expect(screen.getByText('Hate speech or symbols')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'I want credit for my image' }).getAttribute('href')).toBe('/report/getCredit?imageId=7');
    expect(screen.getByRole('link', { name: 'I want my image taken down' }).getAttribute('href')).toBe('/report/imageremovalrequest?imageId=7');
  });
});

describe('the image removal request page', () => {
  it('shows the image, fills the claimant, names every missing field with the shared messages and sends nothing', async () => {
    const { sent } = renderAt('/report/imageremovalrequest?imageId=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Image Removal Request' })).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: 'The image' });
    expect((await within(aside).findByRole('img', { name: 'Sunny loft' })).getAttribute('src')).toBe('/media/3/abc123/medium.webp');
    expect(within(aside).getByRole('link', { name: 'Sunny loft' }).getAttribute('href')).toBe('/inspiration-image/7/sunny-loft');
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana Lind'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    fill('Email', 'not an address');
    fireEvent.click(screen.getByRole('button', { name: 'Send Notice' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    // Address, the work and the signature; both statements to confirm.
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(3);
    expect(screen.getAllByText('Please confirm this statement')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('sends the notice and says a confirmation was mailed', async () => {
    const { sent } = renderAt('/report/imageremovalrequest?imageId=7');
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana Lind'));
    fill('Postal address', '1 Harbour Road, Bristol');
    fill('The work this image infringes', 'My photograph of my own loft, 2023.');
    fill(/^Where the original can be seen/, 'https://ana.example.com/loft');
    check(/good faith belief/);
    check(/penalty of perjury/);
    fill('Signature', 'Ana Lind');
    fireEvent.click(screen.getByRole('button', { name: 'Send Notice' }));
    expect(await screen.findByText('Your takedown notice is on its way')).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the image' }).getAttribute('href')).toBe('/inspiration-image/7/sunny-loft');
    expect(sent).toEqual([
      {
        kind: 'takedown-notice',
        body: {
          fullName: 'Ana Lind',
          email: 'ana@example.com',
          phone: '',
          address: '1 Harbour Road, Bristol',
          workDescription: 'My photograph of my own loft, 2023.',
          originalUrl: 'https://ana.example.com/loft',
          goodFaith: true,
          accurate: true,
          signature: 'Ana Lind',
        },
      },
    ]);
  });

  it('a refusal shows on its field, and one without fields above the form', async () => {
    let answer: Response = Response.json({ message: 'The given data was invalid.', errors: { originalUrl: ['Please enter a correct link'] } }, { status: 422 });
    renderAt('/report/imageremovalrequest?imageId=7', { answer: () => answer });
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana Lind'));
    fill('Postal address', '1 Harbour Road');
    fill('The work this image infringes', 'My photograph.');
    check(/good faith belief/);
    check(/penalty of perjury/);
    fill('Signature', 'Ana Lind');
    fireEvent.click(screen.getByRole('button', { name: 'Send Notice' }));
    expect(await screen.findByText('Please enter a correct link')).toBeTruthy();
    answer = Response.json({ message: 'Too many requests. Try again in a minute.' }, { status: 429 });
    fireEvent.click(screen.getByRole('button', { name: 'Send Notice' }));
    expect(await screen.findByText('Too many requests. Try again in a minute.')).toBeTruthy();
  });

  it('asks a visitor to sign in, with the image shown', async () => {
    renderAt('/report/imageremovalrequest?imageId=7', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Sunny loft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Notice' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?imageId=7&auth=sign-in'));
  });

  it('says so when the image is not there (not approved, or gone)', async () => {
    renderAt('/report/imageremovalrequest?imageId=7', { imageStatus: 404 });
    expect(await screen.findByText('This image is not available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Notice' })).toBeNull();
  });

  it('asks which image when none is named', async () => {
    renderAt('/report/imageremovalrequest');
    expect(await screen.findByRole('heading', { name: 'Which image?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Notice' })).toBeNull();
  });
});

describe('the get credit page', () => {
  it('explains open and exclusive per the terms, needs a permission and the statement, and sends the claim', async () => {
    const { sent } = renderAt('/report/getCredit?imageId=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Credit' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /Open.*credited to you/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Exclusive.*yours alone/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
    await waitFor(() => expect((screen.getByLabelText('Credit the image to') as HTMLInputElement).value).toBe('Ana Lind'));
    fireEvent.click(screen.getByRole('button', { name: 'Send Claim' }));
    expect(await screen.findByText('Please confirm this statement')).toBeTruthy();
    // The permission and the signature.
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /Exclusive/ }));
    fill('Credit the image to', 'Ana Lind Studio');
    fill(/^Anything our team should know/, 'I took it for my portfolio.');
    check('I own the rights to this image');
    fill('Signature', 'Ana Lind');
    fireEvent.click(screen.getByRole('button', { name: 'Send Claim' }));
    expect(await screen.findByText('Your credit claim is on its way')).toBeTruthy();
    expect(sent).toEqual([
      {
        kind: 'credit-claim',
        body: {
          fullName: 'Ana Lind',
          email: 'ana@example.com',
          creditName: 'Ana Lind Studio',
          creditUrl: '',
          permission: 'exclusive',
          message: 'I took it for my portfolio.',
          accurate: true,
          signature: 'Ana Lind',
        },
      },
    ]);
  });
});
