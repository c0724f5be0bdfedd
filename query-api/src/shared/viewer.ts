import type { Request } from 'express';
import { TakenDown, isAdmin, type Viewer } from '@decorlook/domain';
import { callerOf } from '@decorlook/infra/http/policy';

/** The caller as the catalog reads see them: signed in or not, admin or not. */
export const viewerOf = (req: Request): Viewer => ({ userId: req.ctx.userId ?? null, admin: isAdmin(callerOf(req)) });

/**
 * An item's own page, read with its taken-down state: content an admin took down answers 410 to
 * everyone but admins (its owner included), who get it flagged `takenDown` to restore it.
 */
export function pageFor<T extends { takenDown?: true }>(item: T, viewer: Viewer): T {
  if (item.takenDown && !viewer.admin) throw new TakenDown();
  return item;
}

/** Answers that depend on who asks (likes, drafts, ratings) are never stored by a shared cache. */
export const PRIVATE = 'private, no-store';
