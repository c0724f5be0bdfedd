import { AMBASSADOR_INTERESTS, REFERENCE_ENUMS, RESERVED_URL_KEYS, STYLE_NAMES, type AmbassadorType } from '@decorlook/domain';
import type { ProductSpec } from './draw-product';
import type { RoomSpec } from './draw-room';
import { jitter } from './color';
import { paletteOf } from './palettes';
import { mulberry32, seedOf, type Rng } from './random';

/**
 * The demo catalog, decided before anything is drawn: who uploads what, with which words and tags.
 * Pure and seeded, so every machine seeds the same catalog and a resumed seed finds the same keys.
 */

export interface DemoUser {
  key: string;
  username: string;
  displayName: string;
  email: string;
  kind: 'person' | 'business';
  profession: string;
  bio: string;
  website: string | null;
}

export interface PlannedImage {
  /** Stable across runs: what a resumed seed uses to tell which images exist already. */
  key: string;
  ownerKey: string;
  draw: RoomSpec;
  title: string;
  description: string;
  styles: number[];
  subStyles: number[];
  roomTypeId: number | null;
  type: 'room' | 'single' | 'makeOver';
  sourceUrl: string | null;
  credit: string | null;
  /** Members who like the picture: those who liked a look board made from it, and a few others. */
  likedBy: string[];
}

export interface PlannedProduct {
  key: string;
  ownerKey: string;
  draw: ProductSpec;
  title: string;
  description: string;
  /** Integer cents. */
  price: number;
  brand: string | null;
  retailerUrl: string | null;
  itemClassId: number;
  styles: number[];
  subStyles: number[];
  colors: number[];
  materials: number[];
  shapes: number[];
  countries: number[];
  dimensions: { width: number; height: number; depth: number } | null;
}

/** A look board a demo member curated from an image, and what other members thought of it. */
export interface PlannedBoard {
  key: string;
  ownerKey: string;
  imageKey: string;
  productKeys: string[];
  title: string;
  description: string;
  message: string;
  type: 'room' | 'single' | 'makeOver';
  roomTypeId: number | null;
  itemClassId: number | null;
  styleId: number;
  color: string;
  columns: 1 | 2 | 3;
  likedBy: string[];
  votedBy: string[];
  ratings: [string, number][];
}

/**
 * A member who applies to the ambassador programme, is approved as `type`, and keeps a live
 * showcase page: its address, banner colour, texts, styles, and a choice of the demo images (any
 * approved one) and of their own look boards, some featured.
 */
export interface PlannedAmbassador {
  userKey: string;
  type: AmbassadorType;
  /** The profession (REFERENCE_ENUMS.professions id) the account shows. */
  profession: number;
  /** The application: its styles become the declared styles until the page sets its own. */
  application: { styles: number[]; interests: string[]; describeYourself: string; message: string; links: string[] };
  pageName: string;
  subtitle: string;
  urlKey: string;
  description: string;
  bannerColor: string;
  /** The page's own styles; null leaves the application's. */
  showcaseStyles: number[] | null;
  imageKeys: string[];
  featuredImageKeys: string[];
  boardKeys: string[];
  featuredBoardKeys: string[];
}

export interface CatalogPlan {
  users: DemoUser[];
  images: PlannedImage[];
  products: PlannedProduct[];
  boards: PlannedBoard[];
  /** Seeded after the boards (a plan without them seeds none). */
  ambassadors?: PlannedAmbassador[];
  /** [follower key, followed key]: members following ambassadors. */
  follows?: [string, string][];
}

export const DEMO_IMAGE_COUNT = 320;
export const DEMO_PRODUCT_COUNT = 1600;

/** How much a plan holds: at most this many images, products, look boards and ambassadors. */
export interface PlanSize {
  images: number;
  products: number;
  boards: number;
  ambassadors: number;
}

const real = <T extends { name: string }>(entries: T[]) => entries.filter((e) => e.name !== 'NONE');
export const ROOM_TYPES = real(REFERENCE_ENUMS.roomTypes);
export const ITEM_CLASSES = real(REFERENCE_ENUMS.itemClasses);
export const MATERIALS = real(REFERENCE_ENUMS.materials);
export const SHAPES = real(REFERENCE_ENUMS.shapes);
export const COLORS = real(REFERENCE_ENUMS.colors);
export const PRICES = REFERENCE_ENUMS.prices;
const SUB_STYLES = REFERENCE_ENUMS.subStyles;

export const RETAILER_DOMAINS = [
  'www.hearthandhome.example',
  'www.oakandlinen.example',
  'www.thenestingroom.example',
  'www.loftandlumen.example',
  'www.coastandclay.example',
  'www.urbanperch.example',
  'www.maisonmotif.example',
  'www.wovenwillow.example',
];

const BLOG_DOMAINS = ['www.roomstories.example', 'www.thedecorjournal.example', 'www.lightandlayers.example', 'www.homebyhand.example'];

