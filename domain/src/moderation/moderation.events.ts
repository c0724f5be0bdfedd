import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, positiveId } from '../catalog/catalog.shared';
import { CLAIM_PERMISSIONS, REPORT_REASONS, REPORT_SUB_REASONS } from './moderation.rules';

/**
 * Moderation's own events. Reports of an image live in `imageReports-<imageId>` (one open report
 * per member and image); takedown notices in `takedownNotice-<id>`, credit claims in
 * `creditClaim-<id>` (sequences `report_ids`, `takedown_notice_ids`, `credit_claim_ids`). Take-down
 * and restore are facts of the content's own stream (catalog, look boards); the claimant's words
 * are sealed under their key.
 */
export const imageReportsStream = (imageId: number) => `imageReports-${imageId}`;
export const takedownNoticeStream = (noticeId: number) => `takedownNotice-${noticeId}`;
export const creditClaimStream = (claimId: number) => `creditClaim-${claimId}`;

const imageId = positiveId;
const reason = z.string().max(500);
const userSubject = (d: { userId: number }) => `user-${d.userId}`;

export const imageReported = defineEvent({
  type: 'ImageReported',
  version: 1,
  schema: z.object({ reportId: positiveId, imageId, userId: positiveId, reason: z.enum(REPORT_REASONS), subReason: z.enum(REPORT_SUB_REASONS), reportedAt: at }),
});
/** An admin looked and left the image up: the open reports are closed. */
export const imageReportsDismissed = defineEvent({
  type: 'ImageReportsDismissed',
  version: 1,
  schema: z.object({ imageId, reportIds: z.array(positiveId), adminId: positiveId, reason, dismissedAt: at }),
});
/** The image was taken down: its open reports are closed as acted on (same append as the take-down). */
export const imageReportsActioned = defineEvent({
  type: 'ImageReportsActioned',
  version: 1,
  schema: z.object({ imageId, reportIds: z.array(positiveId), adminId: positiveId, actionedAt: at }),
});

export const takedownNoticeFiled = defineEvent({
  type: 'TakedownNoticeFiled',
  version: 1,
  schema: z.object({
    noticeId: positiveId,
    imageId,
    userId: positiveId,
    fullName: z.string().max(150),
    email: z.string().max(254),
    phone: z.string().max(40),
    address: z.string().max(500),
    workDescription: z.string().max(2000),
    originalUrl: z.string().max(1000),
    goodFaith: z.literal(true),
    accurate: z.literal(true),
    signature: z.string().max(150),
    filedAt: at,
  }),
  personal: { subject: userSubject, fields: ['fullName', 'email', 'phone', 'address', 'workDescription', 'originalUrl', 'signature'] },
});
/** Accepted: the image is taken down in the same append. */
export const takedownNoticeAccepted = defineEvent({ type: 'TakedownNoticeAccepted', version: 1, schema: z.object({ noticeId: positiveId, imageId, userId: positiveId, adminId: positiveId, acceptedAt: at }) });
export const takedownNoticeRejected = defineEvent({ type: 'TakedownNoticeRejected', version: 1, schema: z.object({ noticeId: positiveId, imageId, userId: positiveId, adminId: positiveId, reason, rejectedAt: at }) });

export const creditClaimFiled = defineEvent({
  type: 'CreditClaimFiled',
  version: 1,
  schema: z.object({
    claimId: positiveId,
    imageId,
    userId: positiveId,
    fullName: z.string().max(150),
    email: z.string().max(254),
    creditName: z.string().max(150),
    creditUrl: z.string().max(1000),
    permission: z.enum(CLAIM_PERMISSIONS),
    message: z.string().max(2000),
    accurate: z.literal(true),
    signature: z.string().max(150),
    filedAt: at,
  }),
  personal: { subject: userSubject, fields: ['fullName', 'email', 'creditName', 'creditUrl', 'message', 'signature'] },
});
/** Approved: the claimant becomes the image's credited owner (InspirationImageCredited in the same append). */
export const creditClaimApproved = defineEvent({
  type: 'CreditClaimApproved',
  version: 1,
  schema: z.object({ claimId: positiveId, imageId, userId: positiveId, adminId: positiveId, permission: z.enum(CLAIM_PERMISSIONS), approvedAt: at }),
});
export const creditClaimRejected = defineEvent({ type: 'CreditClaimRejected', version: 1, schema: z.object({ claimId: positiveId, imageId, userId: positiveId, adminId: positiveId, reason, rejectedAt: at }) });

export const moderationEvents = [imageReported, imageReportsDismissed, imageReportsActioned, takedownNoticeFiled, takedownNoticeAccepted, takedownNoticeRejected, creditClaimFiled, creditClaimApproved, creditClaimRejected] as const;
export type ModerationEvent = EventOf<(typeof moderationEvents)[number]>;
