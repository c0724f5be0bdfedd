import type { EnumEntry, EnumResource, DefaultFilters } from './enums';

/**
 * The reference data the site ships with. The seed loads it through the ordinary commands, so
 * raising REFERENCE_DATA_VERSION after adding or changing entries records only the difference.
 */
export const REFERENCE_DATA_VERSION = 1;

const named = (names: readonly string[], firstId = 1): EnumEntry[] => names.map((name, i) => ({ id: firstId + i, name }));

/** Styles are addressed by position from 1, so their ids are their positions. */
export const STYLE_NAMES = [
  'Scandinavian',
  'Mid-Century Modern',
  'Bohemian',
  'Industrial',
  'Farmhouse',
  'Coastal',
  'Japandi',
  'Art Deco',
  'Traditional',
  'Contemporary',
  'Minimalist',
  'Transitional',
  'Rustic',
  'Eclectic',
  'Glam',
  'Mediterranean',
] as const;

const SUB_STYLES: Record<(typeof STYLE_NAMES)[number], string[]> = {
  Scandinavian: ['Hygge', 'Nordic Minimal', 'Scandi Boho'],
  'Mid-Century Modern': ['Atomic Age', 'Danish Modern', 'Retro Revival'],
  Bohemian: ['Boho Chic', 'Global Nomad', 'Maximalist Boho'],
  Industrial: ['Urban Loft', 'Warehouse', 'Soft Industrial'],
  Farmhouse: ['Modern Farmhouse', 'French Country', 'Cottagecore'],
  Coastal: ['Hamptons', 'Coastal Grandmother', 'Nautical'],
  Japandi: ['Wabi-Sabi', 'Zen Minimal'],
  'Art Deco': ['Hollywood Regency', 'Neo Deco'],
  Traditional: ['English Country', 'Colonial', 'Grandmillennial'],
  Contemporary: ['Modern Organic', 'Urban Modern'],
  Minimalist: ['Warm Minimalism', 'Monochrome'],
  Transitional: ['Modern Classic', 'Soft Transitional'],
  Rustic: ['Lodge', 'Cabin', 'Tuscan'],
  Eclectic: ['Vintage Eclectic', 'Maximalist'],
  Glam: ['Modern Glam', 'Parisian Chic'],
  Mediterranean: ['Spanish Revival', 'Moroccan', 'Greek Island'],
};

function subStyles(): EnumEntry[] {
  const out: EnumEntry[] = [];
  STYLE_NAMES.forEach((style, i) => {
    for (const name of SUB_STYLES[style]) out.push({ id: out.length + 1, name, styleId: i + 1 });
  });
  return out;
}

/** Colour groups; ids 1, 2, 4, 15, 16 and 19 are the ones the preferences dialog offers. */
const COLORS: EnumEntry[] = [
  { id: 1, name: 'White', hex: '#FFFFFF' },
  { id: 2, name: 'Black', hex: '#1C1C1C' },
  { id: 3, name: 'Grey', hex: '#9E9E9E' },
  { id: 4, name: 'Beige', hex: '#E8DCC8' },
  { id: 5, name: 'Brown', hex: '#8B5E3C' },
  { id: 6, name: 'Cream', hex: '#F5EFE0' },
  { id: 7, name: 'Gold', hex: '#C9A227' },
  { id: 8, name: 'Silver', hex: '#C0C0C0' },
  { id: 9, name: 'Copper', hex: '#B87333' },
  { id: 10, name: 'Red', hex: '#C0392B' },
  { id: 11, name: 'Pink', hex: '#F4A6B7' },
  { id: 12, name: 'Orange', hex: '#E67E22' },
  { id: 13, name: 'Yellow', hex: '#F1C40F' },
  { id: 14, name: 'Teal', hex: '#0F766E' },
  { id: 15, name: 'Blue', hex: '#2E6DB4' },
  { id: 16, name: 'Green', hex: '#5B8C51' },
  { id: 17, name: 'Purple', hex: '#7D5BA6' },
  { id: 18, name: 'Navy', hex: '#1F2F4F' },
  { id: 19, name: 'Multicolor', hex: null },
];

const NONE = (id: number): EnumEntry => ({ id, name: 'NONE' });

