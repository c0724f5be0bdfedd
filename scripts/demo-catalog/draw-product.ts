import { darken, lighten, luminance, mix, parseHex } from './color';
import {
  art, bed, bench, bookcase, cabinet, chair, chandelier, curtains, fillOf, floorLamp, mirror, officeChair, ottoman, pendant, pillow, plant, rugPattern, shadow, sofa, stool, tableLamp, vase,
  type ArtKind, type Kit, type LegStyle, type MirrorShape, type Paint, type PlantKind,
} from './furniture';
import { traitsOf } from './draw-room';
import { paletteOf } from './palettes';
import { mulberry32, seedOf } from './random';
import { cheapOpacity, Defs, ellipse, line, path, poly, r1, rect, rrect } from './svg';

export const PRODUCT_SIZE = 800;
const S = PRODUCT_SIZE;
const FLOOR = 640;
/** Item classes small enough to draw zoomed: armchair, side table, dining chair, nightstand, dresser, table lamp, pillow, throw, ottoman. */
const ZOOMED = new Set([2, 4, 6, 8, 9, 15, 21, 22, 27]);

export interface ProductSpec {
  itemClassId: number;
  styleId: number;
  /** The product's main colour; null for multicolour products (they take the style's accents). */
  colorHex: string | null;
  materialId: number;
  shapeId: number;
  seed: number;
}

/** Natural colours of the materials that have one; a product's colour tints them rather than replacing them. */
const WOOD: Record<number, string> = { 1: '#c9a06a', 2: '#5e3d26', 3: '#9a6334', 6: '#d6b77c' };
const WOVEN: Record<number, string> = { 4: '#c99b5c', 5: '#dcc08a', 13: '#b89664' };
const METAL: Record<number, string> = { 18: '#c9a54a', 19: '#2b2b2b', 20: '#a8b0b5' };
const STONE: Record<number, string> = { 14: '#f1eeea', 15: '#e3d4bc', 16: '#a7a49e' };

export const isWood = (m: number) => m in WOOD;

function colourDistance(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}
export const isMetal = (m: number) => m in METAL;

