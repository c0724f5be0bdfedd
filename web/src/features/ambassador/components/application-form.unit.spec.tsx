import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { applicationBody, type ApplicationValues } from '../api/apply';
import { ApplicationForm } from './application-form';

const STYLES = [
  { id: 3, name: 'Scandinavian' },
  { id: 7, name: 'Mid-Century Modern' },
];

function renderForm(failure: ApiError | null = null) {
  const onSubmit = vi.fn<(values: ApplicationValues) => void>();
  const view = render(<ApplicationForm email="ana@example.com" styles={STYLES} submitting={false} failure={failure} onSubmit={onSubmit} />);
  return { onSubmit, ...view };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
const errorsOf = (label: string | RegExp) => {
  const item = screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
  return [...item.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
};

async function chooseStyle(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Your styles' }));
  fireEvent.click(await screen.findByTitle(name));
}

async function fillValid() {
  fireEvent.change(screen.getByLabelText('Describe yourself'), { target: { value: 'A stylist who loves warm minimal rooms.' } });
  fireEvent.change(screen.getByLabelText('Your decor experience'), { target: { value: 'Ten years of styling homes for sale.' } });
  await chooseStyle('Scandinavian');
  fireEvent.click(screen.getByLabelText('Curating look boards'));
}

// antd forms render slowly on a busy machine: room for that, and for the waits below.
configure({ asyncUtilTimeout: 5_000 });

describe('the ambassador application form', () => {
  it('starts from the member’s address, one empty link field and "not referred"', () => {
    renderForm();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('ana@example.com');
    expect(screen.getAllByRole('textbox', { name: /^Link \d+$/ })).toHaveLength(1);
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Who referred you?')).toBeNull();
  });

  it('names every missing answer with the spec’s message and sends nothing', async () => {
    const { onSubmit } = renderForm();
    submit();
    // The four messages may render in more than one pass: wait for all of them, not the first.
    await vi.waitFor(() => expect(screen.getAllByText(MESSAGES.required)).toHaveLength(4));
    expect(errorsOf('Describe yourself')).toEqual([MESSAGES.required]);
    expect(errorsOf('Your decor experience')).toEqual([MESSAGES.required]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('allows at most three interests', async () => {
    const { onSubmit } = renderForm();
    await fillValid();
    for (const name of ['Answering look requests', 'Showcasing my own rooms', 'Growing my audience']) fireEvent.click(screen.getByLabelText(name));
    submit();
    expect(await screen.findByText(MESSAGES.upToThree)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks each link, offers up to ten link fields and removes one', async () => {
    const { onSubmit } = renderForm();
    await fillValid();
    fireEvent.change(screen.getByLabelText('Link 1'), { target: { value: 'not a link' } });
    submit();
    expect(await screen.findByText(MESSAGES.badLink)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    for (let i = 0; i < 9; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Add another link' }));
    expect(screen.getAllByRole('textbox', { name: /^Link \d+$/ })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add another link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove link 1' }));
    expect(screen.getAllByRole('textbox', { name: /^Link \d+$/ })).toHaveLength(9);
  });

  it('asks for the referrer’s name when referred', async () => {
    const { onSubmit } = renderForm();
    await fillValid();
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.change(await screen.findByLabelText('Who referred you?'), { target: { value: 'Al' } });
    submit();
    expect(await screen.findByText(MESSAGES.referredName)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid application as the call’s body', async () => {
    const { onSubmit } = renderForm();
    await fillValid();
    fireEvent.change(screen.getByLabelText('Link 1'), { target: { value: 'studio-ana.com' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(applicationBody(onSubmit.mock.calls[0][0], 'token-1')).toEqual({
      from: 'ana@example.com',
      subject: 'Ambassador application',
      describe_yourself: 'A stylist who loves warm minimal rooms.',
      styles: [3],
      interests: [1],
      message: 'Ten years of styling homes for sale.',
      links: ['studio-ana.com'],
      isReferred: false,
      referred_by: undefined,
      reCaptchaToken: 'token-1',
    });
  });

  it('puts a refusal’s messages on their fields, a link’s on its own field, the rest above the form', async () => {
    const failure = new ApiError({
      status: 422,
      message: 'The given data was invalid.',
      errors: { describe_yourself: ['Please use at most 5000 characters'], 'links.0': [MESSAGES.badLink], application: ['Your application is being reviewed; we will be in touch soon'] },
    });
    renderForm(failure);
    expect(await screen.findByText('Please use at most 5000 characters')).toBeTruthy();
    expect(errorsOf('Link 1')).toEqual([MESSAGES.badLink]);
    expect(screen.getByText('Your application is being reviewed; we will be in touch soon')).toBeTruthy();
  });
});
