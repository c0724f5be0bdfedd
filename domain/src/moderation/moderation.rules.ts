import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
import { manyLines, oneLine } from '../shared/text';
import { offsetField } from '../catalog/catalog.rules';

/**
 * Moderation (spec 1 "report or claim image", 2.3 report modal, 3 "Report", 4 "Report flow", 8):
 * reports, copyright takedown notices, credit claims, the admins' queue and take-downs.
 */

/** Spec 3's report reasons and sub-reasons, with the words the modal shows. */
export const REPORT_REASONS = ['own', 'inappropriate'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_SUB_REASONS = ['credit', 'takeDown', 'spam', 'selfHarm', 'medical', 'hateSpeechSymbols', 'harassmentPrivacy', 'graphicViolence'] as const;
export type ReportSubReason = (typeof REPORT_SUB_REASONS)[number];

export const REPORT_REASON_OPTIONS: Record<ReportReason, { label: string; description: string; subReasons: readonly ReportSubReason[] }> = {
  own: { label: 'This is my image', description: 'You own the rights to this image and want credit for it or want it taken down', subReasons: ['credit', 'takeDown'] },
  inappropriate: { label: 'Inappropriate or offensive', description: 'The image breaks our community guidelines', subReasons: ['spam', 'selfHarm', 'medical', 'hateSpeechSymbols', 'harassmentPrivacy', 'graphicViolence'] },
};
export const REPORT_SUB_REASON_OPTIONS: Record<ReportSubReason, { label: string; description: string }> = {
  credit: { label: 'I want credit for my image', description: 'Keep the image on DecorLook, credited to you' },
  takeDown: { label: 'I want my image taken down', description: 'Send a copyright takedown notice' },
  spam: { label: 'Spam', description: 'Misleading, repetitive or advertising content' },
  selfHarm: { label: 'Self-harm', description: 'Suicide, self-injury or eating disorders' },
  medical: { label: 'Medical', description: 'Graphic medical content' },
  hateSpeechSymbols: { label: 'Hate speech or symbols', description: 'Attacks on people for who they are' },
  harassmentPrivacy: { label: 'Harassment or privacy', description: 'Bullying, or private information shared without consent' },
  graphicViolence: { label: 'Graphic violence', description: 'Violent or gory content' },
};
/** Spec 2.3: the panel after a report is sent. */
export const REPORT_SENT_TITLE = 'Image Reported';
export const REPORT_SENT_TEXT = 'We will look into this right away';
export const ALREADY_REPORTED = 'You have already reported this image';

/** `POST /inspiration-image/{id}/report`: the sub-reason must belong to the reason. */
export const reportInput = z
  .object({
    reportReason: z.enum(REPORT_REASONS, { error: MESSAGES.required }),
    reportSubReason: z.enum(REPORT_SUB_REASONS, { error: MESSAGES.required }),
  })
  .refine((r) => REPORT_REASON_OPTIONS[r.reportReason].subReasons.includes(r.reportSubReason), { path: ['reportSubReason'], message: 'Please choose one of the options' });
export type ReportInput = z.output<typeof reportInput>;

/** `multiLine` for a free text (an address, a description, a message) that may hold line breaks; every other text is one line. */
const lines = (multiLine: boolean) => (multiLine ? manyLines : oneLine);
const required = (max: number, multiLine = false) => lines(multiLine)(z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, `Please use at most ${max} characters`));
const optional = (max: number, multiLine = false) => lines(multiLine)(z.string().trim().max(max, `Please use at most ${max} characters`)).optional().default('');
const email = oneLine(z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required)).pipe(z.email(MESSAGES.emailInvalid)).transform((e) => e.toLowerCase());
const link = z.union([z.literal(''), oneLine(z.url('Please enter a correct link').max(1000))]).optional().default('');
const mustAgree = z.literal(true, { error: 'Please confirm this statement' });

/**
 * `POST /inspiration-image/{id}/takedown-notice` (the /report/imageremovalrequest form): a
 * copyright takedown notice: who the claimant is, the work, the statements the law asks for and
 * a signature (their typed full name).
 */
export const takedownNoticeInput = z.object({
  fullName: required(150),
  email,
  phone: optional(40),
  address: required(500, true),
  workDescription: required(2000, true),
  originalUrl: link,
  goodFaith: mustAgree.describe('I have a good faith belief that the use is not authorised by the owner, its agent or the law'),
  accurate: mustAgree.describe('The notice is accurate and, under penalty of perjury, I am the owner or authorised to act for the owner'),
  signature: required(150),
});
export type TakedownNoticeInput = z.output<typeof takedownNoticeInput>;

/** Terms: an image is claimed with open permission (others may keep using it, credited) or exclusive (only through its owner). */
export const CLAIM_PERMISSIONS = ['open', 'exclusive'] as const;
export type ClaimPermission = (typeof CLAIM_PERMISSIONS)[number];

/** `POST /inspiration-image/{id}/credit-claim` (the /report/getCredit form). */
export const creditClaimInput = z.object({
  fullName: required(150),
  email,
  creditName: required(150).describe('The name to credit the image to'),
  creditUrl: link,
  permission: z.enum(CLAIM_PERMISSIONS, { error: MESSAGES.required }),
  message: optional(2000, true),
  accurate: mustAgree.describe('I own the rights to this image'),
  signature: required(150),
});
export type CreditClaimInput = z.output<typeof creditClaimInput>;

export const moderationReasonInput = z.object({ reason: required(500, true) });

/** The admins' one queue. */
export const QUEUE_KINDS = ['report', 'takedownNotice', 'creditClaim', 'image', 'product', 'lookBoard', 'business', 'ambassadorApplication'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
export const QUEUE_KIND_LABELS: Record<QueueKind, string> = {
  report: 'Reported images',
  takedownNotice: 'Takedown notices',
  creditClaim: 'Credit claims',
  image: 'Images',
  product: 'Products',
  lookBoard: 'Look boards',
  business: 'Business accounts',
  ambassadorApplication: 'Ambassador applications',
};
/** open: waiting for an admin; takenDown: content an admin took down (to restore); all: everything. */
export const QUEUE_STATUSES = ['open', 'takenDown', 'all'] as const;
export const queueInput = z.object({
  kind: z.enum([...QUEUE_KINDS, 'all']).default('all'),
  status: z.enum(QUEUE_STATUSES).default('open'),
  offset: offsetField,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type QueueInput = z.output<typeof queueInput>;

/** What a taken-down image, product or board answers (410 Gone). */
export const TAKEN_DOWN_MESSAGE = 'This content was taken down.';
