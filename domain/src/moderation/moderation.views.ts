import { z } from 'zod';
import { mediaRefView } from '../catalog/catalog.views';
import { QUEUE_KINDS, REPORT_REASONS, REPORT_SUB_REASONS } from './moderation.rules';

/** What the moderation calls answer, as zod schemas for the API description. */
const id = z.number().int();

export const reportAnswer = z.object({ reportId: id, imageId: id, reportReason: z.enum(REPORT_REASONS), reportSubReason: z.enum(REPORT_SUB_REASONS) });
export const claimAnswer = z.object({ id, imageId: id, status: z.enum(['open', 'accepted', 'rejected']) });

/** One thing waiting for (or handled by) an admin in the one queue. */
export const queueItemView = z.object({
  kind: z.enum(QUEUE_KINDS),
  id: id.describe("The item's id in its kind: the image for reports, the notice, the claim, the image, product, board, member or application"),
  title: z.string(),
  subtitle: z.string().describe('Who and why, in a line'),
  status: z.enum(['open', 'takenDown', 'approved', 'rejected', 'dismissed']),
  createdAt: z.string(),
  link: z.string().nullable().describe('The page of what it is about'),
  media: mediaRefView.nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])).describe('What the admin reads before deciding (reasons, counts, the claimant, the statement)'),
  actions: z.array(z.enum(['approve', 'reject', 'dismiss', 'takeDown', 'restore'])).describe('What an admin can do with it now'),
});
export type QueueItemView = z.infer<typeof queueItemView>;

export const queueAnswer = z.object({
  items: z.array(queueItemView).describe('Oldest first for open items, newest first otherwise'),
  counts: z
    .object({ report: id, takedownNotice: id, creditClaim: id, image: id, product: id, lookBoard: id, business: id, ambassadorApplication: id } satisfies Record<(typeof QUEUE_KINDS)[number], z.ZodNumber>)
    .describe('Open items per kind'),
});

/** The answer of every admin decision: what it is now. */
export const queueDecisionAnswer = z.object({ kind: z.enum(QUEUE_KINDS), id, status: z.enum(['open', 'takenDown', 'approved', 'rejected', 'dismissed', 'restored']) });
