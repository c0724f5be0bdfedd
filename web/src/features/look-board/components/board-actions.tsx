import { Button, Rate } from 'antd';
import { HeartIcon } from '../../../components/heart-icon';
import { StarInput } from '../../../components/star-input';
import type { LookBoard } from '../../../lib/queries/look-boards';
import { useLikeLookBoard, useRateLookBoard, useVoteLookBoard } from '../api/react-to-look-board';
import { useSignedInAction } from './sign-in-prompt';

function VoteIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M7 10v10H4V10zM7 10l4-7c1.7 0 2.6 1.2 2.2 2.8L12.6 9H19a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7" />
    </svg>
  );
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Like toggles; the heart fills once the server confirms (spec 4). */
export function BoardLikeButton({ board }: { board: LookBoard }) {
  const { run } = useSignedInAction();
  const like = useLikeLookBoard(board.id);
  return (
    <Button
      className={`lb-action${board.isLiked ? ' is-on' : ''}`}
      size="large"
      shape="round"
      icon={<HeartIcon filled={board.isLiked} />}
      aria-pressed={board.isLiked}
      loading={like.isPending}
      onClick={() => run(() => like.mutate(!board.isLiked))}
    >
      <span>{board.isLiked ? 'Liked' : 'Like'}</span>
      <span className="dl-action-count">
        {board.likesCount}
        <span className="dl-visually-hidden"> {board.likesCount === 1 ? 'like' : 'likes'}</span>
      </span>
    </Button>
  );
}

/** A vote is given once and never taken back: afterwards the button reads "Voted". The owner cannot vote. */
export function BoardVoteButton({ board }: { board: LookBoard }) {
  const { run, userId } = useSignedInAction();
  const vote = useVoteLookBoard(board.id);
  if (userId === board.ownerId) return null;
  return (
    <Button
      className={`lb-action${board.isVoted ? ' is-on' : ''}`}
      size="large"
      shape="round"
      icon={<VoteIcon filled={board.isVoted} />}
      disabled={board.isVoted}
      loading={vote.isPending}
      onClick={() => run(() => vote.mutate())}
    >
      <span>{board.isVoted ? 'Voted' : 'Vote'}</span>
      <span className="dl-action-count">
        {board.votesCount}
        <span className="dl-visually-hidden"> {board.votesCount === 1 ? 'vote' : 'votes'}</span>
      </span>
    </Button>
  );
}


/** The average with how many rated, and the person's own 1..5 rating (a visitor is offered sign-in). */
export function BoardRating({ board }: { board: LookBoard }) {
  const { run, userId } = useSignedInAction();
  const rate = useRateLookBoard(board.id);
  const rated = board.rating !== null && board.ratingsCount > 0;
  const average = rated ? (Math.round(board.rating! * 10) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 }) : null;
  const isOwner = userId === board.ownerId;
  return (
    <section className="lb-rating" aria-labelledby="lb-rating-title">
      <h2 id="lb-rating-title" className="lb-label">
        Rating
      </h2>
      <div className="lb-rating__summary" data-testid="board-rating-summary">
        <Rate disabled allowHalf value={rated ? Math.round(board.rating! * 2) / 2 : 0} className="lb-rating__stars" aria-hidden="true" />
        {average ? (
          <span>
            <strong className="lb-rating__value">
              <span className="dl-visually-hidden">Rated </span>
              {average}
              <span className="dl-visually-hidden"> out of 5</span>
            </strong>{' '}
            <span className="lb-rating__count">({count(board.ratingsCount, 'rating', 'ratings')})</span>
          </span>
        ) : (
          <span className="lb-rating__count">No ratings yet</span>
        )}
      </div>
      {isOwner ? (
        <p className="lb-rating__note">Others rate your board once it is published.</p>
      ) : (
        <div className="lb-rating__mine">
          <span id="lb-your-rating" className="lb-rating__label">
            {board.myRate ? 'Your rating' : 'Rate this look'}
          </span>
          <StarInput value={board.myRate} disabled={rate.isPending} labelledBy="lb-your-rating" onChange={(value) => run(() => value !== board.myRate && rate.mutate(value))} />
        </div>
      )}
    </section>
  );
}
