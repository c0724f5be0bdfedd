import { jitter } from './color';
import type { Rng } from './random';

export type WallFinish = 'paint' | 'panel' | 'brick' | 'stripes' | 'wallpaper' | 'plaster' | 'shiplap' | 'limewash';
export type FloorKind = 'planks' | 'herringbone' | 'tiles' | 'concrete' | 'terracotta' | 'checker';
export type View = 'garden' | 'city' | 'sea' | 'hills' | 'forest';

/** What a style looks like: the colours and finishes a room or product in it is drawn from. */
export interface StylePalette {
  walls: string[];
  wallFinishes: WallFinish[];
  floors: string[];
  floorKinds: FloorKind[];
  woods: string[];
  textiles: string[];
  accents: string[];
  metals: string[];
  rugs: string[];
  views: View[];
  /** Colour group ids (REFERENCE_ENUMS.colors) its products mostly come in. */
  colorGroups: number[];
  /** Material ids (REFERENCE_ENUMS.materials) its products mostly use. */
  materials: number[];
  /** Words the titles use for this style's mood. */
  moods: string[];
}

const OAK = '#d8b98a';
const LIGHT_OAK = '#e6cfa6';
const WALNUT = '#6e4a2f';
const TEAK = '#a06a3c';
const BLACK = '#222222';
const BRASS = '#c9a54a';
const STEEL = '#9aa3a8';
const GREEN = '#5b8c51';

