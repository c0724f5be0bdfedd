import { NotAnAmbassador, type Viewer } from '@decorlook/domain';

/**
 * Who may read what of ambassadors' showcase pages. A page is public while it is active and its
 * owner a live ambassador; its owner sees it whatever its state (the queries' SQL says which rows).
 */

/** Only ambassadors have a page: whether the caller is one is read from their account as it is now (a token's role may be stale); anyone else is refused (403). */
export function showcasesAreAmbassadors(liveAmbassador: boolean): void {
  if (!liveAmbassador) throw new NotAnAmbassador();
}

/** The page's owner and admins see every item placed on it and the video under review; others see what is public. */
export const seesWholeShowcase = (viewer: Viewer, ownerId: number): boolean => viewer.admin || (viewer.userId !== null && viewer.userId === ownerId);

/** Items are read through a page only when they are on it: those asked that are, each once, in the order asked. */
export function askedOnShowcase(asked: readonly number[], placed: readonly number[]): number[] {
  const onPage = new Set(placed);
  return [...new Set(asked)].filter((id) => onPage.has(id));
}
