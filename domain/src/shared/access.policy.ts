import { AdminsOnly, Unauthenticated } from './errors';

/**
 * Who calls, as a signed-in request's token says: decided before anything reads what was sent.
 * A role that can change while a token lives (becoming an ambassador) is read from the person's
 * own stream instead (ambassadors/showcase.policy.ts).
 */
export interface Caller {
  userId: number | null;
  role: string | null;
}

/** Anyone at all: the public calls. */
export function anyone(_caller: Caller): void {}

/** A signed-in person; a visitor is told to sign in (401). */
export function signedIn(caller: Caller): asserts caller is Caller & { userId: number } {
  if (caller.userId === null) throw new Unauthenticated();
}

/** The admins' calls: a visitor is told to sign in (401), any other member is refused (403). */
export function adminsOnly(caller: Caller): void {
  signedIn(caller);
  if (caller.role !== 'admin') throw new AdminsOnly();
}

/** The caller as a read sees them: who (or nobody), and whether an admin, who also sees what is hidden from others. */
export interface Viewer {
  userId: number | null;
  admin: boolean;
}

export const isAdmin = (caller: Caller) => caller.userId !== null && caller.role === 'admin';

/** The owner and admins see an item whatever its moderation state (and why it was rejected). */
export const seesEverything = (v: Viewer, ownerId: number) => v.admin || (v.userId !== null && v.userId === ownerId);

/**
 * A decision only an admin takes, in the decider itself (the command carries whether its caller is
 * one): the same rule as `adminsOnly`, kept where the events are decided.
 */
export function byAnAdmin(isAdminCaller: boolean): void {
  if (!isAdminCaller) throw new AdminsOnly();
}
