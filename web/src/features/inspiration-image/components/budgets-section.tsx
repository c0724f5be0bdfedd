import { useQuery } from '@tanstack/react-query';
import { BudgetsPanel } from '../../../components/budgets-panel';
import { imageBudgetsQuery } from '../api/budgets';

/** The picture's look at three budgets, from its best published board (nothing when it has none). */
export function ImageBudgets({ imageId }: { imageId: number }) {
  const query = useQuery(imageBudgetsQuery(imageId));
  if (!query.data || query.data.tiers.length === 0) return null;
  return <BudgetsPanel budgets={query.data} />;
}