const PEOPLE: [string, string, string][] = [
  ['Mara', 'Lindqvist', 'Interior Designer'], ['Theo', 'Alvarez', 'Stylist'], ['Priya', 'Raman', 'Blogger'], ['Jonah', 'Whitfield', 'Architect'],
  ['Lena', 'Okafor', 'Interior Decorator'], ['Sami', 'Haddad', 'Decor Enthusiast'], ['Ingrid', 'Solberg', 'Home Stager'], ['Marco', 'Bellini', 'Interior Designer'],
  ['Aiko', 'Tanaka', 'Artisan'], ['Rosa', 'Delgado', 'Influencer'], ['Felix', 'Brandt', 'Decor Enthusiast'], ['Hana', 'Kim', 'Stylist'],
  ['Olivia', 'Hart', 'Blogger'], ['Daniel', 'Mercer', 'Interior Designer'], ['Amara', 'Nwosu', 'Interior Decorator'], ['Luca', 'Romano', 'Architect'],
  ['Elsa', 'Berg', 'Decor Enthusiast'], ['Nico', 'Papadakis', 'Home Stager'], ['Chloe', 'Dubois', 'Influencer'], ['Ravi', 'Menon', 'Decor Enthusiast'],
  ['Grace', 'Holloway', 'Interior Designer'], ['Mateo', 'Santos', 'Stylist'], ['Yara', 'Costa', 'Blogger'], ['Oskar', 'Nyberg', 'Artisan'],
  ['Iris', 'Novak', 'Interior Decorator'], ['Ben', 'Ashford', 'Decor Enthusiast'], ['Leila', 'Farouk', 'Interior Designer'], ['Tom', 'Kerrigan', 'Home Stager'],
  ['Zoe', 'Marchetti', 'Influencer'], ['Adele', 'Fontaine', 'Stylist'],
];

const BUSINESSES: [string, string][] = [
  ['Hearth & Home', 'www.hearthandhome.example'],
  ['Oak & Linen', 'www.oakandlinen.example'],
  ['The Nesting Room', 'www.thenestingroom.example'],
  ['Loft & Lumen', 'www.loftandlumen.example'],
  ['Coast & Clay', 'www.coastandclay.example'],
  ['Maison Motif', 'www.maisonmotif.example'],
];

const BRANDS = [
  'Hollis & Reed', 'Nordlys', 'Casa Terra', 'Ironwood Works', 'Saltmarsh', 'Kumo Living', 'Gilded Fern', 'Harrow Lane', 'Studio Vale', 'Bare Form',
  'Ashby Home', 'Timber & Thistle', 'Odd Bazaar', 'Velour House', 'Sol y Cal', 'Maple Row', 'Lumen Lane', 'Driftline', 'Brass Finch', 'Quill & Quarry',
  'Fable Loom', 'Tern Outdoor', 'Little Pebble', 'Arlo & Ash',
];

const PRODUCT_NAMES = [
  'Hollis', 'Arden', 'Maren', 'Soren', 'Elio', 'Juniper', 'Otis', 'Wren', 'Calla', 'Rowan', 'Sable', 'Linnea', 'Ines', 'Bodhi', 'Cleo', 'Dune',
  'Esme', 'Fenwick', 'Greta', 'Harlow', 'Isla', 'Jasper', 'Kaia', 'Loren', 'Milo', 'Noor', 'Odette', 'Pax', 'Quinn', 'Remy', 'Sunday', 'Tove',
  'Ulla', 'Vesper', 'Willa', 'Xander', 'Yves', 'Zadie', 'Alba', 'Bellamy', 'Cove', 'Delphine', 'Ember', 'Fjord', 'Gio', 'Hugo', 'Ivo', 'Juno',
  'Kestrel', 'Lark', 'Mabel', 'Nell', 'Orla', 'Pia', 'Rue', 'Sage', 'Thea', 'Umber', 'Vale', 'Wilder', 'Yara', 'Zephyr', 'Aster', 'Birch',
];

/** The words a style's titles and descriptions use. Indexed by style id - 1. */
const STYLE_FEATURES: string[][] = [
  ['Oak Accents', 'Linen Layers', 'Soft Neutrals', 'Woollen Throws', 'Paper Lanterns'],
  ['Walnut Curves', 'Mustard Accents', 'Teak Sideboard', 'Retro Lighting', 'Graphic Prints'],
  ['Rattan Textures', 'Layered Rugs', 'Trailing Plants', 'Terracotta Tones', 'Macramé Details'],
  ['Exposed Brick', 'Steel Windows', 'Leather Seating', 'Concrete Floors', 'Black Metal Accents'],
  ['Shiplap Walls', 'Vintage Finds', 'Reclaimed Wood', 'Cosy Textiles', 'Iron Hardware'],
  ['Ocean Blues', 'Jute Rugs', 'Woven Baskets', 'Driftwood Tones', 'Breezy Linens'],
  ['Natural Oak', 'Paper Light', 'Muted Earth Tones', 'Low-Slung Seating', 'Ceramic Details'],
  ['Brass Details', 'Velvet Curves', 'Emerald Walls', 'Geometric Patterns', 'Marble Surfaces'],
  ['Rich Wood Tones', 'Classic Prints', 'Brass Lamps', 'Panelled Walls', 'Heirloom Pieces'],
  ['Clean Lines', 'Sculptural Lighting', 'Bouclé Seating', 'Statement Art', 'Glass Accents'],
  ['Quiet Neutrals', 'Hidden Storage', 'Pale Wood', 'Open Space', 'A Single Statement Piece'],
  ['Soft Greys', 'Tailored Upholstery', 'Mixed Metals', 'Classic Mouldings', 'Layered Neutrals'],
  ['Timber Beams', 'Wool Throws', 'Leather Accents', 'Stone Details', 'Cabin Warmth'],
  ['Collected Art', 'Bold Colour', 'Mixed Patterns', 'Vintage Treasures', 'Playful Lighting'],
  ['Velvet and Gold', 'Mirrored Accents', 'Blush Tones', 'Crystal Lighting', 'Plush Textures'],
  ['Limewashed Walls', 'Terracotta Floors', 'Arched Openings', 'Olive Trees', 'Blue Accents'],
];

