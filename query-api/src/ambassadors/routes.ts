import type { Response } from 'express';
import { adminsOnly, NoShowcaseYet, NoSuchShowcase } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { allow } from '@decorlook/infra/http/policy';
import type { Platform } from '@decorlook/infra/platform';
import { ambassadorApplications } from '@decorlook/projectors/ambassadors/applications/queries';
import { followsListedOfListedMembers } from '@decorlook/projectors/ambassadors/follows/access';
import { followList, isFollowing, type FollowListQuery } from '@decorlook/projectors/ambassadors/follows/queries';
import { showcasesAreAmbassadors } from '@decorlook/projectors/ambassadors/showcases/access';
import {
  ownShowcase,
  pendingShowcaseVideos,
  searchShowcases,
  showcaseByUrlKey,
  showcaseImages,
  showcaseLookBoards,
  type ShowcaseReads,
} from '@decorlook/projectors/ambassadors/showcases/queries';
import { isListedMember, isLiveAmbassador } from '@decorlook/projectors/identity/users/queries';
import { PRIVATE, viewerOf } from '../shared/viewer';

/**
 * Every read of the ambassador programme (the `service: 'query'` operations of AMBASSADOR_ROUTES):
 * showcases by owner, address and filters, their images and look boards, the admins' application
 * and video queues, and follows.
 */
export function ambassadorReads(platform: Platform): Handlers<'query'> {
  const sql = platform.pool;
  const reads: ShowcaseReads = { sql, publicUrl: platform.settings.publicUrl };
  const admins = allow(adminsOnly);

  /** A member's followers or the members they follow, while the member is listed. */
  const followsOf = async (res: Response, direction: 'followers' | 'followed', id: number, q: FollowListQuery, viewerId: number | null) => {
    followsListedOfListedMembers(await isListedMember(sql, id));
    res.set('Cache-Control', PRIVATE).json({ result: await followList(sql, id, direction, q, viewerId) });
  };

  return {
    // --- showcases -------------------------------------------------------------------------------
    getOwnShowcase: async ({ req, res }) => {
      const userId = req.ctx.userId as number;
      showcasesAreAmbassadors(await isLiveAmbassador(sql, userId));
      const page = await ownShowcase(reads, { ...viewerOf(req), userId });
      if (!page) throw new NoShowcaseYet();
      res.set('Cache-Control', PRIVATE).json({ result: page });
    },
    getShowcaseByUrl: async ({ req, res, body }) => {
      const { urlKey } = body();
      const page = await showcaseByUrlKey(reads, urlKey, viewerOf(req));
      if (!page) throw new NoSuchShowcase();
      res.set('Cache-Control', PRIVATE).json({ result: page });
    },
    searchShowcases: async ({ req, res, body }) => {
      res.set('Cache-Control', PRIVATE).json(await searchShowcases(reads, body(), viewerOf(req)));
    },
    followedShowcases: async ({ req, res, body }) => {
      res.set('Cache-Control', PRIVATE).json(await searchShowcases(reads, body(), viewerOf(req), { followedBy: req.ctx.userId as number }));
    },
    showcaseImages: async ({ req, res, params, body }) => {
      const { id } = params();
      const { images } = body();
      const found = await showcaseImages(reads, id, images, viewerOf(req));
      if (!found) throw new NoSuchShowcase();
      res.set('Cache-Control', PRIVATE).json({ result: found });
    },
    showcaseLookBoards: async ({ req, res, params, body }) => {
      const { id } = params();
      const { lookBoards } = body();
      const found = await showcaseLookBoards(reads, id, lookBoards, viewerOf(req));
      if (!found) throw new NoSuchShowcase();
      res.set('Cache-Control', PRIVATE).json({ result: found });
    },

    // --- admins ----------------------------------------------------------------------------------
    listAmbassadorApplications: {
      use: [admins],
      handle: async ({ res, query }) => {
        res.set('Cache-Control', 'no-store').json({ result: await ambassadorApplications(sql, query()) });
      },
    },
    listShowcaseVideos: {
      use: [admins],
      handle: async ({ req, res, query }) => {
        const { offset, limit } = query();
        res.set('Cache-Control', 'no-store').json({ result: await pendingShowcaseVideos(reads, viewerOf(req), offset, limit) });
      },
    },

    // --- follows ---------------------------------------------------------------------------------
    checkFollow: async ({ req, res, params }) => {
      const { id } = params();
      res.set('Cache-Control', PRIVATE).json({ result: await isFollowing(sql, req.ctx.userId as number, id) });
    },
    listFollowers: ({ req, res, params, query }) => followsOf(res, 'followers', params().id, query(), req.ctx.userId ?? null),
    listFollowed: ({ req, res, params, query }) => followsOf(res, 'followed', params().id, query(), req.ctx.userId ?? null),
  };
}

