import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { INQUIRY_SENT, TRADE_MESSAGE_DEFAULT, TRADE_SUBJECT_DEFAULT } from '@decorlook/domain/site/inquiries';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { sessionUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { ContactPage, TradeOpportunitiesPage } from './contact-pages';

// The machine running the tests may be busy: waits are generous, and still end as soon as the page is ready.
configure({ asyncUtilTimeout: 10_000 });
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 20_000 });

const member = sessionUser({
  id: 7,
  displayName: 'Ines Duarte',
  firstName: 'Ines',
  lastName: 'Duarte',
  email: 'ines@lumen.example',
  business: { name: 'Lumen & Clay', url: 'https://lumen.example' },
});

type Answer = { status: number; body: unknown };

function renderAt(initial: string[], { signedIn = false, answer }: { signedIn?: boolean; answer?: Answer } = {}) {
  if (signedIn) window.localStorage.setItem('accessToken', 'token-1');
  // Toasts live outside the rendered tree (and outlive a test): what each test reads is the call.
  const toasts = { success: vi.spyOn(toast, 'success').mockImplementation(() => {}), error: vi.spyOn(toast, 'error').mockImplementation(() => {}) };
  const sent: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    if (input === '/v1/user') return Response.json({ result: member });
    if (input === '/v1/trade-opportunities' || input === '/v1/contact') {
      sent.push({ url: input, body: JSON.parse(String(init.body)) });
      const reply = answer ?? { status: 201, body: { result: { id: 3, message: INQUIRY_SENT } } };
      return Response.json(reply.body, { status: reply.status });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const { router } = renderPage(
    [
      { path: paths.home, element: <h1>Home</h1> },
      { path: paths.about, element: <h1>About</h1> },
      { path: paths.tradeOpportunities, Component: TradeOpportunitiesPage },
      { path: paths.contact, Component: ContactPage },
    ],
    { initialEntries: initial, initialIndex: initial.length - 1 },
  );
  return { sent, router, toasts };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const itemOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('trade opportunities page', () => {
  it('shows the heading, subtitle, the form with the default subject and message, and a testimonial', async () => {
    renderAt([paths.tradeOpportunities]);
    expect(await screen.findByRole('heading', { level: 1, name: 'TRADE Opportunities' })).toBeTruthy();
    expect(screen.getByText('For Home Furnishing Retailers, Manufacturers & Artisans')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Testimonial' })).toBeTruthy();
    expect(field('Subject').value).toBe(TRADE_SUBJECT_DEFAULT);
    expect(field('Message').value).toBe(TRADE_MESSAGE_DEFAULT);
    expect(field('First Name').value).toBe('');
  });

  it('marks only first name, last name and message as required', async () => {
    renderAt([paths.tradeOpportunities]);
    await screen.findByLabelText('First Name');
    const marked = ['First Name', 'Last Name', 'Business Name', 'Business Website', 'Subject', 'Message'].filter((label) =>
      screen.getByText(label, { selector: 'label' }).classList.contains('ant-form-item-required'),
    );
    expect(marked).toEqual(['First Name', 'Last Name', 'Message']);
  });

  it('pre-fills the names and business of the signed-in member', async () => {
    renderAt([paths.tradeOpportunities], { signedIn: true });
    await eventually(() => expect(field('First Name').value).toBe('Ines'));
    expect(field('Last Name').value).toBe('Duarte');
    expect(field('Business Name').value).toBe('Lumen & Clay');
    expect(field('Business Website').value).toBe('https://lumen.example');
    expect(field('Subject').value).toBe(TRADE_SUBJECT_DEFAULT);
    // A member is answered at their account's address: no address to type.
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByText(/We will answer at/).textContent).toContain('@');
  });

  it('requires every field (the shared message) before sending anything', async () => {
    const { sent } = renderAt([paths.tradeOpportunities]);
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await eventually(() => expect(within(itemOf('Business Website')).queryByText(MESSAGES.required)).toBeTruthy());
    // A visitor is asked where the team should answer.
    for (const label of ['First Name', 'Last Name', 'Email', 'Business Name', 'Subject']) expect(within(itemOf(label)).getByText(MESSAGES.required)).toBeTruthy();
    expect(within(itemOf('Message')).queryByText(MESSAGES.required)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends the message and says so', async () => {
    const { sent, toasts } = renderAt([paths.tradeOpportunities], { signedIn: true });
    await eventually(() => expect(field('First Name').value).toBe('Ines'));
    fireEvent.change(field('Message'), { target: { value: 'We make hand-thrown lamps. Tell us more.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await eventually(() => expect(toasts.success).toHaveBeenCalledWith(INQUIRY_SENT));
    expect(sent).toEqual([
      {
        url: '/v1/trade-opportunities',
        body: { firstName: 'Ines', lastName: 'Duarte', businessName: 'Lumen & Clay', businessUrl: 'https://lumen.example', subject: TRADE_SUBJECT_DEFAULT, message: 'We make hand-thrown lamps. Tell us more.' },
      },
    ]);
    // The form is back to its pre-filled values.
    await eventually(() => expect(field('Message').value).toBe(TRADE_MESSAGE_DEFAULT));
  });

  it('a refusal shows the server’s message in the error toast and its field errors on the fields', async () => {
    const answer = { status: 429, body: { message: 'Too many requests, please try again in a minute.', errors: { businessUrl: ['Please enter a correct link'] } } };
    const { sent, toasts } = renderAt([paths.tradeOpportunities], { signedIn: true, answer });
    await eventually(() => expect(field('First Name').value).toBe('Ines'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await eventually(() => expect(toasts.error).toHaveBeenCalledWith('Too many requests, please try again in a minute.'));
    expect(await within(itemOf('Business Website')).findByText('Please enter a correct link')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(toasts.success).not.toHaveBeenCalled();
    // What was typed stays, to send again.
    expect(field('First Name').value).toBe('Ines');
  });

  it('the back button goes one step back in history, or home when the page was the first one', async () => {
    const { router } = renderAt([paths.about, paths.tradeOpportunities]);
    fireEvent.click(await screen.findByRole('button', { name: /Back/ }));
    await eventually(() => expect(router.state.location.pathname).toBe(paths.about));
  });

  it('goes home from the back button when there is nothing to go back to', async () => {
    const { router } = renderAt([paths.tradeOpportunities]);
    fireEvent.click(await screen.findByRole('button', { name: /Back/ }));
    await eventually(() => expect(router.state.location.pathname).toBe(paths.home));
  });
});

describe('contact page', () => {
  it('pre-fills the signed-in member’s name and address; contact unless the address asks for support', async () => {
    renderAt([`${paths.contact}?type=support`], { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    await eventually(() => expect(field('Email').value).toBe('ines@lumen.example'));
    expect(field('Name').value).toBe('Ines Duarte');
    expect((screen.getByRole('radio', { name: 'Support' }) as HTMLInputElement).checked).toBe(true);
    // The page carries its own way home: the site's header is not shown here.
    expect(screen.getByRole('link', { name: 'DecorLook home' }).getAttribute('href')).toBe(paths.home);
  });

  it('needs a message and a valid address', async () => {
    const { sent } = renderAt([paths.contact]);
    expect((await screen.findByRole('radio', { name: 'Contact' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(field('Email'), { target: { value: 'ines@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(itemOf('Email')).findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(within(itemOf('Message')).getByText(MESSAGES.required)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends a support message, says so and offers to write another', async () => {
    const { sent, toasts } = renderAt([paths.contact]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Support' }));
    fireEvent.change(field('Name'), { target: { value: 'Sam' } });
    fireEvent.change(field('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.change(field('Subject'), { target: { value: 'Upload' } });
    fireEvent.change(field('Message'), { target: { value: 'My upload stops at 90%.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await eventually(() => expect(toasts.success).toHaveBeenCalledWith(INQUIRY_SENT));
    expect(sent).toEqual([{ url: '/v1/contact', body: { type: 'support', name: 'Sam', email: 'sam@example.com', subject: 'Upload', message: 'My upload stops at 90%.' } }]);
    expect(screen.getByRole('status').textContent).toContain('sam@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(((await screen.findByLabelText('Message')) as HTMLTextAreaElement).value).toBe('');
  });
});