/** How a material looks on the product's main surfaces: wood grain, weave, sheen, veins, speckle. */
export function materialPaint(k: Kit, materialId: number, color: string): Paint {
  const { defs } = k;
  if (WOOD[materialId]) {
    // A colour near the wood's own is a stain; anything else is paint, with the grain showing faintly.
    const painted = colourDistance(WOOD[materialId], color) > 110;
    const base = painted ? color : mix(WOOD[materialId], color, 0.15);
    const g = darken(base, painted ? 0.08 : 0.18);
    return {
      base,
      fill: defs.pattern(`wood${base}`, 160, 36, `<rect width="160" height="36" fill="${base}"/><path d="M0 8 Q40 2 80 9 T160 7" fill="none" stroke="${g}" stroke-width="1.6" opacity="0.6"/><path d="M0 22 Q50 28 90 21 T160 24" fill="none" stroke="${g}" stroke-width="1.2" opacity="0.5"/><path d="M20 31 Q70 27 120 32" fill="none" stroke="${lighten(base, 0.15)}" stroke-width="2" opacity="0.6"/>`),
    };
  }
  if (WOVEN[materialId]) {
    const base = mix(WOVEN[materialId], color, 0.15);
    const d = darken(base, 0.25);
    const tile = materialId === 5
      ? `<rect width="12" height="12" fill="${lighten(base, 0.1)}"/><path d="M0 0L12 12M12 0L0 12M6 0V12M0 6H12" stroke="${d}" stroke-width="1.1"/>`
      : materialId === 13
        ? `<rect width="12" height="12" fill="${base}"/><path d="M0 3H12M0 9H12" stroke="${d}" stroke-width="2.2"/><path d="M3 0V3M9 3V9M3 9V12" stroke="${lighten(base, 0.2)}" stroke-width="2"/>`
        : `<rect width="12" height="12" fill="${base}"/><rect width="6" height="6" fill="${darken(base, 0.12)}"/><rect x="6" y="6" width="6" height="6" fill="${darken(base, 0.12)}"/><path d="M0 6H12M6 0V12" stroke="${d}" stroke-width="0.8"/>`;
    return { base, fill: defs.pattern(`weave${materialId}${base}`, 12, 12, tile) };
  }
  if (METAL[materialId]) {
    const base = materialId === 18 ? mix(METAL[18], color, 0.1) : mix(METAL[materialId], color, 0.3);
    return { base, fill: defs.linear([[0, darken(base, 0.25)], [0.3, lighten(base, 0.45)], [0.55, base], [1, darken(base, 0.3)]], 'h') };
  }
  if (STONE[materialId]) {
    const base = mix(STONE[materialId], color, 0.25);
    const v = darken(base, 0.3);
    const tile = materialId === 16
      ? `<rect width="40" height="40" fill="${base}"/><circle cx="7" cy="9" r="1.2" fill="${v}"/><circle cx="27" cy="19" r="1" fill="${v}"/><circle cx="15" cy="33" r="1.3" fill="${v}"/><circle cx="35" cy="5" r="0.9" fill="${lighten(base, 0.3)}"/>`
      : materialId === 15
        ? `<rect width="90" height="40" fill="${base}"/><path d="M0 12 H40 M50 12 H90 M10 28 H70" stroke="${darken(base, 0.12)}" stroke-width="2.5" stroke-linecap="round" opacity="0.7"/>`
        : `<rect width="160" height="120" fill="${base}"/><path d="M0 30 Q40 50 70 35 T160 60 M20 120 Q60 80 110 95 T160 70" fill="none" stroke="${v}" stroke-width="1.3" opacity="0.55"/>`;
    return { base, fill: defs.pattern(`stone${materialId}${base}`, materialId === 16 ? 40 : materialId === 15 ? 90 : 160, materialId === 16 ? 40 : materialId === 15 ? 40 : 120, tile) };
  }
  switch (materialId) {
    case 9: // velvet: a soft diagonal sheen
      return { base: color, fill: defs.linear([[0, darken(color, 0.2)], [0.4, lighten(color, 0.18)], [0.6, color], [1, darken(color, 0.28)]], [0, 0, 1, 1]) };
    case 11: // leather: deeper, with a broad highlight
      return { base: color, fill: defs.linear([[0, lighten(color, 0.2)], [0.5, color], [1, darken(color, 0.3)]], [0, 0, 0.6, 1]) };
    case 10: {
      const d = darken(color, 0.1);
      return { base: color, fill: defs.pattern(`boucle${color}`, 10, 10, `<rect width="10" height="10" fill="${color}"/><circle cx="2.5" cy="2.5" r="2" fill="${d}"/><circle cx="7.5" cy="7.5" r="2" fill="${d}"/><circle cx="7.5" cy="2.5" r="1.4" fill="${lighten(color, 0.12)}"/>`) };
    }
    case 17:
      return { base: '#cfe3ea', fill: defs.linear([[0, '#eef7fa', 0.7], [0.5, '#bcd8e2', 0.55], [1, '#9cc2cf', 0.7]], [0, 0, 1, 1]) };
    case 21:
      return { base: color, fill: defs.radial([[0, lighten(color, 0.35)], [0.5, color], [1, darken(color, 0.2)]], 0.35, 0.3, 0.8) };
    default: {
      // Linen, cotton, wool: a fine weave.
      const d = darken(color, 0.07);
      return { base: color, fill: defs.pattern(`cloth${materialId}${color}`, 6, 6, `<rect width="6" height="6" fill="${color}"/><path d="M0 3H6M3 0V6" stroke="${d}" stroke-width="${materialId === 12 ? 1.6 : 0.8}" opacity="0.8"/>`) };
    }
  }
}

type TopShape = 'rect' | 'square' | 'round' | 'oval' | 'half' | 'hex' | 'arched' | 'free';
const SHAPES: Record<number, TopShape> = { 1: 'rect', 2: 'square', 3: 'round', 4: 'oval', 5: 'half', 6: 'hex', 7: 'arched', 8: 'free' };

