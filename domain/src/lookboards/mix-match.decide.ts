import { ProductNotPlaceable, NoSuchMixMatch, ImageNotUsable, ProductNotOnRoomBoards } from './look-board.errors';
import type { ProductForBoard } from './look-board.decide';
import type { MixMatchEvent, MixMatchState } from './mix-match';
import type { MixMatchInput } from './look-board.rules';

export type MixMatchCommand =
  | {
      type: 'SaveMixMatch';
      mixMatchId: number;
      userId: number;
      input: MixMatchInput;
      imageUsable: boolean;
      products: ReadonlyMap<number, ProductForBoard>;
      /** The pieces of the room's look boards the person may see: those made from the image, and those answering their request for it. */
      roomProducts: ReadonlySet<number>;
      now: string;
    }
  | { type: 'DeleteMixMatch'; userId: number; now: string };

export function decideMixMatch(command: MixMatchCommand, state: MixMatchState): MixMatchEvent[] {
  switch (command.type) {
    case 'SaveMixMatch': {
      if (state.exists) return [];
      if (!command.imageUsable) throw new ImageNotUsable();
      for (const id of command.input.products) {
        const p = command.products.get(id);
        if (!p || !p.exists || p.removed || (p.status !== 'approved' && p.ownerId !== command.userId)) throw new ProductNotPlaceable();
      }
      if (command.input.products.some((id) => !command.roomProducts.has(id))) throw new ProductNotOnRoomBoards();
      return [
        {
          type: 'MixMatchSaved',
          data: { mixMatchId: command.mixMatchId, userId: command.userId, inspirationImageId: command.input.inspirationImageId, products: command.input.products, savedAt: command.now },
        },
      ];
    }
    case 'DeleteMixMatch':
      // Someone else's Mix & Match is nobody's business: it does not exist for them.
      if (!state.exists || state.deleted || state.userId !== command.userId) throw new NoSuchMixMatch();
      return [{ type: 'MixMatchDeleted', data: { mixMatchId: state.mixMatchId, userId: state.userId, deletedAt: command.now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}
