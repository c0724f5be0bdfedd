import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, ids, positiveId } from '../catalog/catalog.shared';
import { AMBASSADOR_TYPES, APPLICATION_TEXT_MAX, SHOWCASE_META_MAX, SHOWCASE_PAGE_NAME_MAX, SHOWCASE_TEXT_MAX, URL_KEY_MAX } from './ambassador.rules';

/**
 * The events of the ambassador programme: applications, nominations, follows and showcases.
 * The role itself is the account's (identity's AmbassadorApplicationFiled, AmbassadorRoleGranted,
 * AmbassadorApplicationDeclined in `user-<id>`).
 */

const userSubject = (d: { userId: number }) => `user-${d.userId}`;
const text = (max: number) => z.string().max(max);
const link = z.string().max(1000);

// Applications: stream `ambassadorApplication-<applicationId>`
export const ambassadorApplicationStream = (applicationId: number) => `ambassadorApplication-${applicationId}`;

/** The form as the applicant sent it; what they wrote about themselves is sealed under their key. */
export const ambassadorApplicationSubmitted = defineEvent({
  type: 'AmbassadorApplicationSubmitted',
  version: 1,
  schema: z.object({
    applicationId: positiveId,
    userId: positiveId,
    from: text(254).nullable(),
    subject: text(200).nullable(),
    describeYourself: text(APPLICATION_TEXT_MAX),
    styles: ids,
    interests: z.array(text(80)),
    message: text(APPLICATION_TEXT_MAX),
    links: z.array(link),
    isReferred: z.boolean(),
    referredBy: text(200).nullable(),
    submittedAt: at,
  }),
  personal: { subject: userSubject, fields: ['from', 'subject', 'describeYourself', 'message', 'links', 'referredBy'] },
});
export const ambassadorApplicationApproved = defineEvent({
  type: 'AmbassadorApplicationApproved',
  version: 1,
  schema: z.object({ applicationId: positiveId, userId: positiveId, adminId: positiveId, ambassadorType: z.enum(AMBASSADOR_TYPES), approvedAt: at }),
});
export const ambassadorApplicationRejected = defineEvent({
  type: 'AmbassadorApplicationRejected',
  version: 1,
  schema: z.object({ applicationId: positiveId, userId: positiveId, adminId: positiveId, reason: text(500), rejectedAt: at }),
});

// Nominations: stream `nomination-<nominationId>`
export const nominationStream = (nominationId: number) => `nomination-${nominationId}`;

/** The fields the nominator wrote: version 1 of AmbassadorNominated held them, sealed under the invitee's key. */
const NOMINATOR_WORDS = ['firstName', 'lastName', 'subject', 'message'] as const;

/**
 * Someone nominated a person as an ambassador; an invitation is mailed to them. `inviteeId` is
 * the account the invitation is for: made for them now (`newAccount`, status unconfirmed, signs in
 * with the mailed code) or theirs already. It holds only the invitee's part, sealed under the
 * invitee's key; what the nominator wrote (their name, subject and message) is in the
 * NominationSent appended with it to their own stream, sealed under theirs, so erasing either
 * person erases their own part.
 */
export const ambassadorNominated = defineEvent({
  type: 'AmbassadorNominated',
  version: 2,
  schema: z.object({
    nominationId: positiveId,
    nominatorId: positiveId.nullable(),
    inviteeId: positiveId,
    newAccount: z.boolean(),
    toFirstName: text(100),
    toEmailAddress: z.email(),
    toEmailHash: z.string().min(16),
    nominatedAt: at,
  }),
  personal: { subject: (d) => `user-${d.inviteeId}`, fields: ['toFirstName', 'toEmailAddress'] },
  history: [
    // Version 1 also held the nominator's words under the invitee's key, where erasing the
    // nominator could not reach them. The log cannot be rewritten, but no reader gets them any more.
    {
      version: 1,
      upcast: (d) => Object.fromEntries(Object.entries(d as Record<string, unknown>).filter(([k]) => !(NOMINATOR_WORDS as readonly string[]).includes(k))),
    },
  ],
});

// A member's nominations: stream `nominator-<userId>`, what the daily limit counts.
export const nominatorStream = (userId: number) => `nominator-${userId}`;

/**
 * A member sent a nomination: one of the few a day each member may send, with what they wrote in
 * it (the name it gives for them, its subject and message), sealed under the member's own key.
 * The invitee's part is the nomination's AmbassadorNominated, in the same append.
 */
