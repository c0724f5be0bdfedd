import { Forbidden, NotFound, NotTheOwner, ValidationFailed } from '../shared/errors';

/** The look boards' refusals, named for what happened; the HTTP layer maps their kinds once. */
export class NoSuchLookBoard extends NotFound {
  constructor() {
    super('No such look board.');
  }
}

/** What others are told of a public board submitted for review: its share link works once it is approved. */
export const LOOK_BOARD_IN_REVIEW = 'This look board is waiting for review: it will be here once the editors approve it.';

/** A public board still with the editors, asked for by someone other than its owner (404, but said so). */
export class LookBoardInReview extends NotFound {
  constructor() {
    super(LOOK_BOARD_IN_REVIEW);
  }
}

export class NotLookBoardOwner extends NotTheOwner {
  constructor() {
    super('You can only change your own look boards.');
  }
}

/** Votes and ratings are what others think of a board: its owner gives neither. */
export class OwnLookBoard extends Forbidden {
  constructor(what: 'vote for' | 'rate') {
    super(`You cannot ${what} your own look board.`);
  }
}

export class LookBoardNotSubmitted extends ValidationFailed {
  constructor() {
    super({ lookBoard: ['This look board is still a draft; save it as a draft.'] }, 'This look board is still a draft.');
  }
}

/** A board goes to review only with what its template needs. */
export class TooFewProducts extends ValidationFailed {
  constructor(min: number) {
    super({ products: [`Please add at least ${min} product${min === 1 ? '' : 's'} to this template`] });
  }
}

export class ProductNotPlaceable extends ValidationFailed {
  constructor() {
    super({ products: ['Some of these products are not available; please choose others'] });
  }
}

/** A Mix & Match is made of pieces from the room's look boards (spec 1): another product is refused. */
export class ProductNotOnRoomBoards extends ValidationFailed {
  constructor() {
    super({ products: ["Please pick products from this room's look boards"] });
  }
}

export class ImageNotUsable extends ValidationFailed {
  constructor() {
    super({ inspirationImageId: ['Please choose an image from the gallery'] });
  }
}

export class NoSuchMixMatch extends NotFound {
  constructor() {
    super('No such Mix & Match.');
  }
}

/** Accept or pick for a slot with no open offer (the product never went, or the offer was settled or lapsed). */
export class NoSuchSubstitute extends NotFound {
  constructor() {
    super('No suggestion is waiting for this product.');
  }
}

/** A slot is refilled like for like: another product of the item class that was there. */
export class SubstituteNotLikeForLike extends ValidationFailed {
  constructor() {
    super({ substituteId: ['Please choose a product of the same kind'] });
  }
}

/** The product to put in the slot is not (or no longer) available, or is on the board already. */
export class SubstituteNotAvailable extends ValidationFailed {
  constructor() {
    super({ substituteId: ['This product is not available; please choose another'] });
  }
}
