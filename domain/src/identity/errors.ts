import { Gone, NotFound, RateLimited, Unauthenticated, ValidationFailed } from '../shared/errors';
import { MESSAGES } from '../shared/messages';
import { MESSAGES_IDENTITY } from './messages';

/**
 * The identity context's refusals, named for what happened. Each is one of the generic kinds the
 * HTTP layer maps to a status in one place (infra/src/http/errors.ts).
 */
export class EmailTaken extends ValidationFailed {
  constructor(field = 'email') {
    super({ [field]: [MESSAGES_IDENTITY.emailTaken] }, MESSAGES_IDENTITY.emailTaken);
  }
}

export class InvalidCredentials extends Unauthenticated {
  constructor() {
    super(MESSAGES_IDENTITY.badCredentials);
  }
}

/** The password given to confirm a sensitive change is not the account's. */
export class WrongPassword extends ValidationFailed {
  constructor(field: 'password' | 'currentPassword') {
    super({ [field]: [MESSAGES_IDENTITY.currentPasswordWrong] });
  }
}

export class TooManyFailedSignIns extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, MESSAGES_IDENTITY.tooManyFailures);
  }
}

export class AccountDeactivated extends Gone {
  constructor() {
    super(MESSAGES_IDENTITY.deactivated);
  }
}

export class NoSuchUser extends NotFound {
  constructor() {
    super('No such user.');
  }
}

export class InvalidResetLink extends ValidationFailed {
  constructor() {
    super({ token: [MESSAGES_IDENTITY.badResetLink] }, MESSAGES_IDENTITY.badResetLink);
  }
}

export class InvalidVerificationLink extends ValidationFailed {
  constructor() {
    super({ token: [MESSAGES_IDENTITY.badVerificationLink] }, MESSAGES_IDENTITY.badVerificationLink);
  }
}

export class InvalidRevertLink extends ValidationFailed {
  constructor(message: string = MESSAGES_IDENTITY.badRevertLink) {
    super({ token: [message] }, message);
  }
}

/** An id that does not name an entry of the reference data it must come from. */
export class UnknownChoice extends ValidationFailed {
  constructor(field: string) {
    super({ [field]: [MESSAGES_IDENTITY.chooseFromList] });
  }
}

/** A style preference cannot be finished without at least one style. */
export class StyleRequired extends ValidationFailed {
  constructor() {
    super({ styles: [MESSAGES.styleRequired] });
  }
}
