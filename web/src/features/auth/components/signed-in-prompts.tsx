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
  if (stylePicker) return <StylePickerModal />;
  const choosing = user.status === 'no_pref';
  return (
    <>
      {!choosing && <VerifyReminderModal user={user} />}
      <StyleQuizSuggestion />
      <PreferencesReminder user={user} paused={choosing} />
    </>
  );
}