const ROOM_WORDS: Record<number, { name: string; details: string[] }> = {
  1: { name: 'Living Room', details: ['a deep sofa anchors the conversation area', 'the rug pulls the seating together', 'a reading corner sits by the window'] },
  2: { name: 'Bedroom', details: ['the upholstered headboard softens the wall', 'matching nightstands keep things balanced', 'layered bedding invites a slow morning'] },
  3: { name: 'Dining Room', details: ['the pendant sits low over the table', 'the sideboard doubles as a serving station', 'mixed chairs keep it relaxed'] },
  4: { name: 'Kitchen', details: ['the island seats three for breakfast', 'open shelves show off everyday ceramics', 'the backsplash adds quiet texture'] },
  5: { name: 'Bathroom', details: ['the freestanding tub takes centre stage', 'a framed mirror warms up the vanity', 'tiles bring a spa-like calm'] },
  6: { name: 'Home Office', details: ['wall shelves keep the desk clear', 'a task lamp makes long evenings easy', 'the window gives the desk its daylight'] },
  7: { name: 'Entryway', details: ['a bench makes shoes easy', 'the mirror bounces light into the hall', 'hooks keep coats and bags in reach'] },
  8: { name: 'Kids Room', details: ['a low shelf keeps toys within reach', 'bunting adds a playful note', 'the round rug marks out a play zone'] },
  9: { name: 'Nursery', details: ['the crib sits away from the window', 'a soft armchair makes night feeds easier', 'the dresser doubles as a changing table'] },
  10: { name: 'Patio', details: ['outdoor cushions turn the deck into a second living room', 'string lights carry it into the evening', 'potted olives give shade and privacy'] },
};

const ITEM_MATERIALS: Record<number, number[]> = {
  1: [7, 8, 9, 10, 11, 12], 2: [7, 9, 10, 11, 12, 4, 5], 3: [1, 2, 3, 14, 15, 16, 17, 18, 19, 6, 4], 4: [1, 2, 14, 15, 16, 17, 18, 19, 20, 21, 4],
  5: [1, 2, 3, 14, 15, 16, 17, 19], 6: [1, 2, 3, 4, 5, 11, 9, 19, 20], 7: [1, 2, 3, 7, 9, 10, 4, 5, 19], 8: [1, 2, 3, 4, 5, 14, 15],
  9: [1, 2, 3, 5, 6], 10: [1, 2, 3, 19, 20, 6], 11: [1, 2, 3, 19, 20, 17], 12: [11, 8, 7, 20, 12], 13: [12, 13, 8, 7],
  14: [18, 19, 20, 4, 6, 1], 15: [21, 17, 18, 14, 15, 4, 1], 16: [18, 17, 4, 6, 19, 20, 21], 17: [18, 19, 17, 20], 18: [18, 19, 1, 2, 4, 5, 20],
  19: [1, 2, 18, 8, 7], 20: [7, 8, 9, 12], 21: [7, 8, 9, 10, 12, 11], 22: [12, 8, 7, 10], 23: [21, 17, 15, 14, 18, 16], 24: [21, 16, 4, 13, 15, 20, 18],
  25: [1, 2, 3, 11, 19, 20, 4, 9], 26: [1, 2, 3, 6, 9, 10, 11, 4, 5], 27: [9, 10, 11, 12, 13, 7], 28: [1, 2, 3, 4, 5, 14, 20], 29: [1, 2, 3, 5, 4, 14, 15],
  30: [1, 2, 3, 5, 4],
};

/** Shapes a class comes in; classes without an entry have no meaningful shape. */
const ITEM_SHAPES: Record<number, number[]> = {
  3: [1, 2, 3, 4, 5, 6, 8], 4: [3, 2, 6, 8, 1], 5: [1, 3, 4, 2], 13: [1, 2, 3, 4, 5, 6, 8], 18: [1, 2, 3, 4, 5, 6, 7, 8], 19: [1, 2],
  21: [2, 1, 3], 24: [3, 2, 1], 27: [3, 2, 1], 25: [3, 2], 10: [1, 7],
  1: [1], 7: [1], 9: [1], 11: [1], 26: [1], 28: [1], 29: [1], 30: [1],
};

/** A class's usual price span in dollars; prices fall log-uniformly inside it. */
const ITEM_PRICES: Record<number, [number, number]> = {
  1: [700, 4500], 2: [250, 1800], 3: [150, 1800], 4: [60, 700], 5: [400, 4000], 6: [80, 600], 7: [400, 3500], 8: [90, 900], 9: [300, 2500],
  10: [120, 1500], 11: [150, 1800], 12: [120, 1400], 13: [60, 3500], 14: [70, 900], 15: [35, 500], 16: [50, 1200], 17: [200, 4000], 18: [40, 900],
  19: [25, 1500], 20: [30, 400], 21: [20, 150], 22: [30, 300], 23: [15, 300], 24: [20, 400], 25: [60, 500], 26: [120, 1200], 27: [80, 900],
  28: [150, 2000], 29: [400, 3500], 30: [500, 4000],
};

/** Typical width, height, depth in cm. */
const ITEM_DIMENSIONS: Record<number, [number, number, number]> = {
  1: [220, 82, 95], 2: [80, 85, 85], 3: [110, 42, 60], 4: [45, 55, 45], 5: [200, 75, 95], 6: [48, 82, 52], 7: [170, 110, 210], 8: [50, 55, 40],
  9: [140, 85, 48], 10: [90, 190, 35], 11: [130, 75, 65], 12: [65, 110, 65], 13: [240, 1, 170], 14: [40, 160, 40], 15: [30, 55, 30], 16: [40, 35, 40],
  17: [75, 60, 75], 18: [70, 100, 3], 19: [60, 80, 3], 20: [140, 250, 2], 21: [50, 50, 15], 22: [130, 170, 1], 23: [18, 35, 18], 24: [35, 40, 35],
  25: [45, 75, 45], 26: [140, 45, 40], 27: [60, 42, 60], 28: [180, 50, 40], 29: [180, 80, 45], 30: [120, 210, 60],
};

