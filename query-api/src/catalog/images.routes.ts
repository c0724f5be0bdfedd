import { NoSuchImage } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import type { SearchIndex } from '@decorlook/infra/search/types';
import { imageById, imagesByIds, searchImages, similarImages } from '@decorlook/projectors/catalog/images/queries';
import { PRIVATE, pageFor, viewerOf } from '../shared/viewer';

/** The gallery's reads: an image's page, images by id, the searches and similar images. */
export function imageReads(platform: Platform, index: SearchIndex): Handlers<'query'> {
  const sql = platform.pool;
  return {
    /** Others see an approved image only; its owner and admins see it in every state; once taken down, only admins (410 otherwise). */
    getInspirationImage: async ({ req, res, params }) => {
      const { id } = params();
      const viewer = viewerOf(req);
      const image = await imageById(sql, id, viewer, { withTakenDown: true });
      if (!image) throw new NoSuchImage();
      res.set('Cache-Control', PRIVATE).json({ result: pageFor(image, viewer) });
    },
    getInspirationImagesById: async ({ req, res, body }) => {
      const { images } = body();
      res.set('Cache-Control', PRIVATE).json({ result: await imagesByIds(sql, images, viewerOf(req)) });
    },
    searchInspirationImages: async ({ req, res, body }) => {
      const input = body();
      res.set('Cache-Control', PRIVATE).json({ result: await searchImages(sql, index, input, viewerOf(req)) });
    },
    searchGetTheLook: async ({ req, res, body }) => {
      const input = body();
      res.set('Cache-Control', PRIVATE).json({ result: await searchImages(sql, index, input, viewerOf(req)) });
    },
    /** Approved images nearest to one the caller may see (by colour, styles and room type). */
    similarInspirationImages: async ({ req, res, body }) => {
      const input = body();
      const images = await similarImages(sql, index, input, viewerOf(req));
      if (!images) throw new NoSuchImage();
      res.set('Cache-Control', PRIVATE).json({ result: images });
    },
  };
}
