import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UNDER_CONSTRUCTION_TEXT } from '../../../components/under-construction-modal';
import { paths } from '../../../config/paths';
import { DialogsPage, ForumsPage } from './community-pages';

configure({ asyncUtilTimeout: 3_000 });

function show(Page: ComponentType) {
  const router = createMemoryRouter([{ path: '/', Component: Page }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

/** The modal opens with the spec's words, and OK closes it. */
async function expectUnderConstruction(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getByText(UNDER_CONSTRUCTION_TEXT).textContent).toBe('Ths feature is under construction');
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

describe('Dialogs', () => {
  it('says what dialogs are for and what already works meanwhile', () => {
    show(DialogsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Design Dialogs' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Kinds of dialog', 'Talk to the community today']);
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(paths.dashboardMessages);
    expect(screen.getByRole('link', { name: 'Request the Look' }).getAttribute('href')).toBe(paths.requestTheLook);
  });

  it('starting a dialog, or joining one kind of dialog, answers with the under-construction modal', async () => {
    show(DialogsPage);
    fireEvent.click(screen.getByRole('button', { name: 'Start a Dialog' }));
    await expectUnderConstruction('Start a Dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Share your room: Room Critique' }));
    await expectUnderConstruction('Room Critique');
  });
});

describe('Forums', () => {
  it('lists the forum topics, each of which answers with the under-construction modal', async () => {
    show(ForumsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Forums' })).toBeTruthy();
    const topics = within(screen.getByRole('list', { name: 'Forum topics' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(topics).toEqual(expect.arrayContaining(['Living Rooms', 'Small Spaces', 'Finding the Piece']));
    fireEvent.click(screen.getByRole('button', { name: 'Open forum: Small Spaces' }));
    await expectUnderConstruction('Small Spaces');
    expect(screen.getByRole('link', { name: 'Community Guidelines' }).getAttribute('href')).toBe(paths.communityGuidelines);
  });
});
