import { useState } from 'react';
import { Button } from 'antd';
import { StartOverDialog } from '../../../components/start-over-dialog';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { REQUEST_STEPS, REQUEST_TYPE_LABELS } from '@decorlook/domain/requests/request.rules';
import { mediaUrl } from '../../../components/media-image';
import { PageTitle } from '../../../components/page-title';
import { RoomIllustration } from '../../../components/room-illustration';
import { ToolOverviewModal } from '../../../components/tool-overview-modal';
import { paths, withSignInFlag } from '../../../config/paths';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { useSession } from '../../../lib/session/use-session';
import { browserStorage } from '../../../lib/storage';
import { DetailsForm } from '../components/details-form';
import { pageForState, type SuccessState } from '../components/flow-pages';
import { HowItWorksModal, HowItWorksSteps, RecommendationCards } from '../components/how-it-works';
import { ImagePicker, SOURCE_LABELS } from '../components/image-picker';
import { RequestGate } from '../components/request-gate';
import { FlowHead } from '../../../components/flow-head';
import { entryName, FlowStartLinks, FlowSuccess, FlowSummary } from '../../../components/flow-pages';
import { IMAGE_FIELDS, type RequestImage } from '../machines/request.values';
import { clearRequestInfo, loadRequestInfo } from '../machines/request.storage';
import { useRequestFlow, type RequestFlow } from '../use-request';
import '../components/request.css';

export { AmbassadorMatchPage } from './match-page';
export { RecommendationsPage } from './recommendations-page';

/** Follows the machine to the page that shows its state (a reload, a back button, a finished request). */
function followMachine(flow: RequestFlow, here: string) {
  const { snapshot } = flow;
  const target = pageForState(snapshot.value);
  if (target === here) return null;
  const { result, failure } = snapshot.context;
  const state: SuccessState | undefined =
    target === paths.requestSuccess && result ? { submitted: result } : target === paths.requestDetails && failure ? { failure } : undefined;
  return <Navigate to={target} state={state} replace={target !== paths.requestSuccess} />;
}

const STEPS = ['Choose a picture', 'Describe it', 'Review & send'] as const;

function PageHead({ title, lead, step }: { title: string; lead: string; step: 0 | 1 | 2 }) {
  return <FlowHead flow="Request the Look" title={title} lead={lead} steps={STEPS} current={step} prefix="req" stepsBlock="req-trail" />;
}

function ChosenImage({ image, action }: { image: RequestImage; action?: React.ReactNode }) {
  return (
    <figure className="req-chosen">
      <img src={mediaUrl(image.media, 'medium')} alt={image.title} width={400} height={300} />
      <figcaption className="req-chosen__text">
        <strong>{image.title}</strong>
        {action}
      </figcaption>
    </figure>
  );
}

/* ---------- /request-the-look ---------- */

/** The tool's overview: the three forms recommendations take, how it works, and where to start (or resume). */
export function RequestTheLookPage() {
  const session = useSession();
  const [draft, setDraft] = useState(() => loadRequestInfo(browserStorage()));
  const [howOpen, setHowOpen] = useState(false);
  const signedIn = session.status === 'signedIn';
  return (
    <div className="dl-flow-page req-page req-landing">
      <PageTitle title="Request the Look" />
      <ToolOverviewModal tool="requestTheLook" />
      <div className="dl-flow-landing__top req-landing__top">
        <section aria-labelledby="page-title">
          <p className="dl-eyebrow">Request the Look</p>
          <h1 id="page-title" className="dl-flow-landing__title req-landing__title">
            Love a room? Our ambassadors will curate it for you
          </h1>
          <p className="req-head__lead">
            Choose a picture, tell us what you want, and your request is matched by style with ambassadors who recommend look boards, a stream of products and
            Mix &amp; Match ideas.
          </p>
          <div className="dl-flow-landing__cta req-landing__cta">
            <FlowStartLinks
              signedIn={signedIn}
              hasDraft={Boolean(draft)}
              signIn={{ to: paths.home + withSignInFlag('', 'request'), label: 'Sign in to request a look' }}
              resume={{ to: paths.requestDetails, label: 'Continue your request' }}
              start={{ to: paths.requestDetails, label: 'Start your request' }}
              onDiscard={() => {
                clearRequestInfo(browserStorage());
                setDraft(undefined);
              }}
            />
            <Button size="large" type="link" onClick={() => setHowOpen(true)}>
              How it works
            </Button>
          </div>
          {signedIn && draft?.title && <p className="dl-flow-muted">In progress: “{draft.title}”</p>}
        </section>
        <div className="req-landing__art">
          <RoomIllustration kind="living" />
          <span className="req-landing__badge">Matched with 5 ambassadors in your style</span>
        </div>
      </div>
      <section aria-labelledby="req-how-title">
        <h2 id="req-how-title" className="dl-flow-section-title">
          How it works
        </h2>
        <HowItWorksSteps />
      </section>
      <section aria-labelledby="req-forms-title">
        <h2 id="req-forms-title" className="dl-flow-section-title">
          Recommendations in three forms
        </h2>
        <RecommendationCards />
      </section>
      <HowItWorksModal open={howOpen} onClose={() => setHowOpen(false)} />
    </div>
  );
}

