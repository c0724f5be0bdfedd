/**
 * Toasts shown from anywhere (API errors, config sync). antd's message and notification load on
 * the first toast, so pages that never show one do not carry them; they take the site's theme
 * through antd's static holder (see toast-holder.tsx).
 */
const importHolder = () => import('./toast-holder');
let holder: ReturnType<typeof importHolder> | null = null;
const load = () => (holder ??= importHolder());

export const toast = {
  error(description: string, title = 'Error'): void {
    void load().then(({ notification }) => notification.error({ title, description }));
  },
  success(text: string): void {
    void load().then(({ message }) => void message.success(text));
  },
};
