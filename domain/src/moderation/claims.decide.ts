import { NoSuchImage } from '../catalog/catalog.errors';
import { AlreadyDecided, NoSuchCreditClaim, NoSuchTakedownNotice } from './moderation.errors';
import type { CreditClaimInput, TakedownNoticeInput } from './moderation.rules';
import {
  evolveCreditClaim,
  evolveTakedownNotice,
  initialCreditClaimState,
  initialTakedownNoticeState,
  type CreditClaimEvent,
  type CreditClaimState,
  type TakedownNoticeEvent,
  type TakedownNoticeState,
} from './claims';
import { byAnAdmin } from '../shared/access.policy';

/** `imageVisible`: the image exists, is not taken down and the claimant may see it (read by the handler). */
export type TakedownNoticeCommand =
  | { type: 'FileTakedownNotice'; noticeId: number; imageId: number; userId: number; input: TakedownNoticeInput; imageVisible: boolean; now: string }
  | { type: 'AcceptTakedownNotice'; adminId: number; isAdmin: boolean; now: string }
  | { type: 'RejectTakedownNotice'; adminId: number; isAdmin: boolean; reason: string; now: string };

export type CreditClaimCommand =
  | { type: 'FileCreditClaim'; claimId: number; imageId: number; userId: number; input: CreditClaimInput; imageVisible: boolean; now: string }
  | { type: 'ApproveCreditClaim'; adminId: number; isAdmin: boolean; now: string }
  | { type: 'RejectCreditClaim'; adminId: number; isAdmin: boolean; reason: string; now: string };

/** An admin's decision on something filed: admins only, once. */
function decidable(state: { exists: boolean; status: string }, isAdmin: boolean, missing: () => Error, what: string): void {
  byAnAdmin(isAdmin);
  if (!state.exists) throw missing();
  if (state.status !== 'open') throw new AlreadyDecided(what);
}

export function decideTakedownNotice(command: TakedownNoticeCommand, state: TakedownNoticeState): TakedownNoticeEvent[] {
  const notice = () => ({ noticeId: state.noticeId, imageId: state.imageId, userId: state.userId });
  switch (command.type) {
    case 'FileTakedownNotice': {
      if (state.exists) return [];
      if (!command.imageVisible) throw new NoSuchImage();
      const i = command.input;
      return [
        {
          type: 'TakedownNoticeFiled',
          data: {
            noticeId: command.noticeId,
            imageId: command.imageId,
            userId: command.userId,
            fullName: i.fullName,
            email: i.email,
            phone: i.phone,
            address: i.address,
            workDescription: i.workDescription,
            originalUrl: i.originalUrl,
            goodFaith: true,
            accurate: true,
            signature: i.signature,
            filedAt: command.now,
          },
        },
      ];
    }
    case 'AcceptTakedownNotice':
      decidable(state, command.isAdmin, () => new NoSuchTakedownNotice(), 'takedown notice');
      return [{ type: 'TakedownNoticeAccepted', data: { ...notice(), adminId: command.adminId, acceptedAt: command.now } }];
    case 'RejectTakedownNotice':
      decidable(state, command.isAdmin, () => new NoSuchTakedownNotice(), 'takedown notice');
      return [{ type: 'TakedownNoticeRejected', data: { ...notice(), adminId: command.adminId, reason: command.reason, rejectedAt: command.now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export function decideCreditClaim(command: CreditClaimCommand, state: CreditClaimState): CreditClaimEvent[] {
  const claim = () => ({ claimId: state.claimId, imageId: state.imageId, userId: state.userId });
  switch (command.type) {
    case 'FileCreditClaim': {
      if (state.exists) return [];
      if (!command.imageVisible) throw new NoSuchImage();
      const i = command.input;
      return [
        {
          type: 'CreditClaimFiled',
          data: {
            claimId: command.claimId,
            imageId: command.imageId,
            userId: command.userId,
            fullName: i.fullName,
            email: i.email,
            creditName: i.creditName,
            creditUrl: i.creditUrl,
            permission: i.permission,
            message: i.message,
            accurate: true,
            signature: i.signature,
            filedAt: command.now,
          },
        },
      ];
    }
    case 'ApproveCreditClaim':
      decidable(state, command.isAdmin, () => new NoSuchCreditClaim(), 'credit claim');
      return [{ type: 'CreditClaimApproved', data: { ...claim(), adminId: command.adminId, permission: state.permission, approvedAt: command.now } }];
    case 'RejectCreditClaim':
      decidable(state, command.isAdmin, () => new NoSuchCreditClaim(), 'credit claim');
      return [{ type: 'CreditClaimRejected', data: { ...claim(), adminId: command.adminId, reason: command.reason, rejectedAt: command.now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const takedownNoticeDecider = { initialState: initialTakedownNoticeState, evolve: evolveTakedownNotice, decide: decideTakedownNotice };
export const creditClaimDecider = { initialState: initialCreditClaimState, evolve: evolveCreditClaim, decide: decideCreditClaim };
