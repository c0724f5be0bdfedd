import { ambassadorApplicationStream, decideApplication, decideUser, evolveApplication, userStream, type AmbassadorType, type ApplicationState } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, foldUser, nowOf } from '../identity/identity';
import { foldApplication } from './ambassadors';

export type ApplicationDecision = { approve: true; ambassadorType: AmbassadorType } | { approve: false; reason: string };

/**
 * An admin decides on an application: the application's decision and the account's (the role
 * granted, or the open application closed) in one append. The applicant's account is read once
 * the application names it.
 */
export async function decideOnApplication(p: Pick<Platform, 'store' | 'clock'>, applicationId: number, adminId: number, isAdmin: boolean, decision: ApplicationDecision, meta: EventMetadata) {
  const now = nowOf(p);
  const application = ambassadorApplicationStream(applicationId);
  let after: ApplicationState | null = null;
  const r = await handleMultiStreamCommand(
    p.store,
    (h) => {
      const userId = foldApplication(h.get(application)?.events).userId;
      return userId ? [application, userStream(userId)] : [application];
    },
    (h) => {
      const state = foldApplication(h.get(application)?.events);
      const decided = decideApplication(
        decision.approve ? { type: 'ApproveApplication', adminId, isAdmin, ambassadorType: decision.ambassadorType, now } : { type: 'RejectApplication', adminId, isAdmin, reason: decision.reason, now },
        state,
      );
      after = decided.reduce(evolveApplication, state);
      if (decided.length === 0) return [appendTo(h, application, [])];
      const user = userStream(state.userId);
      const account = foldUser(h.get(user)?.events ?? []);
      const granted = decision.approve
        ? decideUser({ type: 'GrantAmbassadorRole', applicationId, ambassadorType: decision.ambassadorType, styles: state.styles, adminId, now }, account)
        : decideUser({ type: 'DeclineAmbassadorApplication', applicationId, adminId, now }, account);
      return [appendTo(h, application, decided), appendTo(h, user, granted)];
    },
    meta,
  );
  // A replay of a request written before decides nothing here: its outcome is the stream's.
  const state: ApplicationState = after ?? foldApplication((await p.store.readStream(application)).events);
  return { state, position: r.position };
}
