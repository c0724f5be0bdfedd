import { useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MAX_STYLE_PICKS, stylesInput } from '@decorlook/domain/identity/user.rules';
import { StyleGrid } from '../../../components/style-grid';
import { paths } from '../../../config/paths';
import { showApiError } from '../../../lib/api-client';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { lookupEntries } from '../../../lib/app-config/enum-lookups';
import { schemaErrors } from '../../../lib/forms/schema-rules';
import { browserStorage } from '../../../lib/storage';
import { readQuizResult } from '../../../lib/style-quiz-result';
import { toast } from '../../../lib/toast';
import { useChooseStyles } from '../api/choose-styles';
import './auth.css';

export const STYLES_SAVED = 'Your styles are saved';

/**
 * Spec 4: after sign-up (and for any no_pref user) a mandatory picker asks for 1 to 10 styles;
 * the choice is saved as preferences (PUT /user/styles, then POST /user/finish-preferences).
 * When saving fails the picker says why and lets the person go on (`onPostpone`): it asks again
 * on their next visit, and the preferences reminder keeps the way back.
 */
export function StylePickerModal({ onPostpone }: { onPostpone(): void }) {
  const navigate = useNavigate();
  const styles = lookupEntries(useEnum('styles'));
  // The style quiz's answer, when this browser took it, starts the choice.
  const [picked, setPicked] = useState<number[]>(() => {
    const quiz = readQuizResult(browserStorage());
    return quiz ? [quiz.styleId] : [];
  });
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = useChooseStyles();

  // A stale quiz answer (a style since removed) is dropped.
  const chosen = styles.length > 0 ? picked.filter((id) => styles.some((style) => style.id === id)) : picked;

  const save = () => {
    const message = schemaErrors(stylesInput, { styles: chosen }).styles;
    if (message) {
      setError(message);
      return;
    }
    setFailure(null);
    choose.mutate(chosen, {
      onSuccess: () => toast.success(STYLES_SAVED),
      onError: (cause) => setFailure(showApiError(cause).message),
    });
  };

  return (
    <Modal
      open
      centered
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      width={760}
      title="Choose Your Style"
      className="dl-auth-style-picker"
      footer={
        <div className="dl-auth-style-picker__footer">
          {error ? (
            <span className="dl-auth-style-picker__count dl-field-error is-error" role="alert">
              {error}
            </span>
          ) : (
            <span className="dl-auth-style-picker__count" aria-live="polite">
              {chosen.length} of {MAX_STYLE_PICKS} selected
            </span>
          )}
          <Button type="link" onClick={() => navigate(paths.styleQuiz)}>
            Not sure? Take the Style Quiz
          </Button>
          {failure && !choose.isPending && <Button onClick={onPostpone}>Continue without saving</Button>}
          <Button type="primary" loading={choose.isPending} onClick={save}>
            {failure ? 'Try Again' : 'Save My Styles'}
          </Button>
        </div>
      }
    >
      <p className="dl-auth-style-picker__lead">Pick the styles you love, up to {MAX_STYLE_PICKS}. We use them to show you looks you will love.</p>
      {failure && (
        <Alert
          className="dl-auth-style-picker__failure"
          type="error"
          showIcon
          role="alert"
          title="We could not save your styles"
          description={`${failure} Try again, or continue and choose them later from your profile.`}
        />
      )}
      {styles.length === 0 ? (
        <div className="dl-center">
          <Spin />
        </div>
      ) : (
        <StyleGrid
          label="Styles"
          styles={styles}
          value={chosen}
          max={MAX_STYLE_PICKS}
          onChange={(next) => {
            setPicked(next);
            setError(null);
          }}
        />
      )}
    </Modal>
  );
}