/** Indexed by style id - 1 (STYLE_NAMES order). */
export const STYLE_PALETTES: StylePalette[] = [
  // Scandinavian
  {
    walls: ['#f4f1ec', '#eef0ee', '#f3eee6', '#e9ecea'],
    wallFinishes: ['paint', 'paint', 'panel', 'limewash'],
    floors: [LIGHT_OAK, '#efe2c8', '#e3d3b6'],
    floorKinds: ['planks', 'planks', 'herringbone'],
    woods: [LIGHT_OAK, OAK, '#f0e2c8'],
    textiles: ['#d9d6cf', '#c8ccc8', '#e6e1d8', '#b9c0bd', '#8f9a9c'],
    accents: ['#9fb3b0', '#d9a58f', '#6f8a9b', '#e7c77c', '#2d2d2d'],
    metals: [BLACK, '#e8e4dc', BRASS],
    rugs: ['#efebe4', '#d6d0c4', '#c9cfc9'],
    views: ['forest', 'hills', 'garden'],
    colorGroups: [1, 4, 6, 3, 2, 16],
    materials: [1, 7, 12, 10, 8, 21, 17],
    moods: ['Airy', 'Sunlit', 'Serene', 'Light-Filled', 'Cosy'],
  },
  // Mid-Century Modern
  {
    walls: ['#f1ebe0', '#e7ddd0', '#d9cfbf', '#2f4b4a'],
    wallFinishes: ['paint', 'panel', 'paint', 'stripes'],
    floors: [TEAK, '#b07a4a', '#c48f5c'],
    floorKinds: ['planks', 'herringbone'],
    woods: [TEAK, WALNUT, '#8a5a34'],
    textiles: ['#c7782f', '#2f6f6a', '#d9a23a', '#7e8c4f', '#b3472d'],
    accents: ['#e3a33b', '#2f6f6a', '#c2562f', '#1f2f4f', '#e6d3a8'],
    metals: [BRASS, BLACK],
    rugs: ['#e6d3a8', '#c7782f', '#2f6f6a'],
    views: ['hills', 'garden'],
    colorGroups: [12, 14, 13, 5, 16, 18],
    materials: [2, 3, 11, 9, 18, 8],
    moods: ['Retro', 'Warm', 'Sunny', 'Classic', 'Graphic'],
  },
  // Bohemian
  {
    walls: ['#efe1cf', '#e8d5bd', '#f2e6d6', '#c9704c'],
    wallFinishes: ['plaster', 'limewash', 'wallpaper', 'paint'],
    floors: ['#c08a5b', '#b5794a', '#d3a679'],
    floorKinds: ['planks', 'terracotta'],
    woods: ['#a9744a', '#8a5a34', '#c89a6a'],
    textiles: ['#c8643b', '#d9a23a', '#7a8450', '#a0463a', '#e0c9a6'],
    accents: ['#c8643b', '#e1a23a', '#6d7f4a', '#8c3b4a', '#2f6f6a'],
    metals: [BRASS, '#b87333'],
    rugs: ['#b5523b', '#d9a23a', '#7d5b3c', '#a0463a'],
    views: ['garden', 'hills'],
    colorGroups: [12, 13, 16, 10, 19, 5, 4],
    materials: [4, 5, 13, 8, 12, 6, 21],
    moods: ['Layered', 'Free-Spirited', 'Sun-Warmed', 'Eclectic', 'Plant-Filled'],
  },
  // Industrial
  {
    walls: ['#9c5a45', '#a4604a', '#8e8b86', '#b9b6b0'],
    wallFinishes: ['brick', 'brick', 'plaster', 'paint'],
    floors: ['#9a9894', '#7d7b78', '#6b5a4a'],
    floorKinds: ['concrete', 'concrete', 'planks'],
    woods: ['#6b4a32', '#7b5a3f', '#4e3a2a'],
    textiles: ['#6b4a32', '#55595c', '#8a6a4b', '#3b3f42', '#9a8f80'],
    accents: ['#c07a3a', '#2d2d2d', '#7b8b6f', '#b0a48f', '#5d6d7e'],
    metals: [BLACK, '#3a3a3a', STEEL],
    rugs: ['#55595c', '#8f887c', '#3b3f42'],
    views: ['city', 'city', 'city'],
    colorGroups: [2, 3, 5, 9, 8],
    materials: [19, 20, 11, 16, 2, 17],
    moods: ['Loft-Style', 'Raw', 'Urban', 'Moody', 'Bold'],
  },
  // Farmhouse
  {
    walls: ['#f6f3ec', '#eef0ea', '#f1ece2', '#dfe5df'],
    wallFinishes: ['shiplap', 'shiplap', 'panel', 'paint'],
    floors: ['#b9936a', '#a98259', '#c9a57c'],
    floorKinds: ['planks', 'planks'],
    woods: ['#b08a60', '#8f6a45', '#d1b48c'],
    textiles: ['#eae5da', '#c9cfc6', '#8fa08c', '#d8cbb5', '#4f5d6b'],
    accents: ['#6b8a6b', '#3c4a5a', '#b8876b', '#e7d8b8', '#2d2d2d'],
    metals: [BLACK, '#5b5b5b'],
    rugs: ['#d8cbb5', '#9aa49a', '#c4b29a'],
    views: ['hills', 'garden', 'forest'],
    colorGroups: [1, 6, 4, 16, 2, 18],
    materials: [1, 8, 7, 13, 19, 21],
    moods: ['Cosy', 'Welcoming', 'Homespun', 'Relaxed', 'Country'],
  },
  // Coastal
  {
    walls: ['#f4f6f5', '#e3eef2', '#eef2f0', '#dce8ec'],
    wallFinishes: ['shiplap', 'paint', 'panel', 'stripes'],
    floors: ['#e3d3b6', '#d9c6a5', '#efe4cf'],
    floorKinds: ['planks', 'planks', 'tiles'],
    woods: ['#e0cfae', '#cbb28c', '#f0e6d2'],
    textiles: ['#f2efe8', '#b9d0db', '#7aa3bd', '#e6dccb', '#2e5b84'],
    accents: ['#2e6db4', '#7fb3c9', '#e6c89c', '#1f2f4f', '#9cc5c0'],
    metals: ['#c0c0c0', BRASS],
    rugs: ['#e6dccb', '#b9d0db', '#d9c6a5'],
    views: ['sea', 'sea', 'sea'],
    colorGroups: [1, 15, 18, 4, 14, 6],
    materials: [4, 13, 7, 8, 6, 17],
    moods: ['Breezy', 'Sun-Bleached', 'Seaside', 'Relaxed', 'Bright'],
  },
  // Japandi
  {
    walls: ['#ebe5da', '#e2dacd', '#d8d0c2', '#f0ebe3'],
    wallFinishes: ['limewash', 'plaster', 'paint', 'panel'],
    floors: ['#cdb08a', '#bfa07a', '#e0cba9'],
    floorKinds: ['planks', 'planks', 'concrete'],
    woods: ['#c9a77c', '#4a3a2e', '#b08c64'],
    textiles: ['#d9d0c1', '#b7ab98', '#8c8577', '#5c5650', '#e7e0d3'],
    accents: ['#3b3835', '#8c7b64', '#a3a88f', '#c9b79c', '#6d6a5f'],
    metals: ['#3b3835', '#8c8577'],
    rugs: ['#d9d0c1', '#bdb19d', '#c9c0ae'],
    views: ['forest', 'garden'],
    colorGroups: [4, 6, 2, 5, 3],
    materials: [1, 7, 6, 21, 5, 15, 10],
    moods: ['Calm', 'Quiet', 'Serene', 'Grounded', 'Pared-Back'],
  },
  // Art Deco
  {
    walls: ['#1f4d3f', '#23303f', '#e9e0cf', '#2b2b2b'],
    wallFinishes: ['panel', 'wallpaper', 'paint', 'stripes'],
    floors: ['#3b2a22', '#e8e2d6', '#5a3b2a'],
    floorKinds: ['herringbone', 'checker', 'herringbone'],
    woods: ['#3b2a22', '#5a3b2a', BLACK],
    textiles: ['#1f6b52', '#7a1f3d', '#1f2f4f', '#c9a227', '#e9e0cf'],
    accents: ['#c9a227', '#1f6b52', '#111111', '#e8d9b5', '#7a1f3d'],
    metals: ['#c9a227', '#d4b455'],
    rugs: ['#1f2f4f', '#e8d9b5', '#1f4d3f'],
    views: ['city', 'garden'],
    colorGroups: [7, 14, 2, 16, 18, 17],
    materials: [9, 18, 14, 17, 2],
    moods: ['Glamorous', 'Jewel-Toned', 'Opulent', 'Dramatic', 'Gilded'],
  },
  // Traditional
  {
    walls: ['#efe6d6', '#dfe3d6', '#e8dcc8', '#c9d3cf'],
    wallFinishes: ['panel', 'wallpaper', 'paint', 'stripes'],
    floors: ['#7a5234', '#8b5e3c', '#6a4529'],
    floorKinds: ['herringbone', 'planks'],
    woods: ['#6a4529', '#7a5234', '#4f3320'],
    textiles: ['#8c2f2f', '#2f4a6b', '#d8c8a8', '#5e6b4a', '#b89a6a'],
    accents: ['#8c2f2f', '#c9a227', '#2f4a6b', '#e3d3b0', '#5e6b4a'],
    metals: [BRASS, '#a88a4a'],
    rugs: ['#8c2f2f', '#2f4a6b', '#b89a6a'],
    views: ['garden', 'hills'],
    colorGroups: [10, 18, 4, 5, 7, 16],
    materials: [2, 9, 12, 8, 18, 14],
    moods: ['Elegant', 'Timeless', 'Gracious', 'Classic', 'Storied'],
  },
  // Contemporary
  {
    walls: ['#f2f2f0', '#e6e6e3', '#dcdcd8', '#cfd6d6'],
    wallFinishes: ['paint', 'paint', 'plaster', 'panel'],
    floors: ['#c8b89e', '#a8a39a', '#d9cdb8'],
    floorKinds: ['planks', 'concrete', 'tiles'],
    woods: ['#b99c78', '#7a6049', '#e0d2bd'],
    textiles: ['#9a9a96', '#cfc7bb', '#3f4a52', '#b9a58c', '#e4e1dc'],
    accents: ['#2f6f8f', '#c4703b', '#2d2d2d', '#9fb39a', '#d9b26a'],
    metals: [BLACK, STEEL, BRASS],
    rugs: ['#cfc7bb', '#9a9a96', '#e4e1dc'],
    views: ['city', 'hills', 'garden'],
    colorGroups: [3, 1, 2, 4, 15],
    materials: [10, 17, 20, 14, 1, 7],
    moods: ['Modern', 'Fresh', 'Sleek', 'Open', 'Crisp'],
  },
  // Minimalist
  {
    walls: ['#f7f7f5', '#efefec', '#f3f1ed', '#e8e8e5'],
    wallFinishes: ['paint', 'paint', 'plaster'],
    floors: ['#e0d4c0', '#d7d5d0', '#ece4d6'],
    floorKinds: ['planks', 'concrete', 'tiles'],
    woods: ['#e0cfb4', '#cdb898', '#2b2b2b'],
    textiles: ['#e7e4de', '#cfcac2', '#a9a59e', '#f2f0ec', '#5f5d59'],
    accents: ['#2b2b2b', '#b7b2a8', '#d9cbb4', '#8c8a85', '#e9e5de'],
    metals: ['#2b2b2b', '#d9d9d6'],
    rugs: ['#ecebe7', '#dedbd5'],
    views: ['hills', 'city', 'forest'],
    colorGroups: [1, 3, 2, 4, 6],
    materials: [1, 7, 10, 16, 21, 20],
    moods: ['Clean', 'Quiet', 'Uncluttered', 'Calm', 'Bright'],
  },
  // Transitional
  {
    walls: ['#ece8e1', '#e1ded7', '#d7dbd9', '#efe9df'],
    wallFinishes: ['panel', 'paint', 'panel', 'plaster'],
    floors: ['#a8835e', '#b99470', '#8f6e50'],
    floorKinds: ['planks', 'herringbone'],
    woods: ['#8f6e50', '#a8835e', '#5e4634'],
    textiles: ['#cfc8bd', '#9aa1a6', '#e6e0d6', '#5d6f7e', '#b6a48e'],
    accents: ['#5d6f7e', '#b6a48e', '#c9a54a', '#8da097', '#2d2d2d'],
    metals: ['#b8a06a', '#8c8c8c', BLACK],
    rugs: ['#d8d0c3', '#a6aeb2', '#c4b8a6'],
    views: ['garden', 'hills'],
    colorGroups: [4, 3, 18, 1, 6, 8],
    materials: [7, 9, 1, 14, 20, 12],
    moods: ['Balanced', 'Polished', 'Easy', 'Tailored', 'Soft'],
  },
  // Rustic
  {
    walls: ['#e9dfcf', '#d8c7ad', '#cdb89a', '#efe6d8'],
    wallFinishes: ['shiplap', 'plaster', 'brick', 'panel'],
    floors: ['#7b5534', '#6a472b', '#8a6140'],
    floorKinds: ['planks', 'planks'],
    woods: ['#7b5534', '#5c3e26', '#96683f'],
    textiles: ['#8a3b2a', '#6b5a3e', '#c9b08a', '#4e5b3f', '#a37a4f'],
    accents: ['#8a3b2a', '#4e5b3f', '#c08a3e', '#2f2a26', '#d8c4a0'],
    metals: ['#2f2a26', '#6b5a4a'],
    rugs: ['#8a3b2a', '#a37a4f', '#6b5a3e'],
    views: ['forest', 'hills'],
    colorGroups: [5, 10, 16, 4, 12],
    materials: [1, 2, 12, 11, 19, 13],
    moods: ['Cabin', 'Warm', 'Hearty', 'Woodsy', 'Cosy'],
  },
  // Eclectic
  {
    walls: ['#2f5f5a', '#e9c46a', '#e8dcd0', '#8c3b4a'],
    wallFinishes: ['wallpaper', 'paint', 'stripes', 'panel'],
    floors: ['#8b5e3c', '#a8744a', '#e2d6c2'],
    floorKinds: ['herringbone', 'checker', 'planks'],
    woods: ['#8b5e3c', '#5a3b2a', '#b5834f'],
    textiles: ['#e76f51', '#2a9d8f', '#e9c46a', '#7d5ba6', '#f4a6b7'],
    accents: ['#e76f51', '#2a9d8f', '#e9c46a', '#264653', '#f4a6b7'],
    metals: [BRASS, BLACK],
    rugs: ['#e76f51', '#264653', '#e9c46a'],
    views: ['city', 'garden'],
    colorGroups: [19, 11, 14, 12, 17, 13],
    materials: [9, 4, 12, 21, 18, 8],
    moods: ['Colourful', 'Collected', 'Playful', 'Bold', 'Characterful'],
  },
  // Glam
  {
    walls: ['#f3e9e6', '#e9e4ea', '#2d2a32', '#efe6dc'],
    wallFinishes: ['panel', 'paint', 'wallpaper', 'stripes'],
    floors: ['#eae6e1', '#3b3036', '#ddd6ce'],
    floorKinds: ['tiles', 'herringbone', 'checker'],
    woods: ['#f0ebe6', '#2d2a32', '#c9a227'],
    textiles: ['#e8b4bc', '#d9c6e0', '#f1e4d8', '#6b4a6b', '#c9c3c0'],
    accents: ['#d4af37', '#e8b4bc', '#6b4a6b', '#f7efe6', '#2d2a32'],
    metals: ['#d4af37', '#c0c0c0'],
    rugs: ['#f1e4d8', '#d9c6e0', '#c9c3c0'],
    views: ['city', 'city', 'garden'],
    colorGroups: [11, 7, 8, 1, 17, 2],
    materials: [9, 18, 17, 14, 10],
    moods: ['Glamorous', 'Luxe', 'Shimmering', 'Chic', 'Romantic'],
  },
  // Mediterranean
  {
    walls: ['#f5efe4', '#f1e6d3', '#e7d3b6', '#ffffff'],
    wallFinishes: ['limewash', 'plaster', 'paint', 'limewash'],
    floors: ['#c26a3f', '#b35f37', '#e2d3ba'],
    floorKinds: ['terracotta', 'terracotta', 'tiles'],
    woods: ['#8a5a34', '#6e4a2f', '#b08050'],
    textiles: ['#f2ebe0', '#2e5e8c', '#c26a3f', '#d9c19a', '#6b7f4a'],
    accents: ['#2e5e8c', '#c26a3f', '#e0b14a', '#6b7f4a', '#1f2f4f'],
    metals: ['#2f2a26', BRASS],
    rugs: ['#2e5e8c', '#d9c19a', '#c26a3f'],
    views: ['sea', 'hills', 'garden'],
    colorGroups: [1, 15, 12, 16, 4, 14],
    materials: [15, 21, 3, 13, 19, 7],
    moods: ['Sun-Drenched', 'Whitewashed', 'Relaxed', 'Breezy', 'Warm'],
  },
];

