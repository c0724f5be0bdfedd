import { afterEach, describe, expect, it, vi } from 'vitest';
import { notification } from 'antd';
import { registerToastInstances, toast } from './toast';

afterEach(() => {
  registerToastInstances(null);
  vi.restoreAllMocks();
});

describe('toast', () => {
  it('shows errors as a notification titled "Error"', () => {
    const spy = vi.spyOn(notification, 'error').mockImplementation(() => {});
    toast.error('Something failed');
    expect(spy).toHaveBeenCalledWith({ title: 'Error', description: 'Something failed' });
  });

  it('uses the themed instances once the app registers them', () => {
    const error = vi.fn();
    const success = vi.fn();
    registerToastInstances({ notification: { error } as never, message: { success } as never });
    toast.error('x');
    toast.success('Saved');
    expect(error).toHaveBeenCalledWith({ title: 'Error', description: 'x' });
    expect(success).toHaveBeenCalledWith('Saved');
  });
});