/** A table top seen from slightly above (so round, oval, hexagonal... read at a glance), with its edge. */
function topOutline(shape: TopShape, cx: number, cy: number, w: number, squash: number): string {
  const hw = w / 2;
  const hh = hw * squash;
  switch (shape) {
    case 'round':
      return `M${r1(cx - hw)} ${r1(cy)} A${r1(hw)} ${r1(hh)} 0 1 0 ${r1(cx + hw)} ${r1(cy)} A${r1(hw)} ${r1(hh)} 0 1 0 ${r1(cx - hw)} ${r1(cy)} Z`;
    case 'oval': {
      const r = hh;
      return `M${r1(cx - hw + r)} ${r1(cy - hh)} H${r1(cx + hw - r)} A${r1(r * 1.1)} ${r1(hh)} 0 0 1 ${r1(cx + hw - r)} ${r1(cy + hh)} H${r1(cx - hw + r)} A${r1(r * 1.1)} ${r1(hh)} 0 0 1 ${r1(cx - hw + r)} ${r1(cy - hh)} Z`;
    }
    case 'square':
    case 'rect': {
      const inset = hw * 0.16;
      return `M${r1(cx - hw + inset)} ${r1(cy - hh)} H${r1(cx + hw - inset)} L${r1(cx + hw)} ${r1(cy + hh)} H${r1(cx - hw)} Z`;
    }
    case 'hex': {
      const pts = Array.from({ length: 6 }, (_, i) => [cx + hw * Math.cos((Math.PI / 3) * i), cy + hh * Math.sin((Math.PI / 3) * i)]);
      return `M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' L')} Z`;
    }
    case 'half':
      return `M${r1(cx - hw)} ${r1(cy + hh * 0.6)} A${r1(hw)} ${r1(hh * 1.6)} 0 0 1 ${r1(cx + hw)} ${r1(cy + hh * 0.6)} Z`;
    case 'arched':
      return `M${r1(cx - hw)} ${r1(cy + hh)} V${r1(cy - hh * 0.2)} Q${r1(cx - hw)} ${r1(cy - hh)} ${r1(cx)} ${r1(cy - hh)} Q${r1(cx + hw)} ${r1(cy - hh)} ${r1(cx + hw)} ${r1(cy - hh * 0.2)} V${r1(cy + hh)} Z`;
    default:
      return `M${r1(cx - hw * 0.8)} ${r1(cy - hh * 0.7)} C${r1(cx - hw * 0.2)} ${r1(cy - hh * 1.3)} ${r1(cx + hw * 0.3)} ${r1(cy - hh * 0.4)} ${r1(cx + hw * 0.85)} ${r1(cy - hh * 0.8)} C${r1(cx + hw * 1.15)} ${r1(cy - hh * 0.3)} ${r1(cx + hw * 0.9)} ${r1(cy + hh * 0.9)} ${r1(cx + hw * 0.2)} ${r1(cy + hh * 0.8)} C${r1(cx - hw * 0.4)} ${r1(cy + hh * 1.2)} ${r1(cx - hw * 1.1)} ${r1(cy + hh * 0.6)} ${r1(cx - hw * 0.8)} ${r1(cy - hh * 0.7)} Z`;
  }
}