export const paletteOf = (styleId: number): StylePalette => STYLE_PALETTES[(styleId - 1 + STYLE_PALETTES.length) % STYLE_PALETTES.length]!;

/** The concrete colours one drawing uses, chosen from its style with small seeded variations. */
export interface RoomColors {
  wall: string;
  wallFinish: WallFinish;
  floor: string;
  floorKind: FloorKind;
  wood: string;
  woodAlt: string;
  textile: string;
  textileAlt: string;
  accents: string[];
  metal: string;
  rug: string;
  rugAlt: string;
  view: View;
  plant: string;
}

export function roomColors(styleId: number, rng: Rng): RoomColors {
  const p = paletteOf(styleId);
  const accents = rng.shuffle(p.accents).map((c) => jitter(c, 0.03, rng));
  const textiles = rng.shuffle(p.textiles);
  const woods = rng.shuffle(p.woods);
  const rugs = rng.shuffle(p.rugs);
  return {
    wall: jitter(rng.pick(p.walls), 0.02, rng),
    wallFinish: rng.pick(p.wallFinishes),
    floor: jitter(rng.pick(p.floors), 0.03, rng),
    floorKind: rng.pick(p.floorKinds),
    wood: jitter(woods[0]!, 0.03, rng),
    woodAlt: jitter(woods[1] ?? woods[0]!, 0.03, rng),
    textile: jitter(textiles[0]!, 0.03, rng),
    textileAlt: jitter(textiles[1]!, 0.03, rng),
    accents,
    metal: rng.pick(p.metals),
    rug: jitter(rugs[0]!, 0.02, rng),
    rugAlt: rugs[1] ?? accents[0]!,
    view: rng.pick(p.views),
    plant: jitter(rng.pick([GREEN, '#4f7d46', '#6a9a5b', '#3f6e4a']), 0.03, rng),
  };
}
