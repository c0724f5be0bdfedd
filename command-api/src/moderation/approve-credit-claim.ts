import { creditClaimStream, decideCreditClaim, decideImage, imageStream } from '@decorlook/domain';
import { handleMultiStreamCommand, type Histories } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo } from '../identity/identity';
import { claimIn, imageIn } from './moderation';

/** An admin approves a credit claim: the claimant becomes the image's credited owner in the same append. */
export function approveCreditClaim(p: Pick<Platform, 'store' | 'clock'>, claimId: number, adminId: number, isAdmin: boolean, meta: EventMetadata) {
  const now = p.clock().toISOString();
  const claimStream = creditClaimStream(claimId);
  const imageOf = (h: Histories) => claimIn(h, claimId).imageId;
  return handleMultiStreamCommand(
    p.store,
    (h) => (h.has(claimStream) && imageOf(h) > 0 ? [claimStream, imageStream(imageOf(h))] : [claimStream]),
    (h) => {
      const claim = claimIn(h, claimId);
      const approved = decideCreditClaim({ type: 'ApproveCreditClaim', adminId, isAdmin, now }, claim);
      const credited = decideImage({ type: 'CreditImage', adminId, userId: claim.userId, permission: claim.permission, claimId, now }, imageIn(h, claim.imageId));
      return [appendTo(h, claimStream, approved), appendTo(h, imageStream(claim.imageId), credited)];
    },
    meta,
  );
}
