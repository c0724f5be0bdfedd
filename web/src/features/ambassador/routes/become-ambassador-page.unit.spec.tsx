import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { renderPage, stubFetch } from '../../../test/render-page';
import { CONFIRMATION_TEXT, CONFIRMATION_TITLE } from '../components/application-confirmation';
import { BecomeAmbassadorPage } from './become-ambassador-page';

type UserChange = Partial<{ status: string; ambassador: boolean; hasVerifiedEmail: 0 | 1; firstName: string | null }>;
const member = (change: UserChange = {}) => ({ id: 4, role: 'personal', status: 'complete', displayName: 'Ana', firstName: 'Ana', lastName: 'Lind', email: 'ana@example.com', ambassador: false, hasVerifiedEmail: 1, ...change });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

interface Setup {
  signedIn?: boolean;
  user?: ReturnType<typeof member>;
  search?: string;
  /** Answers for calls the test cares about, by method and path. */
  answer?(method: string, url: string, body: unknown): Response | undefined;
}

function renderBecomeAmbassador({ signedIn = true, user = member(), search = '', answer }: Setup) {
  if (signedIn) window.localStorage.setItem('accessToken', 'token-1');
  let current = user;
  const calls = stubFetch(async (url, body, init) => {
    const given = answer?.(init.method ?? 'GET', url, body);
    if (given) {
      if (url === '/v1/user/confirm') current = (await given.clone().json()).result;
      return given;
    }
    if (url === '/v1/user') return Response.json({ result: current });
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  renderPage(
    [
      { path: paths.becomeAmbassador, element: (<><BecomeAmbassadorPage /><Where /></>) },
      { path: '*', element: <Where /> },
    ],
    { url: paths.becomeAmbassador + search, enums: { styles: { '1': { id: 3, name: 'Scandinavian' } } } },
  );
  return { calls };
}

async function fillApplication(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Describe yourself'), { target: { value: 'A stylist who loves warm minimal rooms.' } });
  fireEvent.change(within(dialog).getByLabelText('Your decor experience'), { target: { value: 'Ten years of styling homes.' } });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Your styles' }));
  fireEvent.click(await screen.findByTitle('Scandinavian'));
  fireEvent.click(within(dialog).getByLabelText('Curating look boards'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// antd forms render slowly on a busy machine: room for that, and for the waits below.
configure({ asyncUtilTimeout: 5_000 });

describe('the become-ambassador page (spec 4)', () => {
  it('sends a guest to sign-in', async () => {
    renderBecomeAmbassador({ signedIn: false });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`${paths.becomeAmbassador}?auth=sign-in`));
    expect(screen.getByRole('heading', { name: 'Sign in to apply' })).toBeTruthy();
  });

  it('opens the verify-email prompt for an unverified member, not the application', async () => {
    renderBecomeAmbassador({ user: member({ hasVerifiedEmail: 0 }) });
    const prompt = await screen.findByRole('dialog', { name: 'Please verify your email' });
    expect((within(prompt).getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    expect(within(prompt).getByRole('button', { name: 'Get New Link' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Ambassador Application' })).toBeNull();
  });

  it('sends an ambassador to ambassador management', async () => {
    renderBecomeAmbassador({ user: member({ ambassador: true }) });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(paths.dashboardAmbassadorManagement));
  });

  it('opens the application dialog for a verified member; a sent application shows the confirmation', async () => {
    const { calls } = renderBecomeAmbassador({
      answer: (method, url) => (method === 'POST' && url === '/v1/invitation/request-ambassador-access' ? Response.json({ result: { id: 8, status: 'pending' } }, { status: 201 }) : undefined),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ambassador Application' });
    await fillApplication(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    // The closing application dialog stays in jsdom (no animations end there): find the confirmation by its words.
    expect(await screen.findByText(CONFIRMATION_TITLE)).toBeTruthy();
    expect(screen.getByText(CONFIRMATION_TEXT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your application is in' })).toBeTruthy();
    const sent = calls.find((call) => call.url === '/v1/invitation/request-ambassador-access');
    expect(sent?.body).toMatchObject({ from: 'ana@example.com', styles: [3], interests: [1], isReferred: false, links: [''] });
  });

  it('signs an invitee in with the code, asks for name and password, then opens the application', async () => {
    const { calls } = renderBecomeAmbassador({
      signedIn: false,
      user: member({ status: 'unconfirmed', firstName: null }),
      search: '?invitation=code-123',
      answer: (method, url, body) => {
        if (url === '/v1/auth/login/by-invitation-code') return Response.json({ token_type: 'Bearer', access_token: 'inv-access', refresh_token: 'inv-refresh', expires_in: 900 });
        if (method === 'PUT' && url === '/v1/user/confirm') return Response.json({ result: member({ status: 'pre_complete', ...(body as object) }) });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to DecorLook' })).toBeTruthy();
    expect(calls.find((call) => call.url === '/v1/auth/login/by-invitation-code')?.body).toEqual({ code: 'code-123' });
    expect(window.localStorage.getItem('accessToken')).toBe('inv-access');
    // The code is spent: it leaves the address.
    expect(screen.getByTestId('where').textContent).toBe(paths.becomeAmbassador);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Noor' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Haddad' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the application' }));
    expect(await screen.findByText('Password should be at least 8 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'rooms2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the application' }));

    expect(await screen.findByRole('dialog', { name: 'Ambassador Application' })).toBeTruthy();
    expect(calls.find((call) => call.url === '/v1/user/confirm')?.body).toEqual({ firstName: 'Noor', lastName: 'Haddad', password: 'rooms2024' });
  });

  it('says so when an invitation code is no longer valid', async () => {
    renderBecomeAmbassador({
      signedIn: false,
      search: '?invitation=used',
      answer: (_method, url) => (url === '/v1/auth/login/by-invitation-code' ? Response.json({ message: 'This invitation is no longer valid.' }, { status: 401 }) : undefined),
    });
    expect(await screen.findByText('This invitation link has expired or was already used.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in to apply' })).toBeTruthy();
  });
});
