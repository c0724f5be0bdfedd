import type { Request, RequestHandler, Response } from 'express';
import { adminsOnly, ambassadorsOnly, isAdmin, type ShowcaseState, type UserState } from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Platform } from '@decorlook/infra/platform';
import { userAggregate } from '../identity/identity';
import { activateShowcase } from './activate-showcase';
import { activateShowcaseVideo } from './activate-showcase-video';
import { createShowcase } from './create-showcase';
import { deactivateShowcaseVideo } from './deactivate-showcase-video';
import { showcaseAnswer } from './present';
import { setShowcaseBanner } from './set-showcase-banner';
import { setShowcaseDescription } from './set-showcase-description';
import { setShowcaseFeaturedLookBoards } from './set-showcase-featured-look-boards';
import { setShowcaseImages } from './set-showcase-images';
import { setShowcaseLookBoards } from './set-showcase-look-boards';
import { setShowcaseStyles } from './set-showcase-styles';
import { submitShowcaseVideo } from './submit-showcase-video';
import { updateShowcase } from './update-showcase';


/** The showcases' writes: the owner's page and the admins' video review. Each route checks who may call, parses, calls one command handler and presents what it decided. */
export function showcaseWrites(platform: Platform): Handlers<'command'> {
  const user = (req: Request) => req.ctx.userId as number;
  const meta = (req: Request) => metadataFor(req.ctx);
  /** The owner's page is an ambassador's: decided on their account as it is now, before the body is read. */
  const ambassador: RequestHandler = (req, _res, next) => {
    permitOn(platform.store, userAggregate(user(req)), ambassadorsOnly).then(() => next(), next);
  };
  const ambassadors = [ambassador];
  const page = async (res: Response, r: { position: bigint; state: ShowcaseState; user: UserState }, status = 200) => {
    res
      .status(status)
      .set('X-Event-Position', String(r.position))
      .json({ result: await showcaseAnswer(platform, r.state, r.user) });
  };
  const videoDecision = (res: Response, r: { position: bigint; state: ShowcaseState }) =>
    res.set('X-Event-Position', String(r.position)).json({ result: { id: r.state.showcaseId, videoStatus: r.state.videoStatus } });

  return {
    createShowcase: {
      use: ambassadors,
      handle: async ({ req, res, body }) => {
        await page(res, await createShowcase(platform, user(req), body().pageName, meta(req)), 201);
      },
    },
    updateShowcase: {
      use: ambassadors,
      handle: async ({ req, res, body }) => {
        await page(res, await updateShowcase(platform, user(req), body(), meta(req)));
      },
    },
    setShowcaseBanner: {
      use: ambassadors,
      handle: async ({ req, res, body }) => {
        await page(res, await setShowcaseBanner(platform, user(req), body(), meta(req)));
      },
    },
    setShowcaseDescription: {
      use: ambassadors,
      handle: async ({ req, res, body }) => {
        await page(res, await setShowcaseDescription(platform, user(req), body().description, meta(req)));
      },
    },
    setShowcaseStyles: {
      use: ambassadors,
      handle: async ({ req, res, body }) => {
        await page(res, await setShowcaseStyles(platform, user(req), body().styles, meta(req)));
      },
    },
    setShowcaseImages: {
      use: ambassadors,
      handle: async ({ req, res, body }) => {
        await page(res, await setShowcaseImages(platform, user(req), body(), meta(req)));
      },
    },
    setShowcaseLookBoards: {
      use: ambassadors,
      handle: async ({ req, res, body }) => {
        await page(res, await setShowcaseLookBoards(platform, user(req), body().lookBoards, meta(req)));
      },
    },
    setShowcaseFeaturedLookBoards: {
      use: ambassadors,
      handle: async ({ req, res, body }) => {
        await page(res, await setShowcaseFeaturedLookBoards(platform, user(req), body().featuredLookBoards, meta(req)));
      },
    },
    activateShowcase: {
      use: ambassadors,
      handle: async ({ req, res, body }) => {
        await page(res, await activateShowcase(platform, user(req), body().value, meta(req)));
      },
    },
    setShowcaseVideo: {
      use: ambassadors,
      handle: async ({ req, res, body }) => {
        await page(res, await submitShowcaseVideo(platform, user(req), body().videoUrl, meta(req)));
      },
    },

    // the video review (admins)
    activateShowcaseVideo: {
      use: [allow(adminsOnly)],
      handle: async ({ req, res, params }) => {
        const r = await activateShowcaseVideo(platform, params().id, user(req), isAdmin(callerOf(req)), meta(req));
        videoDecision(res, r);
      },
    },
    deactivateShowcaseVideo: {
      use: [allow(adminsOnly)],
      handle: async ({ req, res, params, body }) => {
        const { id } = params();
        const { reason } = body();
        const r = await deactivateShowcaseVideo(platform, id, user(req), isAdmin(callerOf(req)), reason ?? null, meta(req));
        videoDecision(res, r);
      },
    },
  };
}
