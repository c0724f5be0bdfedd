import { Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { BudgetsPanel, type BudgetItem } from '../../../components/budgets-panel';
import { boardBudgetsQuery, useMarkExactItem } from '../api/budgets';
import type { LookBoard } from '../api/get-look-board';

/** The curator's say on a piece of their own board: is it the very item in the picture? */
function ExactItemSwitch({ board, item }: { board: LookBoard; item: BudgetItem }) {
  const mark = useMarkExactItem(board.id);
  const exact = item.match === 'exact';
  return (
    <label className="dl-budgets__mark">
      <Switch size="small" checked={exact} loading={mark.isPending} onChange={(checked) => mark.mutate({ productId: item.product.id, exact: checked })} aria-label={`${item.product.title} is the exact item in the picture`} />
      <span>Exact item in the picture</span>
    </label>
  );
}

/** The board's look at three budgets (nothing while it loads, fails or has no tiers); its owner marks exact items there. */
export function BoardBudgets({ board, isOwner }: { board: LookBoard; isOwner: boolean }) {
  const query = useQuery(boardBudgetsQuery(board.id));
  if (!query.data || query.data.tiers.length === 0) return null;
  const own = new Set(board.products);
  return <BudgetsPanel budgets={query.data} itemAction={isOwner ? (item) => (own.has(item.product.id) ? <ExactItemSwitch board={board} item={item} /> : null) : undefined} />;
}
