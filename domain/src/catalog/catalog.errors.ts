import { NotFound, NotTheOwner, ValidationFailed } from '../shared/errors';
import { MESSAGES } from '../shared/messages';

/** The catalog's refusals, named for what happened; the HTTP layer maps their kinds once. */
export class NoSuchImage extends NotFound {
  constructor() {
    super('No such image.');
  }
}

export class NoSuchProduct extends NotFound {
  constructor() {
    super('No such product.');
  }
}

export class NoSuchAffiliateCode extends NotFound {
  constructor() {
    super('No such affiliate code.');
  }
}

export class NotImageOwner extends NotTheOwner {
  constructor() {
    super('Only the person who added this image can change it.');
  }
}

export class NotProductOwner extends NotTheOwner {
  constructor() {
    super('Only the person who added this product can change it.');
  }
}

export class NotCodeOwner extends NotTheOwner {
  constructor() {
    super('Only the owner of this affiliate code can change it.');
  }
}

/** The picture named is not one of the caller's uploads of the right kind. */
export class MediaNotUsable extends ValidationFailed {
  constructor(message = 'Please upload the picture first.') {
    super({ mediaId: [message] });
  }
}

/** A pick that is not in the reference list it must come from. */
export class NotInList extends ValidationFailed {
  constructor(field: string) {
    super({ [field]: ['Please choose from the list'] });
  }
}

export class AffiliateCodeExists extends ValidationFailed {
  constructor() {
    super({ affiliateSiteId: ['You already have a code for this site'] });
  }
}

export class RequiredPick extends ValidationFailed {
  constructor(field: string) {
    super({ [field]: [MESSAGES.required] });
  }
}
