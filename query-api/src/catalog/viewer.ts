import type { Request } from 'express';
import type { Viewer } from '@decorlook/infra/read-models/catalog';

/** The caller as the catalog reads see them: signed in or not, admin or not. */
export const viewerOf = (req: Request): Viewer => ({ userId: req.ctx.userId ?? null, admin: req.ctx.userId != null && req.ctx.role === 'admin' });

/** Answers that depend on who asks (likes, drafts, ratings) are never stored by a shared cache. */
export const PRIVATE = 'private, no-store';