const MATERIAL_WORDS: Record<number, string> = {
  1: 'Oak', 2: 'Walnut', 3: 'Teak', 4: 'Rattan', 5: 'Cane', 6: 'Bamboo', 7: 'Linen', 8: 'Cotton', 9: 'Velvet', 10: 'Bouclé', 11: 'Leather',
  12: 'Wool', 13: 'Jute', 14: 'Marble', 15: 'Travertine', 16: 'Concrete', 17: 'Glass', 18: 'Brass', 19: 'Iron', 20: 'Steel', 21: 'Ceramic',
};

const SHAPE_WORDS: Record<number, string> = { 1: 'Rectangular', 2: 'Square', 3: 'Round', 4: 'Oval', 5: 'Half-Moon', 6: 'Hexagonal', 7: 'Arched', 8: 'Organic' };

const CLASS_BLURBS: Record<number, string> = {
  1: 'Deep seats and loose back cushions make it the sofa everyone ends up napping on.',
  2: 'A compact armchair with a supportive back, sized for reading corners and bedrooms.',
  3: 'Low and generous, with room for books, a tray and a vase of stems.',
  4: 'Small enough for the corner of a sofa, sturdy enough for a lamp.',
  5: 'Seats six comfortably for long dinners and homework alike.',
  6: 'A comfortable dining chair that mixes easily with others around the table.',
  7: 'A bed frame with a padded headboard for reading in bed.',
  8: 'Two drawers keep chargers and books out of sight.',
  9: 'Smooth-running drawers and a top wide enough for a lamp and a tray.',
  10: 'Adjustable shelves for books, baskets and the odd trailing plant.',
  11: 'A clean worktop with room for a screen, a lamp and your notes.',
  12: 'Adjustable height and a supportive back for long working days.',
  13: 'Soft underfoot and easy to live with, it defines a seating area at once.',
  14: 'Casts a warm, even light over a sofa or a reading chair.',
  15: 'Gives a bedside or console a soft pool of light.',
  16: 'Hangs over a dining table or island and throws a warm glow downward.',
  17: 'A statement light for dining rooms and high-ceilinged halls.',
  18: 'Bounces daylight around a room and makes a hall feel larger.',
  19: 'A framed print that brings colour and calm to a wall.',
  20: 'Full-length panels that filter light and soften the window.',
  21: 'A plump cushion that adds colour and texture to a sofa or bed.',
  22: 'A soft throw for the end of the bed or the arm of the sofa.',
  23: 'Beautiful on its own or with a few branches from the garden.',
  24: 'A planter with drainage, sized for a generous floor plant.',
  25: 'Counter height, with a footrest for comfortable breakfasts at the island.',
  26: 'Seating at the foot of a bed, in a hall or along a dining table.',
  27: 'A footrest, extra seat and side table in one.',
  28: 'Closed storage for consoles and cables, open space for books.',
  29: 'A long sideboard for serving, storage and display.',
  30: 'Hanging space and shelves behind two tall doors.',
};

const article = (word: string, capital = false) => (/^[AEIOU]/i.test(word) ? (capital ? 'An' : 'an') : capital ? 'A' : 'a');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slug = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^\w\s-]/g, '').replace(/[\s_]+/g, '-').replace(/-+/g, '-');
const subStylesOf = (styleId: number) => SUB_STYLES.filter((s) => s.styleId === styleId).map((s) => s.id);

/** Styles that sit well together, for an image or product tagged with two. */
const NEIGHBOURS: Record<number, number[]> = {
  1: [7, 11, 5], 2: [10, 14], 3: [14, 6, 16], 4: [10, 13], 5: [13, 9, 1], 6: [5, 16], 7: [1, 11], 8: [15, 9], 9: [12, 5], 10: [11, 12, 2],
  11: [7, 10], 12: [9, 10], 13: [5, 4], 14: [3, 2], 15: [8, 10], 16: [3, 6],
};

function users(): DemoUser[] {
  const out: DemoUser[] = PEOPLE.map(([first, last, profession], i) => ({
    key: `user-${String(i + 1).padStart(2, '0')}`,
    username: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, ''),
    displayName: `${first} ${last}`,
    email: `${first}.${last}@demo.decorlook.example`.toLowerCase(),
    kind: 'person',
    profession,
    bio: `${profession} sharing the rooms I love.`,
    website: i % 4 === 0 ? `https://${BLOG_DOMAINS[i % BLOG_DOMAINS.length]}/${slug(`${first}-${last}`)}` : null,
  }));
  BUSINESSES.forEach(([name, domain], i) =>
    out.push({
      key: `shop-${String(i + 1).padStart(2, '0')}`,
      username: slug(name).replace(/-/g, ''),
      displayName: name,
      email: `hello@${domain.replace(/^www\./, '')}`,
      kind: 'business',
      profession: 'Retailer',
      bio: `${name}: furniture and decor, chosen with care.`,
      website: `https://${domain}`,
    }),
  );
  return out;
}

function uniqueTitle(rng: Rng, taken: Set<string>, make: (attempt: number) => string): string {
  for (let attempt = 0; ; attempt++) {
    const t = make(attempt);
    if (!taken.has(t)) {
      taken.add(t);
      return t;
    }
    if (attempt > 40) {
      const numbered = `${t} No. ${rng.int(2, 99)}`;
      if (!taken.has(numbered)) {
        taken.add(numbered);
        return numbered;
      }
    }
  }
}

