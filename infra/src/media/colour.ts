import { COLOUR_FEATURE_LENGTH, MAX_PALETTE, MULTICOLOR_GROUP_ID, REFERENCE_ENUMS } from '@decorlook/domain';

export { COLOUR_FEATURE_LENGTH };

/**
 * Colour analysis of a picture, from its pixels (a small resize of it: a few thousand pixels are
 * plenty): the palette, the colour groups of the reference data it falls into, and the colour
 * feature vector that similarity search compares. Pure functions over raw RGB.
 */

export type Lab = readonly [number, number, number];

/** sRGB (0-255) to CIELAB (D65). */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => {
  const d = (r * 180) / Math.PI;
  return d < 0 ? d + 360 : d;
};

/** CIEDE2000 colour difference: about 1 is the smallest difference people notice. */
export function deltaE2000(a: Lab, b: Lab): number {
  const [L1, a1, b1] = a;
  const [L2, a2, b2] = b;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const h1p = C1p === 0 ? 0 : deg(Math.atan2(b1, a1p));
  const h2p = C2p === 0 ? 0 : deg(Math.atan2(b2, a2p));
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(rad(dhp / 2));
  const Lpm = (L1 + L2) / 2;
  const Cpm = (C1p + C2p) / 2;
  let hpm = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hpm = (h1p + h2p) / 2;
    else hpm = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T = 1 - 0.17 * Math.cos(rad(hpm - 30)) + 0.24 * Math.cos(rad(2 * hpm)) + 0.32 * Math.cos(rad(3 * hpm + 6)) - 0.2 * Math.cos(rad(4 * hpm - 63));
  const dTheta = 30 * Math.exp(-(((hpm - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cpm ** 7 / (Cpm ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lpm - 50) ** 2) / Math.sqrt(20 + (Lpm - 50) ** 2);
  const Sc = 1 + 0.045 * Cpm;
  const Sh = 1 + 0.015 * Cpm * T;
  const Rt = -Math.sin(rad(2 * dTheta)) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

const hexOf = (r: number, g: number, b: number) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const rgbOfHex = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

export interface PaletteColour {
  hex: string;
  /** The part of the picture this colour covers, 0 to 1. */
  share: number;
  lab: Lab;
}

/** Colours closer than this (CIEDE2000) are one palette colour. */
const MERGE_DISTANCE = 12;
/** A colour covering less of the picture than this is a detail, not part of the palette. */
const MIN_SHARE = 0.03;

/**
 * The dominant colours, most covering first (at most MAX_PALETTE): pixels are binned coarsely in
 * RGB, then bins are merged, most populous first, into the nearest colour within MERGE_DISTANCE.
 * Deterministic, and linear in the pixels.
 */
export function paletteOf(rgb: Uint8Array, channels = 3): PaletteColour[] {
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  const total = Math.floor(rgb.length / channels);
  for (let i = 0; i + 2 < rgb.length; i += channels) {
    const key = ((rgb[i] >> 5) << 6) | ((rgb[i + 1] >> 5) << 3) | (rgb[i + 2] >> 5);
    const bin = bins.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bin.n++;
    bin.r += rgb[i];
    bin.g += rgb[i + 1];
    bin.b += rgb[i + 2];
    bins.set(key, bin);
  }
  const clusters: { n: number; r: number; g: number; b: number; lab: Lab }[] = [];
  for (const bin of [...bins.entries()].sort((x, y) => y[1].n - x[1].n || x[0] - y[0]).map(([, b]) => b)) {
    const lab = rgbToLab(bin.r / bin.n, bin.g / bin.n, bin.b / bin.n);
    let best: (typeof clusters)[number] | undefined;
    let bestDistance = MERGE_DISTANCE;
    for (const c of clusters) {
      const d = deltaE2000(c.lab, lab);
      if (d < bestDistance) [best, bestDistance] = [c, d];
    }
    if (best) {
      best.n += bin.n;
      best.r += bin.r;
      best.g += bin.g;
      best.b += bin.b;
      best.lab = rgbToLab(best.r / best.n, best.g / best.n, best.b / best.n);
    } else {
      clusters.push({ ...bin, lab });
    }
  }
  return clusters
    .sort((x, y) => y.n - x.n)
    .filter((c) => c.n / total >= MIN_SHARE)
    .slice(0, MAX_PALETTE)
    .map((c) => ({ hex: hexOf(c.r / c.n, c.g / c.n, c.b / c.n), share: c.n / total, lab: c.lab }));
}

const GROUPS = REFERENCE_ENUMS.colors
  .filter((c): c is typeof c & { hex: string } => typeof c.hex === 'string')
  .map((c) => ({ id: c.id, lab: rgbToLab(...rgbOfHex(c.hex.toLowerCase())) }));

/** The reference colour group nearest to a colour (CIEDE2000). */
export function nearestColourGroup(lab: Lab): number {
  let best = GROUPS[0];
  let bestDistance = Infinity;
  for (const g of GROUPS) {
    const d = deltaE2000(g.lab, lab);
    if (d < bestDistance) [best, bestDistance] = [g, d];
  }
  return best.id;
}

/** A palette colour counts toward the groups when it covers at least this much. */
const GROUP_SHARE = 0.05;
/** A colour this saturated (CIELAB chroma) is a hue, not a neutral. */
const CHROMATIC = 20;
/** This many distinct hues, each covering GROUP_SHARE or more, make a picture Multicolor. */
const MULTICOLOR_HUES = 3;

/**
 * The colour groups the palette falls into, most covering first, without repeats; Multicolor is
 * added when the palette holds several distinct hues.
 */
export function colourGroupsOf(palette: readonly PaletteColour[]): number[] {
  const groups: number[] = [];
  const hues = new Set<number>();
  for (const c of palette.filter((p) => p.share >= GROUP_SHARE)) {
    const id = nearestColourGroup(c.lab);
    if (!groups.includes(id)) groups.push(id);
    if (Math.hypot(c.lab[1], c.lab[2]) >= CHROMATIC) hues.add(id);
  }
  if (hues.size >= MULTICOLOR_HUES) groups.push(MULTICOLOR_GROUP_ID);
  return groups;
}

/** Below this chroma (max - min of RGB, 0 to 1) a pixel is near-grey. */
const GREY_CHROMA = 0.08;
/** Below this value (max of RGB, 0 to 1) a coloured pixel is dark. */
const DARK_VALUE = 0.35;
/** At or above this saturation (chroma / value) a coloured pixel is vivid, below it muted. */
const VIVID_SATURATION = 0.5;

/**
 * The colour feature vector (catalog.md): a histogram of the pixels summing to 1, in
 * COLOUR_FEATURE_LENGTH = 32 bins. Bins 0-23: 8 hue bins of 45° (the first centred on red, 0°)
 * times 3 classes in the order vivid, muted, dark (bin = hue * 3 + class); bins 24-31: near-grey
 * pixels by lightness, darkest first.
 */
export function colourFeaturesOf(rgb: Uint8Array, channels = 3): number[] {
  const counts = new Array<number>(COLOUR_FEATURE_LENGTH).fill(0);
  let total = 0;
  for (let i = 0; i + 2 < rgb.length; i += channels) {
    const r = rgb[i] / 255;
    const g = rgb[i + 1] / 255;
    const b = rgb[i + 2] / 255;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const chroma = max - min;
    total++;
    if (chroma < GREY_CHROMA) {
      counts[24 + Math.min(7, Math.floor(((max + min) / 2) * 8))]++;
      continue;
    }
    let hue = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
    hue *= 60;
    if (hue < 0) hue += 360;
    const hueBin = Math.floor(((hue + 22.5) % 360) / 45);
    const cls = max < DARK_VALUE ? 2 : chroma / max >= VIVID_SATURATION ? 0 : 1;
    counts[hueBin * 3 + cls]++;
  }
  return counts.map((c) => (total ? Math.round((c / total) * 1e6) / 1e6 : 0));
}

export interface ColourAnalysis {
  palette: string[];
  colorGroups: number[];
  features: number[];
}

export function analysePixels(rgb: Uint8Array, channels = 3): ColourAnalysis {
  const palette = paletteOf(rgb, channels);
  return { palette: palette.map((c) => c.hex), colorGroups: colourGroupsOf(palette), features: colourFeaturesOf(rgb, channels) };
}
