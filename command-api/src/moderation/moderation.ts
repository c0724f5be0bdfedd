import {
  creditClaimStream,
  evolveCreditClaim,
  evolveImage,
  evolveImageReports,
  evolveTakedownNotice,
  imageReportsStream,
  imageStream,
  initialCreditClaimState,
  initialImageReportsState,
  initialImageState,
  initialTakedownNoticeState,
  takedownNoticeStream,
  type CreditClaimEvent,
  type CreditClaimState,
  type ImageReportsEvent,
  type ImageReportsState,
  type InspirationImageEvent,
  type InspirationImageState,
  type TakedownNoticeEvent,
  type TakedownNoticeState,
} from '@decorlook/domain';
import type { Histories } from '@decorlook/infra/commands/handle';

/** What moderation's handlers share: each stream folded from the histories a multi-stream decision read. */

function fold<S, E>(h: Histories, streamId: string, initial: () => S, evolve: (s: S, e: E) => S): S {
  return (h.get(streamId)?.events ?? []).reduce((s, e) => evolve(s, e as unknown as E), initial());
}

export const imageIn = (h: Histories, imageId: number): InspirationImageState => fold<InspirationImageState, InspirationImageEvent>(h, imageStream(imageId), initialImageState, evolveImage);
export const reportsIn = (h: Histories, imageId: number): ImageReportsState => fold<ImageReportsState, ImageReportsEvent>(h, imageReportsStream(imageId), initialImageReportsState, evolveImageReports);
export const noticeIn = (h: Histories, noticeId: number): TakedownNoticeState => fold<TakedownNoticeState, TakedownNoticeEvent>(h, takedownNoticeStream(noticeId), initialTakedownNoticeState, evolveTakedownNotice);
export const claimIn = (h: Histories, claimId: number): CreditClaimState => fold<CreditClaimState, CreditClaimEvent>(h, creditClaimStream(claimId), initialCreditClaimState, evolveCreditClaim);