function images(rng: Rng, people: DemoUser[], shops: DemoUser[], count: number): PlannedImage[] {
  const combos: [number, number][] = [];
  for (let s = 1; s <= STYLE_NAMES.length; s++) for (const r of ROOM_TYPES) combos.push([s, r.id]);
  // Every style in every room once, in a shuffled order so the gallery's first page is varied;
  // the rest lean towards the rooms people browse most.
  const order = rng.shuffle(combos);
  const popular = [1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 9, 10];
  while (order.length < count) order.push([rng.int(1, STYLE_NAMES.length), rng.pick(popular)]);
  const taken = new Set<string>();
  return order.slice(0, count).map(([styleId, roomTypeId], i) => {
    const style = STYLE_NAMES[styleId - 1];
    const room = ROOM_WORDS[roomTypeId];
    const pal = paletteOf(styleId);
    const type: PlannedImage['type'] = i % 23 === 7 ? 'makeOver' : i % 17 === 5 ? 'single' : 'room';
    let feature = '';
    let mood = '';
    const title = uniqueTitle(rng, taken, () => {
      feature = rng.pick(STYLE_FEATURES[styleId - 1]);
      mood = rng.pick(pal.moods);
      if (type === 'makeOver') return `${style} ${room.name} Makeover with ${feature}`;
      if (type === 'single') return `${mood} ${style} ${room.name} Corner with ${feature}`;
      return rng.pick([`${mood} ${style} ${room.name} with ${feature}`, `A ${mood} ${style} ${room.name}`, `${style} ${room.name}: ${feature}`]).replace(/^A ([AEIOU])/, 'An $1');
    });
    const detail = rng.pick(room.details);
    const roomName = room.name.toLowerCase();
    const description =
      type === 'makeOver'
        ? `A tired ${roomName} reworked in ${article(style)} ${style} spirit with ${feature.toLowerCase()}. Most of the budget went on paint, textiles and lighting.`
        : rng.pick([
            `${mood} and lived-in, this ${style} ${roomName} leans on ${feature.toLowerCase()}, and ${detail}.`,
            `${feature} set the tone in this ${style} ${roomName}. ${capitalise(detail)}.`,
            `${article(mood, true)} ${mood.toLowerCase()} ${roomName} in the ${style} spirit, where ${detail}.`,
          ]);
    const styles = rng.chance(0.3) ? [styleId, rng.pick(NEIGHBOURS[styleId])] : [styleId];
    const subStyles = styles.flatMap((s) => rng.sample(subStylesOf(s), rng.int(0, 1) + (s === styleId ? 1 : 0)));
    const owner = rng.chance(0.88) ? rng.pick(people) : rng.pick(shops);
    const credited = owner.kind === 'person' && owner.website !== null && rng.chance(0.7);
    return {
      key: `image-${String(i + 1).padStart(3, '0')}`,
      ownerKey: owner.key,
      draw: { styleId, roomTypeId, seed: seedOf(2026, i) },
      title,
      description,
      styles,
      subStyles: [...new Set(subStyles)].sort((a, b) => a - b),
      roomTypeId,
      type,
      sourceUrl: credited ? `${owner.website}/${slug(title)}` : null,
      credit: credited ? owner.displayName : rng.chance(0.08) ? 'DecorLook Studio' : null,
      likedBy: [],
    };
  });
}

function priceCents(rng: Rng, [lo, hi]: [number, number]): number {
  const dollars = Math.exp(rng.range(Math.log(lo), Math.log(hi)));
  const rounded = dollars < 100 ? Math.round(dollars) : dollars < 1000 ? Math.round(dollars / 5) * 5 : Math.round(dollars / 50) * 50;
  const ending = rng.pick([0, 0, -1, -5]);
  return Math.max(100, rounded * 100 + ending);
}

