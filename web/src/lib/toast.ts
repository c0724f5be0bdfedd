import { message as staticMessage, notification as staticNotification } from 'antd';
import type { App } from 'antd';

type ToastInstances = Pick<ReturnType<typeof App.useApp>, 'message' | 'notification'>;

/**
 * Toasts shown from outside React components (API errors, config sync). antd's static functions
 * cannot read the theme, so the app registers the themed instances from `App.useApp()` at start;
 * until then (and in unit tests) the static ones serve.
 */
let instances: ToastInstances | null = null;

export function registerToastInstances(next: typeof instances): void {
  instances = next;
}

export const toast = {
  error(description: string, title = 'Error'): void {
    (instances?.notification ?? staticNotification).error({ title, description });
  },
  success(text: string): void {
    void (instances?.message ?? staticMessage).success(text);
  },
};
