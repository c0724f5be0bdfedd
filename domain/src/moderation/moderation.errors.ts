import { Conflict, Gone, NotFound } from '../shared/errors';
import { ALREADY_REPORTED, TAKEN_DOWN_MESSAGE } from './moderation.rules';

/** Moderation's refusals, named for what happened; the HTTP layer maps their kinds once. */

/** One open report per member and image. */
export class AlreadyReported extends Conflict {
  constructor() {
    super(`${ALREADY_REPORTED}.`);
  }
}

export class NoSuchTakedownNotice extends NotFound {
  constructor() {
    super('No such takedown notice.');
  }
}

export class NoSuchCreditClaim extends NotFound {
  constructor() {
    super('No such credit claim.');
  }
}

/** A notice, claim or report an admin already decided on. */
export class AlreadyDecided extends Conflict {
  constructor(what: string) {
    super(`This ${what} was already decided.`);
  }
}

export class NothingToDismiss extends Conflict {
  constructor() {
    super('This image has no open reports.');
  }
}

/** Content an admin took down: its page answers 410. */
export class TakenDown extends Gone {
  constructor() {
    super(TAKEN_DOWN_MESSAGE);
  }
}

export class NotTakenDown extends Conflict {
  constructor() {
    super('This content is not taken down.');
  }
}

export class AlreadyTakenDown extends Conflict {
  constructor() {
    super('This content is already taken down.');
  }
}
