import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import { VISITOR_AMBASSADOR_LIMIT, visitorWindow } from '@decorlook/domain/ambassadors/ambassador.rules';

/**
 * Paging of the ambassador list (spec 4 "Paging", spec 9): ten a page, more while the page
 * returned is full; a visitor stops at the first VISITOR_AMBASSADOR_LIMIT (70) and is offered
 * sign-in instead. The window is the server's own rule (visitorWindow), so both stop alike.
 */
export interface AmbassadorPaging {
  pageSize: number;
  visitor: boolean;
}

export interface AmbassadorPage {
  items: ShowcaseView[];
  offset: number;
  /** How many were asked for: the page is full when it holds this many. */
  limit: number;
  total: number;
}

export function ambassadorPageLimit(offset: number, paging: AmbassadorPaging): number {
  return visitorWindow(offset, paging.pageSize, !paging.visitor).limit;
}

const isFull = (page: AmbassadorPage) => page.limit > 0 && page.items.length >= page.limit;

export function nextAmbassadorOffset(pages: readonly AmbassadorPage[], paging: AmbassadorPaging): number | undefined {
  const last = pages.at(-1);
  if (!last || !isFull(last)) return undefined;
  const offset = last.offset + last.items.length;
  return ambassadorPageLimit(offset, paging) > 0 ? offset : undefined;
}

/** A visitor has seen all they may while more exist (the last page was full). */
export function reachedAmbassadorCap(pages: readonly AmbassadorPage[], paging: AmbassadorPaging): boolean {
  const last = pages.at(-1);
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return paging.visitor && last !== undefined && isFull(last) && loaded >= VISITOR_AMBASSADOR_LIMIT;
}
