import { useState } from 'react';
import { Alert, Button, Empty, Segmented, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { MIX_MATCH_MAX_PRODUCTS } from '@decorlook/domain/lookboards/look-board.rules';
import { REQUEST_STEPS } from '@decorlook/domain/requests/request.rules';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { KeepSwap } from '../../../components/keep-swap';
import { verdictPages } from '../../../lib/queries/feedback';
import { LoadFailedPage } from '../../../components/load-failed-page';
import { LookBoardCard, StarGlyph } from '../../../components/look-board-card';
import { MediaImage } from '../../../components/media-image';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { buildPath, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/price';
import { toast } from '../../../lib/toast';
import { recommendationsQuery, requestQuery, type RecommendationsAnswer, type RecommendedBoard } from '../../../lib/queries/requests';
import { useCloseRequest, useRateRecommendation } from '../api/answer-calls';
import { useSaveMixMatch } from '../../../lib/queries/look-boards';
import { matchPath, RequestFacts, Requester, StatePill } from './match-page';
import './answer-pages.css';

const isId = (value: string | undefined): value is string => value !== undefined && /^\d{1,12}$/.test(value);
const RATES = [1, 2, 3, 4, 5] as const;
const RATE_WORDS: Record<number, string> = { 1: 'Not for me', 2: 'Some good ideas', 3: 'Nice', 4: 'Very close', 5: 'Exactly my look' };
/** The spec's success toast for a saved mix (spec 4, Curate flow). */
export const MIX_SAVED = 'Your Mix & Match has been successfully saved';

/** Spec 1: recommendations come in three forms. */
export const VIEWS = [
  { value: 'boards', label: 'Look Boards' },
  { value: 'products', label: 'Product Stream' },
  { value: 'mix', label: 'Mix & Match' },
] as const;
export type RecommendationsViewName = (typeof VIEWS)[number]['value'];
const viewOf = (value: string | null): RecommendationsViewName => (VIEWS.some((view) => view.value === value) ? (value as RecommendationsViewName) : 'boards');

/** How many of the recommended boards use each product (the stream is ordered by it; the cards say it). */
export function boardCounts(boards: readonly Pick<RecommendedBoard, 'products'>[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const board of boards) for (const id of new Set(board.products)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** The requester's 1 to 5 for one board: five pressable stars, the chosen one said in words. */
export function BoardRating({ board, busy, onRate }: { board: Pick<RecommendedBoard, 'title' | 'requestRate'>; busy: boolean; onRate(rate: number): void }) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? board.requestRate ?? 0;
  return (
    <div className="req-answers-rate">
      <div className="req-answers-rate__stars" role="group" aria-label={`Your rating of ${board.title}`} onMouseLeave={() => setHover(null)}>
        {RATES.map((rate) => (
          <button
            key={rate}
            type="button"
            className={`req-answers-rate__star${rate <= shown ? ' is-on' : ''}`}
            aria-label={`${rate} out of 5`}
            aria-pressed={board.requestRate === rate}
            disabled={busy}
            onMouseEnter={() => setHover(rate)}
            onFocus={() => setHover(rate)}
            onBlur={() => setHover(null)}
            onClick={() => {
              // The stars show the saved rating at once, not the one under the pointer.
              setHover(null);
              onRate(rate);
            }}
          >
            <StarGlyph />
          </button>
        ))}
      </div>
      <span className="req-answers-rate__words" aria-live="polite">
        {board.requestRate ? `You rated it ${board.requestRate}: ${RATE_WORDS[board.requestRate]}` : 'Rate this look board'}
      </span>
    </div>
  );
}

function BoardsView({ requestId, boards }: { requestId: number; boards: RecommendedBoard[] }) {
  const rate = useRateRecommendation(requestId);
  return (
    <ul className="dl-board-grid" aria-label="Recommended look boards">
      {boards.map((board, index) => (
        <LookBoardCard key={board.id} board={board} eager={index < 3} ownRating={board.requestRate}>
          <BoardRating
            board={board}
            busy={rate.isPending && rate.variables?.lookBoardId === board.id}
            onRate={(value) => rate.mutate({ lookBoardId: board.id, rate: value }, { onSuccess: () => toast.success('Thank you: your rating is saved') })}
          />
        </LookBoardCard>
      ))}
    </ul>
  );
}

function ProductCard({ product, uses, requestId, shown }: { product: ProductView; uses: number; requestId: number; shown?: readonly number[] }) {
  const rejected = product.approval === 'rejected';
  return (
    <li className={`req-answers-product${rejected ? ' is-rejected' : ''}`} data-testid="stream-product">
      <Link to={buildPath(paths.product, { productId: product.id, productSlug: product.slug || String(product.id) })} className="req-answers-product__link">
        <span className="req-answers-product__media">
          <MediaImage media={product.media} alt="" largest="medium" sizes="(max-width: 767px) 45vw, 200px" width={1} height={1} style={{ objectFit: 'contain' }} />
        </span>
        <span className="req-answers-product__title">{product.title}</span>
        {product.brand && <span className="req-answers-muted">{product.brand}</span>}
      </Link>
      <span className="req-answers-product__foot">
        {rejected ? <span className="req-answers-flag">No longer available</span> : <strong>{formatPrice(product.price)}</strong>}
        <span className="req-answers-muted">{uses > 1 ? `In ${uses} look boards` : 'In 1 look board'}</span>
      </span>
      {!rejected && <KeepSwap product={product} where={{ context: 'recommendations', requestId }} shown={shown} />}
    </li>
  );
}

function ProductStream({ answer, requestId }: { answer: RecommendationsAnswer; requestId: number }) {
  const counts = boardCounts(answer.lookBoards);
  // The member's verdicts about the products shown with Keep or Swap, read once for the stream.
  const shown = verdictPages([answer.products.filter((product) => product.approval !== 'rejected').map((product) => product.id)]);
  return answer.products.length === 0 ? (
    <Empty description="The recommended boards hold no products you can see." />
  ) : (
    <>
      <p className="req-answers-muted">
        Every piece from your recommended look boards, the ones most boards use first, then the closest to your picture. Keep what you love and swap what you do not: we
        offer three alternatives, and what you are shown next follows your choices.
      </p>
      <ul className="req-answers-products" aria-label="Product stream">
        {answer.products.map((product) => (
          <ProductCard key={product.id} product={product} uses={counts.get(product.id) ?? 1} requestId={requestId} shown={shown.get(product.id)} />
        ))}
      </ul>
    </>
  );
}

/** Mix & Match: pieces picked from any of the recommended boards, collected and saved as one mix. */
function MixView({ answer }: { answer: RecommendationsAnswer }) {
  const [picked, setPicked] = useState<number[]>([]);
  const save = useSaveMixMatch();
  const byId = new Map(answer.products.map((product) => [product.id, product]));
  const boards = answer.mixMatch.lookBoards.flatMap((id) => answer.lookBoards.find((board) => board.id === id) ?? []);
  const full = picked.length >= MIX_MATCH_MAX_PRODUCTS;
  const toggle = (id: number) => setPicked((current) => (current.includes(id) ? current.filter((other) => other !== id) : full ? current : [...current, id]));
  const tray = picked.flatMap((id) => byId.get(id) ?? []);
  const total = tray.reduce((sum, product) => sum + product.price, 0);
  return (
    <div className="req-answers-mix">
      <div className="req-answers-mix__boards">
        {boards.map((board) => (
          <section key={board.id} className="req-answers-mix__board" aria-labelledby={`req-answers-mix-${board.id}`}>
            <h3 id={`req-answers-mix-${board.id}`} className="req-answers-mix__title">
              <span className="req-answers-swatch" style={{ background: board.color }} aria-hidden />
              {board.title} <span className="req-answers-muted">by {board.owner.displayName}</span>
            </h3>
            <ul className="req-answers-picks" aria-label={`Products of ${board.title}`}>
              {board.products.flatMap((id) => byId.get(id) ?? []).map((product) => {
                const on = picked.includes(product.id);
                const rejected = product.approval === 'rejected';
                return (
                  <li key={product.id}>
                    <button
                      type="button"
                      className={`req-answers-pick${on ? ' is-picked' : ''}`}
                      aria-pressed={on}
                      aria-label={`${on ? 'Remove' : 'Add'} ${product.title} ${on ? 'from' : 'to'} your mix`}
                      disabled={rejected || (full && !on)}
                      onClick={() => toggle(product.id)}
                    >
                      <MediaImage media={product.media} alt="" largest="thumb" sizes="120px" width={1} height={1} style={{ objectFit: 'contain' }} />
                      <span className="req-answers-pick__title">{product.title}</span>
                      <span className="req-answers-muted">{formatPrice(product.price)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <aside className="req-answers-mix__tray" aria-labelledby="req-answers-mix-tray">
        <h3 id="req-answers-mix-tray" className="req-answers-section-title">
          Your mix
        </h3>
        {tray.length === 0 ? (
          <p className="req-answers-muted">Pick pieces from any of the boards to build the one look that is yours.</p>
        ) : (
          <ul className="req-answers-tray" aria-label="Pieces in your mix">
            {tray.map((product) => (
              <li key={product.id}>
                <span>{product.title}</span>
                <span>{formatPrice(product.price)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="req-answers-tray__total">
          <span>
            {picked.length} {picked.length === 1 ? 'piece' : 'pieces'}
            {full && ' (the most a mix holds)'}
          </span>
          <strong>{formatPrice(total)}</strong>
        </p>
        <Button
          type="primary"
          block
          disabled={picked.length === 0}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { inspirationImageId: answer.mixMatch.inspirationImageId, products: picked },
              {
                onSuccess: () => {
                  toast.success(MIX_SAVED);
                  setPicked([]);
                },
              },
            )
          }
        >
          Save Mix &amp; Match
        </Button>
      </aside>
    </div>
  );
}

/** Before any board arrives: where the request stands among the four steps (spec 2.3). */
function Waiting({ request }: { request: RequestView }) {
  const reached = request.recommendationsCount > 0 ? 3 : request.matchesCount > 0 ? 2 : 1;
  return (
    <section className="req-answers-waiting" aria-label="Where your request stands">
      <ol className="req-answers-steps">
        {REQUEST_STEPS.map((step, index) => (
          <li key={step} className={index < reached ? 'is-done' : undefined}>
            <span className="req-answers-steps__n" aria-hidden>
              {index + 1}
            </span>
            {step}
            <span className="dl-visually-hidden">{index < reached ? ' (done)' : ' (to come)'}</span>
          </li>
        ))}
      </ol>
      <p className="req-answers-muted">
        {request.matchesCount > 0
          ? `${request.matchesCount} ${request.matchesCount === 1 ? 'ambassador is' : 'ambassadors are'} curating look boards for you. You will get a notification as each one arrives.`
          : 'We are matching your request with ambassadors who love your style.'}
      </p>
    </section>
  );
}

/** Spec 2.1: /request-the-look/recommendations/{requestId}. The boards answering the requester's request, in the three forms. */
export function RecommendationsPage() {
  const { requestId } = useParams();
  if (!isId(requestId)) return <NotFoundPage />;
  return <Recommendations key={requestId} id={Number(requestId)} />;
}

function Recommendations({ id }: { id: number }) {
  const request = useQuery(requestQuery(id));
  const answer = useQuery(recommendationsQuery(id));
  const close = useCloseRequest(id);
  const [confirming, setConfirming] = useState(false);
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const data = request.data;

  if (request.error) return <LoadFailedPage title="Recommendations" what="this request" error={request.error} onRetry={() => void request.refetch()} />;
  // Ambassadors pass the guard (spec 2.2), but the answers are the requester's to read.
  const notRequester = answer.error instanceof ApiError && answer.error.status === 403;
  const boards = answer.data?.lookBoards ?? [];

  return (
    <div className="req-answers-page">
      <PageTitle title={data ? `Recommendations: ${data.title}` : 'Recommendations'} />
      <header className="req-answers-head">
        <span className="req-answers-head__image">{data?.image ? <MediaImage media={data.image.media} alt={data.image.title} largest="medium" sizes="200px" eager /> : <span className="req-answers-request__noimage" />}</span>
        <div className="req-answers-head__text">
          <p className="dl-eyebrow">Request the Look · recommendations</p>
          <h1 id="page-title" className="req-answers-title">
            {data?.title ?? 'Loading…'}
          </h1>
          {data && (
            <p className="req-answers-head__meta">
              <StatePill tone={data.status === 'open' ? 'open' : 'closed'}>{data.status === 'open' ? 'Open' : 'Closed'}</StatePill>
              <span>
                {data.recommendationsCount} {data.recommendationsCount === 1 ? 'look board' : 'look boards'} from {data.matchesCount} matched{' '}
                {data.matchesCount === 1 ? 'ambassador' : 'ambassadors'}
              </span>
            </p>
          )}
        </div>
        {data && !notRequester && data.status === 'open' && (
          <Button onClick={() => setConfirming(true)} className="req-answers-head__close">
            Close request
          </Button>
        )}
      </header>

      {notRequester && data ? (
        <>
          <Alert type="info" showIcon title="Only the member who asked sees the recommendations" description="As a matched ambassador you answer this request with your own look boards." action={<Link to={matchPath(id)}>Open the request</Link>} />
          <Requester request={data} />
          <RequestFacts request={data} />
        </>
      ) : answer.isPending || !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : answer.isError ? (
        <Alert type="error" showIcon title="We could not load the recommendations" description={answer.error.message} action={<Button onClick={() => void answer.refetch()}>Try again</Button>} />
      ) : boards.length === 0 ? (
        <Waiting request={data} />
      ) : (
        <>
          <Segmented
            className="req-answers-views"
            aria-label="Recommendations as"
            value={view}
            onChange={(value) => setParams(value === 'boards' ? {} : { view: String(value) }, { replace: true })}
            options={VIEWS.map((option) => ({ value: option.value, label: option.label }))}
          />
          {view === 'boards' && (
            <>
              <p className="req-answers-muted">Rate each look board from 1 to 5: your ratings tell the ambassadors what worked for you.</p>
              <BoardsView requestId={id} boards={boards} />
            </>
          )}
          {view === 'products' && <ProductStream answer={answer.data} requestId={id} />}
          {view === 'mix' && <MixView answer={answer.data} />}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title="Close this request?"
        confirmLabel="Close request"
        busy={close.isPending}
        onConfirm={() =>
          close.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Your request is closed');
            },
          })
        }
        onCancel={() => setConfirming(false)}
      >
        <p>Ambassadors will send no more look boards for it. The ones you have stay here, and you can still rate them.</p>
      </ConfirmDialog>
    </div>
  );
}
