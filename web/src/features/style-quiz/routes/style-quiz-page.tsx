import { useEffect, useMemo, useState } from 'react';
import { Button, Progress, Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EnumEntry } from '@decorlook/domain/site/enums';
import { PageTitle } from '../../../components/page-title';
import { StyleTile } from '../../../components/style-tile';
import { withAuthModal } from '../../../config/paths';
import { showApiError } from '../../../lib/api-client';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { lookupEntries } from '../../../lib/app-config/enum-lookups';
import { useSession } from '../../../lib/session/use-session';
import { readQuizResult, STYLE_QUIZ_VIEWED_KEY, writeQuizResult } from '../../../lib/style-quiz-result';
import { browserStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useSaveQuizStyle } from '../api/save-quiz-style';
import { buildRounds, quizStep } from '../quiz';
import './style-quiz-page.css';
import '../../../components/forms.css';

export const QUIZ_SAVED = 'Your style is saved to your preferences';

/** /style-quiz: a few visual rounds that end in one style, stored in the browser and offered as a preference. */
export function StyleQuizPage() {
  const styles = lookupEntries(useEnum('styles'));
  const storage = useMemo(() => browserStorage(), []);
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 2 ** 31));
  const [picks, setPicks] = useState<EnumEntry[]>([]);
  const [stored, setStored] = useState(() => readQuizResult(storage));
  const [retaking, setRetaking] = useState(stored === null);
  const rounds = useMemo(() => buildRounds(styles, seed), [styles, seed]);
  const step = quizStep(rounds, picks);

  useEffect(() => storage.setItem(STYLE_QUIZ_VIEWED_KEY, '1'), [storage]);

  const answer = (option: EnumEntry) => {
    const next = [...picks, option];
    const after = quizStep(rounds, next);
    setPicks(next);
    if (after && 'result' in after) {
      const result = { styleId: after.result.id, name: after.result.name, at: new Date().toISOString() };
      writeQuizResult(storage, result);
      setStored(result);
      setRetaking(false);
    }
  };

  const retake = () => {
    setPicks([]);
    setSeed((s) => s + 1);
    setRetaking(true);
  };

  return (
    <section className="dl-quiz" aria-labelledby="page-title">
      <PageTitle title="Style Quiz" />
      <p className="dl-eyebrow">Style Quiz</p>
      <h1 id="page-title" className="dl-page__title">
        Find your interior style
      </h1>
      {styles.length === 0 ? (
        <div className="dl-center">
          <Spin size="large" />
        </div>
      ) : !retaking && stored ? (
        <QuizResult styleId={stored.styleId} name={stored.name} onRetake={retake} />
      ) : step && 'round' in step ? (
        <div className="dl-quiz__round">
          <Progress percent={Math.round((step.index / step.total) * 100)} showInfo={false} strokeColor="var(--dl-primary)" aria-label="Quiz progress" />
          <p className="dl-quiz__count">
            Question {step.index + 1} of {step.total}
          </p>
          <h2 className="dl-quiz__prompt">{step.round.prompt}</h2>
          <div className="dl-quiz__options" role="group" aria-label={step.round.prompt}>
            {step.round.options.map((option) => (
              <button key={option.id} type="button" className="dl-quiz__option" onClick={() => answer(option)} aria-label={option.name}>
                <StyleTile name={option.name} id={option.id} className="dl-quiz__art" />
              </button>
            ))}
          </div>
          <p className="dl-form__hint">Go with your first instinct: pick the room, not the label.</p>
        </div>
      ) : null}
    </section>
  );
}

function QuizResult({ styleId, name, onRetake }: { styleId: number; name: string; onRetake(): void }) {
  const session = useSession();
  const quizStyle = useSaveQuizStyle();
  const navigate = useNavigate();
  const location = useLocation();
  const user = session.user;
  const alreadySaved = user?.preferences?.styles?.includes(styleId) ?? false;

  const save = () => {
    if (user) quizStyle.mutate({ user, styleId }, { onSuccess: () => toast.success(QUIZ_SAVED), onError: showApiError });
  };

  return (
    <div className="dl-quiz__result" data-testid="quiz-result">
      <StyleTile name={name} id={styleId} className="dl-quiz__result-art" />
      <div>
        <p className="dl-quiz__count">Your style is</p>
        <h2 className="dl-quiz__style">{name}</h2>
        {session.status === 'signedIn' ? (
          <p className="dl-page__lead dl-quiz__lead">{alreadySaved ? 'It is already one of your preferred styles.' : 'Add it to your preferences and we will show you looks in this style.'}</p>
        ) : (
          <p className="dl-page__lead dl-quiz__lead">Register to keep your style and see looks you love every time you sign in.</p>
        )}
        <div className="dl-quiz__actions">
          {session.status === 'signedIn' && !alreadySaved && (
            <Button type="primary" size="large" loading={quizStyle.isPending} onClick={save}>
              Save to My Preferences
            </Button>
          )}
          {session.status !== 'signedIn' && (
            <Button type="primary" size="large" onClick={() => navigate({ pathname: location.pathname, search: withAuthModal(location.search, 'sign-up') })}>
              Register to Save
            </Button>
          )}
          <Button size="large" onClick={onRetake}>
            Retake the Quiz
          </Button>
        </div>
      </div>
    </div>
  );
}
