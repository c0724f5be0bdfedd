import { randomBytes } from 'node:crypto';
import { emailHashOf, holderOf } from '@decorlook/command-api/identity/identity';
import { registerAccount } from '@decorlook/command-api/identity/sign-up';
import { addImage } from '@decorlook/command-api/catalog/add-image';
import { addProduct } from '@decorlook/command-api/catalog/add-product';
import { approveImage } from '@decorlook/command-api/catalog/approve-image';
import { likeImage } from '@decorlook/command-api/catalog/like-image';
import { approveProduct } from '@decorlook/command-api/catalog/approve-product';
import { uploadMedia } from '@decorlook/command-api/catalog/media/upload-media';
import { createLookBoard } from '@decorlook/command-api/lookboards/create-look-board';
import { submitLookBoard } from '@decorlook/command-api/lookboards/submit-look-board';
import { approveLookBoard } from '@decorlook/command-api/lookboards/approve-look-board';
import { likeLookBoard } from '@decorlook/command-api/lookboards/like-look-board';
import { voteLookBoard } from '@decorlook/command-api/lookboards/vote-look-board';
import { rateLookBoard } from '@decorlook/command-api/lookboards/rate-look-board';
import { applyAsAmbassador } from '@decorlook/command-api/ambassadors/apply-as-ambassador';
import { decideOnApplication } from '@decorlook/command-api/ambassadors/decide-application';
import { followMember } from '@decorlook/command-api/ambassadors/follow-member';
import { loadUser, nowOf } from '@decorlook/command-api/identity/identity';
import { runUserCommand } from '@decorlook/command-api/identity/run-user-command';
import { setProfession } from '@decorlook/command-api/identity/set-profession';
import { activateShowcase } from '@decorlook/command-api/showcases/activate-showcase';
import { createShowcase } from '@decorlook/command-api/showcases/create-showcase';
import { setShowcaseBanner } from '@decorlook/command-api/showcases/set-showcase-banner';
import { setShowcaseDescription } from '@decorlook/command-api/showcases/set-showcase-description';
import { setShowcaseFeaturedLookBoards } from '@decorlook/command-api/showcases/set-showcase-featured-look-boards';
import { setShowcaseImages } from '@decorlook/command-api/showcases/set-showcase-images';
import { setShowcaseLookBoards } from '@decorlook/command-api/showcases/set-showcase-look-boards';
import { setShowcaseStyles } from '@decorlook/command-api/showcases/set-showcase-styles';
import { loadShowcase } from '@decorlook/command-api/showcases/showcases';
import { updateShowcase } from '@decorlook/command-api/showcases/update-showcase';
import { UrlKeyTaken, applicationInput, imageInput, lookBoardInput, productInput, signUpInput, updateShowcaseInput, type Role } from '@decorlook/domain';
import { disabledCaptcha } from '@decorlook/infra/captcha';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import type { DemoUser } from './demo-catalog/plan';
import type { CatalogWriter, DemoImageInput, DemoProductInput } from './demo-catalog/writer';

/** Raised when the plan changes so much that an installed demo catalog should be topped up. 3: the ambassadors, their showcases and follows. */
export const DEMO_PLAN_VERSION = 3;
const CORRELATION = 'demo-catalog';
/** The account that approves the demo catalog: an admin nobody signs in as (its password is never kept). */
const CURATOR: DemoUser = {
  key: 'curator',
  username: 'decorlook-curators',
  displayName: 'DecorLook Curators',
  email: 'curators@demo.decorlook.example',
  kind: 'person',
  profession: 'Other',
  bio: 'The team that reviews what the community adds.',
  website: null,
};

/**
 * The demo catalog goes through the commands people's own uploads take: accounts are registered,
 * pictures uploaded (hashed, analysed, stored; sizes rendered on first request), images and
 * products added and approved by an admin. Each add carries the plan key in its correlation id,
 * so an interrupted load resumes where it stopped.
 */
