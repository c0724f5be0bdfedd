import { Conflict, Forbidden, NotFound, ValidationFailed } from '../shared/errors';
import { POINTS_ABOVE_BALANCE, POINTS_BELOW_MINIMUM } from './rewards.rules';

/** Rewards' refusals, named for what happened; the HTTP layer maps their kinds once. */

export class InsufficientPoints extends ValidationFailed {
  constructor() {
    super({ points: [POINTS_ABOVE_BALANCE] });
  }
}

export class BelowRedemptionMinimum extends ValidationFailed {
  constructor() {
    super({ points: [POINTS_BELOW_MINIMUM] });
  }
}

/** Spec 6: a verified email is needed to redeem points. */
export class RedeemNeedsVerifiedEmail extends Forbidden {
  constructor() {
    super('Please verify your email address before redeeming points.');
  }
}

export class NoSuchRedemption extends NotFound {
  constructor() {
    super('No such redemption.');
  }
}

/** A redemption is paid or refused once. */
export class RedemptionSettled extends Conflict {
  constructor(status: string) {
    super(`This redemption is already ${status}.`);
  }
}
