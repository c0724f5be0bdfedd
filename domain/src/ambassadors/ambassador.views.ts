import { z } from 'zod';
import { mediaRefView } from '../catalog/catalog.views';
import { AMBASSADOR_TYPES, APPLICATION_STATUSES, SHOWCASE_VIDEO_STATUSES } from './ambassador.rules';

/** What the ambassador programme's calls answer, as zod schemas for the API description. */
const id = z.number().int();
const ids = z.array(id);
const link = z.string().nullable();

export const showcaseBannerView = z
  .object({ color: z.string().nullable().describe('#rrggbb, when the banner is a colour'), image: mediaRefView.extend({ mediaId: id }).nullable().describe('A showcaseBanner upload, when the banner is a picture') })
  .describe('Exactly one of color and image is set');

/**
 * A showcase. Its `id` is its owner's user id (one per ambassador). `videoUrl` shows to others only
 * once an admin activated the video; the owner always sees it with its `videoStatus`.
 */
export const showcaseView = z.object({
  id,
  userId: id,
  pageName: z.string(),
  subtitle: z.string(),
  isSubtitleActive: z.boolean(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  urlKey: z.string().nullable(),
  description: z.string(),
  displayName: z.string(),
  avatar: mediaRefView.nullable(),
  ambassadorType: z.enum(AMBASSADOR_TYPES).nullable(),
  profession: id.nullable(),
  styles: ids,
  images: ids.describe('Every image on the page, featured ones first'),
  featuredImages: ids,
  lookBoards: ids.describe('Every look board on the page, featured ones first'),
  featuredLookBoards: ids,
  banner: showcaseBannerView,
  videoUrl: link,
  videoStatus: z.enum(SHOWCASE_VIDEO_STATUSES),
  shareUrl: link.describe('The public page, once it has an address'),
  active: z.boolean(),
  facebook: link,
  instagram: link,
  pinterest: link,
  linkedin: link,
  twitter: link,
  followersCount: id,
  isFollowed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShowcaseView = z.infer<typeof showcaseView>;

export const showcaseSearchAnswer = z.object({ result: z.array(showcaseView), total: id });

/** An application as admins review it: the form as sent, and who sent it. */
export const applicationView = z.object({
  id,
  userId: id,
  status: z.enum(APPLICATION_STATUSES),
  user: z.object({ displayName: z.string(), email: z.string().nullable(), avatar: mediaRefView.nullable(), hasVerifiedEmail: z.boolean() }),
  form: z.object({
    from: z.string().nullable(),
    subject: z.string().nullable(),
    describe_yourself: z.string(),
    styles: ids,
    interests: z.array(z.string()),
    message: z.string(),
    links: z.array(z.string()),
    isReferred: z.boolean(),
    referred_by: z.string().nullable(),
  }),
  ambassadorType: z.enum(AMBASSADOR_TYPES).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const applicationAnswer = z.object({ id, status: z.enum(APPLICATION_STATUSES) });
export const applicationDecisionAnswer = z.object({ id, userId: id, status: z.enum(APPLICATION_STATUSES), ambassadorType: z.enum(AMBASSADOR_TYPES).nullable() });
export const nominationAnswer = z.object({ id, message: z.string() });
export const followAnswer = z.object({ userId: id, isFollowed: z.boolean(), followersCount: id });
export const showcaseVideoDecisionAnswer = z.object({ id, videoStatus: z.enum(SHOWCASE_VIDEO_STATUSES) });
