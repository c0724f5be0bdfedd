import { Alert, Avatar, Button, Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { matchFitWord, matchScoreParts } from '@decorlook/domain/requests/matching';
import { REQUEST_TYPE_LABELS } from '@decorlook/domain/requests/request.rules';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import type { EnumEntry } from '@decorlook/domain/site/enums';
import { LoadFailedPage } from '../../../components/load-failed-page';
import { MediaImage, mediaUrl } from '../../../components/media-image';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { buildPath, paths } from '../../../config/paths';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { useCurrentUser } from '../../../lib/session/use-session';
import { ambassadorMatchesQuery, requestQuery, type AmbassadorMatchView } from '../../../lib/queries/requests';
import './answer-pages.css';

const isId = (value: string | undefined): value is string => value !== undefined && /^\d{1,12}$/.test(value);
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const matchPath = (requestId: number) => buildPath(paths.requestAmbassadorMatch, { requestId });
export const curatePathFor = (request: Pick<RequestView, 'slug'>) => buildPath(paths.curateCanvasForRequest, { requestSlug: request.slug });

type Lookup = Record<string, EnumEntry> | undefined;
/** An enum entry by its id (styles are keyed by position, so every lookup is searched by id). */
const entryOf = (lookup: Lookup, id: number | null | undefined) => (id == null ? undefined : Object.values(lookup ?? {}).find((entry) => entry.id === id));
const nameOf = (lookup: Lookup, id: number | null | undefined, fallback = '—') => entryOf(lookup, id)?.name ?? (id == null ? fallback : `#${id}`);

/** Where this ambassador stands among the request's matches, in words ("2nd of 5"). */
export function rankText(request: Pick<RequestView, 'matches'>, userId: number | null): string | null {
  const index = request.matches.findIndex((match) => match.userId === userId);
  if (index < 0) return null;
  const n = index + 1;
  const suffix = n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${suffix} of ${request.matches.length}`;
}

/** The state of a match in one word: closed by the requester, answered by this ambassador, or waiting for them. */
export function matchState(match: Pick<AmbassadorMatchView, 'status' | 'answered'>): { label: string; tone: StateTone } {
  if (match.status === 'closed') return { label: 'Closed', tone: 'closed' };
  if (match.answered) return { label: 'Answered', tone: 'done' };
  return { label: 'Waiting for you', tone: 'waiting' };
}

export type StateTone = 'waiting' | 'done' | 'closed' | 'open';
/** A state in a pill whose colours keep the AA contrast (the tag presets do not on a tinted page). */
export function StatePill({ tone, children }: { tone: StateTone; children: string }) {
  return <span className={`req-answers-state req-answers-state--${tone}`}>{children}</span>;
}

/** What the requester asked for, as the ambassador needs it to curate: type, style, room, colour and the items. */
export function RequestFacts({ request }: { request: RequestView }) {
  const styles = useEnum('styles');
  const roomTypes = useEnum('roomTypes');
  const itemClasses = useEnum('itemClasses');
  const colors = useEnum('colors');
  const color = entryOf(colors, request.requestColor) as (EnumEntry & { hex?: unknown }) | undefined;
  const hex = typeof color?.hex === 'string' ? color.hex : null;
  return (
    <dl className="req-answers-facts">
      <div>
        <dt>Type</dt>
        <dd>{REQUEST_TYPE_LABELS[request.requestType]}</dd>
      </div>
      <div>
        <dt>Style</dt>
        <dd>{nameOf(styles, request.requestStyle)}</dd>
      </div>
      <div>
        <dt>Room type</dt>
        <dd>{nameOf(roomTypes, request.roomType, 'Any room')}</dd>
      </div>
      <div>
        <dt>Colour</dt>
        <dd>
          {hex && <span className="req-answers-swatch" style={{ background: hex }} aria-hidden />}
          {nameOf(colors, request.requestColor, 'Any colour')}
        </dd>
      </div>
      <div className="req-answers-facts__wide">
        <dt>Items wanted</dt>
        <dd>
          {request.items.length === 0 ? (
            'Whatever suits the room'
          ) : (
            <ol className="req-answers-items" aria-label="Items wanted, in order">
              {request.items.map((id) => (
                <li key={id}>{nameOf(itemClasses, id)}</li>
              ))}
            </ol>
          )}
        </dd>
      </div>
    </dl>
  );
}

export function Requester({ request }: { request: RequestView }) {
  const { requester } = request;
  return (
    <p className="req-answers-requester">
      <Avatar size={32} src={requester.avatar ? mediaUrl(requester.avatar, 'small') : undefined} alt="">
        {requester.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <span>
        Requested by <strong>{requester.displayName}</strong> on {dateFormat.format(new Date(request.createdAt))}
      </span>
    </p>
  );
}

function MatchList({ matches, currentId }: { matches: AmbassadorMatchView[]; currentId: number }) {
  return (
    <ol className="dl-stack-list req-answers-match-list" aria-label="Your matches, newest first">
      {matches.map((match) => {
        const state = matchState(match);
        const current = match.id === currentId;
        return (
          <li key={match.id}>
            <Link to={matchPath(match.id)} className={`req-answers-match-list__item${current ? ' is-current' : ''}`} aria-current={current ? 'page' : undefined} data-testid="match-item">
              <span className="req-answers-match-list__thumb">{match.image ? <MediaImage media={match.image.media} alt="" largest="thumb" sizes="56px" width={1} height={1} /> : null}</span>
              <span className="req-answers-match-list__text">
                <span className="req-answers-match-list__title">{match.title}</span>
                <span className="req-answers-muted">
                  {match.requester.displayName} · {dateFormat.format(new Date(match.matchedAt ?? match.createdAt))}
                </span>
                <StatePill tone={state.tone}>{state.label}</StatePill>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/** Spec 2.1: /request-the-look/ambassador-match/{requestId}. The request matched to this ambassador, and every other match to switch to. */
export function AmbassadorMatchPage() {
  const { requestId } = useParams();
  if (!isId(requestId)) return <NotFoundPage />;
  return <AmbassadorMatch key={requestId} id={Number(requestId)} />;
}

function AmbassadorMatch({ id }: { id: number }) {
  const request = useQuery(requestQuery(id));
  const matches = useQuery(ambassadorMatchesQuery());
  const user = useCurrentUser();
  const mine = matches.data?.find((match) => match.id === id);
  const data = request.data;

  if (request.error) return <LoadFailedPage title="Ambassador Match" what="this request" error={request.error} onRetry={() => void request.refetch()} />;

  const state = mine ? matchState(mine) : null;
  const rank = data ? rankText(data, user?.id ?? null) : null;
  const closed = data?.status === 'closed';

  return (
    <div className="req-answers-page">
      <PageTitle title={data ? `Ambassador Match: ${data.title}` : 'Ambassador Match'} />
      <div className="req-answers-match">
        <article className="req-answers-match__main" aria-labelledby="page-title" aria-busy={request.isPending}>
          <p className="dl-eyebrow">Request the Look · matched to you</p>
          {!data ? (
            <>
              <h1 id="page-title" className="req-answers-title">
                Loading the request…
              </h1>
              <Skeleton active paragraph={{ rows: 6 }} />
            </>
          ) : (
            <>
              <h1 id="page-title" className="req-answers-title">
                {data.title}
              </h1>
              <Requester request={data} />
              <div className="req-answers-request">
                <figure className="req-answers-request__image">
                  {data.image ? <MediaImage media={data.image.media} alt={data.image.title} largest="large" sizes="(max-width: 900px) 92vw, 520px" eager /> : <span className="req-answers-request__noimage">No picture</span>}
                  {data.image && <figcaption className="req-answers-muted">Inspiration: {data.image.title}</figcaption>}
                </figure>
                <div className="req-answers-request__body">
                  <RequestFacts request={data} />
                  <h2 className="req-answers-section-title">Message</h2>
                  <blockquote className="req-answers-message">{data.message}</blockquote>
                </div>
              </div>

              <section className="req-answers-answer" aria-labelledby="req-answers-answer-title">
                <h2 id="req-answers-answer-title" className="req-answers-section-title">
                  Your answer
                </h2>
                <div className="req-answers-answer__row">
                  {mine && state && (
                    <dl className="req-answers-answer__facts">
                      <MatchFit score={mine.score} />
                      {rank && (
                        <div>
                          <dt>Your place</dt>
                          <dd>{rank}</dd>
                        </div>
                      )}
                      <div>
                        <dt>Status</dt>
                        <dd>
                          <StatePill tone={state.tone}>{state.label}</StatePill>
                        </dd>
                      </div>
                    </dl>
                  )}
                  <div className="req-answers-answer__cta">
                    {closed ? (
                      <Alert type="info" showIcon title="The requester has closed this request: it takes no new look boards." />
                    ) : (
                      <Link className="dl-button-link" to={curatePathFor(data)}>
                        {mine?.answered ? 'Curate another look board' : 'Curate a look board'}
                      </Link>
                    )}
                  </div>
                </div>
                {mine && mine.lookBoardIds.length > 0 && (
                  <p className="req-answers-answer__boards">
                    Your look boards for it:{' '}
                    {mine.lookBoardIds.map((boardId, index) => (
                      <span key={boardId}>
                        {index > 0 && ', '}
                        <Link to={buildPath(paths.lookBoard, { lookBoardId: boardId })}>Look board #{boardId}</Link>
                      </span>
                    ))}
                  </p>
                )}
              </section>
            </>
          )}
        </article>

        <aside className="req-answers-match__side" aria-labelledby="rq-matches-title">
          <h2 id="rq-matches-title" className="req-answers-section-title">
            Your matches
          </h2>
          {matches.isPending ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : matches.isError ? (
            <Alert type="error" showIcon title="We could not load your matches" action={<Button onClick={() => void matches.refetch()}>Try again</Button>} />
          ) : matches.data.length === 0 ? (
            <Empty description="No requests are matched to you yet." />
          ) : (
            <MatchList matches={matches.data} currentId={id} />
          )}
        </aside>
      </div>
    </div>
  );
}

/** Why the request came to them, in words: the style they declared, and how much of the request their boards show (not the raw score). */
function MatchFit({ score }: { score: number }) {
  const { declaredStyle, fit } = matchScoreParts(score);
  return (
    <div>
      <dt>Why you</dt>
      <dd data-testid="match-score">
        {matchFitWord(fit)} <span className="req-answers-answer__fit">{fit} of 100</span>
      </dd>
      <dd className="req-answers-answer__why">
        {declaredStyle ? 'You work in the style it asks for' : 'Its style is not one you declared'}; {fit > 0 ? 'your published boards show what it asks for' : 'your published boards do not show its colours, room or pieces yet'}.
      </dd>
    </div>
  );
}
