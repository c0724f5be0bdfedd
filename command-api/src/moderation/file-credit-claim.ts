import { canReportImage, creditClaimStream, decideCreditClaim, imageStream, type CreditClaimInput } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo } from '../identity/identity';
import { claimIn, imageIn } from './moderation';

/** A claim of credit for an image the member can see; the claimant and the team are mailed. */
export async function fileCreditClaim(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, imageId: number, userId: number, input: CreditClaimInput, meta: EventMetadata) {
  const claimId = await p.nextId('credit_claim_ids');
  const now = p.clock().toISOString();
  const r = await handleMultiStreamCommand(
    p.store,
    [imageStream(imageId), creditClaimStream(claimId)],
    (h) => {
      const imageVisible = canReportImage(imageIn(h, imageId), userId);
      const events = decideCreditClaim({ type: 'FileCreditClaim', claimId, imageId, userId, input, imageVisible, now }, claimIn(h, claimId));
      return [appendTo(h, imageStream(imageId), []), appendTo(h, creditClaimStream(claimId), events)];
    },
    meta,
  );
  return { id: claimId, imageId, status: 'open' as const, position: r.position };
}
