import type { Operation } from '../http/route-table';
import { resultOf } from '../http/responses';
import { idParam } from '../shared/ids';
import { budgetsView } from './budgets.views';
import { exactItemAnswer, exactItemInput } from './exact-items';

/** Recommendations: the same look at three budgets, and the exact items confirmed. */
export const BUDGETS_ROUTES = [
  {
    method: 'get',
    path: '/look-board/{id}/budgets',
    service: 'query',
    operationId: 'lookBoardBudgets',
    summary: "The look at three budgets (Save, Mid, Splurge): each piece the most compatible approved product of its item class in the tier's price band, exact items labelled as such (whoever may see the board)",
    tag: 'recommendations',
    auth: 'optional',
    status: 200,
    params: idParam,
    answer: resultOf(budgetsView),
    errors: [404],
  },
  {
    method: 'get',
    path: '/inspiration-image/{id}/budgets',
    service: 'query',
    operationId: 'imageBudgets',
    summary: 'The look of an image at three budgets, from its best published look board (no tiers when it has none)',
    tag: 'recommendations',
    auth: 'optional',
    status: 200,
    params: idParam,
    answer: resultOf(budgetsView),
    errors: [404],
  },
  {
    method: 'post',
    path: '/look-board/{id}/exact-items',
    service: 'command',
    operationId: 'markExactItem',
    summary: "Say that a product on the board is (exact: true) or is not (false) the exact item in its picture (the board's curator or the picture's credited owner)",
    tag: 'recommendations',
    auth: 'bearer',
    status: 200,
    params: idParam,
    body: exactItemInput,
    answer: resultOf(exactItemAnswer),
    errors: [403, 404],
  },
] as const satisfies readonly Operation[];
