import { useEffect, useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { useLocation } from 'react-router-dom';
import { MESSAGES_IDENTITY } from '@decorlook/domain/identity/messages';
import { showApiError } from '../../../lib/api-client';
import { hasVerifiedEmail, type User } from '../../../lib/session/user';
import { useSendVerificationLink } from '../../../lib/session/user-api';
import { browserStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { reminderDismissed, useAuthFlags } from '../auth-flags';
import { parseShownAt, shouldShowVerifyReminder, VERIFY_REMINDER_SHOWN_AT_KEY } from '../verify-reminder';
import '../../../components/forms.css';
import './auth.css';

/** Spec 2.3 and 4: the email verification reminder, checked on every route change. */
export function VerifyReminderModal({ user }: { user: User }) {
  const { pathname } = useLocation();
  const flags = useAuthFlags();
  const [open, setOpen] = useState(false);
  const resend = useSendVerificationLink();
  const newUser = !flags.newUserCleared && (flags.newUser || user.newUser);
  const verified = hasVerifiedEmail(user);

  useEffect(() => {
    if (open) return;
    const storage = browserStorage();
    const now = Date.now();
    const show = shouldShowVerifyReminder({
      hasVerifiedEmail: verified,
      newUser,
      lastShownAt: parseShownAt(storage.getItem(VERIFY_REMINDER_SHOWN_AT_KEY)),
      now,
      pathname,
    });
    if (!show) return;
    storage.setItem(VERIFY_REMINDER_SHOWN_AT_KEY, String(now));
    setOpen(true);
  }, [pathname, verified, newUser, open]);

  // Verified meanwhile (another tab): nothing left to remind.
  if (open && verified) setOpen(false);

  const dismiss = () => {
    setOpen(false);
    reminderDismissed();
  };

  const getNewLink = () =>
    resend.mutate(undefined, {
      onSuccess: (message) => {
        toast.success(message ?? MESSAGES_IDENTITY.verificationSent);
        dismiss();
      },
      onError: showApiError,
    });

  return (
    <Modal
      open={open}
      centered
      width={460}
      title="Verify Your Email"
      onCancel={dismiss}
      destroyOnHidden
      footer={
        <Button type="primary" loading={resend.isPending} onClick={getNewLink}>
          Get New Link
        </Button>
      }
    >
      <div className="dl-auth-verify" data-testid="verify-reminder">
        {newUser ? (
          <>
            <p className="dl-auth-verify__title">Thank you for registering!</p>
            <p>We sent a verification link to your email address. To enjoy everything DecorLook offers, please verify now.</p>
          </>
        ) : (
          <p>Please verify your email address before proceeding.</p>
        )}
        <label className="dl-form__readonly">
          <span>Email</span>
          <Input value={user.email} readOnly aria-label="Email" />
        </label>
        <p className="dl-form__hint">Did not receive the verification email? Use Get New Link and we will send you a new one.</p>
      </div>
    </Modal>
  );
}
