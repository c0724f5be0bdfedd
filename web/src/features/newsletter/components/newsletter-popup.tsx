import { lazy, Suspense, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { api, showApiError } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { captchaToken } from '../../../lib/captcha';
import { browserStorage, STORAGE_KEYS } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { newsletterMachine, remainingFirstDelay } from '../machines/newsletter.machine';

// The form (antd Form, Modal) loads only when the pop-up first opens, a minute after load.
const NewsletterDialog = lazy(() => import('./newsletter-dialog'));

export const NEWSLETTER_SUCCESS = 'Thank you for subscribing to our newsletter!';

/** `loadedAt`: when the page loaded on the `performance.now()` clock (its start in a browser). */
export function NewsletterPopup({ subscribed = false, loadedAt = 0 }: { subscribed?: boolean; loadedAt?: number }) {
  const { config } = useAppConfig();
  const siteKey = useRef<string | null>(null);
  siteKey.current = config?.captcha?.siteKey ?? null;

  const [machine] = useState(() => {
    const storage = browserStorage();
    return {
      storage,
      logic: newsletterMachine.provide({
        actors: {
          subscribe: fromPromise(async ({ input }: { input: { email: string } }) =>
            subscribeNewsletter(api, {
              email: input.email,
              reCaptchaToken: await captchaToken(siteKey.current, 'newsletter'),
            }),
          ),
        },
        // Read when the timer starts: the first showing comes 60 s after page load, however late this code arrived.
        delays: { firstDelay: () => remainingFirstDelay(performance.now() - loadedAt) },
        actions: {
          markSent: () => storage.setItem(STORAGE_KEYS.newsletterSent, '1'),
          notifySuccess: () => toast.success(NEWSLETTER_SUCCESS),
          notifyFailure: (_, { error }) => void showApiError(error),
        },
      }),
    };
  });

  const [snapshot, send] = useMachine(machine.logic, {
    input: { sent: machine.storage.getItem(STORAGE_KEYS.newsletterSent) !== null, subscribed },
  });

  const visible = snapshot.matches('open') || snapshot.matches('submitting');
  const [everShown, setEverShown] = useState(false);
  if (visible && !everShown) setEverShown(true);
  if (!everShown) return null;

  return (
    <Suspense fallback={null}>
      <NewsletterDialog
        open={visible}
        submitting={snapshot.matches('submitting')}
        onClose={() => send({ type: 'CLOSE' })}
        onSubmit={(email) => send({ type: 'SUBMIT', email })}
      />
    </Suspense>
  );
}
