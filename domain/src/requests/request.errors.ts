import { AmbassadorsOnly, Forbidden, NotFound, ValidationFailed } from '../shared/errors';

/** Request the Look's refusals, named for what happened; the HTTP layer maps their kinds once. */

/** No such request, or one the caller is neither the requester of nor matched to. */
export class NoSuchRequest extends NotFound {
  constructor() {
    super('No such request.');
  }
}

/** Spec 2.2: the matching pages and calls are the ambassadors'. */
export class MatchesAreAmbassadors extends AmbassadorsOnly {
  constructor() {
    super('Only ambassadors can see the requests matched to them.');
  }
}

export class NotRequester extends Forbidden {
  constructor() {
    super('Only the person who asked can do this with the request.');
  }
}

/** A board answers a request only from an ambassador the request was matched to. */
export class NotMatchedToRequest extends Forbidden {
  constructor() {
    super('This request was not matched to you.');
  }
}

export class RequestClosedAlready extends ValidationFailed {
  constructor() {
    super({ request: ['This request is closed'] }, 'This request is closed.');
  }
}

export class NotARecommendation extends ValidationFailed {
  constructor() {
    super({ lookBoardId: ['This look board was not recommended for this request'] });
  }
}

export class RequestImageNotUsable extends ValidationFailed {
  constructor() {
    super({ inspirationImageId: ['Please choose an image from the gallery'] });
  }
}
