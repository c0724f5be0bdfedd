import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, positiveId } from '../catalog/catalog.shared';

/**
 * Exact items: which products on a look board are the very item in its picture, as the board's
 * curator or the picture's credited owner said. Each board's statements live in their own stream
 * (`exactItems-<lookBoardId>`), decided on the board's and the picture's streams; the latest
 * statement about a product stands.
 */
export const exactItemsStream = (lookBoardId: number) => `exactItems-${lookBoardId}`;

/** Who may say an item is exact: the board's owner, or the credited owner of the board's picture. */
export const EXACT_ITEM_CONFIRMERS = ['curator', 'creditedOwner'] as const;
export type ExactItemConfirmer = (typeof EXACT_ITEM_CONFIRMERS)[number];

const statement = { lookBoardId: positiveId, productId: positiveId, userId: positiveId, as: z.enum(EXACT_ITEM_CONFIRMERS) };

export const exactItemConfirmed = defineEvent({ type: 'ExactItemConfirmed', version: 1, schema: z.object({ ...statement, confirmedAt: at }) });
export const exactItemWithdrawn = defineEvent({ type: 'ExactItemWithdrawn', version: 1, schema: z.object({ ...statement, withdrawnAt: at }) });

/** Recommendations: the events of the same look at three budgets, and the exact items confirmed. */
export const budgetsEvents = [exactItemConfirmed, exactItemWithdrawn] as const;
export type ExactItemEvent = EventOf<(typeof budgetsEvents)[number]>;
