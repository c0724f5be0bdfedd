import { afterEach, describe, expect, it, vi } from 'vitest';
import { message, notification } from 'antd';
import { toast } from './toast';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toast', () => {
  it('shows errors as a notification titled "Error"', async () => {
    const spy = vi.spyOn(notification, 'error').mockImplementation(() => {});
    toast.error('Something failed');
    await vi.waitFor(() => expect(spy).toHaveBeenCalledWith({ title: 'Error', description: 'Something failed' }));
  });

  it('shows successes as a message', async () => {
    const spy = vi.spyOn(message, 'success').mockImplementation(() => (() => undefined) as never);
    toast.success('Saved');
    await vi.waitFor(() => expect(spy).toHaveBeenCalledWith('Saved'));
  });
});
