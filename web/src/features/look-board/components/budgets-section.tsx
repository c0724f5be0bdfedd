import { useQuery } from '@tanstack/react-query';
import { BudgetsPanel } from '../../../components/budgets-panel';
import { boardBudgetsQuery, type LookBoard } from '../../../lib/queries/look-boards';
import { useMarkExactItem } from '../api/budgets';

/** The board's look at three budgets (nothing while it loads, fails or has no tiers); its curator marks exact items there. */
export function BoardBudgets({ board }: { board: LookBoard }) {
  const query = useQuery(boardBudgetsQuery(board.id));
  const mark = useMarkExactItem(board.id);
  if (!query.data || query.data.tiers.length === 0) return null;
  return <BudgetsPanel budgets={query.data} markExact={{ mark: (productId, exact) => mark.mutate({ productId, exact }), pending: mark.isPending }} />;
}
