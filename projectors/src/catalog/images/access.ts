import { Unauthenticated, VISITOR_RESULT_LIMIT, type Viewer } from '@decorlook/domain';

/**
 * Visitors page through the first VISITOR_RESULT_LIMIT results only (spec 6): a page starting
 * past them is empty, and one reaching past them stops there. Null: nothing to show.
 */
export function visitorPage(viewer: Viewer, offset: number, limit: number): { offset: number; limit: number } | null {
  if (viewer.userId !== null) return { offset, limit };
  if (offset >= VISITOR_RESULT_LIMIT) return null;
  return { offset, limit: Math.min(limit, VISITOR_RESULT_LIMIT - offset) };
}

/** A member's own list and the list of what they liked are theirs: a visitor is told to sign in (401). */
export function ownListsNeedSignIn(list: string, viewer: Viewer): void {
  if ((list === 'my' || list === 'liked') && viewer.userId === null) throw new Unauthenticated();
}
