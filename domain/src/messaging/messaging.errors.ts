import { Forbidden, NotFound, ValidationFailed } from '../shared/errors';

/** Messaging's refusals, named for what happened; the HTTP layer maps their kinds once. */

/** No such conversation (or one the caller may not know exists). */
export class NoSuchConversation extends NotFound {
  constructor() {
    super('No such conversation.');
  }
}

/** Only the conversation's participants read it, write in it or mark it read. */
export class NotAParticipant extends Forbidden {
  constructor() {
    super('You are not part of this conversation.');
  }
}

export class CannotMessageYourself extends ValidationFailed {
  constructor() {
    super({ participants: ['Please choose someone other than yourself'] });
  }
}

/** The other member does not exist, left (deactivated) or was erased. */
export class NoSuchRecipient extends ValidationFailed {
  constructor() {
    super({ participants: ['This member cannot receive messages'] });
  }
}


/** The conversation's other member left (deactivated) or was erased: nothing more can be sent to them. */
export class RecipientCannotReceive extends Forbidden {
  constructor() {
    super('This member cannot receive messages.');
  }
}
