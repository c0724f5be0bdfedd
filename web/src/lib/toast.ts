import { message as staticMessage, notification as staticNotification } from 'antd';

type ToastInstances = {
  message: ReturnType<typeof staticMessage.useMessage>[0];
  notification: ReturnType<typeof staticNotification.useNotification>[0];
};

/**
 * Toasts shown from outside React components (API errors, config sync). antd's static functions
 * cannot read the theme, so the app registers the themed hook instances at start;
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