function shapedTable(k: Kit, w: number, h: number, shape: TopShape, top: Paint, legColor: string, legStyle: LegStyle | 'pedestal', shelf = false): string {
  const cx = S / 2;
  const squash = shape === 'square' ? 0.42 : 0.3;
  const topY = FLOOR - h;
  const t = Math.max(12, h * 0.07);
  let s = shadow(k, cx, FLOOR, w * 0.55, w * 0.07);
  const legSpread = shape === 'round' || shape === 'hex' || shape === 'free' ? w * 0.3 : w * 0.42;
  const lw = Math.max(10, w * 0.035);
  if (legStyle === 'pedestal') {
    s += poly([[cx - w * 0.08, topY + t], [cx + w * 0.08, topY + t], [cx + w * 0.05, FLOOR - 20], [cx - w * 0.05, FLOOR - 20]], legColor);
    s += ellipse(cx, FLOOR - 12, w * 0.22, 16, darken(legColor, 0.1));
  } else {
    for (const [dx, back] of [[-1, true], [1, true], [-1, false], [1, false]] as const) {
      const x = cx + dx * (back ? legSpread * 0.8 : legSpread);
      const y0 = topY + t;
      const y1 = back ? FLOOR - w * squash * 0.35 : FLOOR;
      const c = back ? darken(legColor, 0.2) : legColor;
      s += legStyle === 'metal' || legStyle === 'hairpin' ? line(x, y0, x, y1, c, lw * 0.45) : legStyle === 'tapered' ? poly([[x - lw / 2, y0], [x + lw / 2, y0], [x + lw * 0.2, y1], [x - lw * 0.2, y1]], c) : rect(x - lw / 2, y0, lw, y1 - y0, c);
    }
  }
  if (shelf) s += `<path d="${topOutline(shape, cx, FLOOR - h * 0.3, w * 0.82, squash)}" fill="${darken(top.base, 0.12)}"/>`;
  s += `<path d="${topOutline(shape, cx, topY + t, w, squash)}" fill="${darken(top.base, 0.25)}"/>`;
  s += `<path d="${topOutline(shape, cx, topY, w, squash)}" fill="${fillOf(k, top, 0.06)}"/>`;
  s += `<path d="${topOutline(shape, cx, topY, w, squash)}" fill="${k.defs.linear([[0, '#ffffff', 0.22], [1, '#ffffff', 0]], [0, 0, 1, 1])}"/>`;
  return s;
}