export const nominationSent = defineEvent({
  type: 'NominationSent',
  version: 2,
  schema: z.object({
    nominatorId: positiveId,
    nominationId: positiveId,
    firstName: text(100),
    lastName: text(100),
    subject: text(200),
    message: text(APPLICATION_TEXT_MAX),
    sentAt: at,
  }),
  personal: { subject: (d) => `user-${d.nominatorId}`, fields: NOMINATOR_WORDS },
  history: [
    // Version 1 only counted the nomination; its words were in AmbassadorNominated version 1,
    // which no longer reads them: they read as erased.
    { version: 1, upcast: (d) => ({ ...(d as object), firstName: null, lastName: null, subject: null, message: null }) },
  ],
});

// Follows: stream `follows-<followerId>` (whom one person follows)
export const followsStream = (followerId: number) => `follows-${followerId}`;
export const userFollowed = defineEvent({ type: 'UserFollowed', version: 1, schema: z.object({ followerId: positiveId, userId: positiveId, followedAt: at }) });
export const userUnfollowed = defineEvent({ type: 'UserUnfollowed', version: 1, schema: z.object({ followerId: positiveId, userId: positiveId, unfollowedAt: at }) });

// Showcases: stream `showcase-<ownerUserId>` (one per ambassador; its id is the owner's id)
export const showcaseStream = (userId: number) => `showcase-${userId}`;
/** A page address is held by one showcase at a time: stream `showcaseUrl-<urlKey>`. */
export const showcaseUrlStream = (urlKey: string) => `showcaseUrl-${urlKey}`;

