import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AmbassadorMenu } from './ambassador-menu';

function renderMenu(ambassador: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <AmbassadorMenu ambassador={ambassador} /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: 'Ambassador' }));
  return router;
}

describe('the ambassador menu (spec 2.3)', () => {
  it('offers Visit Showcases, and Become an Ambassador as the overview for everyone but ambassadors', () => {
    renderMenu(false);
    expect(screen.getByRole('link', { name: 'Visit Showcases' }).getAttribute('href')).toBe(paths.getTheLookAmbassadors);
    expect(screen.getByRole('link', { name: 'Become an Ambassador' }).getAttribute('href')).toBe(paths.ambassador);
  });

  it('sends ambassadors to the become page', () => {
    renderMenu(true);
    expect(screen.getByRole('link', { name: 'Become an Ambassador' }).getAttribute('href')).toBe(paths.becomeAmbassador);
  });

  it('closes on Escape and after following a link', async () => {
    const router = renderMenu(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Visit Showcases' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ambassador' }));
    fireEvent.click(screen.getByRole('link', { name: 'Visit Showcases' }));
    expect(router.state.location.pathname).toBe(paths.getTheLookAmbassadors);
    expect(screen.queryByRole('link', { name: 'Visit Showcases' })).toBeNull();
  });
});