function products(rng: Rng, people: DemoUser[], shops: DemoUser[], count: number): PlannedProduct[] {
  const out: PlannedProduct[] = [];
  const taken = new Set<string>();
  const classes = ITEM_CLASSES.map((c) => c.id);
  // Materials and shapes rotate per class so every one of them is used, not only each style's favourites.
  const materialTurn: Record<number, number> = {};
  const shapeTurn: Record<number, number> = {};
  for (let i = 0; i < count; i++) {
    const itemClassId = classes[i % classes.length];
    const className = ITEM_CLASSES.find((c) => c.id === itemClassId)!.name;
    // Each class meets every style in turn (15 and 16 share no factor), and neighbours differ.
    const styleId = ((Math.floor(i / classes.length) * 31 + itemClassId) % STYLE_NAMES.length) + 1;
    const pal = paletteOf(styleId);
    const allowed = ITEM_MATERIALS[itemClassId];
    const preferred = allowed.filter((m) => pal.materials.includes(m));
    const turn = (materialTurn[itemClassId] = (materialTurn[itemClassId] ?? -1) + 1);
    const material = turn % 3 === 2 || preferred.length === 0 ? allowed[Math.floor(turn / 3) % allowed.length] : rng.pick(preferred);
    const second = rng.chance(0.35) ? rng.pick(allowed.filter((m) => m !== material)) : undefined;
    const shapeList = ITEM_SHAPES[itemClassId] ?? [];
    const sTurn = (shapeTurn[itemClassId] = (shapeTurn[itemClassId] ?? -1) + 1);
    const shapeId = shapeList.length ? shapeList[sTurn % shapeList.length] : 0;
    const multiOk = [13, 19, 21, 22].includes(itemClassId);
    const woodLook = [1, 2, 3, 6].includes(material) && rng.chance(0.6);
    const colorId = woodLook ? (material === 1 || material === 6 ? rng.pick([4, 5, 6]) : 5) : multiOk && rng.chance(0.25) ? 19 : rng.chance(0.75) ? rng.pick(pal.colorGroups.filter((c) => c !== 19)) : rng.pick(COLORS.filter((c) => c.id !== 19)).id;
    const colorHex = colorId === 19 ? null : jitter(String(COLORS.find((c) => c.id === colorId)!.hex), 0.04, rng);
    const colors = rng.chance(0.3) ? [...new Set([colorId, rng.pick(pal.colorGroups)])] : [colorId];
    const brand = rng.pick(BRANDS);
    const materialWord = MATERIAL_WORDS[material];
    const shapeWord = shapeId && ![1, 7].includes(itemClassId) && (shapeId !== 1 || rng.chance(0.3)) ? SHAPE_WORDS[shapeId] : '';
    const singular = className === 'Curtains' ? 'Curtain Panels' : className;
    const title = uniqueTitle(rng, taken, () => [rng.pick(PRODUCT_NAMES), materialWord, shapeWord, singular].filter(Boolean).join(' '));
    const [w, h, d] = ITEM_DIMENSIONS[itemClassId];
    const vary = (v: number) => Math.max(1, Math.round(v * rng.range(0.85, 1.2)));
    const shapeSquare = shapeId === 2 || shapeId === 3 || shapeId === 6;
    const width = vary(w);
    const dimensions = { width, height: vary(h), depth: shapeSquare ? width : vary(d) };
    const seller = rng.chance(0.75) ? rng.pick(shops) : rng.pick(people);
    const domain = seller.kind === 'business' && seller.website ? seller.website.replace('https://', '') : rng.pick(RETAILER_DOMAINS);
    const style = STYLE_NAMES[styleId - 1];
    const styles = rng.chance(0.3) ? [styleId, rng.pick(NEIGHBOURS[styleId])] : [styleId];
    const description = `${CLASS_BLURBS[itemClassId]} In ${materialWord.toLowerCase()}${second ? ` with ${MATERIAL_WORDS[second].toLowerCase()} details` : ''}, it suits ${article(style)} ${style} home.`;
    out.push({
      key: `product-${String(i + 1).padStart(4, '0')}`,
      ownerKey: seller.key,
      draw: { itemClassId, styleId, colorHex, materialId: material, shapeId, seed: seedOf(7, i) },
      title,
      description,
      price: priceCents(rng, ITEM_PRICES[itemClassId]),
      brand: rng.chance(0.92) ? brand : null,
      retailerUrl: rng.chance(0.95) ? `https://${domain}/products/${slug(title)}-${1000 + i}` : null,
      itemClassId,
      styles,
      subStyles: rng.sample(subStylesOf(styleId), rng.int(0, 2)).sort((a, b) => a - b),
      colors,
      materials: second ? [material, second] : [material],
      shapes: shapeId ? [shapeId] : [],
      countries: rng.chance(0.35) ? [1] : [],
      dimensions: itemClassId === 19 && rng.chance(0.3) ? null : dimensions,
    });
  }
  return out;
}

/** What each room's boards are mostly made of (item class ids), first the pieces that anchor it. */
const ROOM_PIECES: Record<number, number[]> = {
  1: [1, 3, 2, 13, 14, 4, 21, 22, 19, 23, 24, 28, 16],
  2: [7, 8, 9, 15, 13, 22, 21, 18, 20, 30, 19, 27],
  3: [5, 6, 16, 17, 29, 13, 23, 19, 18, 24],
  4: [25, 16, 5, 6, 23, 24, 19, 29],
  5: [18, 24, 23, 20, 19, 15, 26],
  6: [11, 12, 10, 15, 14, 13, 24, 19, 18],
  7: [26, 18, 13, 24, 19, 15, 29, 23],
  8: [7, 10, 13, 15, 21, 22, 19, 27, 24],
  9: [7, 27, 13, 15, 20, 21, 19, 22],
  10: [1, 2, 3, 4, 24, 21, 22, 23, 26],
};
const BANNERS = ['#f4efe6', '#e8f1ef', '#f6ece8', '#eef0f4', '#f3f0e2', '#ece6f2', '#e6eef3', '#f1e9df'];
export const DEMO_BOARD_COUNT = 100;

/**
 * Look boards over one image in four, a second board on one in sixteen (so Mix & Match has
 * several boards to mix), made of products in the image's style and right for its room.
 */
function boards(rng: Rng, people: DemoUser[], imgs: PlannedImage[], prods: PlannedProduct[], count: number): PlannedBoard[] {
  const byStyle = new Map<number, PlannedProduct[]>();
  for (const p of prods) for (const s of p.styles) byStyle.set(s, [...(byStyle.get(s) ?? []), p]);
  const chosen = imgs.filter((_, i) => i % 4 === 3);
  const seconds = imgs.filter((_, i) => i % 16 === 7);
  const taken = new Set<string>();
  return [...chosen, ...seconds].slice(0, count).map((img, i) => {
    const styleId = img.styles[0];
    const roomTypeId = img.roomTypeId ?? 1;
    const pieces = ROOM_PIECES[roomTypeId] ?? ROOM_PIECES[1];
    const columns = rng.pick([1, 2, 2, 2, 3] as const);
    const pieceCount = rng.int(columns * 2, columns === 1 ? 4 : columns * 3);
    const pool = rng.shuffle(byStyle.get(styleId) ?? prods);
    const picked: PlannedProduct[] = [];
    for (const cls of pieces) {
      const hit = pool.find((p) => p.itemClassId === cls && !picked.includes(p));
      if (hit) picked.push(hit);
      if (picked.length === pieceCount) break;
    }
    for (const p of pool) if (picked.length < pieceCount && !picked.includes(p)) picked.push(p);
    const owner = rng.pick(people.filter((u) => u.key !== img.ownerKey));
    const others = rng.shuffle(people.filter((u) => u.key !== owner.key)).map((u) => u.key);
    const style = STYLE_NAMES[styleId - 1];
    const room = ROOM_WORDS[roomTypeId].name;
    const mood = rng.pick(paletteOf(styleId).moods);
    const title = uniqueTitle(rng, taken, (attempt) =>
      attempt === 0 ? `The ${mood} ${style} ${room}` : rng.pick([`${style} ${room}, Shopped`, `Get the ${mood} ${style} Look`, `${mood} ${room} Edit`, `${style} ${room} Shopping List`]),
    ).slice(0, 60);
    const lead = picked[0];
    const likes = rng.int(0, 14);
    const votes = rng.int(0, Math.min(likes + 3, 10));
    const ratings = rng.int(0, 8);
    return {
      key: `board-${String(i + 1).padStart(3, '0')}`,
      ownerKey: owner.key,
      imageKey: img.key,
      productKeys: picked.map((p) => p.key),
      title,
      description: `Everything you need to recreate "${img.title}": ${picked.length} pieces in the ${style} spirit.`,
      message: `Start with the ${lead.title}, then layer the smaller pieces around it.`,
      type: img.type,
      roomTypeId: img.type === 'room' || img.type === 'makeOver' ? roomTypeId : null,
      itemClassId: img.type === 'single' ? lead.itemClassId : null,
      styleId,
      color: rng.pick(BANNERS),
      columns,
      likedBy: others.slice(0, likes),
      votedBy: others.slice(0, votes),
      ratings: others.slice(0, ratings).map((k) => [k, rng.pick([3, 4, 4, 5, 5, 5])] as [string, number]),
    };
  });
}