/* ---------- /request-the-look/details ---------- */

function DetailsScreen() {
  const location = useLocation();
  const flow = useRequestFlow('details', (location.state as SuccessState | null)?.failure ?? null);
  const { snapshot, send } = flow;
  const { context } = snapshot;
  const [confirmReset, setConfirmReset] = useState(false);
  // A partial reset starts the form afresh (its fields hold what was typed until then).
  const [formKey, setFormKey] = useState(0);
  const away = followMachine(flow, paths.requestDetails);
  if (away) return away;
  const choosing = snapshot.matches('selectImage');
  const { values, failure } = context;
  const imageRefusal = failure && Object.keys(failure.errors).some((field) => IMAGE_FIELDS.includes(field)) ? Object.entries(failure.errors).filter(([field]) => IMAGE_FIELDS.includes(field)).flatMap(([, messages]) => messages).join(' ') || failure.message : null;
  return (
    <div className="dl-flow-page req-page">
      <PageTitle title="Request Details" />
      <PageHead
        title={choosing ? 'Which look would you like?' : 'Tell the ambassadors what you want'}
        lead={choosing ? 'Pick the picture your request is about: from the gallery, from the images you liked, or one you added.' : 'The type, the style and a few words help us match your request with the right ambassadors.'}
        step={choosing ? 0 : 1}
      />
      {choosing ? (
        <>
          <ImagePicker source={values.source} current={values.image} refusal={imageRefusal} onSource={(source) => send({ type: 'SET_SOURCE', source })} onChoose={(image) => send({ type: 'CHOOSE_IMAGE', image })} />
          <div className="dl-flow-actions req-actions">
            <Button type="text" danger onClick={() => setConfirmReset(true)}>
              Start over
            </Button>
            <span className="dl-flow-actions__spacer req-actions__spacer" />
            {values.image && <Button onClick={() => send({ type: 'BACK' })}>Keep “{values.image.title}”</Button>}
          </div>
        </>
      ) : (
        <div className="dl-flow-split req-split">
          <DetailsForm
            key={formKey}
            values={values}
            failure={failure}
            onType={(requestType) => send({ type: 'SET_TYPE', requestType })}
            onChange={(changed) => send({ type: 'SET_DETAILS', values: changed })}
            onAddItem={(item) => send({ type: 'ADD_ITEM', item })}
            onRemoveItem={(item) => send({ type: 'REMOVE_ITEM', item })}
            onOpenItem={(item) => send({ type: 'OPEN_ITEM_TAB', item })}
            onClear={() => {
              send({ type: 'RESET_DETAILS' });
              setFormKey((key) => key + 1);
            }}
            onReview={(changed) => send({ type: 'REVIEW', values: changed })}
          />
          <aside className="dl-flow-split__aside req-split__aside" aria-label="Your picture">
            {values.image && <ChosenImage image={values.image} action={<Button onClick={() => send({ type: 'CHANGE_IMAGE' })}>Change</Button>} />}
            <p className="dl-flow-muted">From {SOURCE_LABELS[values.source].toLowerCase()}.</p>
            <Button type="text" danger onClick={() => setConfirmReset(true)}>
              Start over
            </Button>
          </aside>
        </div>
      )}
      <StartOverDialog open={confirmReset} onStartOver={() => send({ type: 'RESET' })} onClose={() => setConfirmReset(false)}>
        The picture and everything you wrote about it are cleared.
      </StartOverDialog>
    </div>
  );
}

