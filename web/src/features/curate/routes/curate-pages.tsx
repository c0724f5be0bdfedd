import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Input } from 'antd';
import { StartOverDialog } from '../../../components/start-over-dialog';
import { useQuery } from '@tanstack/react-query';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { stagesOf, templateRange } from '@decorlook/domain/lookboards/look-board.rules';
import { REQUEST_TYPE_LABELS, requestIdOfSlug } from '@decorlook/domain/requests/request.rules';
import { PageTitle } from '../../../components/page-title';
import { ToolOverviewModal } from '../../../components/tool-overview-modal';
import { RoomIllustration } from '../../../components/room-illustration';
import { buildPath, paths, withSignInFlag } from '../../../config/paths';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { useCurrentUser, useSession } from '../../../lib/session/use-session';
import { browserStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { lookBoardQuery } from '../../../lib/queries/look-boards';
import { requestQuery } from '../../../lib/queries/requests';
import { boardRoomTypeId } from '../api/board-compatibility';
import { MediaImage } from '../../../components/media-image';
import { BoardCanvas } from '../components/board-canvas';
import { BoardPreview } from '../components/board-preview';
import { CurateGate } from '../components/curate-gate';
import { FlowHead } from '../../../components/flow-head';
import { entryName, FlowHowSteps, FlowStartLinks, FlowSuccess, FlowSummary } from '../../../components/flow-pages';
import { BOARD_TYPE_LABELS, DetailsForm } from '../components/details-form';
import { pageForState, type SuccessState } from '../components/flow-pages';
import { ImagePicker } from '../components/image-picker';
import { ProductTray } from '../components/product-tray';
import { minimumProducts, placedProducts, type BoardImage } from '../machines/curate.board';
import { storedFromView } from '../machines/curate.load';
import type { CurateEntry, EditState } from '../machines/curate.machine';
import { clearStoredCurate, loadStoredCurate } from '../machines/curate.storage';
import { useCurate, type CurateFlow } from '../use-curate';
import '../components/curate.css';

/** The meter loads after the editor's first paint, into a space of its own size. */
const CompatibilityMeter = lazy(() => import('../components/compatibility-meter'));
const meterPlaceholder = <div className="cur-meter cur-meter--placeholder" aria-hidden />;

/** Follows the machine to the page that shows its state (a reload, a back button, a finished save). */
function followMachine(flow: CurateFlow, here: CurateEntry) {
  const { snapshot } = flow;
  const target = pageForState(snapshot.value, snapshot.context);
  const herePath = here === 'canvas' ? paths.curateCanvas : here === 'details' ? paths.curateDetails : paths.curateSubmit;
  if (target === herePath) return null;
  const state: SuccessState | undefined =
    target === paths.curateSuccess && snapshot.context.result
      ? {
          submitted: {
            ...snapshot.context.result,
            title: snapshot.context.details.title ?? '',
            public: snapshot.context.details.status === 'public',
            requestId: snapshot.context.board.requestSlug ? requestIdOfSlug(snapshot.context.board.requestSlug) : null,
          },
        }
      : undefined;
  return <Navigate to={target} state={state} replace={target !== paths.curateSuccess} />;
}

function Announcer({ text }: { text: string }) {
  return (
    <div className="dl-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="curate-announcer">
      {text}
    </div>
  );
}

const STEPS = ['Choose an image', 'Add products', 'Describe it', 'Review & submit'] as const;

function PageHead({ title, lead, step }: { title: string; lead: string; step: 0 | 1 | 2 | 3 }) {
  return <FlowHead flow="Curate the Look" title={title} lead={lead} steps={STEPS} current={step} prefix="cur" stepsBlock="cur-steps" />;
}

/* ---------- /curate-the-look ---------- */

const HOW = [
  { title: 'Choose an image', text: 'Start from an inspiration image: one from the gallery, one you liked, or your own.' },
  { title: 'Drag in products', text: 'Pick a template and drag products from the catalog into its slots. Best matches for the image come first.' },
  { title: 'Describe and share', text: 'Give the board a title, a style and a few words. Submit it for review and share its link.' },
];

/** A look board as the tool makes one: the inspiration, then the pieces that recreate it. */
function SampleBoard() {
  return (
    <figure className="cur-sample" aria-label="An example look board">
      <figcaption className="cur-sample__banner">
        <strong>Scandinavian living room</strong>
        <span>6 products</span>
      </figcaption>
      <div className="cur-sample__body">
        <RoomIllustration kind="living" className="cur-sample__room" />
        <ul className="cur-sample__grid" aria-hidden>
          {['#0f766e', '#e8dcc8', '#d9c7a8', '#9cc9bf', '#c9b48f', '#e8b86b'].map((color) => (
            <li key={color}>
              <span style={{ background: color }} />
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}

/** The tool's overview: how it works, the three templates, and where to start (or resume). */
export function CurateTheLookPage() {
  const session = useSession();
  const [draft, setDraft] = useState(() => loadStoredCurate(browserStorage()));
  const signedIn = session.status === 'signedIn';
  return (
    <CurateGate signedIn={false}>
      <div className="dl-flow-page cur-page cur-landing">
        <PageTitle title="Curate the Look" />
        <ToolOverviewModal tool="curateTheLook" />
        <div className="dl-flow-landing__top cur-landing__top">
        <section className="cur-landing__hero" aria-labelledby="page-title">
          <p className="dl-eyebrow">Curate the Look</p>
          <h1 id="page-title" className="dl-flow-landing__title cur-landing__title">
            Recreate a room you love, one piece at a time
          </h1>
          <p className="cur-head__lead">Choose an inspiration image, drag products into a look board template, and share the look with everyone who loves that room.</p>
          <div className="dl-flow-landing__cta cur-landing__cta">
            <FlowStartLinks
              signedIn={signedIn}
              hasDraft={Boolean(draft)}
              signIn={{ to: paths.home + withSignInFlag('', 'curate'), label: 'Sign in to start curating' }}
              resume={{ to: paths.curateCanvas, label: 'Continue your look board' }}
              start={{ to: paths.curateCanvas, label: 'Start curating' }}
              onDiscard={() => {
                clearStoredCurate(browserStorage());
                setDraft(undefined);
              }}
              linkClassName="cur-landing__button"
            />
          </div>
          {signedIn && draft?.details.title && <p className="dl-flow-muted cur-muted">In progress: “{draft.details.title}”</p>}
        </section>
        <SampleBoard />
        </div>
        <FlowHowSteps steps={HOW} className="cur-landing__how" cardClassName="cur-landing__card" heading="h2" headingClassName="cur-landing__card-title" />
        <section aria-labelledby="cur-templates" className="cur-landing__templates">
          <h2 id="cur-templates" className="dl-flow-section-title">
            Three templates
          </h2>
          <ul className="cur-landing__template-list">
            {[1, 2, 3].map((columns) => (
              <li key={columns} className="cur-landing__template">
                <span className="cur-landing__mini" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }} aria-hidden>
                  {Array.from({ length: columns * 2 }, (_, i) => (
                    <span key={i} />
                  ))}
                </span>
                <strong>
                  {columns} column{columns > 1 ? 's' : ''}
                </strong>
                <span className="dl-flow-muted cur-muted">
                  {templateRange(columns).min} to {templateRange(columns).max} products{columns === 2 ? ' · the default' : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </CurateGate>
  );
}

/* ---------- /curate-the-look/canvas ---------- */

/**
 * Which request the board answers (canvas/{requestSlug}): its picture, title and what the
 * requester asked for, read from the request call. The board is saved with the request's id, so
 * its submission sends it to the requester. `onUseImage` offers the request's picture as the
 * board's inspiration; `onLeave` curates the board without the request.
 */
function RequestNote({ requestSlug, onUseImage, onLeave }: { requestSlug: string; onUseImage?: (image: BoardImage) => void; onLeave?: () => void }) {
  const requestId = requestIdOfSlug(requestSlug);
  const request = useQuery({ ...requestQuery(requestId ?? 0), enabled: requestId !== null });
  const data = request.data;
  const matchPage = requestId === null ? null : buildPath(paths.requestAmbassadorMatch, { requestId });
  return (
    <section className="cur-request-note cur-request" aria-label="The request this board answers" data-testid="curate-request">
      {data?.image && (
        <span className="cur-request__image">
          <MediaImage media={data.image.media} alt="" largest="thumb" sizes="96px" width={4} height={3} />
        </span>
      )}
      <div className="cur-request__text">
        <span className="dl-flow-muted cur-muted">Answering a request{data ? ` from ${data.requester.displayName}` : ''}</span>
        <strong>{data ? `“${data.title}”` : requestId === null ? 'This address names no request' : `Request #${requestId}`}</strong>
        {data && (
          <span className="dl-flow-muted cur-muted">
            {REQUEST_TYPE_LABELS[data.requestType]}
            {data.status === 'closed' ? ' · closed: it takes no new look boards' : ''}
          </span>
        )}
        {data?.message && <span className="cur-request__message">{data.message}</span>}
        {request.isError && <span role="alert">This request could not be opened: only the ambassadors matched to it can answer it.</span>}
      </div>
      <div className="cur-request__actions">
        {data?.image && onUseImage && (
          <Button type="primary" onClick={() => onUseImage(data.image!)}>
            Start from the request’s picture
          </Button>
        )}
        {matchPage && <Link to={matchPage}>See the request</Link>}
        {onLeave && (
          <Button type="link" onClick={onLeave}>
            Curate without this request
          </Button>
        )}
      </div>
    </section>
  );
}

function CanvasScreen({ requestSlug }: { requestSlug: string | null }) {
  const flow = useCurate('canvas');
  const { snapshot, send } = flow;
  const { context } = snapshot;
  const [params, setParams] = useSearchParams();
  const editId = Number(params.get('edit')) || null;
  const editing = useQuery({ ...lookBoardQuery(editId ?? 0), staleTime: 0, enabled: editId !== null });
  const [confirmReset, setConfirmReset] = useState(false);
  const navigate = useNavigate();
  const answeredId = context.board.requestSlug ? requestIdOfSlug(context.board.requestSlug) : null;
  const answered = useQuery({ ...requestQuery(answeredId ?? 0), enabled: answeredId !== null });

  useEffect(() => {
    if (requestSlug !== context.board.requestSlug && requestSlug !== null) send({ type: 'FOR_REQUEST', requestSlug });
  }, [requestSlug, context.board.requestSlug, send]);

  // An existing board opened for editing (?edit=id): load it once, then drop the parameter.
  const loaded = useRef<number | null>(null);
  const user = useCurrentUser();
  const notOwner = editing.data !== undefined && user !== null && editing.data.ownerId !== user.id;
  useEffect(() => {
    if (!editing.data || notOwner || loaded.current === editing.data.id) return;
    loaded.current = editing.data.id;
    send({ type: 'LOAD_BOARD', stored: storedFromView(editing.data) });
    setParams({}, { replace: true });
  }, [editing.data, notOwner, send, setParams]);

  const away = followMachine(flow, 'canvas');
  if (away) return away;

  const choosing = snapshot.matches('selectImage');
  const placed = placedProducts(context.board).length;
  const min = minimumProducts(context.board);
  const ready = context.board.image !== null && placed >= min;

  return (
    <DndProvider backend={HTML5Backend}>
      <div className="dl-flow-page cur-page cur-page--wide">
        <PageTitle title="Curate the Look" />
        <PageHead
          title={context.edit.kind === 'new' ? 'Create a look board' : `Edit “${context.details.title ?? 'your look board'}”`}
          lead={choosing ? 'Start from the image your board recreates.' : 'Choose a template, then drag products into its slots. Or press Enter on a product, then Enter on a slot.'}
          step={choosing ? 0 : 1}
        />
        {context.board.requestSlug && (
          <RequestNote
            requestSlug={context.board.requestSlug}
            onUseImage={choosing ? (image) => send({ type: 'CHOOSE_IMAGE', image }) : undefined}
            onLeave={() => {
              send({ type: 'FOR_REQUEST', requestSlug: null });
              if (requestSlug !== null) navigate(paths.curateCanvas, { replace: true });
            }}
          />
        )}
        {editId !== null && (editing.isError || notOwner) && (
          <p className="cur-request-note" role="alert">
            {notOwner ? 'You can only change your own look boards.' : 'That look board could not be opened for editing.'}
          </p>
        )}
        <Announcer text={context.announcement} />

        {choosing ? (
          <>
            <ImagePicker current={context.board.image} onChoose={(image) => send({ type: 'CHOOSE_IMAGE', image })} />
            {context.board.image && (
              <div className="dl-flow-actions cur-actions">
                <span className="dl-flow-actions__spacer cur-actions__spacer" />
                <Button onClick={() => send({ type: 'CHOOSE_IMAGE', image: context.board.image! })}>Keep “{context.board.image.title}”</Button>
              </div>
            )}
          </>
        ) : (
          <div className="cur-workspace">
            <div className="cur-workspace__main">
              {context.board.image && (
                <div className="cur-chosen">
                  <img className="cur-chosen__image" src={`/media/${context.board.image.media.userId}/${context.board.image.media.hash}/thumb.webp`} alt="" width={96} height={72} />
                  <div className="cur-chosen__text">
                    <span className="dl-flow-muted cur-muted">Inspiration image</span>
                    <strong>{context.board.image.title}</strong>
                  </div>
                  <Button onClick={() => send({ type: 'CHANGE_IMAGE' })}>Change image</Button>
                </div>
              )}
              <Suspense fallback={meterPlaceholder}>
                <CompatibilityMeter board={context.board} roomTypeId={boardRoomTypeId(context.details, answered.data?.roomType, context.board.image)} send={send} />
              </Suspense>
              <BoardCanvas board={context.board} held={context.held} send={send} />
            </div>
            <ProductTray board={context.board} held={context.held} send={send} />
          </div>
        )}

        <div className="dl-flow-actions cur-actions cur-actions--bar">
          <Button type="text" danger onClick={() => setConfirmReset(true)}>
            Start over
          </Button>
          <span className="dl-flow-actions__spacer cur-actions__spacer" />
          {!choosing && !ready && <span className="dl-flow-muted cur-muted">Add at least {min} product{min > 1 ? 's' : ''} to continue</span>}
          {!choosing && (
            <Button type="primary" size="large" disabled={!ready} onClick={() => send({ type: 'CONTINUE' })}>
              Next: details
            </Button>
          )}
        </div>
        <StartOverDialog open={confirmReset} onStartOver={() => send({ type: 'RESET' })} onClose={() => setConfirmReset(false)}>
          The image, the products and the details of this board are cleared. Boards already saved stay in My Look Boards.
        </StartOverDialog>
      </div>
    </DndProvider>
  );
}

export function CurateCanvasPage() {
  return (
    <CurateGate>
      <CanvasScreen requestSlug={null} />
    </CurateGate>
  );
}

/** The canvas for a request: the board remembers which one, and is saved answering it. */
export function CurateCanvasForRequestPage() {
  const { requestSlug } = useParams();
  return (
    <CurateGate>
      <CanvasScreen requestSlug={requestSlug ?? null} />
    </CurateGate>
  );
}

/* ---------- /curate-the-look/details ---------- */

function DetailsScreen() {
  const flow = useCurate('details');
  const { snapshot, send } = flow;
  const { context } = snapshot;
  const away = followMachine(flow, 'details');
  if (away) return away;
  const busy = snapshot.matches('saving');
  return (
    <div className="dl-flow-page cur-page">
      <PageTitle title="Look Board Details" />
      <PageHead title="Describe your look board" lead="A title, a type and a style help people find it; the description and message tell them why it works." step={2} />
      <div className="dl-flow-split cur-split">
        <DetailsForm
          board={context.board}
          values={context.details}
          failure={context.failure}
          busy={busy}
          onChange={(values) => send({ type: 'SET_DETAILS', values })}
          onBack={() => send({ type: 'BACK' })}
          onSaveDraft={(values) => send({ type: 'SAVE_DRAFT', values })}
          onReview={(values) => send({ type: 'REVIEW', values })}
        />
        <div className="dl-flow-split__aside cur-split__aside">
          <BoardPreview board={context.board} title={context.details.title} color={context.details.color} compact />
        </div>
      </div>
    </div>
  );
}

export function CurateDetailsPage() {
  return (
    <CurateGate>
      <DetailsScreen />
    </CurateGate>
  );
}

/* ---------- /curate-the-look/submit ---------- */

function Stages({ stages }: { stages: { name: string; done: boolean }[] }) {
  return (
    <ol className="cur-stages" aria-label="Submission stages">
      {stages.map((stage) => (
        <li key={stage.name} className={`cur-stages__stage${stage.done ? ' is-done' : ''}`}>
          <span className="cur-stages__dot" aria-hidden>
            {stage.done ? '✓' : ''}
          </span>
          <span>{stage.name}</span>
          <span className="dl-visually-hidden">{stage.done ? ' (done)' : ' (to come)'}</span>
        </li>
      ))}
    </ol>
  );
}

const stagesForEdit = (edit: EditState, isPublic: boolean, requestId: number | null) =>
  stagesOf({ status: edit.kind === 'submitted' ? edit.status : 'draft', public: isPublic, requestId }).map((stage) => ({ ...stage, done: edit.kind === 'new' ? false : stage.done }));

function ReviewScreen() {
  const flow = useCurate('review');
  const { snapshot, send } = flow;
  const { context } = snapshot;
  const styles = useEnum('styles');
  const roomTypes = useEnum('roomTypes');
  const itemClasses = useEnum('itemClasses');
  const away = followMachine(flow, 'review');
  if (away) return away;
  const { details, edit } = context;
  const busy = snapshot.matches('saving') || snapshot.matches('submitting');
  const summary: [string, string][] = [
    ['Type', details.type ? BOARD_TYPE_LABELS[details.type] : '—'],
    ...(details.type === 'room' ? [['Room type', entryName(roomTypes, details.roomTypeId)] as [string, string]] : []),
    ...(details.type === 'single' ? [['Item class', entryName(itemClasses, details.itemClassId)] as [string, string]] : []),
    ['Style', entryName(styles, details.styleId)],
    ['Visibility', details.status === 'public' ? 'Public: shown to everyone once approved' : 'Private: only you see it'],
  ];
  return (
    <div className="dl-flow-page cur-page">
      <PageTitle title="Submit Look Board" />
      <PageHead title="Review and submit" lead="Check the board as others will see it. Once submitted, our editors review it before it is published." step={3} />
      {context.board.requestSlug && <RequestNote requestSlug={context.board.requestSlug} />}
      <div className="dl-flow-split cur-split cur-split--review">
        <div>
          <BoardPreview board={context.board} title={details.title} color={details.color} />
          <section className="cur-review__text" aria-label="Description and message">
            <h2 className="dl-flow-section-title">Description</h2>
            <p>{details.description}</p>
            <h2 className="dl-flow-section-title">Message</h2>
            <p>{details.message}</p>
          </section>
        </div>
        <aside className="dl-flow-split__aside cur-split__aside cur-review__aside">
          <FlowSummary entries={summary} className="cur-summary" />
          <h2 className="dl-flow-section-title">Stages</h2>
          <Stages stages={stagesForEdit(edit, details.status === 'public', context.board.requestSlug ? requestIdOfSlug(context.board.requestSlug) : null)} />
          <div className="cur-review__actions">
            <Button type="primary" size="large" block loading={busy && context.intent === 'submit'} disabled={busy} onClick={() => send({ type: 'SUBMIT' })}>
              {edit.kind === 'submitted' ? 'Save changes' : 'Submit look board'}
            </Button>
            {edit.kind !== 'submitted' && (
              <Button block loading={busy && context.intent === 'draft'} disabled={busy} onClick={() => send({ type: 'SAVE_DRAFT' })}>
                Save draft
              </Button>
            )}
            <div className="cur-review__edit">
              <Button type="link" disabled={busy} onClick={() => send({ type: 'BACK' })}>
                Edit details
              </Button>
              <Button type="link" disabled={busy} onClick={() => send({ type: 'OPEN_CANVAS' })}>
                Edit products
              </Button>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

export function CurateSubmitPage() {
  return (
    <CurateGate>
      <ReviewScreen />
    </CurateGate>
  );
}

/* ---------- /curate-the-look/success ---------- */

/** What happens next: a submitted board waits for review; a colour change leaves a board where it stood. */
function successText(submitted: NonNullable<SuccessState['submitted']>): string {
  if (submitted.requestId) return `“${submitted.title}” is on its way to the member who asked for it; our editors review it too.`;
  const then = submitted.public ? ' Once approved, it is published for everyone to see.' : ' It stays private: only you will see it.';
  if (!submitted.updated) return `“${submitted.title}” is with our editors for review.${then}`;
  if (submitted.status === 'submitted') return `“${submitted.title}” is up to date and with our editors for review.${then}`;
  return `“${submitted.title}” is up to date.`;
}

function SuccessScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const submitted = (location.state as SuccessState | null)?.submitted;
  const copy = async () => {
    if (!submitted) return;
    try {
      await navigator.clipboard.writeText(submitted.shareUrl);
      toast.success('Link copied');
    } catch {
      toast.error('The link could not be copied: select it and copy it instead.');
    }
  };
  return (
    <div className="dl-flow-page dl-flow-success cur-page cur-success">
      <PageTitle title="Look Board Submitted" />
      <FlowSuccess
        iconClassName="cur-success__icon"
        title={submitted?.updated ? 'Your changes are saved' : 'Your look board is submitted'}
        titleClassName="cur-head__title"
        subTitle={submitted ? successText(submitted) : 'Your look board is with our editors for review. You will find it in My Look Boards.'}
      />
      {submitted && (
        <section className="cur-share" aria-labelledby="cur-share-title">
          <h2 id="cur-share-title" className="dl-flow-section-title">
            Share your look board
          </h2>
          <div className="cur-share__row">
            <Input readOnly value={submitted.shareUrl} aria-label="Share link" onFocus={(event) => event.target.select()} />
            <Button type="primary" onClick={() => void copy()}>
              Copy link
            </Button>
          </div>
          {submitted.status !== 'approved' && (
            <p className="cur-share__note" data-testid="share-note">
              {submitted.public
                ? 'Others can open this link once our editors approve your board; until then it tells them the board is waiting for review.'
                : 'This board is private: the link opens it for you only.'}
            </p>
          )}
          <Stages stages={stagesOf({ status: submitted.status, public: submitted.public, requestId: submitted.requestId ?? null })} />
        </section>
      )}
      <div className="dl-flow-success__actions cur-success__actions">
        {submitted && (
          <Link className="dl-button-link" to={buildPath(paths.lookBoard, { lookBoardId: submitted.id, lookBoardSlug: submitted.slug })}>
            View your look board
          </Link>
        )}
        {submitted?.requestId && (
          <Link className="dl-button-link dl-button-link--ghost" to={buildPath(paths.requestAmbassadorMatch, { requestId: submitted.requestId })}>
            Back to the request
          </Link>
        )}
        <Button size="large" onClick={() => navigate(paths.curateCanvas)}>
          Curate another look
        </Button>
        <Link to={paths.dashboardLookBoards}>My Look Boards</Link>
      </div>
    </div>
  );
}

export function CurateSuccessPage() {
  return (
    <CurateGate>
      <SuccessScreen />
    </CurateGate>
  );
}
