import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, profileTabPath } from '../../../config/paths';
import { hasAnyPreferences, type User } from '../../../lib/session/user';
import './auth.css';

/** Spec 2.3: the reminder waits this long after the page for a user with no preferences. */
export const PREFERENCES_REMINDER_DELAY_MS = 30_000;
const SHOWN_KEY = 'preferencesReminderShown';

const shownThisSession = () => {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * "To View Looks You Love When You Log In": after a delay, a signed-in user with no preferences
 * is sent to the preferences in their profile or to the style quiz. Once per visit.
 */
export function PreferencesReminder({ user, paused }: { user: User; paused: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const onItsPages = pathname.startsWith(paths.accountProfile) || pathname.startsWith(paths.styleQuiz);
  const due = !paused && !onItsPages && user.status === 'complete' && !hasAnyPreferences(user) && !shownThisSession();

  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => {
      try {
        window.sessionStorage.setItem(SHOWN_KEY, '1');
      } catch {
        // Memory only: it may show once more after a reload.
      }
      setOpen(true);
    }, PREFERENCES_REMINDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due]);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  return (
    <Modal open={open} centered width={460} title="Tell Us Your Style" onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
      <p className="dl-auth-verify__title">To View Looks You Love When You Log In</p>
      <p>Set your style preferences, or let our quick quiz find your style for you.</p>
      <div className="dl-auth__actions">
        <Button onClick={() => go(profileTabPath('preferences'))}>Set My Preferences</Button>
        <Button type="primary" onClick={() => go(paths.styleQuiz)}>
          Take the Style Quiz
        </Button>
      </div>
    </Modal>
  );
}
