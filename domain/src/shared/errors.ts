/**
 * Typed domain errors. Deciders throw these; the HTTP layer maps them to statuses in one place
 * (infra/src/http/errors.ts).
 */
export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly kind: 'validation' | 'not_found' | 'forbidden' | 'conflict' | 'gone' | 'unauthenticated' | 'rate_limited' | 'too_large' | 'unsupported_media';
}

export class ValidationFailed extends DomainError {
  readonly kind = 'validation';
  constructor(
    readonly errors: FieldErrors,
    message = 'The given data was invalid.',
  ) {
    super(message);
  }
  static field(field: string, message: string, topMessage?: string): ValidationFailed {
    return new ValidationFailed({ [field]: [message] }, topMessage);
  }
}

export class NotFound extends DomainError {
  readonly kind = 'not_found';
  constructor(message = 'Not found.') {
    super(message);
  }
}

export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = 'This action is unauthorized.') {
    super(message);
  }
}

export class Conflict extends DomainError {
  readonly kind = 'conflict';
  constructor(message = 'The resource was changed by someone else. Please retry.') {
    super(message);
  }
}

export class Gone extends DomainError {
  readonly kind = 'gone';
  constructor(message = 'This account has been deactivated.') {
    super(message);
  }
}

export class Unauthenticated extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(message = 'Unauthenticated.') {
    super(message);
  }
}

export class RateLimited extends DomainError {
  readonly kind = 'rate_limited';
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please try again later.',
  ) {
    super(message);
  }
}

/** An upload (or a body) larger than the call accepts: 413. */
export class PayloadTooLarge extends DomainError {
  readonly kind = 'too_large';
  constructor(message = 'The upload is too large.') {
    super(message);
  }
}

/** An upload of a kind the call does not take (not an image): 415. */
export class UnsupportedMediaType extends DomainError {
  readonly kind = 'unsupported_media';
  constructor(message = 'This kind of file is not accepted.') {
    super(message);
  }
}

/** The caller acts on something that belongs to someone else. */
export class NotTheOwner extends Forbidden {
  constructor(message = 'This action is unauthorized.') {
    super(message);
  }
}

/** A call only admins make, by a signed-in member who is not one. */
export class AdminsOnly extends Forbidden {
  constructor(message = 'This action is unauthorized.') {
    super(message);
  }
}

/** A call only ambassadors make, by a signed-in member who is not one (yet). */
export class AmbassadorsOnly extends Forbidden {
  constructor(message = 'This action is unauthorized.') {
    super(message);
  }
}
