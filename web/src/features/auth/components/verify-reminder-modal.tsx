import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { VerifyEmailModal } from '../../../components/verify-email-modal';
import { hasVerifiedEmail, type User } from '../../../lib/session/user';
import { browserStorage } from '../../../lib/storage';
import { reminderDismissed, useAuthFlags } from '../auth-flags';
import { parseShownAt, shouldShowVerifyReminder, VERIFY_REMINDER_SHOWN_AT_KEY } from '../verify-reminder';
import './auth.css';

/** Spec 2.3 and 4: the email verification reminder, checked on every route change. */
export function VerifyReminderModal({ user }: { user: User }) {
  const { pathname } = useLocation();
  const flags = useAuthFlags();
  const [open, setOpen] = useState(false);
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

  return (
    <VerifyEmailModal
      open={open}
      title="Verify Your Email"
      email={user.email}
      hint="Did not receive the verification email? Use Get New Link and we will send you a new one."
      onClose={dismiss}
      className="dl-auth-verify"
      testId="verify-reminder"
    >
      {newUser ? (
        <>
          <p className="dl-auth-verify__title">Thank you for registering!</p>
          <p>We sent a verification link to your email address. To enjoy everything DecorLook offers, please verify now.</p>
        </>
      ) : (
        <p>Please verify your email address before proceeding.</p>
      )}
    </VerifyEmailModal>
  );
}