/** A clean product shot: the piece in its colour and material on a light backdrop with a floor shadow. */
export function drawProduct({ itemClassId, styleId, colorHex, materialId, shapeId, seed }: ProductSpec): string {
  const rng = mulberry32(seedOf(itemClassId, styleId, materialId, shapeId, seed));
  // Small pieces are drawn zoomed about the floor point so they fill the frame like the big ones;
  // 1.25 and whole-pixel offsets keep pattern fills on librsvg's fast path (see Defs).
  const zoom = ZOOMED.has(itemClassId) ? 1.25 : 1;
  const defs = new Defs('p', 1 / zoom);
  const k: Kit = { defs, rng };
  const pal = paletteOf(styleId);
  const tr = traitsOf(styleId);
  const accents = rng.shuffle(pal.accents);
  const color = colorHex ?? accents[0];
  const multi = colorHex === null;
  const mat = materialPaint(k, materialId, color);
  const shape = SHAPES[shapeId] ?? 'rect';
  const wood = isWood(materialId) ? mat : materialPaint(k, rng.pick([1, 2, 3]), rng.pick(pal.woods));
  const legColor = isMetal(materialId) ? mat.base : tr.legs === 'metal' ? '#2b2b2b' : darken(wood.base, 0.1);
  const legStyle: LegStyle = isMetal(materialId) ? 'metal' : tr.legs === 'hidden' ? 'block' : tr.legs;
  const metal = isMetal(materialId) ? mat.base : rng.pick(pal.metals);
  const cx = S / 2;
  const backdrop = mix(rng.pick(['#f6f4f0', '#f3f1ee', '#f5f2ea', '#eff1f0']), color, 0.04);
  const backdropSvg =
    rect(0, 0, S, S, defs.linear([[0, lighten(backdrop, 0.4)], [1, darken(backdrop, 0.04)]])) +
    rect(0, FLOOR - 40, S, S - FLOOR + 40, defs.linear([[0, backdrop, 0], [0.3, darken(backdrop, 0.05)], [1, darken(backdrop, 0.02)]]));
  let s = '';
  const sofaBody = isWood(materialId) || isMetal(materialId) || STONE_OR_GLASS(materialId) ? materialPaint(k, 7, color) : mat;
  const pillows = multi ? accents.slice(1) : [lighten(color, 0.35), accents[0], lighten(accents[1], 0.2)];
  switch (itemClassId) {
    case 1:
      s += sofa(k, cx, FLOOR, 640, { body: sofaBody, legColor, legStyle, arms: tr.arms, pillows, seats: rng.int(2, 3) });
      break;
    case 2:
      s += sofa(k, cx, FLOOR, 380, { body: sofaBody, legColor, legStyle, arms: tr.arms, pillows: pillows.slice(0, 1), seats: 1 });
      break;
    case 3:
      s += shapedTable(k, rng.int(520, 600), 190, shape, STONE_OR_GLASS(materialId) || isWood(materialId) ? mat : wood, legColor, shape === 'round' || shape === 'oval' ? rng.pick(['pedestal', legStyle]) : legStyle, rng.chance(0.5));
      break;
    case 4:
      s += shapedTable(k, rng.int(300, 360), 330, shape, STONE_OR_GLASS(materialId) || isWood(materialId) ? mat : wood, legColor, rng.pick(['pedestal', legStyle]), rng.chance(0.4));
      s += vase(k, cx + 40, FLOOR - 330 - 10, 50, 80, accents[1], 'bud', true);
      break;
    case 5:
      s += shapedTable(k, 660, 330, shape, STONE_OR_GLASS(materialId) || isWood(materialId) ? mat : wood, legColor, shape === 'round' ? 'pedestal' : legStyle);
      break;
    case 6:
      s += chair(k, cx, FLOOR, 250, { frame: isWood(materialId) || isMetal(materialId) ? mat : wood, seat: fillOf(k, isWood(materialId) ? materialPaint(k, 7, color) : mat), legStyle, back: materialId === 5 || materialId === 4 ? 'cane' : tr.chairBack });
      break;
    case 7:
      s += bed(k, cx, FLOOR, 640, { frame: isWood(materialId) ? mat : sofaBody, headboard: materialId === 5 || materialId === 4 ? 'cane' : tr.headboard, duvet: multi ? accents[1] : lighten(color, 0.55), sheet: '#fbfaf7', pillows: ['#ffffff', pillows[0], pillows[1], '#ffffff'], throwColor: multi ? accents[2] : color, legColor });
      break;
    case 8:
    case 9:
    case 28:
    case 29: {
      const dims: Record<number, [number, number]> = { 8: [280, 320], 9: [560, 380], 28: [640, 210], 29: [640, 330] };
      const [w, h] = dims[itemClassId];
      const kind = itemClassId === 8 || itemClassId === 9 ? 'drawers' : materialId === 4 || materialId === 5 ? 'slats' : rng.pick(['doors', 'slats', 'mixed'] as const);
      const body = STONE_OR_GLASS(materialId) || isMetal(materialId) ? wood : mat;
      s += cabinet(k, cx, FLOOR, w, h, { body: multi ? { base: color } : body, legColor, legStyle, kind, rows: itemClassId === 8 ? 2 : 3, handle: metal });
      if (STONE_OR_GLASS(materialId)) s += rect(cx - w / 2 - 6, FLOOR - h - 14, w + 12, 16, fillOf(k, mat));
      if (itemClassId === 28) s += rect(cx - 170, FLOOR - h - 200, 340, 196, '#1c1c1e') + rect(cx - 162, FLOOR - h - 192, 324, 180, defs.linear([[0, '#3a4752'], [1, '#20272d']])) + rect(cx - 30, FLOOR - h - 6, 60, 6, '#333');
      else if (itemClassId !== 8) s += vase(k, cx + w * 0.3, FLOOR - h, 60, 90, accents[1], 'round', true);
      break;
    }
    case 10:
      s += bookcase(k, cx, FLOOR, 360, 560, { body: isWood(materialId) || isMetal(materialId) ? mat : wood, items: [...accents, '#f0ebe0', lighten(color, 0.3)], rows: 5, arched: shape === 'arched' });
      break;
    case 11: {
      s += shapedTable(k, 620, 300, 'rect', isWood(materialId) || STONE_OR_GLASS(materialId) ? mat : wood, legColor, legStyle);
      s += cabinet(k, cx + 200, FLOOR, 150, 250, { body: isWood(materialId) ? mat : wood, legColor, legStyle: 'hidden', kind: 'drawers', rows: 3, handle: metal });
      s += tableLamp(k, cx - 200, FLOOR - 300 - 20, 150, { base: metal, shade: metal, kind: 'dome', baseShape: 'stick' });
      break;
    }
    case 12:
      s += officeChair(k, cx, FLOOR, 300, { seat: color, frame: isMetal(materialId) ? mat.base : '#2b2b2b', mesh: materialId === 8 || materialId === 7 });
      break;
    case 13:
      s += productRug(k, shape, multi ? accents[0] : color, accents, materialId, tr.rug);
      break;
    case 14:
      s += floorLamp(k, cx - (rng.chance(0.4) ? 100 : 0), FLOOR, 560, { metal: isMetal(materialId) ? mat.base : metal, shade: multi ? accents[0] : lighten(color, 0.25), kind: materialId === 4 || materialId === 6 ? 'rattan' : tr.shade, arc: rng.chance(0.35) });
      break;
    case 15:
      s += tableLamp(k, cx, FLOOR, 480, { base: materialId === 21 || materialId === 17 ? color : isMetal(materialId) ? mat.base : color, shade: lighten(rng.pick(pal.textiles), 0.45), kind: materialId === 4 ? 'rattan' : rng.pick(['drum', 'cone', 'globe', 'dome'] as const), baseShape: rng.pick(['gourd', 'column', 'stick'] as const) });
      break;
    case 16:
      s += pendant(k, cx, 0, 300, 320, { metal: isMetal(materialId) ? mat.base : metal, shade: multi ? accents[0] : color, kind: materialId === 4 || materialId === 6 || materialId === 13 ? 'rattan' : materialId === 17 ? 'globe' : rng.pick(['dome', 'cone', 'drum', 'globe'] as const) });
      break;
    case 17:
      s += chandelier(k, cx, 0, 330, 520, { metal: isMetal(materialId) ? mat.base : metal, glass: materialId === 17 ? '#e8f1f4' : 'none', arms: rng.pick([5, 6, 7]) });
      break;
    case 18: {
      const ms = mirrorShape(shape);
      const [w, h] = ms === 'round' || ms === 'hex' ? [460, 460] : ms === 'half' ? [560, 300] : ms === 'rect' && shape === 'square' ? [440, 440] : [380, 560];
      s += mirror(k, cx, 330, w, h, { frame: isMetal(materialId) || isWood(materialId) ? mat.base : materialId === 4 ? WOVEN[4] : color, shape: ms, reflect: rng.pick(['#c9d6dc', '#d8d2c8', '#cdd8d0']) });
      break;
    }
    case 19: {
      const [w, h] = shape === 'square' ? [460, 460] : rng.chance(0.5) ? [420, 540] : [560, 400];
      const kinds: ArtKind[] = ['arches', 'sun', 'blocks', 'leaf', 'waves', 'lines', 'circles'];
      s += rect(cx - w / 2 + 10, 340 + h / 2 - 4, w - 20, 10, '#000', 'opacity="0.05"');
      s += art(k, cx - w / 2, 330 - h / 2, w, h, { frame: isWood(materialId) ? mat.base : isMetal(materialId) ? mat.base : rng.pick(['#1f1f1f', '#f5f2ec', wood.base]), colors: multi ? accents : [color, lighten(color, 0.4), accents[0], darken(color, 0.25)], kind: rng.pick(kinds), mat: rng.chance(0.6) });
      break;
    }
    case 20:
      s += curtains(k, 230, 570, 90, FLOOR + 40, { fabric: multi ? accents[0] : color, rod: metal, panelW: 240, sheer: materialId === 7 && rng.chance(0.5) });
      break;
    case 21: {
      const size = 380;
      const pat = multi ? 'stripes' : rng.pick(['plain', 'cross', 'stripes', 'dots', 'tassel'] as const);
      if (shape === 'round') s += shadow(k, cx, FLOOR, 200, 22) + ellipse(cx, FLOOR - size / 2, size / 2, size / 2, fillOf(k, mat, 0.14)) + ellipse(cx, FLOOR - size / 2, size * 0.1, size * 0.1, darken(color, 0.2));
      else if (shape === 'rect') s += `<g transform="translate(${cx} ${FLOOR}) scale(1.4 0.7) translate(${-cx} ${-FLOOR})">${pillow(k, cx, FLOOR, size, color, pat)}</g>`;
      else s += pillow(k, cx, FLOOR, size, color, pat);
      if (mat.fill && shape !== 'round') s += rrect(cx - size / 2 * (shape === 'rect' ? 1.4 : 1), FLOOR - size * (shape === 'rect' ? 0.7 : 1), size * (shape === 'rect' ? 1.4 : 1), size * (shape === 'rect' ? 0.7 : 1), size * 0.2, mat.fill, 'opacity="0.35"');
      break;
    }
    case 22:
      s += throwBlanket(k, multi ? accents[0] : color, multi ? accents[1] : lighten(color, 0.35), mat);
      break;
    case 23: {
      const vs = rng.pick(['bottle', 'round', 'cylinder', 'amphora', 'bud'] as const);
      const vc = materialId === 17 ? '#bcd8e2' : STONE_OR_GLASS(materialId) || isMetal(materialId) || WOVEN[materialId] ? mat.base : color;
      s += vase(k, cx, FLOOR, 240, 380, vc, vs, rng.chance(0.6));
      break;
    }
    case 24: {
      const kinds: PlantKind[] = ['fiddle', 'monstera', 'snake', 'palm', 'olive'];
      const potShape = WOVEN[materialId] ? 'basket' : shape === 'round' ? 'round' : shape === 'rect' || shape === 'square' ? 'cylinder' : rng.pick(['taper', 'round', 'cylinder'] as const);
      s += plant(k, cx, FLOOR, 260, { pot: WOVEN[materialId] ? WOVEN[materialId] : isMetal(materialId) ? mat.base : color, leaf: rng.pick(['#5b8c51', '#4f7d46', '#6a9a5b']), kind: rng.pick(kinds), potShape });
      break;
    }
    case 25:
      s += stool(k, cx, FLOOR, 220, 460, { seat: isMetal(materialId) ? wood : mat, frame: isMetal(materialId) ? mat.base : legColor, back: rng.chance(0.5), round: shape === 'round' });
      break;
    case 26:
      s += bench(k, cx, FLOOR, 620, 230, { frame: isWood(materialId) || isMetal(materialId) ? mat : wood, cushion: isWood(materialId) ? undefined : color, legStyle, slats: materialId === 3 || materialId === 6 });
      break;
    case 27:
      s += ottoman(k, cx, FLOOR, shape === 'rect' ? 520 : 380, shape === 'rect' ? 220 : 260, { body: isWood(materialId) || isMetal(materialId) || STONE_OR_GLASS(materialId) ? materialPaint(k, 10, color) : mat, shape: shape === 'round' ? 'pouf' : shape === 'square' ? 'square' : rng.pick(['round', 'square'] as const), legColor: rng.chance(0.5) ? legColor : undefined });
      break;
    case 30:
      s += cabinet(k, cx, FLOOR, 420, 600, { body: multi ? { base: color } : isWood(materialId) ? mat : wood, legColor, legStyle, kind: materialId === 4 || materialId === 5 ? 'slats' : 'doors', handle: metal });
      break;
    default:
      s += vase(k, cx, FLOOR, 240, 380, color, 'round', false);
  }
  const piece = zoom === 1 ? s : `<g transform="translate(${cx - cx * zoom} ${FLOOR - FLOOR * zoom}) scale(${zoom})">${s}</g>`;
  return cheapOpacity(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${S} ${S}" width="${S}" height="${S}">${defs}${backdropSvg}${piece}</svg>`);
}

function STONE_OR_GLASS(m: number): boolean {
  return m in STONE || m === 17;
}

function mirrorShape(shape: TopShape): MirrorShape {
  switch (shape) {
    case 'round': return 'round';
    case 'oval': return 'oval';
    case 'half': return 'half';
    case 'hex': return 'hex';
    case 'arched': return 'arch';
    case 'free': return 'organic';
    default: return 'rect';
  }
}

function productRug(k: Kit, shape: TopShape, color: string, accents: string[], materialId: number, stylePattern: 'plain' | 'stripes' | 'border' | 'kilim' | 'geo' | 'persian'): string {
  const cx = S / 2;
  const cy = 440;
  const a1 = accents.find((a) => Math.abs(luminance(a) - luminance(color)) > 0.15) ?? darken(color, 0.3);
  const a2 = accents.find((a) => a !== a1) ?? lighten(color, 0.4);
  if (shape === 'round' || shape === 'oval' || shape === 'hex' || shape === 'half' || shape === 'free') {
    const rx = shape === 'oval' ? 340 : 290;
    const ry = shape === 'oval' ? 160 : 190;
    const outline = topOutline(shape === 'free' ? 'free' : shape === 'hex' ? 'hex' : shape === 'half' ? 'half' : 'round', cx, cy, rx * 2, ry / rx);
    const inner = topOutline(shape === 'free' ? 'free' : shape === 'hex' ? 'hex' : shape === 'half' ? 'half' : 'round', cx, cy, rx * 1.6, ry / rx);
    const core = topOutline(shape === 'free' ? 'free' : shape === 'hex' ? 'hex' : shape === 'half' ? 'half' : 'round', cx, cy, rx * 0.7, ry / rx);
    let s = path(outline, '#000', 'opacity="0.12" transform="translate(0 10)"');
    s += path(outline, materialPaint(k, materialId === 13 ? 13 : 12, color).fill ?? color);
    s += path(inner, 'none', `stroke="${a1}" stroke-width="10"`);
    s += path(core, a2, 'opacity="0.85"');
    return s;
  }
  const w = shape === 'square' ? 460 : 620;
  const h = shape === 'square' ? 300 : 300;
  const spread = 40;
  const pattern = materialId === 13 ? 'plain' : stylePattern === 'plain' ? k.rng.pick(['border', 'stripes', 'geo'] as const) : stylePattern;
  let s = rugPattern(k, [[cx - w / 2 + spread, cy - h / 2], [cx + w / 2 - spread, cy - h / 2], [cx + w / 2, cy + h / 2], [cx - w / 2, cy + h / 2]], { base: color, accent: a1, accent2: a2, pattern, fringe: pattern === 'kilim' || pattern === 'persian' || materialId === 13 });
  if (materialId === 13 || materialId === 12) {
    const tex = materialPaint(k, materialId, color).fill;
    if (tex) s += poly([[cx - w / 2 + spread, cy - h / 2], [cx + w / 2 - spread, cy - h / 2], [cx + w / 2, cy + h / 2], [cx - w / 2, cy + h / 2]], tex, 'opacity="0.35"');
  }
  return s;
}

function throwBlanket(k: Kit, color: string, stripe: string, mat: Paint): string {
  const cx = S / 2;
  let s = shadow(k, cx, FLOOR, 290, 26);
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const y = FLOOR - (i + 1) * 70;
    s += rrect(cx - 260, y, 520, 74, 34, i % 2 ? darken(color, 0.06) : color);
    if (mat.fill) s += rrect(cx - 260, y, 520, 74, 34, mat.fill, 'opacity="0.4"');
    s += rect(cx - 220, y + 16, 440, 10, stripe, 'opacity="0.85"');
    s += rect(cx - 220, y + 48, 440, 6, stripe, 'opacity="0.6"');
  }
  for (let i = 0; i < 26; i++) s += line(cx - 250 + i * 20, FLOOR, cx - 252 + i * 20, FLOOR + 22, darken(color, 0.1), 3);
  s += path(`M${cx + 180} ${FLOOR - layers * 70} q60 10 80 60 v${layers * 70 - 60} h-40 Z`, darken(color, 0.12), 'opacity="0.6"');
  return s;
}
