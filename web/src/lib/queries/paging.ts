import { visitorWindow } from '@decorlook/domain/ambassadors/ambassador.rules';
import { VISITOR_RESULT_LIMIT } from '@decorlook/domain/catalog/catalog.rules';

/**
 * Paging of the galleries and the ambassador list (spec 4 "Paging", spec 6, 9): a page is full
 * when it holds as many items as were asked for, and only a full page says more may follow. A
 * visitor (not signed in) stops at the first VISITOR_RESULT_LIMIT results (the ambassador list:
 * VISITOR_AMBASSADOR_LIMIT, the rule's `cap`); past them the list offers sign-in instead of more.
 * The window is the server's own rule (visitorWindow), so both stop alike.
 */
export interface Page<T> {
  items: T[];
  offset: number;
  /** How many were asked for: the page is full when it holds this many. */
  limit: number;
}

export interface PagingRule {
  pageSize: number;
  visitor: boolean;
  /** How many results a visitor may see, when not VISITOR_RESULT_LIMIT. */
  cap?: number;
}

const capOf = (rule: PagingRule) => rule.cap ?? VISITOR_RESULT_LIMIT;

const loadedCount = (pages: readonly Page<unknown>[]) => pages.reduce((sum, page) => sum + page.items.length, 0);

/** How many to ask for at `offset`: a visitor never asks past the cap. */
export function pageLimit(offset: number, rule: PagingRule): number {
  return visitorWindow(offset, rule.pageSize, !rule.visitor, capOf(rule)).limit;
}

const isFull = (page: { items: readonly unknown[]; limit: number }) => page.limit > 0 && page.items.length >= page.limit;

/** At most this many of a list without a total are counted; more reads as "100+". */
export const COUNT_CAP = 100;

/** A count read from one page of a list that answers no total: `more` when the page came back full. */
export interface CappedCount {
  count: number;
  more: boolean;
}

export const cappedCount = (items: readonly unknown[], limit: number): CappedCount => ({ count: items.length, more: isFull({ items, limit }) });

/** The offset of the next page, or undefined when there is none to ask for (TanStack's getNextPageParam). */
export function nextPageOffset(pages: readonly Page<unknown>[], rule: PagingRule): number | undefined {
  const last = pages.at(-1);
  if (!last || !isFull(last)) return undefined;
  const offset = last.offset + last.items.length;
  return pageLimit(offset, rule) > 0 ? offset : undefined;
}

/**
 * True when a visitor has seen all they may and more exists (the last page was full): the
 * gallery shows the sign-in offer rather than "that's everything".
 */
export function reachedVisitorCap(pages: readonly Page<unknown>[], rule: PagingRule): boolean {
  const last = pages.at(-1);
  return rule.visitor && last !== undefined && isFull(last) && loadedCount(pages) >= capOf(rule);
}

/** Every item of every page, in order, each once (an item moving between pages is kept at its first place). */
export function flattenPages<T extends { id: number }>(pages: readonly Page<T>[]): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}
