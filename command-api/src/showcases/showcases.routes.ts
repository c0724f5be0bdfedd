import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  adminsOnly,
  ambassadorsOnly,
  createShowcaseInput,
  idParam,
  isAdmin,
  showcaseActivateInput,
  showcaseBannerInput,
  showcaseDescriptionInput,
  showcaseFeaturedLookBoardsInput,
  showcaseImagesInput,
  showcaseLookBoardsInput,
  showcaseStylesInput,
  showcaseVideoDecisionInput,
  showcaseVideoInput,
  updateShowcaseInput,
  type ShowcaseState,
  type UserState,
} from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import { requireUser } from '@decorlook/infra/http/auth';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
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
export function showcaseRoutes(platform: Platform): Router {
  const router = Router();
  const user = (req: Request) => req.ctx.userId as number;
  const meta = (req: Request) => metadataFor(req.ctx);
  /** The owner's page is an ambassador's: decided on their account as it is now, before the body is read. */
  const ambassador: RequestHandler = (req, _res, next) => {
    permitOn(platform.store, userAggregate(user(req)), ambassadorsOnly).then(() => next(), next);
  };
  const page = async (res: Response, r: { position: bigint; state: ShowcaseState; user: UserState }, status = 200) => {
    res
      .status(status)
      .set('X-Event-Position', String(r.position))
      .json({ result: await showcaseAnswer(platform, r.state, r.user) });
  };

  router.post('/showcase', requireUser, ambassador, async (req, res) => {
    const { pageName } = parseInput(createShowcaseInput, req.body ?? {});
    await page(res, await createShowcase(platform, user(req), pageName, meta(req)), 201);
  });
  router.put('/showcase', requireUser, ambassador, async (req, res) => {
    const input = parseInput(updateShowcaseInput, req.body);
    await page(res, await updateShowcase(platform, user(req), input, meta(req)));
  });
  router.put('/showcase/banner', requireUser, ambassador, async (req, res) => {
    const input = parseInput(showcaseBannerInput, req.body);
    await page(res, await setShowcaseBanner(platform, user(req), input, meta(req)));
  });
  router.put('/showcase/description', requireUser, ambassador, async (req, res) => {
    const { description } = parseInput(showcaseDescriptionInput, req.body);
    await page(res, await setShowcaseDescription(platform, user(req), description, meta(req)));
  });
  router.put('/showcase/styles', requireUser, ambassador, async (req, res) => {
    const { styles } = parseInput(showcaseStylesInput, req.body);
    await page(res, await setShowcaseStyles(platform, user(req), styles, meta(req)));
  });
  router.put('/showcase/images', requireUser, ambassador, async (req, res) => {
    const input = parseInput(showcaseImagesInput, req.body);
    await page(res, await setShowcaseImages(platform, user(req), input, meta(req)));
  });
  router.put('/showcase/look-boards', requireUser, ambassador, async (req, res) => {
    const { lookBoards } = parseInput(showcaseLookBoardsInput, req.body);
    await page(res, await setShowcaseLookBoards(platform, user(req), lookBoards, meta(req)));
  });
  router.put('/showcase/feature-look-boards', requireUser, ambassador, async (req, res) => {
    const { featuredLookBoards } = parseInput(showcaseFeaturedLookBoardsInput, req.body);
    await page(res, await setShowcaseFeaturedLookBoards(platform, user(req), featuredLookBoards, meta(req)));
  });
  router.put('/showcase/activate', requireUser, ambassador, async (req, res) => {
    const { value } = parseInput(showcaseActivateInput, req.body);
    await page(res, await activateShowcase(platform, user(req), value, meta(req)));
  });
  router.put('/showcase/upload-video-url', requireUser, ambassador, async (req, res) => {
    const { videoUrl } = parseInput(showcaseVideoInput, req.body);
    await page(res, await submitShowcaseVideo(platform, user(req), videoUrl, meta(req)));
  });

  // the video review (admins)
  router.post('/admin/showcases/:id/video/activate', allow(adminsOnly), async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const r = await activateShowcaseVideo(platform, id, user(req), isAdmin(callerOf(req)), meta(req));
    res.set('X-Event-Position', String(r.position)).json({ result: { id: r.state.showcaseId, videoStatus: r.state.videoStatus } });
  });
  router.post('/admin/showcases/:id/video/deactivate', allow(adminsOnly), async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const { reason } = parseInput(showcaseVideoDecisionInput, req.body ?? {});
    const r = await deactivateShowcaseVideo(platform, id, user(req), isAdmin(callerOf(req)), reason ?? null, meta(req));
    res.set('X-Event-Position', String(r.position)).json({ result: { id: r.state.showcaseId, videoStatus: r.state.videoStatus } });
  });

  return router;
}
