import { REFERENCE_ENUMS } from '../site/reference-data';

/**
 * What a room needs: the item classes that belong in each room type, and the order "best match"
 * offers products in for an image (Get the Look's product search, Shop the Look, the curate
 * tray's suggestions) or for a request. The search adapters implement this rule; the mapping is
 * data here, by reference names, so a room type or item class added later without an entry simply
 * has no preference.
 *
 * The order: first the item classes a request asked for, then those that belong in the room,
 * then the rest; within each, the colour and style likeness the adapter computes; then the id.
 */
export const ROOM_ITEM_CLASS_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Living Room': [
    'Sofa', 'Armchair', 'Coffee Table', 'Side Table', 'Ottoman', 'TV Stand', 'Bookcase', 'Sideboard', 'Rug', 'Floor Lamp', 'Table Lamp',
    'Pendant Light', 'Chandelier', 'Mirror', 'Wall Art', 'Curtains', 'Throw Pillow', 'Throw Blanket', 'Vase', 'Planter',
  ],
  Bedroom: [
    'Bed', 'Nightstand', 'Dresser', 'Wardrobe', 'Bench', 'Armchair', 'Ottoman', 'Rug', 'Table Lamp', 'Floor Lamp', 'Pendant Light',
    'Chandelier', 'Mirror', 'Wall Art', 'Curtains', 'Throw Pillow', 'Throw Blanket', 'Vase', 'Planter',
  ],
  'Dining Room': ['Dining Table', 'Dining Chair', 'Bench', 'Sideboard', 'Pendant Light', 'Chandelier', 'Rug', 'Mirror', 'Wall Art', 'Curtains', 'Vase', 'Planter'],
  Kitchen: ['Bar Stool', 'Dining Table', 'Dining Chair', 'Bench', 'Pendant Light', 'Chandelier', 'Rug', 'Wall Art', 'Vase', 'Planter'],
  Bathroom: ['Mirror', 'Rug', 'Curtains', 'Pendant Light', 'Table Lamp', 'Wall Art', 'Vase', 'Planter', 'Bench'],
  'Home Office': ['Desk', 'Office Chair', 'Bookcase', 'Armchair', 'Side Table', 'Table Lamp', 'Floor Lamp', 'Pendant Light', 'Rug', 'Mirror', 'Wall Art', 'Curtains', 'Planter'],
  Entryway: ['Bench', 'Mirror', 'Sideboard', 'Side Table', 'Rug', 'Pendant Light', 'Chandelier', 'Table Lamp', 'Wall Art', 'Vase', 'Planter'],
  'Kids Room': [
    'Bed', 'Nightstand', 'Dresser', 'Wardrobe', 'Bookcase', 'Desk', 'Ottoman', 'Rug', 'Table Lamp', 'Pendant Light', 'Wall Art', 'Curtains',
    'Throw Pillow', 'Throw Blanket', 'Planter',
  ],
  Nursery: ['Bed', 'Dresser', 'Wardrobe', 'Armchair', 'Ottoman', 'Bookcase', 'Rug', 'Table Lamp', 'Floor Lamp', 'Pendant Light', 'Wall Art', 'Curtains', 'Throw Pillow', 'Throw Blanket'],
  'Outdoor / Patio': ['Sofa', 'Armchair', 'Coffee Table', 'Side Table', 'Dining Table', 'Dining Chair', 'Bench', 'Rug', 'Pendant Light', 'Throw Pillow', 'Throw Blanket', 'Planter', 'Vase'],
};

function idsByName(resource: 'roomTypes' | 'itemClasses'): Map<string, number> {
  return new Map(REFERENCE_ENUMS[resource].filter((e) => e.name !== 'NONE').map((e) => [e.name, e.id]));
}

function buildRoomItemClasses(): ReadonlyMap<number, readonly number[]> {
  const rooms = idsByName('roomTypes');
  const classes = idsByName('itemClasses');
  const out = new Map<number, number[]>();
  for (const [room, names] of Object.entries(ROOM_ITEM_CLASS_NAMES)) {
    const roomId = rooms.get(room);
    if (roomId === undefined) throw new Error(`room fit names an unknown room type: ${room}`);
    out.set(
      roomId,
      names.map((name) => {
        const id = classes.get(name);
        if (id === undefined) throw new Error(`room fit names an unknown item class: ${name}`);
        return id;
      }),
    );
  }
  return out;
}

/** Room type id to the ids of the item classes that belong in it. */
export const ROOM_ITEM_CLASSES: ReadonlyMap<number, readonly number[]> = buildRoomItemClasses();

/** The item classes that belong in a room type; none for no room type or one without an entry. */
export const roomItemClasses = (roomTypeId: number | null | undefined): readonly number[] => (roomTypeId == null ? [] : (ROOM_ITEM_CLASSES.get(roomTypeId) ?? []));

/** What a best match is for: the image's (or request's) room type, and the item classes a request asked for. */
export interface RoomFit {
  roomTypeId?: number | null;
  /** Item class ids a request asked for: they come first. */
  wanted?: readonly number[];
}

/**
 * The preference tiers, best first: the wanted classes, then the room's other classes. A product
 * whose class is in tier i ranks at i; one in none ranks after every tier. Empty tiers are left
 * out, so no fit at all gives no tiers (likeness alone).
 */
export function bestMatchTiers(fit: RoomFit): number[][] {
  const wanted = [...new Set(fit.wanted ?? [])];
  const room = roomItemClasses(fit.roomTypeId).filter((id) => !wanted.includes(id));
  return [wanted, room].filter((tier) => tier.length > 0);
}

/** The tier a product's item class is in (tiers.length when it is in none). */
export function tierOf(tiers: readonly (readonly number[])[], itemClassId: number): number {
  const i = tiers.findIndex((tier) => tier.includes(itemClassId));
  return i === -1 ? tiers.length : i;
}

export interface BestMatchCandidate {
  id: number;
  itemClassId: number;
  /** The colour and style distance to the image (smaller is more alike), as the adapter computes it. */
  distance: number;
}

/** The best-match order: tier, then likeness, then id ascending. */
export function rankBestMatches<C extends BestMatchCandidate>(candidates: readonly C[], fit: RoomFit): C[] {
  const tiers = bestMatchTiers(fit);
  return [...candidates].sort((a, b) => tierOf(tiers, a.itemClassId) - tierOf(tiers, b.itemClassId) || a.distance - b.distance || a.id - b.id);
}