const showcaseId = positiveId;
const colour = z.string().regex(/^#[0-9a-f]{6}$/);
export const showcaseBannerSchema = z.union([
  z.object({ type: z.literal('color'), color: colour }),
  z.object({ type: z.literal('image'), mediaId: positiveId, userId: positiveId, hash: z.string().regex(/^[0-9a-f]{16,64}$/) }),
]);
export type ShowcaseBanner = z.infer<typeof showcaseBannerSchema>;
const social = z.object({ facebook: link.nullable(), instagram: link.nullable(), pinterest: link.nullable(), linkedin: link.nullable(), twitter: link.nullable() });
export const showcaseSettingsSchema = z.object({
  pageName: text(SHOWCASE_PAGE_NAME_MAX),
  subtitle: text(SHOWCASE_PAGE_NAME_MAX * 2),
  isSubtitleActive: z.boolean(),
  metaTitle: text(SHOWCASE_PAGE_NAME_MAX * 2),
  metaDescription: text(SHOWCASE_META_MAX),
  social,
});
export type ShowcaseSettings = z.infer<typeof showcaseSettingsSchema>;

export const showcaseCreated = defineEvent({ type: 'ShowcaseCreated', version: 1, schema: z.object({ showcaseId, userId: positiveId, pageName: text(SHOWCASE_PAGE_NAME_MAX), createdAt: at }) });
/** The page's settings after a PUT /showcase (the whole set, so a fold needs no merging). */
export const showcaseSettingsChanged = defineEvent({ type: 'ShowcaseSettingsChanged', version: 1, schema: z.object({ showcaseId, ...showcaseSettingsSchema.shape, changedAt: at }) });
export const showcaseUrlKeyChanged = defineEvent({ type: 'ShowcaseUrlKeyChanged', version: 1, schema: z.object({ showcaseId, urlKey: text(URL_KEY_MAX), previous: text(URL_KEY_MAX).nullable(), changedAt: at }) });
export const showcaseBannerChanged = defineEvent({ type: 'ShowcaseBannerChanged', version: 1, schema: z.object({ showcaseId, banner: showcaseBannerSchema, changedAt: at }) });
export const showcaseDescriptionChanged = defineEvent({ type: 'ShowcaseDescriptionChanged', version: 1, schema: z.object({ showcaseId, description: text(SHOWCASE_TEXT_MAX), changedAt: at }) });
/** The showcase's styles: from now on the ambassador's declared styles (matching reads them). */
export const showcaseStylesChanged = defineEvent({ type: 'ShowcaseStylesChanged', version: 1, schema: z.object({ showcaseId, userId: positiveId, styles: ids, changedAt: at }) });
export const showcaseImagesChanged = defineEvent({ type: 'ShowcaseImagesChanged', version: 1, schema: z.object({ showcaseId, images: ids, featuredImages: ids, changedAt: at }) });
export const showcaseLookBoardsChanged = defineEvent({ type: 'ShowcaseLookBoardsChanged', version: 1, schema: z.object({ showcaseId, lookBoards: ids, featuredLookBoards: ids, changedAt: at }) });
export const showcaseActivated = defineEvent({ type: 'ShowcaseActivated', version: 1, schema: z.object({ showcaseId, activatedAt: at }) });
export const showcaseDeactivated = defineEvent({ type: 'ShowcaseDeactivated', version: 1, schema: z.object({ showcaseId, deactivatedAt: at }) });
/** A video address sent for review (null removes the video); it shows once an admin activates it. */
export const showcaseVideoSubmitted = defineEvent({ type: 'ShowcaseVideoSubmitted', version: 1, schema: z.object({ showcaseId, videoUrl: link.nullable(), submittedAt: at }) });
/** The `videoActivated` notification event. */
export const showcaseVideoActivated = defineEvent({ type: 'ShowcaseVideoActivated', version: 1, schema: z.object({ showcaseId, userId: positiveId, adminId: positiveId, videoUrl: link, activatedAt: at }) });
/** The `videoDeactivated` notification event. */
export const showcaseVideoDeactivated = defineEvent({
  type: 'ShowcaseVideoDeactivated',
  version: 1,
  schema: z.object({ showcaseId, userId: positiveId, adminId: positiveId, videoUrl: link, reason: text(500).nullable(), deactivatedAt: at }),
});

export const showcaseUrlReserved = defineEvent({ type: 'ShowcaseUrlReserved', version: 1, schema: z.object({ urlKey: text(URL_KEY_MAX), showcaseId, reservedAt: at }) });
export const showcaseUrlReleased = defineEvent({ type: 'ShowcaseUrlReleased', version: 1, schema: z.object({ urlKey: text(URL_KEY_MAX), showcaseId, releasedAt: at }) });

export const ambassadorEvents = [
  ambassadorApplicationSubmitted,
  ambassadorApplicationApproved,
  ambassadorApplicationRejected,
  ambassadorNominated,
  nominationSent,
  userFollowed,
  userUnfollowed,
  showcaseCreated,
  showcaseSettingsChanged,
  showcaseUrlKeyChanged,
  showcaseBannerChanged,
  showcaseDescriptionChanged,
  showcaseStylesChanged,
  showcaseImagesChanged,
  showcaseLookBoardsChanged,
  showcaseActivated,
  showcaseDeactivated,
  showcaseVideoSubmitted,
  showcaseVideoActivated,
  showcaseVideoDeactivated,
  showcaseUrlReserved,
  showcaseUrlReleased,
] as const;

export type AmbassadorApplicationEvent = EventOf<typeof ambassadorApplicationSubmitted> | EventOf<typeof ambassadorApplicationApproved> | EventOf<typeof ambassadorApplicationRejected>;
export type NominationEvent = EventOf<typeof ambassadorNominated>;
export type NominatorEvent = EventOf<typeof nominationSent>;
export type FollowEvent = EventOf<typeof userFollowed> | EventOf<typeof userUnfollowed>;
export type ShowcaseEvent =
  | EventOf<typeof showcaseCreated>
  | EventOf<typeof showcaseSettingsChanged>
  | EventOf<typeof showcaseUrlKeyChanged>
  | EventOf<typeof showcaseBannerChanged>
  | EventOf<typeof showcaseDescriptionChanged>
  | EventOf<typeof showcaseStylesChanged>
  | EventOf<typeof showcaseImagesChanged>
  | EventOf<typeof showcaseLookBoardsChanged>
  | EventOf<typeof showcaseActivated>
  | EventOf<typeof showcaseDeactivated>
  | EventOf<typeof showcaseVideoSubmitted>
  | EventOf<typeof showcaseVideoActivated>
  | EventOf<typeof showcaseVideoDeactivated>;
export type ShowcaseUrlEvent = EventOf<typeof showcaseUrlReserved> | EventOf<typeof showcaseUrlReleased>;
export type AmbassadorEvent = AmbassadorApplicationEvent | NominationEvent | FollowEvent | ShowcaseEvent | ShowcaseUrlEvent;
