import { queryOptions } from '@tanstack/react-query';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../api-client';

export type LookBoard = LookBoardView;

export const lookBoardApiPath = (id: number) => `${API_PREFIX}/look-board/${id}`;
export const BOARD_PRODUCTS_PATH = `${API_PREFIX}/productslb`;

/**
 * The look-board endpoints' reads, one query each, under `['look-board', id, …]` for one board and
 * what hangs off it: the board page, Get the Look and the canvas share them, so a write to a board
 * shows in every view of it.
 */
export const lookBoardKeys = {
  all: ['look-board'] as const,
  one: (id: number) => ['look-board', id] as const,
  products: (id: number, products: readonly number[]) => ['look-board', id, 'products', products] as const,
  share: (id: number) => ['look-board', id, 'share'] as const,
  budgets: (id: number) => ['look-board', id, 'budgets'] as const,
};

/** GET /v1/look-board/{id}: the owner and admins always; others once it is approved and public (404 otherwise). */
export async function fetchLookBoard(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<LookBoard> {
  return (await client.get<{ result: LookBoard }>(lookBoardApiPath(id), { signal })).result;
}

export const lookBoardQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: lookBoardKeys.one(id), queryFn: ({ signal }) => fetchLookBoard(client, id, signal) });

/** A product as the board shows it: `substituteFor` names the product that went, whose slot it fills ("Similar item"). */
export type BoardProduct = ProductView & { substituteFor?: number };

export interface BoardProductsBody {
  products: number[];
  lookBoardId: number;
}

/** POST /v1/productslb: the board's products in slot order, a substitute in place of one no longer available. */
export async function fetchBoardProducts(client: Pick<ApiClient, 'post'>, body: BoardProductsBody, signal?: AbortSignal): Promise<BoardProduct[]> {
  return (await client.post<{ result: BoardProduct[] }>(BOARD_PRODUCTS_PATH, body, { signal })).result;
}

export const boardProductsQuery = (board: Pick<LookBoard, 'id' | 'products'>, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: lookBoardKeys.products(board.id, board.products),
    queryFn: ({ signal }) => fetchBoardProducts(client, { products: board.products, lookBoardId: board.id }, signal),
    staleTime: 60_000,
  });
