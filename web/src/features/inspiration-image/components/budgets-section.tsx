import { useQuery } from '@tanstack/react-query';
import { BudgetsPanel } from '../../../components/budgets-panel';
import { imageBudgetsQuery } from '../../../lib/queries/images';
import { useMarkImageExactItem } from '../api/budgets';

/** The picture's look at three budgets, from its best published board (nothing when it has none); its credited owner marks exact items there. */
export function ImageBudgets({ imageId }: { imageId: number }) {
  const query = useQuery(imageBudgetsQuery(imageId));
  const mark = useMarkImageExactItem(imageId);
  const lookBoardId = query.data?.lookBoardId;
  if (!query.data || query.data.tiers.length === 0 || !lookBoardId) return null;
  return <BudgetsPanel budgets={query.data} markExact={{ mark: (productId, exact) => mark.mutate({ lookBoardId, productId, exact }), pending: mark.isPending }} />;
}
