/**
 * Toasts shown from anywhere (API errors, config sync). antd's message and notification load on
 * the first toast, so pages that never show one do not carry them; they take the site's theme
 * through antd's static holder (see toast-holder.tsx).
 */
const importHolder = () => import('./toast-holder');
let holder: ReturnType<typeof importHolder> | null = null;
const load = () => (holder ??= importHolder());

let shown: Promise<unknown> = Promise.resolve();
const show = (open: (antd: Awaited<ReturnType<typeof importHolder>>) => void): void => {
  shown = Promise.all([shown, load().then(open)]);
};

export const toast = {
  error(description: string, title = 'Error'): void {
    show(({ notification }) => notification.error({ title, description }));
  },
  success(text: string): void {
    show(({ message }) => void message.success(text));
  },
};

/**
 * Closes every toast, once those asked for so far are on screen (antd may still be loading for
 * one). Tests call it between tests, which share one window.
 */
export async function closeToasts(): Promise<void> {
  await shown;
  if (!holder) return;
  const { message, notification } = await holder;
  message.destroy();
  notification.destroy();
}
