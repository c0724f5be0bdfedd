import { useState } from 'react';
import type { User } from '../../../lib/session/user';
import { PreferencesReminder } from './preferences-reminder';
import { StylePickerModal } from './style-picker-modal';
import { StyleQuizSuggestion } from './style-quiz-suggestion';
import { VerifyReminderModal } from './verify-reminder-modal';

interface Props {
  user: User;
  /** The guard asks for the mandatory style picker (a no_pref user). */
  stylePicker: boolean;
}

/**
 * The dialogs a signed-in user may meet on any page. The mandatory style picker comes first;
 * the reminders wait until it is done.
 */
export default function SignedInPrompts({ user, stylePicker }: Props) {
  const [postponed, setPostponed] = useState(() => pickerPostponed(user.id));
  if (stylePicker && !postponed) {
    return (
      <StylePickerModal
        onPostpone={() => {
          postponePicker(user.id);
          setPostponed(true);
        }}
      />
    );
  }
  const choosing = user.status === 'no_pref';
  return (
    <>
      {!choosing && <VerifyReminderModal user={user} />}
      <StyleQuizSuggestion />
      <PreferencesReminder user={user} paused={choosing} />
    </>
  );
}

/** A picker the person put off after a failed save stays away for the rest of this visit (this tab's session storage). */
const POSTPONED_KEY = 'stylePickerPostponed';

function pickerPostponed(userId: number): boolean {
  try {
    return window.sessionStorage.getItem(POSTPONED_KEY) === String(userId);
  } catch {
    return false;
  }
}

function postponePicker(userId: number): void {
  try {
    window.sessionStorage.setItem(POSTPONED_KEY, String(userId));
  } catch {
    // Without session storage the choice lasts as long as this page: the state above keeps it.
  }
}