export function demoCatalogWriter(p: Platform): CatalogWriter {
  let curatorId: Promise<number> | null = null;
  const meta = (userId: number | null, key?: string): EventMetadata => ({ userId, correlationId: key ? `${CORRELATION}:${key}` : CORRELATION, causationId: null, appVersion: 'demo-catalog' });

  async function ensureAccount(user: DemoUser, role: Role): Promise<number> {
    const holder = await holderOf(p, emailHashOf(p, user.email));
    if (holder !== null) return holder;
    const [firstName, ...rest] = user.displayName.split(' ');
    const password = `${randomBytes(18).toString('base64url')}9`;
    const input = signUpInput.parse({
      email: user.email,
      password,
      passwordRepeat: password,
      terms: true,
      displayName: user.displayName,
      firstName,
      lastName: rest.join(' ') || undefined,
    });
    return (await registerAccount(p, input, role, meta(null))).userId;
  }

  // Approvals run concurrently: they share one registration of the curator.
  function curator(): Promise<number> {
    curatorId ??= ensureAccount(CURATOR, 'admin');
    return curatorId;
  }

  return {
    ensureUser: (user) => ensureAccount(user, 'personal'),
    async uploadMedia(userId, type, bytes) {
      const r = await uploadMedia(p, { userId, type, bytes, meta: meta(userId), variants: 'lazy' });
      return r.media.mediaId;
    },
    async addImage(userId, input: DemoImageInput) {
      const { key, ...fields } = input;
      const r = await addImage(p, userId, imageInput.parse(fields), meta(userId, key));
      return r.state.imageId;
    },
    async approveImage(imageId) {
      const admin = await curator();
      await approveImage(p, imageId, admin, true, meta(admin));
    },
    async addProduct(userId, input: DemoProductInput) {
      const { key, ...fields } = input;
      const r = await addProduct(p, userId, productInput.parse(fields), meta(userId, key));
      return r.state.productId;
    },
    async approveProduct(productId) {
      const admin = await curator();
      await approveProduct(p, productId, admin, true, meta(admin));
    },
    async addLookBoard(userId, input) {
      const { key, ...fields } = input;
      const r = await createLookBoard(p, userId, lookBoardInput.parse(fields), meta(userId, key));
      return r.state.lookBoardId;
    },
    async publishLookBoard(userId, lookBoardId) {
      await submitLookBoard(p, lookBoardId, userId, meta(userId));
      const admin = await curator();
      await approveLookBoard(p, lookBoardId, admin, true, meta(admin));
    },
    async reactToLookBoard(userId, lookBoardId, reaction) {
      if (reaction.like) await likeLookBoard(p, lookBoardId, userId, true, meta(userId));
      if (reaction.vote) await voteLookBoard(p, lookBoardId, userId, true, meta(userId));
      if (reaction.rate) await rateLookBoard(p, lookBoardId, userId, reaction.rate, meta(userId));
    },
    async likeImage(userId, imageId) {
      await likeImage(p, imageId, userId, true, meta(userId));
    },
    async ensureAmbassador(userId, a) {
      const admin = await curator();
      const user = await loadUser(p, userId);
      const page = await loadShowcase(p, userId);
      if (user.ambassador !== null && page.active) return false;
      const m = meta(userId);
      if (user.profile.profession === null) await setProfession(p, userId, a.profession, m);
      if (user.ambassador === null) {
        // The programme asks for a verified address: the demo account's is its own, verified as its mailed link would.
        if (!user.hasVerifiedEmail) await runUserCommand(p, userId, { type: 'VerifyEmail', emailHash: user.emailHash, now: nowOf(p) }, m);
        let applicationId = user.openApplicationId;
        if (applicationId === null) {
          const form = applicationInput.parse({ describe_yourself: a.application.describeYourself, styles: a.application.styles, interests: a.application.interests, message: a.application.message, links: a.application.links });
          // No one to show a CAPTCHA to: the seed is the server's own work.
          applicationId = (await applyAsAmbassador({ ...p, captcha: disabledCaptcha }, userId, form, undefined, m)).id;
        }
        await decideOnApplication(p, applicationId, admin, true, { approve: true, ambassadorType: a.type }, meta(admin));
      }
      await createShowcase(p, userId, a.pageName, m);
      const settings = { pageName: a.pageName, subtitle: a.subtitle, isSubtitleActive: true, metaTitle: a.pageName, metaDescription: a.subtitle };
      try {
        await updateShowcase(p, userId, updateShowcaseInput.parse({ ...settings, urlKey: a.urlKey }), m);
      } catch (err) {
        // Someone on this site holds the address already: the demo page takes another.
        if (!(err instanceof UrlKeyTaken)) throw err;
        await updateShowcase(p, userId, updateShowcaseInput.parse({ ...settings, urlKey: `${a.urlKey.slice(0, 30)}-${userId}` }), m);
      }
      await setShowcaseBanner(p, userId, { color: a.bannerColor }, m);
      await setShowcaseDescription(p, userId, a.description, m);
      if (a.showcaseStyles) await setShowcaseStyles(p, userId, a.showcaseStyles, m);
      if (a.images.length > 0) await setShowcaseImages(p, userId, { images: a.images, featuredImages: a.featuredImages }, m);
      if (a.lookBoards.length > 0) {
        await setShowcaseLookBoards(p, userId, a.lookBoards, m);
        await setShowcaseFeaturedLookBoards(p, userId, a.featuredLookBoards, m);
      }
      await activateShowcase(p, userId, true, m);
      return true;
    },
    async follow(followerId, userId) {
      await followMember(p, followerId, userId, meta(followerId));
    },
    async existing() {
      const { rows } = await p.pool.query<{ key: string; id: number; approved: boolean }>(
        `SELECT substr(a.metadata->>'correlationId', $1) AS key,
                coalesce((a.data->>'imageId')::int, (a.data->>'productId')::int, (a.data->>'lookBoardId')::int) AS id,
                EXISTS (SELECT 1 FROM events v WHERE v.stream_id = a.stream_id AND v.type IN ('InspirationImageApproved', 'ProductApproved', 'LookBoardApproved')) AS approved
           FROM events a
          WHERE a.type IN ('InspirationImageAdded', 'ProductAdded', 'LookBoardCreated') AND a.metadata->>'correlationId' LIKE $2`,
        [CORRELATION.length + 2, `${CORRELATION}:%`],
      );
      return new Map(rows.map((r) => [r.key, { id: r.id, approved: r.approved }]));
    },
    async alreadySeeded() {
      const { rowCount } = await p.pool.query('SELECT 1 FROM demo_catalog_runs WHERE plan_version = $1', [DEMO_PLAN_VERSION]);
      return (rowCount ?? 0) > 0;
    },
    async markSeeded() {
      await p.pool.query('INSERT INTO demo_catalog_runs (plan_version) VALUES ($1) ON CONFLICT DO NOTHING', [DEMO_PLAN_VERSION]);
    },
  };
}