const PRICES: EnumEntry[] = [
  { id: 1, name: 'Under $100', min: 0, max: 10_000 },
  { id: 2, name: '$100 - $250', min: 10_000, max: 25_000 },
  { id: 3, name: '$250 - $500', min: 25_000, max: 50_000 },
  { id: 4, name: '$500 - $1,000', min: 50_000, max: 100_000 },
  { id: 5, name: '$1,000 - $2,500', min: 100_000, max: 250_000 },
  { id: 6, name: '$2,500 and up', min: 250_000, max: null },
];

const META_TAGS: EnumEntry[] = [
  ['home', 'DecorLook: get the look of the rooms you love', 'Browse room inspiration, shop look boards curated by decor lovers and request a look of your own.'],
  ['get-the-look', 'Get the Look | DecorLook', 'Pick an inspiration image and see look boards and products that recreate it.'],
  ['request-the-look', 'Request the Look | DecorLook', 'Ambassadors who share your style curate look boards for your room.'],
  ['curate-the-look', 'Curate the Look | DecorLook', 'Drag real products into a look board template and recreate a room.'],
  ['shop-the-look', 'Shop the Look | DecorLook', 'Shop the products behind the rooms you love.'],
  ['ambassador', 'Become an Ambassador | DecorLook', 'Curate looks for others, keep a showcase and earn rewards.'],
  ['style-quiz', 'Style Quiz | DecorLook', 'Find your interior style in a minute.'],
  ['about', 'About Us | DecorLook', 'Who we are and why we built a home for decor inspiration.'],
  ['faqs', 'FAQs | DecorLook', 'Answers to common questions.'],
  ['blog', 'Blog | DecorLook', 'How it works, ideas and stories from our community.'],
].map(([name, title, description], i) => ({ id: i + 1, name, title, description }));

export const REFERENCE_ENUMS: Record<EnumResource, EnumEntry[]> = {
  styles: named(STYLE_NAMES),
  subStyles: subStyles(),
  vibes: named(['Cozy', 'Calm', 'Bold', 'Airy', 'Moody', 'Playful', 'Elegant', 'Earthy']),
  roomTypes: [
    ...named(['Living Room', 'Bedroom', 'Dining Room', 'Kitchen', 'Bathroom', 'Home Office', 'Entryway', 'Kids Room', 'Nursery', 'Outdoor / Patio']),
    NONE(100),
  ],
  colors: COLORS,
  itemClasses: [
    ...named([
      'Sofa', 'Armchair', 'Coffee Table', 'Side Table', 'Dining Table', 'Dining Chair', 'Bed', 'Nightstand', 'Dresser',
      'Bookcase', 'Desk', 'Office Chair', 'Rug', 'Floor Lamp', 'Table Lamp', 'Pendant Light', 'Chandelier', 'Mirror',
      'Wall Art', 'Curtains', 'Throw Pillow', 'Throw Blanket', 'Vase', 'Planter', 'Bar Stool', 'Bench', 'Ottoman',
      'TV Stand', 'Sideboard', 'Wardrobe',
    ]),
    NONE(100),
  ],
  materials: [
    ...named(['Oak', 'Walnut', 'Teak', 'Rattan', 'Cane', 'Bamboo', 'Linen', 'Cotton', 'Velvet', 'Bouclé', 'Leather', 'Wool', 'Jute', 'Marble', 'Travertine', 'Concrete', 'Glass', 'Brass', 'Iron', 'Steel', 'Ceramic']),
    NONE(100),
  ],
  shapes: [...named(['Rectangular', 'Square', 'Round', 'Oval | Oblong', 'Half Circle', 'Hexagonal', 'Arched', 'Freeform']), NONE(100)],
  prices: PRICES,
  professions: named(['Interior Designer', 'Interior Decorator', 'Architect', 'Home Stager', 'Stylist', 'Blogger', 'Influencer', 'Retailer', 'Artisan', 'Decor Enthusiast', 'Other']),
  videos: named(['how-it-works', 'get-the-look', 'request-the-look', 'curate-the-look', 'shop-the-look', 'ambassador-program']),
  metaTags: META_TAGS,
};

/** What visitors' filters start from: no narrowing until a person picks preferences. */
export const REFERENCE_DEFAULT_FILTERS: DefaultFilters = { subStyles: [], styles: [], colors: [], itemClasses: [] };
