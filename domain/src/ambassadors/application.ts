import type { AmbassadorApplicationEvent } from './ambassador.events';
import type { AmbassadorType, ApplicationStatus } from './ambassador.rules';

/** An ambassador application (stream `ambassadorApplication-<id>`): what was asked and what admins decided. */
export interface ApplicationState {
  exists: boolean;
  applicationId: number;
  userId: number;
  status: ApplicationStatus;
  /** The styles the applicant chose: they become an approved ambassador's declared styles. */
  styles: number[];
  ambassadorType: AmbassadorType | null;
  reason: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
}

export const initialApplicationState = (): ApplicationState => ({
  exists: false,
  applicationId: 0,
  userId: 0,
  status: 'pending',
  styles: [],
  ambassadorType: null,
  reason: null,
  submittedAt: null,
  decidedAt: null,
});

export function evolveApplication(state: ApplicationState, event: AmbassadorApplicationEvent): ApplicationState {
  switch (event.type) {
    case 'AmbassadorApplicationSubmitted': {
      const d = event.data;
      return { ...state, exists: true, applicationId: d.applicationId, userId: d.userId, status: 'pending', styles: d.styles, submittedAt: d.submittedAt };
    }
    case 'AmbassadorApplicationApproved':
      return { ...state, status: 'approved', ambassadorType: event.data.ambassadorType, reason: null, decidedAt: event.data.approvedAt };
    case 'AmbassadorApplicationRejected':
      return { ...state, status: 'rejected', reason: event.data.reason, decidedAt: event.data.rejectedAt };
    default: {
      const never: never = event;
      return never;
    }
  }
}
