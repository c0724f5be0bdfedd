import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { AppConfigProvider } from '../../../lib/app-config/app-config-context';
import { toLookup } from '../../../lib/app-config/enum-lookups';
import { EMPTY_APP_CONFIG_STATE } from '../../../lib/app-config/config-sync';
import { createQueryClient } from '../../../lib/query-client';
import type { Failure } from '../machines/request.machine';
import { emptyRequest, type RequestValues } from '../machines/request.values';
import { DetailsForm } from './details-form';

const enums = {
  styles: toLookup('styles', [
    { id: 1, name: 'Scandinavian' },
    { id: 2, name: 'Industrial' },
  ]),
  roomTypes: toLookup('roomTypes', [{ id: 3, name: 'Living Room' }]),
  itemClasses: toLookup('itemClasses', [
    { id: 4, name: 'Sofa' },
    { id: 5, name: 'Lamp' },
  ]),
  colors: toLookup('colors', [{ id: 6, name: 'Warm neutrals' }]),
};
const image = { id: 7, title: 'Sunny loft', slug: 'sunny-loft', media: { userId: 1, hash: 'abc' } };

function renderForm(values: Partial<RequestValues> = {}, failure: Failure | null = null) {
  const onReview = vi.fn();
  const props = { onType: vi.fn(), onChange: vi.fn(), onAddItem: vi.fn(), onRemoveItem: vi.fn(), onOpenItem: vi.fn(), onClear: vi.fn(), onReview };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppConfigProvider sync={async () => ({ ...EMPTY_APP_CONFIG_STATE, enums })}>
        <DetailsForm values={{ ...emptyRequest(), image, ...values }} failure={failure} {...props} />
      </AppConfigProvider>
    </QueryClientProvider>,
  );
  return props;
}

const review = () => fireEvent.click(screen.getByRole('button', { name: 'Review request' }));
const fieldOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('request details form', () => {
  it('names every missing field with the shared message and sends nothing', async () => {
    const { onReview } = renderForm();
    review();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.required)).toHaveLength(4));
    for (const label of ['What would you like?', 'Title', 'Style', 'Message']) expect(within(fieldOf(label)).getByText(MESSAGES.required)).toBeTruthy();
    expect(onReview).not.toHaveBeenCalled();
  });

  it('asks a room request for its room type and a single item for the item', async () => {
    const filled = { title: 'Cozy room', message: 'Warm please', requestStyle: 1 };
    renderForm({ ...filled, requestType: 'room' });
    review();
    expect(await within(fieldOf('Room type')).findByText(MESSAGES.required)).toBeTruthy();
    expect(within(fieldOf('Items')).queryByText(MESSAGES.required)).toBeNull();

    document.body.innerHTML = '';
    renderForm({ ...filled, requestType: 'single' });
    expect(screen.queryByText('Room type', { selector: 'label' })).toBeNull();
    review();
    expect(await within(fieldOf('Items')).findByText(MESSAGES.required)).toBeTruthy();
  });

  it('hands a complete request to the review', async () => {
    const { onReview } = renderForm({ requestType: 'single', title: 'A lamp', message: 'Brass', requestStyle: 2, items: [5], itemTab: 5 });
    expect(await screen.findByRole('tab', { name: /Lamp/ })).toBeTruthy();
    review();
    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0][0]).toMatchObject({ requestType: 'single', title: 'A lamp', message: 'Brass', requestStyle: 2 });
  });

  it("puts the server's refusals on their fields", async () => {
    renderForm({ requestType: 'room', title: 'Cozy room', message: 'Warm', requestStyle: 2, roomType: 3 }, { message: 'The given data was invalid.', errors: { requestStyle: ['Please choose from the list'], roomType: ['Please choose from the list'] } });
    expect(await within(fieldOf('Style')).findByText('Please choose from the list')).toBeTruthy();
    expect(within(fieldOf('Room type')).getByText('Please choose from the list')).toBeTruthy();
  });

  it('items: each has its tab; a tab opens its item and removes it by value', async () => {
    const { onAddItem, onRemoveItem, onOpenItem } = renderForm({ items: [4, 5], itemTab: 5 });
    // The open tab is the item's: its panel removes that item by value.
    expect((await screen.findByRole('tab', { name: 'Lamp' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lamp' }));
    expect(onRemoveItem).toHaveBeenCalledWith(5);
    fireEvent.click(screen.getByRole('tab', { name: 'Sofa' }));
    expect(onOpenItem).toHaveBeenCalledWith(4);
    // Nothing chosen yet: nothing to add.
    expect(screen.getByRole('button', { name: 'Add item' })).toHaveProperty('disabled', true);
    expect(onAddItem).not.toHaveBeenCalled();
  });
});
