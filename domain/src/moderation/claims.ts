import type { ClaimPermission } from './moderation.rules';
import type { ModerationEvent } from './moderation.events';

/** Takedown notices (`takedownNotice-<id>`) and credit claims (`creditClaim-<id>`): filed once, decided once. */
export type TakedownNoticeEvent = Extract<ModerationEvent, { type: 'TakedownNoticeFiled' | 'TakedownNoticeAccepted' | 'TakedownNoticeRejected' }>;
export type CreditClaimEvent = Extract<ModerationEvent, { type: 'CreditClaimFiled' | 'CreditClaimApproved' | 'CreditClaimRejected' }>;

export type ClaimStatus = 'open' | 'accepted' | 'rejected';

export interface TakedownNoticeState {
  exists: boolean;
  noticeId: number;
  imageId: number;
  userId: number;
  status: ClaimStatus;
}

export interface CreditClaimState {
  exists: boolean;
  claimId: number;
  imageId: number;
  userId: number;
  permission: ClaimPermission;
  status: ClaimStatus;
}

export const initialTakedownNoticeState = (): TakedownNoticeState => ({ exists: false, noticeId: 0, imageId: 0, userId: 0, status: 'open' });
export const initialCreditClaimState = (): CreditClaimState => ({ exists: false, claimId: 0, imageId: 0, userId: 0, permission: 'open', status: 'open' });

export function evolveTakedownNotice(state: TakedownNoticeState, event: TakedownNoticeEvent): TakedownNoticeState {
  switch (event.type) {
    case 'TakedownNoticeFiled':
      return { exists: true, noticeId: event.data.noticeId, imageId: event.data.imageId, userId: event.data.userId, status: 'open' };
    case 'TakedownNoticeAccepted':
      return { ...state, status: 'accepted' };
    case 'TakedownNoticeRejected':
      return { ...state, status: 'rejected' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function evolveCreditClaim(state: CreditClaimState, event: CreditClaimEvent): CreditClaimState {
  switch (event.type) {
    case 'CreditClaimFiled':
      return { exists: true, claimId: event.data.claimId, imageId: event.data.imageId, userId: event.data.userId, permission: event.data.permission, status: 'open' };
    case 'CreditClaimApproved':
      return { ...state, status: 'accepted' };
    case 'CreditClaimRejected':
      return { ...state, status: 'rejected' };
    default: {
      const never: never = event;
      return never;
    }
  }
}
