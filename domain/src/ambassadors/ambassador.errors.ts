import { AmbassadorsOnly, Forbidden, NotFound, Unauthenticated, ValidationFailed } from '../shared/errors';

/** The ambassador programme's refusals, named for what happened; the HTTP layer maps their kinds once. */

/** Spec 6: only ambassadors keep a showcase and use the ambassador pages. */
export class NotAnAmbassador extends AmbassadorsOnly {
  constructor() {
    super('Only ambassadors have a showcase.');
  }
}

/** GET /showcase of an ambassador who has none yet: the client creates one (spec 4). */
export class NoShowcaseYet extends NotFound {
  constructor() {
    super('You have no showcase yet.');
  }
}

/** A showcase address nobody holds, or an inactive page seen by anyone but its owner. */
export class NoSuchShowcase extends NotFound {
  constructor() {
    super('No such showcase.');
  }
}

export class UrlKeyTaken extends ValidationFailed {
  constructor() {
    super({ urlKey: ['This page address is already taken'] });
  }
}

/** A page goes live only with an address to open it by. */
export class UrlKeyRequired extends ValidationFailed {
  constructor() {
    super({ urlKey: ['Please choose your page address before activating your showcase'] });
  }
}

export class ShowcaseImageNotUsable extends ValidationFailed {
  constructor(field: 'images' | 'featuredImages') {
    super({ [field]: ['Please choose approved images from the gallery'] });
  }
}

export class ShowcaseLookBoardNotUsable extends ValidationFailed {
  constructor(field: 'lookBoards' | 'featuredLookBoards') {
    super({ [field]: ['Please choose your own look boards'] });
  }
}

export class BannerNotUsable extends ValidationFailed {
  constructor() {
    super({ mediaId: ['Please upload a showcase banner image'] });
  }
}

export class NoVideoToReview extends ValidationFailed {
  constructor() {
    super({ videoUrl: ['This showcase has no video to review'] });
  }
}

/** Spec 6: applying as an ambassador needs a verified email. */
export class EmailNotVerified extends Forbidden {
  constructor() {
    super('Please verify your email address before applying.');
  }
}

export class AlreadyAnAmbassador extends ValidationFailed {
  constructor() {
    super({ application: ['You are already an ambassador'] }, 'You are already an ambassador.');
  }
}

export class ApplicationUnderReview extends ValidationFailed {
  constructor() {
    super({ application: ['Your application is being reviewed; we will be in touch soon'] }, 'Your application is being reviewed.');
  }
}

export class NoSuchApplication extends NotFound {
  constructor() {
    super('No such ambassador application.');
  }
}

export class ApplicationAlreadyDecided extends ValidationFailed {
  constructor() {
    super({ application: ['This application was already decided'] }, 'This application was already decided.');
  }
}

export class CannotFollowSelf extends ValidationFailed {
  constructor() {
    super({ userId: ['You cannot follow yourself'] }, 'You cannot follow yourself.');
  }
}

export class CannotNominateSelf extends ValidationFailed {
  constructor() {
    super({ toEmailAddress: ['You cannot nominate yourself; please apply instead'] });
  }
}

export class NomineeAlreadyAmbassador extends ValidationFailed {
  constructor() {
    super({ toEmailAddress: ['This person is already an ambassador'] });
  }
}

/** A code that was never issued, has expired, or whose account finished registering. */
export class InvalidInvitationCode extends Unauthenticated {
  constructor() {
    super('This invitation code is not valid or has expired.');
  }
}
