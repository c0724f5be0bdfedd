import { NotInList } from '../catalog/catalog.errors';
import type { AmbassadorApplicationEvent } from './ambassador.events';
import { ApplicationAlreadyDecided, NoSuchApplication } from './ambassador.errors';
import type { AmbassadorType, ApplicationInput } from './ambassador.rules';
import { evolveApplication, initialApplicationState, type ApplicationState } from './application';
import { byAnAdmin } from '../shared/access.policy';

export type ApplicationCommand =
  /** `knownStyles`: the style ids the reference data offers. */
  | { type: 'SubmitApplication'; applicationId: number; userId: number; input: ApplicationInput; knownStyles: ReadonlySet<number>; now: string }
  | { type: 'ApproveApplication'; adminId: number; isAdmin: boolean; ambassadorType: AmbassadorType; now: string }
  | { type: 'RejectApplication'; adminId: number; isAdmin: boolean; reason: string; now: string };

function existing(state: ApplicationState): void {
  if (!state.exists) throw new NoSuchApplication();
}

/**
 * The application's own rules. Whether the person may apply at all (verified, not an ambassador,
 * nothing open) is their account's decision (the user decider), written in the same append.
 */
export function decideApplication(command: ApplicationCommand, state: ApplicationState): AmbassadorApplicationEvent[] {
  switch (command.type) {
    case 'SubmitApplication': {
      if (state.exists) return [];
      const i = command.input;
      if (i.styles.some((id) => !command.knownStyles.has(id))) throw new NotInList('styles');
      return [
        {
          type: 'AmbassadorApplicationSubmitted',
          data: {
            applicationId: command.applicationId,
            userId: command.userId,
            from: i.from ?? null,
            subject: i.subject ?? null,
            describeYourself: i.describe_yourself,
            styles: i.styles,
            interests: i.interests,
            message: i.message,
            links: i.links,
            isReferred: i.isReferred,
            referredBy: i.referred_by ?? null,
            submittedAt: command.now,
          },
        },
      ];
    }
    case 'ApproveApplication':
      byAnAdmin(command.isAdmin);
      existing(state);
      // The same decision again changes nothing; a different one is not this call's to make.
      if (state.status === 'approved' && state.ambassadorType === command.ambassadorType) return [];
      if (state.status !== 'pending') throw new ApplicationAlreadyDecided();
      return [
        {
          type: 'AmbassadorApplicationApproved',
          data: { applicationId: state.applicationId, userId: state.userId, adminId: command.adminId, ambassadorType: command.ambassadorType, approvedAt: command.now },
        },
      ];
    case 'RejectApplication':
      byAnAdmin(command.isAdmin);
      existing(state);
      if (state.status === 'rejected') return [];
      if (state.status !== 'pending') throw new ApplicationAlreadyDecided();
      return [{ type: 'AmbassadorApplicationRejected', data: { applicationId: state.applicationId, userId: state.userId, adminId: command.adminId, reason: command.reason, rejectedAt: command.now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const applicationDecider = { initialState: initialApplicationState, evolve: evolveApplication, decide: decideApplication };
