import { Tag } from 'antd';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';

type Board = Pick<LookBoardView, 'status' | 'public'>;

/** What the owner reads on a board's card: where it stands, in words. */
export function boardStatusLabel(board: Board): string {
  if (board.status === 'draft') return 'Draft';
  if (board.status === 'submitted') return 'In review';
  if (board.status === 'rejected') return 'Rejected';
  return board.public === 1 ? 'Published' : 'Private';
}

const STATUS_CLASS: Record<string, string> = { Draft: 'draft', 'In review': 'pending', Rejected: 'rejected', Published: 'approved', Private: 'private' };

export function BoardStatusTag({ board }: { board: Board }) {
  const label = boardStatusLabel(board);
  return <Tag className={`dl-status dl-status--${STATUS_CLASS[label]}`}>{label}</Tag>;
}

/** The spec's submission stages (Saved to File, Reviewed, Approved, Sent, Published) as a row of steps. */
export function BoardStages({ stages }: { stages: LookBoardView['stages'] }) {
  const reached = stages.filter((stage) => stage.done).at(-1);
  return (
    <div className="dash-board-stages">
      <ol className="dash-board-stages__track" aria-label="Stages">
        {stages.map((stage) => (
          <li key={stage.name} className={stage.done ? 'is-done' : undefined} title={stage.name}>
            <span className="dl-visually-hidden">
              {stage.name}
              <span className="dash-board-stages__state">{stage.done ? ': done' : ': not yet'}</span>
            </span>
          </li>
        ))}
      </ol>
      {reached && <span className="dash-board-stages__label">Stage: {reached.name}</span>}
    </div>
  );
}
