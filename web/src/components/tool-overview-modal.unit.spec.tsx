import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStorage } from '../lib/storage';
import { INTRO_MODAL_STATUS_KEY, introSeen, markIntroSeen, ToolOverviewModal } from './tool-overview-modal';

describe('tool overview modal (once per tool)', () => {
  it('opens on the first visit, and once closed stays closed for that tool only', async () => {
    const storage = memoryStorage();
    const first = render(<ToolOverviewModal tool="requestTheLook" storage={storage} />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Request The Look' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(JSON.parse(storage.getItem(INTRO_MODAL_STATUS_KEY) ?? '{}')).toEqual({ requestTheLook: true });
    first.unmount();

    render(<ToolOverviewModal tool="requestTheLook" storage={storage} />);
    render(<ToolOverviewModal tool="shopTheLook" storage={storage} />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Shop The Look' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Welcome to Request The Look' })).toBeNull();
  });

  it('closing by the cross counts as seen too; the status keeps the other tools', async () => {
    const storage = memoryStorage({ [INTRO_MODAL_STATUS_KEY]: JSON.stringify({ getTheLook: true }) });
    render(<ToolOverviewModal tool="curateTheLook" storage={storage} />);
    await screen.findByRole('dialog', { name: 'Welcome to Curate The Look' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(introSeen(storage, 'curateTheLook')).toBe(true));
    expect(introSeen(storage, 'getTheLook')).toBe(true);
    expect(introSeen(storage, 'shopTheLook')).toBe(false);
  });

  it('a corrupt status reads as nothing seen and is replaced', () => {
    const storage = memoryStorage({ [INTRO_MODAL_STATUS_KEY]: '[1,2' });
    expect(introSeen(storage, 'getTheLook')).toBe(false);
    markIntroSeen(storage, 'getTheLook');
    expect(introSeen(storage, 'getTheLook')).toBe(true);
  });
});