/**
 * Who likes each picture: whoever liked a look board made from it likes the room too, and other
 * members like some pictures of their own finding (a generator of its own, so the rest of the plan
 * is what it was). The picture's owner never likes their own.
 */
function imageLikes(rng: Rng, people: DemoUser[], imgs: PlannedImage[], boardPlan: PlannedBoard[]): void {
  const boardLikers = new Map<string, Set<string>>();
  for (const b of boardPlan) {
    const set = boardLikers.get(b.imageKey) ?? new Set<string>();
    for (const k of b.likedBy) set.add(k);
    boardLikers.set(b.imageKey, set);
  }
  for (const img of imgs) {
    const likers = new Set(boardLikers.get(img.key) ?? []);
    for (const u of rng.sample(people, rng.int(0, 6))) likers.add(u.key);
    likers.delete(img.ownerKey);
    img.likedBy = [...likers].sort();
  }
}

export function buildPlan(seed = 2026, size: PlanSize = FULL_CATALOG): CatalogPlan {
  const all = users();
  const people = all.filter((u) => u.kind === 'person');
  const shops = all.filter((u) => u.kind === 'business');
  const imgs = images(mulberry32(seedOf(seed, 1)), people, shops, size.images);
  const prods = products(mulberry32(seedOf(seed, 2)), people, shops, size.products);
  const boardPlan = boards(mulberry32(seedOf(seed, 3)), people, imgs, prods, size.boards);
  imageLikes(mulberry32(seedOf(seed, 5)), people, imgs, boardPlan);
  // The programme comes last and draws from its own generator, so the rest of the plan is what it was.
  const programme = ambassadorProgramme(mulberry32(seedOf(seed, 4)), people, shops, imgs, boardPlan, size.ambassadors);
  return { users: [...all, ...programme.users], images: imgs, products: prods, boards: boardPlan, ambassadors: programme.ambassadors, follows: programme.follows };
}

export const DEMO_AMBASSADOR_COUNT = 84;

/** The demo catalog `npm start` loads. */
export const FULL_CATALOG: PlanSize = { images: DEMO_IMAGE_COUNT, products: DEMO_PRODUCT_COUNT, boards: DEMO_BOARD_COUNT, ambassadors: DEMO_AMBASSADOR_COUNT };

/**
 * The browser tests' catalog (DEMO_CATALOG=small), planned and loaded the same way as the full
 * one: 48 images (every style, and more than the visitors' 30-image gallery cap), 160 products
 * (ten and more in each style), 15 look boards (three images with two, for Mix & Match) and 12
 * ambassadors. It loads in seconds where the full one takes minutes.
 */
export const SMALL_CATALOG: PlanSize = { images: 48, products: 160, boards: 16, ambassadors: 12 };

const AMBASSADOR_FIRST = ['Alma', 'Bruno', 'Carla', 'Dev', 'Emi', 'Finn', 'Gaia', 'Hugo', 'Isla', 'Jules', 'Kira', 'Leon', 'Maya', 'Noor', 'Otto', 'Pia', 'Quinn', 'Rhea'];
const AMBASSADOR_LAST = ['Ahlberg', 'Baptiste', 'Cruz', 'Duarte', 'Engel', 'Ferreira', 'Gallo', 'Hale', 'Ito', 'Jensen', 'Kowalski', 'Laurent', 'Moreau', 'Nakamura', 'Olsen'];
const AMBASSADOR_PROFESSIONS = ['Interior Designer', 'Interior Decorator', 'Architect', 'Home Stager', 'Stylist', 'Blogger', 'Influencer', 'Artisan', 'Decor Enthusiast'];
/** Which kind of ambassador a profession makes (spec 1's three types). */
const TYPE_OF: Record<string, AmbassadorType> = {
  'Interior Designer': 'designProfessional',
  'Interior Decorator': 'designProfessional',
  Architect: 'designProfessional',
  'Home Stager': 'designProfessional',
  Blogger: 'onlineShopper',
  Influencer: 'onlineShopper',
  Stylist: 'decorLover',
  Artisan: 'decorLover',
  'Decor Enthusiast': 'decorLover',
};
const PAGE_WORDS = ['Studio', 'Rooms', 'Edit', 'at Home', 'Interiors', 'Corner', 'Nest', 'Looks'];
/** Banner colours: soft tones the page's white text and cards sit well on. */
const SHOWCASE_BANNERS = ['#2f4858', '#33658a', '#86bbd8', '#758e4f', '#f6ae2d', '#f26419', '#8e6c88', '#5b8e7d', '#bc4b51', '#3d405b', '#81b29a', '#e07a5f', '#6d597a', '#355070', '#b56576', '#457b9d'];