export function RequestDetailsPage() {
  return (
    <RequestGate>
      <DetailsScreen />
    </RequestGate>
  );
}

/* ---------- /request-the-look/submit ---------- */

function ReviewScreen() {
  const flow = useRequestFlow('review');
  const { snapshot, send } = flow;
  const styles = useEnum('styles');
  const roomTypes = useEnum('roomTypes');
  const itemClasses = useEnum('itemClasses');
  const colors = useEnum('colors');
  const away = followMachine(flow, paths.requestSubmit);
  if (away) return away;
  const { values } = snapshot.context;
  const busy = snapshot.matches('submitting');
  const summary: [string, string][] = [
    ['Type', values.requestType ? REQUEST_TYPE_LABELS[values.requestType] : '—'],
    ...(values.requestType !== 'single' && values.roomType !== null ? [['Room type', entryName(roomTypes, values.roomType)] as [string, string]] : []),
    ['Items', values.items.length > 0 ? values.items.map((item) => entryName(itemClasses, item)).join(', ') : 'Any'],
    ['Style', entryName(styles, values.requestStyle)],
    ['Colour', values.requestColor !== null ? entryName(colors, values.requestColor) : 'Any'],
    ['Picture from', SOURCE_LABELS[values.source]],
  ];
  return (
    <div className="dl-flow-page req-page">
      <PageTitle title="Submit Request" />
      <PageHead title="Review and send your request" lead="Check your request. Once sent, it is matched with ambassadors who specialise in your style." step={2} />
      <div className="dl-flow-split req-split">
        <div className="req-review__text">
          {values.image && <ChosenImage image={values.image} />}
          <h2 className="dl-flow-section-title" style={{ marginTop: 20 }}>
            {values.title}
          </h2>
          <p>{values.message}</p>
        </div>
        <aside className="dl-flow-split__aside req-split__aside">
          <FlowSummary entries={summary} className="req-summary" label="Your request" />
          <Button type="primary" size="large" block loading={busy} onClick={() => send({ type: 'SUBMIT' })}>
            Send request
          </Button>
          <Button block disabled={busy} onClick={() => send({ type: 'BACK' })}>
            Edit details
          </Button>
          <Button block type="link" disabled={busy} onClick={() => send({ type: 'CHANGE_IMAGE' })}>
            Change the picture
          </Button>
        </aside>
      </div>
    </div>
  );
}

export function RequestSubmitPage() {
  return (
    <RequestGate>
      <ReviewScreen />
    </RequestGate>
  );
}

/* ---------- /request-the-look/success ---------- */

const STEP_TEXTS: Record<(typeof REQUEST_STEPS)[number], string> = {
  'Matched with ambassadors': 'Your request goes to the ambassadors whose style fits it best.',
  'Ambassadors curate': 'They curate look boards from real products for your picture.',
  'Recommendations sent': 'You are notified as each recommendation arrives.',
  'Review and rate': 'Browse the boards, the product stream and Mix & Match; rate each board.',
};

function SuccessScreen() {
  const location = useLocation();
  const submitted = (location.state as SuccessState | null)?.submitted;
  return (
    <div className="dl-flow-page dl-flow-success req-page req-success">
      <PageTitle title="Request Sent" />
      <FlowSuccess
        iconClassName="req-success__icon"
        title="Your request is sent"
        subTitle={submitted ? `“${submitted.title}” is on its way to ambassadors who share your style. Here is what happens next.` : 'Your request is on its way to ambassadors who share your style. Here is what happens next.'}
      />
      <ol className="req-flow" aria-label="What happens next">
        {REQUEST_STEPS.map((step, index) => (
          <li key={step} className={`req-flow__step${index === 0 ? ' is-current' : ''}`} aria-current={index === 0 ? 'step' : undefined}>
            <span className="dl-flow-number" aria-hidden>
              {index + 1}
            </span>
            <strong>{step}</strong>
            <p>{STEP_TEXTS[step]}</p>
          </li>
        ))}
      </ol>
      <div className="dl-flow-success__actions req-success__actions">
        <Link className="dl-button-link" to={paths.dashboardRequests}>
          My Requests
        </Link>
        <Link to={paths.requestDetails}>Request another look</Link>
      </div>
    </div>
  );
}

export function RequestSuccessPage() {
  return (
    <RequestGate>
      <SuccessScreen />
    </RequestGate>
  );
}
