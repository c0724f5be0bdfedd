import { Router } from 'express';
import {
  getTheLookSearchInput,
  idParam,
  imagesByIdInput,
  imageSearchInput,
  NoSuchImage,
  similarImagesInput,
  Unauthenticated,
  VISITOR_RESULT_LIMIT,
  type ImageSearchInput,
  type ImageView,
} from '@decorlook/domain';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { imageById, imageFeatures, imagesByIds, likedImageIds, requestedImageIds, type Viewer } from '@decorlook/infra/read-models/catalog';
import type { Sql } from '@decorlook/infra/db/sql';
import type { ImageQuery, SearchIndex, SearchStatus } from '@decorlook/infra/search/types';
import { PRIVATE, pageFor, viewerOf } from '../shared/viewer';


/** A single pick and a list of picks of the same filter are one list. */
export function mergedPicks(one: number | undefined, many: number[] | undefined): number[] | undefined {
  const all = [...(many ?? []), ...(one !== undefined ? [one] : [])];
  return all.length ? [...new Set(all)] : undefined;
}

/**
 * Visitors page through the first VISITOR_RESULT_LIMIT results only (spec 6): a page starting
 * past them is empty, and one reaching past them stops there. Null: nothing to show.
 */
export function visitorPage(viewer: Viewer, offset: number, limit: number): { offset: number; limit: number } | null {
  if (viewer.userId !== null) return { offset, limit };
  if (offset >= VISITOR_RESULT_LIMIT) return null;
  return { offset, limit: Math.min(limit, VISITOR_RESULT_LIMIT - offset) };
}

/** Which moderation states the caller's own images are listed in. */
function ownStatuses(input: ImageSearchInput): SearchStatus[] {
  if (input.onlyApproved || input.publication === 'published') return ['approved'];
  if (input.publication === 'drafts') return ['pending', 'rejected'];
  return ['pending', 'approved', 'rejected'];
}

/** The gallery search: the index finds and orders the ids, one statement then shows them. */
export async function searchImages(sql: Sql, index: SearchIndex, input: ImageSearchInput, viewer: Viewer): Promise<ImageView[]> {
  if ((input.source === 'my' || input.source === 'liked') && viewer.userId === null) throw new Unauthenticated();
  const page = visitorPage(viewer, input.offset, input.limit);
  if (!page) return [];
  const query: ImageQuery = {
    ...page,
    sort: input.sort,
    text: input.search,
    styles: mergedPicks(input.style, input.styles),
    subStyles: mergedPicks(input.subStyle, input.subStyles),
    roomTypes: input.roomTypes,
    colorGroups: input.colors,
    type: input.type === 'all' ? undefined : input.type,
    statuses: ['approved'],
    ownerId: input.userId,
  };
  switch (input.source) {
    case 'my':
      query.ownerId = viewer.userId as number;
      query.statuses = ownStatuses(input);
      break;
    case 'liked':
      query.ids = await likedImageIds(sql, viewer.userId as number);
      break;
    case 'requests':
      query.ids = await requestedImageIds(sql);
      break;
    case 'all':
      break;
  }
  const { ids } = await index.searchImages(query);
  return imagesByIds(sql, ids, viewer);
}

export function imageReadRoutes(platform: Platform, index: SearchIndex): Router {
  const router = Router();
  const sql = platform.pool;

  /** Others see an approved image only; its owner and admins see it in every state; once taken down, only admins (410 otherwise). */
  router.get('/inspiration-image/:id', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const viewer = viewerOf(req);
    const image = await imageById(sql, id, viewer, { withTakenDown: true });
    if (!image) throw new NoSuchImage();
    res.set('Cache-Control', PRIVATE).json({ result: pageFor(image, viewer) });
  });

  router.post('/inspiration-images', async (req, res) => {
    const { images } = parseInput(imagesByIdInput, req.body);
    res.set('Cache-Control', PRIVATE).json({ result: await imagesByIds(sql, images, viewerOf(req)) });
  });

  router.post('/inspiration-image/search', async (req, res) => {
    const input = parseInput(imageSearchInput, req.body);
    res.set('Cache-Control', PRIVATE).json({ result: await searchImages(sql, index, input, viewerOf(req)) });
  });

  /**
   * Get the Look searches the same gallery; every image already carries its request count, so
   * `requestCount` and `viewType` (which tab the client shows) do not narrow the list.
   */
  router.post('/inspiration-image/search-get-the-look', async (req, res) => {
    const input = parseInput(getTheLookSearchInput, req.body);
    res.set('Cache-Control', PRIVATE).json({ result: await searchImages(sql, index, input, viewerOf(req)) });
  });

  /** Approved images nearest to one the caller may see (by colour, styles and room type). */
  router.post('/inspiration-image/similar', async (req, res) => {
    const input = parseInput(similarImagesInput, req.body);
    const viewer = viewerOf(req);
    if (!(await imageFeatures(sql, input.imageId, viewer))) throw new NoSuchImage();
    const { ids } = await index.similarImages({ id: input.imageId, offset: input.offset, limit: input.limit });
    res.set('Cache-Control', PRIVATE).json({ result: await imagesByIds(sql, ids, viewer) });
  });

  return router;
}