/**
 * The ambassador programme: every demo person and DEMO_AMBASSADOR_COUNT minus them new members
 * apply and are approved (their profession decides their type), each with a live page showing
 * images in their styles and their own look boards; members follow the ambassadors they like.
 */
function ambassadorProgramme(rng: Rng, people: DemoUser[], shops: DemoUser[], imgs: PlannedImage[], boardPlan: PlannedBoard[], count: number): { users: DemoUser[]; ambassadors: PlannedAmbassador[]; follows: [string, string][] } {
  const taken = new Set(people.map((u) => u.displayName));
  const newcomers: DemoUser[] = [];
  for (let i = 0; newcomers.length < count - people.length; i++) {
    const first = AMBASSADOR_FIRST[i % AMBASSADOR_FIRST.length];
    const last = AMBASSADOR_LAST[(i * 7 + Math.floor(i / AMBASSADOR_FIRST.length)) % AMBASSADOR_LAST.length];
    const displayName = `${first} ${last}`;
    if (taken.has(displayName)) continue;
    taken.add(displayName);
    const profession = rng.pick(AMBASSADOR_PROFESSIONS);
    newcomers.push({
      key: `ambassador-${String(newcomers.length + 1).padStart(2, '0')}`,
      username: `${first}.${last}`.toLowerCase(),
      displayName,
      email: `${first}.${last}@demo.decorlook.example`.toLowerCase(),
      kind: 'person',
      profession,
      bio: `${profession} and DecorLook ambassador.`,
      website: null,
    });
  }
  const members = [...people, ...newcomers].slice(0, count);
  const urlKeys = new Set<string>(RESERVED_URL_KEYS);
  const boardsOf = new Map<string, PlannedBoard[]>();
  for (const b of boardPlan) boardsOf.set(b.ownerKey, [...(boardsOf.get(b.ownerKey) ?? []), b]);

  const ambassadors = members.map((u, i): PlannedAmbassador => {
    const own = boardsOf.get(u.key) ?? [];
    // Styles: those of their own boards first, then picks of their own, one to three.
    const styles = [...new Set([...own.map((b) => b.styleId), ...rng.sample(STYLE_NAMES.map((_, s) => s + 1), 3)])].slice(0, rng.int(1, 3));
    const inStyle = imgs.filter((img) => img.styles.some((s) => styles.includes(s)));
    const pictures = rng.sample(inStyle.length >= 4 ? inStyle : imgs, rng.int(4, 8)).map((img) => img.key);
    const boardKeys = own.slice(0, 8).map((b) => b.key);
    let urlKey = slug(u.displayName).replace(/[^a-z0-9-]/g, '').replace(/^-+|-+$/g, '');
    for (let n = 2; urlKeys.has(urlKey); n++) urlKey = `${slug(u.displayName)}-${n}`;
    urlKeys.add(urlKey);
    const [first] = u.displayName.split(' ');
    const styleNames = styles.map((s) => STYLE_NAMES[s - 1]);
    return {
      userKey: u.key,
      type: TYPE_OF[u.profession] ?? 'decorLover',
      profession: REFERENCE_ENUMS.professions.find((p) => p.name === u.profession)?.id ?? REFERENCE_ENUMS.professions[REFERENCE_ENUMS.professions.length - 1].id,
      application: {
        styles,
        interests: rng.sample(AMBASSADOR_INTERESTS.map((x) => x.name), rng.int(1, 3)),
        describeYourself: `${u.profession} with a soft spot for ${styleNames.join(' and ')} rooms.`,
        message: `I would love to help people recreate the ${styleNames[0]} rooms they dream of.`,
        links: u.website ? [u.website] : [],
      },
      pageName: `${first}'s ${rng.pick(PAGE_WORDS)}`.slice(0, 60),
      subtitle: `${styleNames.join(', ')} looks, shopped and styled`,
      urlKey,
      description: `Hi, I am ${first}: ${u.profession.toLowerCase()} and DecorLook ambassador. Here are the rooms and look boards I love, with every piece you need to get the look.`,
      bannerColor: SHOWCASE_BANNERS[i % SHOWCASE_BANNERS.length],
      // One page in three declares styles of its own; the others keep the application's.
      showcaseStyles: i % 3 === 0 ? [...new Set([...styles, rng.int(1, STYLE_NAMES.length)])] : null,
      imageKeys: pictures,
      featuredImageKeys: pictures.slice(0, rng.int(1, 3)),
      boardKeys,
      featuredBoardKeys: boardKeys.slice(0, 2),
    };
  });

  // Every member follows two to five ambassadors; shops follow a few too.
  const follows: [string, string][] = [];
  for (const u of [...members, ...shops]) {
    for (const a of rng.sample(ambassadors.filter((x) => x.userKey !== u.key), rng.int(u.kind === 'business' ? 1 : 2, u.kind === 'business' ? 3 : 5))) follows.push([u.key, a.userKey]);
  }
  return { users: newcomers, ambassadors, follows };
}

/** The price range (REFERENCE_ENUMS.prices id) a price in cents falls into. */
export function priceRangeOf(cents: number): number {
  const hit = PRICES.find((p) => cents >= Number(p.min) && (p.max === null || cents < Number(p.max)));
  return hit ? hit.id : PRICES[PRICES.length - 1].id;
}
