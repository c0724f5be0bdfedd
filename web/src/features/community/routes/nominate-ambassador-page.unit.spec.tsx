import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_NOMINATION_SUBJECT } from '@decorlook/domain/ambassadors/ambassador.rules';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { paths } from '../../../config/paths';
import { DEFAULT_NOMINATION_MESSAGE } from '../components/nomination-form';
import { renderPage } from '../../../test/render-page';
import { NominateAmbassadorPage } from './community-pages';

type Caller = 'visitor' | 'unverified' | 'member';

function renderNominate(answer: (body: unknown) => Response, caller: Caller = 'member') {
  if (caller !== 'visitor') window.localStorage.setItem('accessToken', 'token-1');
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/v1/user')
        return Response.json({ result: { id: 2, firstName: 'Ana', lastName: 'Lind', email: 'ana@example.com', displayName: 'Ana', status: 'complete', role: 'personal', ambassador: true, hasVerifiedEmail: caller === 'member' ? 1 : 0 } });
      if (url === '/v1/user/send-verify-email-link') {
        sent.push('verification link');
        return Response.json({ result: { message: 'A new link is on its way' } });
      }
      if (url === '/v1/invitation/nominate-ambassador') {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return answer(body);
      }
      return Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  const { router } = renderPage([{ path: paths.nominateAmbassador, Component: NominateAmbassadorPage }], { url: paths.nominateAmbassador });
  return { sent, router };
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Nomination' }));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const created = Response.json({ result: { id: 5, message: 'Your nomination is sent' } }, { status: 201 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the nomination form', () => {
  it('asks a visitor to sign in or register before nominating, and shows no form', async () => {
    const { sent, router } = renderNominate(() => created, 'visitor');
    expect(await screen.findByText('Sign in to nominate')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Nomination' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auth=sign-up'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auth=sign-in'));
    expect(router.state.location.pathname).toBe(paths.nominateAmbassador);
    expect(sent).toEqual([]);
  });

  it('asks a member to verify their address first, and sends a new link when asked', async () => {
    const { sent } = renderNominate(() => created, 'unverified');
    expect(await screen.findByText('Verify your email address to nominate')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Nomination' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get New Link' }));
    await waitFor(() => expect(sent).toEqual(['verification link']));
  });

  it('names every missing field with the spec’s message and sends nothing', async () => {
    const { sent } = renderNominate(() => created);
    await screen.findByRole('button', { name: 'Send Nomination' });
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(DEFAULT_NOMINATION_SUBJECT);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(DEFAULT_NOMINATION_MESSAGE);
    fill('Your first name', '');
    fill('Your last name', '');
    fill('Message', '');
    fill('Their email address', 'not-an-address');
    send();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(4);
    expect(sent).toEqual([]);
  });

  it('sends the nomination and says it is on its way', async () => {
    const { sent } = renderNominate(() => created);
    await screen.findByRole('button', { name: 'Send Nomination' });
    fill('Your first name', 'Ana');
    fill('Your last name', 'Lind');
    fill('Their first name', 'Noor');
    fill('Their email address', ' noor@example.com ');
    send();
    expect(await screen.findByText('Your nomination is on its way')).toBeTruthy();
    expect(screen.getByText(/We emailed Noor an invitation to apply/)).toBeTruthy();
    expect(sent).toEqual([
      { firstName: 'Ana', lastName: 'Lind', toFirstName: 'Noor', toEmailAddress: 'noor@example.com', subject: DEFAULT_NOMINATION_SUBJECT, message: DEFAULT_NOMINATION_MESSAGE },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Nominate someone else' }));
    expect(await screen.findByRole('button', { name: 'Send Nomination' })).toBeTruthy();
  });

  it('fills the nominator’s name for a signed-in member and shows a refusal on its field', async () => {
    renderNominate(() => Response.json({ message: 'The given data was invalid.', errors: { toEmailAddress: ['This member is already an ambassador'] } }, { status: 422 }));
    await waitFor(() => expect((screen.getByLabelText('Your first name') as HTMLInputElement).value).toBe('Ana'));
    expect((screen.getByLabelText('Your last name') as HTMLInputElement).value).toBe('Lind');
    fill('Their first name', 'Noor');
    fill('Their email address', 'noor@example.com');
    send();
    expect(await screen.findByText('This member is already an ambassador')).toBeTruthy();
  });
});
