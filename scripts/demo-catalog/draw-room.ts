import { darken, lighten, mix } from './color';
import {
  art, bed, bench, bookcase, cabinet, chair, chandelier, curtains, floorLamp, mirror, officeChair, ottoman, pendant, pillow, plant, rugPattern, shadow, shelfItems, sofa, stool, table, tableLamp, vase,
  type ArtKind, type Kit, type LegStyle, type MirrorShape, type PlantKind, type ShadeKind,
} from './furniture';
import { roomColors, type RoomColors } from './palettes';
import { mulberry32, seedOf } from './random';
import { cheapOpacity, circle, Defs, ellipse, line, path, poly, r1, rect, rrect } from './svg';

export const ROOM_WIDTH = 1200;
export const ROOM_HEIGHT = 900;
const W = ROOM_WIDTH;
const ZOOM = 1.25;
const H = ROOM_HEIGHT;

/** How a style shapes its furniture; indexed by style id - 1. */
interface Traits {
  legs: LegStyle;
  arms: 'round' | 'square' | 'slim';
  shade: ShadeKind;
  headboard: 'panel' | 'round' | 'tufted' | 'cane' | 'arch' | 'slats';
  window: 'grid' | 'plain' | 'arched' | 'steel';
  rug: 'plain' | 'stripes' | 'border' | 'kilim' | 'geo' | 'persian';
  art: ArtKind[];
  plants: number;
  mirror: MirrorShape;
  chairBack: 'spindle' | 'solid' | 'cane' | 'curved';
}

const TRAITS: Traits[] = [
  { legs: 'tapered', arms: 'square', shade: 'globe', headboard: 'slats', window: 'grid', rug: 'stripes', art: ['lines', 'leaf', 'sun'], plants: 2, mirror: 'round', chairBack: 'spindle' },
  { legs: 'tapered', arms: 'slim', shade: 'dome', headboard: 'panel', window: 'plain', rug: 'geo', art: ['circles', 'blocks', 'sun'], plants: 2, mirror: 'round', chairBack: 'curved' },
  { legs: 'turned', arms: 'round', shade: 'rattan', headboard: 'cane', window: 'arched', rug: 'kilim', art: ['sun', 'arches', 'leaf'], plants: 5, mirror: 'organic', chairBack: 'cane' },
  { legs: 'metal', arms: 'square', shade: 'dome', headboard: 'panel', window: 'steel', rug: 'plain', art: ['blocks', 'lines'], plants: 2, mirror: 'rect', chairBack: 'solid' },
  { legs: 'turned', arms: 'round', shade: 'drum', headboard: 'slats', window: 'grid', rug: 'border', art: ['leaf', 'sun'], plants: 2, mirror: 'arch', chairBack: 'spindle' },
  { legs: 'block', arms: 'round', shade: 'rattan', headboard: 'cane', window: 'grid', rug: 'stripes', art: ['waves', 'sun'], plants: 2, mirror: 'round', chairBack: 'cane' },
  { legs: 'block', arms: 'square', shade: 'globe', headboard: 'slats', window: 'plain', rug: 'plain', art: ['lines', 'circles'], plants: 2, mirror: 'organic', chairBack: 'curved' },
  { legs: 'tapered', arms: 'round', shade: 'dome', headboard: 'arch', window: 'arched', rug: 'geo', art: ['arches', 'circles'], plants: 1, mirror: 'arch', chairBack: 'curved' },
  { legs: 'turned', arms: 'round', shade: 'drum', headboard: 'tufted', window: 'grid', rug: 'persian', art: ['sun', 'leaf'], plants: 2, mirror: 'arch', chairBack: 'solid' },
  { legs: 'block', arms: 'square', shade: 'drum', headboard: 'panel', window: 'plain', rug: 'plain', art: ['blocks', 'circles', 'lines'], plants: 2, mirror: 'rect', chairBack: 'curved' },
  { legs: 'hidden', arms: 'slim', shade: 'globe', headboard: 'panel', window: 'plain', rug: 'plain', art: ['lines', 'circles'], plants: 1, mirror: 'round', chairBack: 'solid' },
  { legs: 'block', arms: 'round', shade: 'drum', headboard: 'tufted', window: 'grid', rug: 'border', art: ['sun', 'waves', 'leaf'], plants: 2, mirror: 'rect', chairBack: 'solid' },
  { legs: 'block', arms: 'square', shade: 'drum', headboard: 'panel', window: 'grid', rug: 'kilim', art: ['sun', 'leaf'], plants: 2, mirror: 'rect', chairBack: 'spindle' },
  { legs: 'tapered', arms: 'round', shade: 'dome', headboard: 'round', window: 'arched', rug: 'persian', art: ['blocks', 'circles', 'arches'], plants: 3, mirror: 'organic', chairBack: 'curved' },
  { legs: 'metal', arms: 'round', shade: 'drum', headboard: 'tufted', window: 'plain', rug: 'plain', art: ['circles', 'waves'], plants: 1, mirror: 'oval', chairBack: 'curved' },
  { legs: 'turned', arms: 'round', shade: 'rattan', headboard: 'arch', window: 'arched', rug: 'kilim', art: ['arches', 'sun', 'waves'], plants: 3, mirror: 'arch', chairBack: 'cane' },
];

export const traitsOf = (styleId: number): Traits => TRAITS[(styleId - 1 + TRAITS.length) % TRAITS.length];

interface Scene extends Kit {
  c: RoomColors;
  t: Traits;
  styleId: number;
  floorY: number;
  /** Left/right inset of the back wall: the side walls' depth. */
  sideL: number;
  sideR: number;
  flip: boolean;
}

export interface RoomSpec {
  styleId: number;
  roomTypeId: number;
  seed: number;
}

/** A flat-illustration interior for a style and room type; the same spec always draws the same picture. */
export function drawRoom({ styleId, roomTypeId, seed }: RoomSpec): string {
  const rng = mulberry32(seedOf(styleId, roomTypeId, seed));
  const defs = new Defs('r', 1 / ZOOM);
  const c = roomColors(styleId, rng);
  const t = traitsOf(styleId);
  const outdoor = roomTypeId === 10;
  const sc: Scene = {
    defs, rng, c, t, styleId,
    floorY: rng.int(outdoor ? 560 : 585, outdoor ? 610 : 640),
    sideL: rng.chance(0.5) ? rng.int(50, 110) : 0,
    sideR: 0,
    flip: rng.chance(0.5),
  };
  sc.sideR = sc.sideL === 0 || rng.chance(0.5) ? rng.int(40, 100) : 0;
  let body = outdoor ? patioShell(sc) : shell(sc);
  switch (roomTypeId) {
    case 2: body += bedroom(sc); break;
    case 3: body += dining(sc); break;
    case 4: body += kitchen(sc); break;
    case 5: body += bathroom(sc); break;
    case 6: body += office(sc); break;
    case 7: body += entryway(sc); break;
    case 8: body += kidsRoom(sc); break;
    case 9: body += nursery(sc); break;
    case 10: body += patio(sc); break;
    default: body += living(sc);
  }
  // A warm light wash from the window side ties the scene together.
  body += rect(0, 0, W, H, defs.linear([[0, '#fff4dc', 0.16], [0.5, '#fff4dc', 0], [1, '#2a1d10', 0.1]], sc.flip ? [1, 0, 0, 1] : [0, 0, 1, 1]));
  // Drawn a little wider than the frame, then zoomed in from the floor's front edge: the furniture
  // fills the picture the way a photographer would frame it, and the edges crop naturally.
  // The zoom and pans are chosen so pattern tiles stay on whole pixels (see Defs).
  const pan = rng.pick([-50, -25, 0, 25, 50]);
  const frame = `translate(${-(W * (ZOOM - 1)) / 2 + pan} -170) scale(${ZOOM})`;
  return cheapOpacity(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${defs}<g transform="${frame}">${body}</g></svg>`);
}

// ---------------------------------------------------------------- room shell

function shell(sc: Scene): string {
  const { c, defs, floorY, sideL, sideR } = sc;
  let s = rect(0, 0, W, floorY + 40, c.wall);
  s += wallFinish(sc, sideL, 0, W - sideL - sideR, floorY);
  s += rect(0, 0, W, floorY, defs.linear([[0, '#ffffff', 0.1], [1, '#000000', 0.06]]));
  // Side walls: a little darker, they give the room its depth.
  const dropL = sideL * 0.75;
  const dropR = sideR * 0.75;
  if (sideL) s += poly([[0, 0], [sideL, 0], [sideL, floorY], [0, floorY + dropL]], darken(c.wall, 0.1));
  if (sideR) s += poly([[W - sideR, 0], [W, 0], [W, floorY + dropR], [W - sideR, floorY]], darken(c.wall, 0.07));
  s += floor(sc, [[sideL, floorY], [W - sideR, floorY], [W, floorY + dropR], [W, H], [0, H], [0, floorY + dropL]]);
  s += rect(sideL, floorY - 14, W - sideL - sideR, 14, lighten(c.wall, 0.35));
  s += rect(sideL, floorY - 2, W - sideL - sideR, 3, darken(c.wall, 0.18), 'opacity="0.5"');
  return s;
}

function wallFinish(sc: Scene, x: number, y: number, w: number, h: number): string {
  const { c, defs, rng } = sc;
  const dark = darken(c.wall, 0.08);
  switch (c.wallFinish) {
    case 'brick': {
      const b = c.wall;
      const tile = `<rect width="64" height="32" fill="${lighten(b, 0.55)}"/><rect x="1" y="1" width="30" height="14" fill="${b}"/><rect x="33" y="1" width="30" height="14" fill="${darken(b, 0.08)}"/><rect x="-15" y="17" width="30" height="14" fill="${lighten(b, 0.05)}"/><rect x="17" y="17" width="30" height="14" fill="${darken(b, 0.04)}"/><rect x="49" y="17" width="30" height="14" fill="${lighten(b, 0.05)}"/>`;
      return rect(x, y, w, h, defs.pattern('brick' + b, 64, 32, tile)) + rect(x, y, w, h, defs.linear([[0, '#000000', 0.12], [1, '#000000', 0.02]], 'h'));
    }
    case 'panel': {
      let s = '';
      const top = rng.chance(0.5) ? h * 0.55 : h * 0.08;
      s += rect(x, y + top - 8, w, 8, lighten(c.wall, 0.2));
      const n = Math.max(3, Math.round(w / 180));
      for (let i = 0; i < n; i++) s += rect(x + 24 + (i * (w - 24)) / n, y + top + 22, (w - 24) / n - 24, h - top - 60, 'none', `stroke="${dark}" stroke-width="3" opacity="0.7"`);
      return s;
    }
    case 'shiplap': {
      let s = '';
      for (let yy = y + 38; yy < y + h; yy += 38) s += line(x, yy, x + w, yy, dark, 2, 'opacity="0.6"');
      return s;
    }
    case 'stripes':
      return rect(x, y, w, h, defs.pattern('stripes' + c.wall, 60, 10, `<rect width="30" height="10" fill="${mix(c.wall, c.accents[0], 0.12)}"/>`));
    case 'wallpaper': {
      const m = mix(c.wall, c.accents[0], 0.35);
      const motif = rng.pick([
        `<path d="M24 8 Q34 24 24 40 Q14 24 24 8Z" fill="${m}"/>`,
        `<circle cx="12" cy="12" r="4" fill="${m}"/><circle cx="36" cy="36" r="4" fill="${m}"/>`,
        `<path d="M24 4 L44 24 L24 44 L4 24Z" fill="none" stroke="${m}" stroke-width="2"/>`,
        `<path d="M0 24 Q12 8 24 24 T48 24" fill="none" stroke="${m}" stroke-width="2.5"/>`,
      ]);
      return rect(x, y, w, h, defs.pattern('paper' + motif, 48, 48, motif), 'opacity="0.8"');
    }
    case 'plaster':
    case 'limewash': {
      let s = '';
      for (let i = 0; i < 7; i++) s += ellipse(x + rng.range(0, w), y + rng.range(0, h), rng.range(150, 320), rng.range(90, 200), defs.radial([[0, i % 2 ? '#ffffff' : darken(c.wall, 0.15), 0.22], [1, c.wall, 0]]));
      return s;
    }
    default:
      return '';
  }
}

/** The floor polygon with boards, tiles or concrete that converge on a vanishing point. */
function floor(sc: Scene, pts: [number, number][]): string {
  const { c, defs, floorY, rng } = sc;
  const vx = W / 2 + rng.range(-120, 120);
  const vy = floorY - 1100;
  const k = (H - vy) / (floorY - vy);
  const toFront = (x: number) => vx + (x - vx) * k;
  let s = poly(pts, c.floor);
  const seam = darken(c.floor, 0.16);
  const clip = defs.clip('floor' + floorY, poly(pts, '#000'));
  let lines = '';
  const kind = c.floorKind;
  if (kind === 'planks' || kind === 'herringbone') {
    const step = kind === 'planks' ? rng.int(44, 60) : 34;
    for (let x = -600; x < W + 600; x += step) lines += line(x, floorY, toFront(x), H, seam, 1.6, 'opacity="0.55"');
    for (let x = -600; x < W + 600; x += step) {
      for (let j = 0; j < 3; j++) {
        const v = rng.range(0.05, 0.95);
        const yy = floorY + (H - floorY) * v;
        const f = (yy - vy) / (floorY - vy);
        const x0 = vx + (x - vx) * f;
        const x1 = vx + (x + step - vx) * f;
        lines += line(x0, yy, x1, yy, seam, 1.2, 'opacity="0.45"');
      }
      if (rng.chance(0.35)) {
        const v = rng.range(0.1, 0.9);
        lines += poly([[x, floorY], [x + step, floorY], [toFront(x + step), H], [toFront(x), H]].map(([px, py]) => [px, py] as [number, number]), v > 0.5 ? lighten(c.floor, 0.06) : darken(c.floor, 0.05), 'opacity="0.5"');
      }
    }
  } else if (kind === 'tiles' || kind === 'terracotta' || kind === 'checker') {
    const cols = kind === 'terracotta' ? 16 : 12;
    const span = W + 800;
    const rows = [0, 0.09, 0.2, 0.34, 0.5, 0.7, 1];
    const xs = Array.from({ length: cols + 1 }, (_, i) => -400 + (i * span) / cols);
    const at = (x: number, v: number): [number, number] => {
      const yy = floorY + (H - floorY) * v;
      const f = (yy - vy) / (floorY - vy);
      return [vx + (x - vx) * f, yy];
    };
    const alt = kind === 'checker' ? mix(c.floor, c.floor === '#e8e2d6' ? '#222222' : '#f4efe6', 0.85) : darken(c.floor, 0.08);
    for (let r = 0; r < rows.length - 1; r++)
      for (let i = 0; i < cols; i++) {
        if (kind !== 'checker' && !rng.chance(0.45)) continue;
        if (kind === 'checker' && (r + i) % 2) continue;
        lines += poly([at(xs[i], rows[r]), at(xs[i + 1], rows[r]), at(xs[i + 1], rows[r + 1]), at(xs[i], rows[r + 1])], kind === 'checker' ? alt : rng.chance(0.5) ? alt : lighten(c.floor, 0.05), kind === 'checker' ? '' : 'opacity="0.6"');
      }
    for (const x of xs) lines += line(...at(x, 0), ...at(x, 1), lighten(c.floor, 0.4), 2, 'opacity="0.7"');
    for (const v of rows) lines += line(0, floorY + (H - floorY) * v, W, floorY + (H - floorY) * v, lighten(c.floor, 0.4), 2, 'opacity="0.7"');
  } else {
    for (let i = 0; i < 6; i++) lines += ellipse(rng.range(0, W), rng.range(floorY, H), rng.range(120, 300), rng.range(30, 70), defs.radial([[0, i % 2 ? '#ffffff' : '#000000', 0.1], [1, '#000000', 0]]));
    for (let x = -400; x < W + 400; x += 300) lines += line(x, floorY, toFront(x), H, darken(c.floor, 0.1), 1.5, 'opacity="0.5"');
  }
  s += `<g clip-path="${clip}">${lines}</g>`;
  s += poly(pts, defs.linear([[0, '#000000', 0.16], [0.35, '#000000', 0.04], [1, '#ffffff', 0.05]]));
  return s;
}

// ---------------------------------------------------------------- windows, art, light

function windowView(sc: Scene, x: number, y: number, w: number, h: number): string {
  const { c, defs, rng } = sc;
  let s = rect(x, y, w, h, defs.linear([[0, '#a9cde6'], [0.7, '#e3eff5'], [1, '#f6efe0']]));
  const hz = y + h * rng.range(0.55, 0.7);
  switch (c.view) {
    case 'sea':
      s += rect(x, hz, w, y + h - hz, defs.linear([[0, '#4f8fb8'], [1, '#8cc0d8']]));
      s += path(`M${r1(x)} ${r1(y + h * 0.92)} Q${r1(x + w * 0.5)} ${r1(y + h * 0.8)} ${r1(x + w)} ${r1(y + h * 0.88)} V${r1(y + h)} H${r1(x)} Z`, '#e8d9b5');
      s += circle(x + w * 0.75, y + h * 0.25, Math.min(w, h) * 0.06, '#fff8e0', 'opacity="0.9"');
      break;
    case 'city':
      for (let i = 0; i < 7; i++) {
        const bw = w * rng.range(0.12, 0.22);
        const bx = x + (i / 7) * w - w * 0.04;
        const bh = h * rng.range(0.25, 0.6);
        s += rect(bx, y + h - bh, bw, bh, mix('#8fa3b5', '#5d6f80', rng()));
        for (let j = 0; j < 4; j++) s += rect(bx + bw * 0.2, y + h - bh + 10 + j * bh * 0.2, bw * 0.2, bh * 0.08, '#dbe6ee', 'opacity="0.7"');
      }
      break;
    case 'forest':
      s += rect(x, hz, w, y + h - hz, '#7fa36f');
      for (let i = 0; i < 9; i++) {
        const tx = x + rng.range(0, w);
        const th = h * rng.range(0.25, 0.5);
        s += poly([[tx, hz - th], [tx + th * 0.28, hz + 10], [tx - th * 0.28, hz + 10]], mix('#3f6e4a', '#5f8f5a', rng()));
      }
      break;
    case 'garden':
      s += rect(x, hz, w, y + h - hz, '#8fb27a');
      for (let i = 0; i < 6; i++) s += circle(x + rng.range(0, w), hz + rng.range(-5, 15), w * rng.range(0.08, 0.16), mix('#5b8c51', '#7fa86a', rng()));
      break;
    default:
      s += path(`M${r1(x)} ${r1(hz)} Q${r1(x + w * 0.3)} ${r1(hz - h * 0.18)} ${r1(x + w * 0.6)} ${r1(hz - h * 0.05)} T${r1(x + w)} ${r1(hz - h * 0.1)} V${r1(y + h)} H${r1(x)} Z`, '#9fbf8a');
      s += path(`M${r1(x)} ${r1(hz + h * 0.12)} Q${r1(x + w * 0.5)} ${r1(hz - h * 0.05)} ${r1(x + w)} ${r1(hz + h * 0.1)} V${r1(y + h)} H${r1(x)} Z`, '#7ea36c');
  }
  s += ellipse(x + w * 0.2, y + h * 0.18, w * 0.14, h * 0.04, '#ffffff', 'opacity="0.7"');
  return s;
}

function windowAt(sc: Scene, x: number, y: number, w: number, h: number, withCurtains = true): string {
  const { c, defs, t } = sc;
  const frameColor = t.window === 'steel' ? '#262626' : sc.styleId === 8 ? '#1c1c1c' : lighten(c.wall, 0.55);
  const arched = t.window === 'arched';
  const clip = defs.clip(`win${x},${y},${w},${h},${arched}`, arched ? path(`M${r1(x)} ${r1(y + h)} V${r1(y + w / 2)} A${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${r1(x + w)} ${r1(y + w / 2)} V${r1(y + h)} Z`, '#000') : rect(x, y, w, h, '#000'));
  let s = '';
  // Sunlight falling onto the floor from the window.
  const fy = sc.floorY;
  s += poly([[x, fy], [x + w, fy], [x + w + (sc.flip ? -1 : 1) * w * 0.8, H], [x + (sc.flip ? -1 : 1) * w * 0.8, H]], defs.linear([[0, '#fff8e6', 0.35], [1, '#fff8e6', 0.05]]));
  s += arched
    ? path(`M${r1(x - 12)} ${r1(y + h + 12)} V${r1(y + w / 2)} A${r1(w / 2 + 12)} ${r1(w / 2 + 12)} 0 0 1 ${r1(x + w + 12)} ${r1(y + w / 2)} V${r1(y + h + 12)} Z`, frameColor)
    : rect(x - 12, y - 12, w + 24, h + 24, frameColor);
  s += `<g clip-path="${clip}">${windowView(sc, x, y, w, h)}`;
  const mull = t.window === 'plain' ? 1 : t.window === 'steel' ? 4 : 2;
  const rows = t.window === 'plain' ? 1 : t.window === 'steel' ? 5 : 3;
  for (let i = 1; i <= mull; i++) s += rect(x + (i * w) / (mull + 1) - 3, y, 6, h, frameColor);
  for (let j = 1; j < rows; j++) s += rect(x, y + (j * h) / rows - 3, w, 6, frameColor);
  s += '</g>';
  s += rect(x - 22, y + h + 8, w + 44, 12, lighten(frameColor, 0.1)) + rect(x - 22, y + h + 20, w + 44, 4, '#000', 'opacity="0.1"');
  if (withCurtains && sc.styleId !== 4 && sc.rng.chance(0.7)) {
    s += curtains(sc, x, x + w, y - 40, Math.min(sc.floorY - 6, y + h + 160), { fabric: sc.rng.chance(0.5) ? lighten(c.textile, 0.35) : c.textileAlt, rod: c.metal, panelW: w * 0.32, sheer: sc.rng.chance(0.4) });
  }
  return s;
}

function artGroup(sc: Scene, cx: number, bottom: number, maxW: number): string {
  const { rng, c, t } = sc;
  const frame = rng.pick([c.wood, '#1f1f1f', '#f5f2ec', c.metal]);
  const colors = rng.shuffle([...c.accents, c.textile]);
  const layout = rng.int(0, 3);
  if (layout === 0) {
    const w = maxW * rng.range(0.55, 0.8);
    const h = w * rng.range(0.55, 0.75);
    return art(sc, cx - w / 2, bottom - h, w, h, { frame, colors, kind: rng.pick(t.art), mat: rng.chance(0.5) });
  }
  if (layout === 1) {
    const w = maxW * 0.32;
    const h = w * 1.3;
    return art(sc, cx - w - 12, bottom - h, w, h, { frame, colors, kind: rng.pick(t.art), mat: true }) + art(sc, cx + 12, bottom - h, w, h, { frame, colors: rng.shuffle(colors), kind: rng.pick(t.art), mat: true });
  }
  if (layout === 2) {
    const w = maxW * 0.2;
    let s = '';
    for (let i = 0; i < 3; i++) s += art(sc, cx - w * 1.5 - 18 + i * (w + 18), bottom - w * 1.25, w, w * 1.25, { frame, colors: rng.shuffle(colors), kind: rng.pick(t.art), mat: true });
    return s;
  }
  // A small gallery wall.
  let s = '';
  const big = maxW * 0.36;
  s += art(sc, cx - big - 8, bottom - big * 0.8, big, big * 0.8, { frame, colors, kind: rng.pick(t.art) });
  s += art(sc, cx + 8, bottom - big * 1.0, big * 0.55, big * 0.7, { frame: rng.pick([frame, '#f5f2ec']), colors: rng.shuffle(colors), kind: rng.pick(t.art), mat: true });
  s += art(sc, cx + 8 + big * 0.55 + 14, bottom - big * 0.55, big * 0.45, big * 0.55, { frame, colors: rng.shuffle(colors), kind: rng.pick(t.art) });
  s += mirror(sc, cx + 8 + big * 0.78, bottom - big * 1.25, big * 0.4, big * 0.4, { frame, shape: 'round', reflect: c.wall });
  return s;
}

/** A rug on the floor in perspective, centred at cx between y0 (far edge) and y1 (near edge). */
function floorRug(sc: Scene, cx: number, y0: number, y1: number, w: number, round = false): string {
  const { c, t, rng } = sc;
  if (round) return ellipse(cx, (y0 + y1) / 2 + 4, w / 2, (y1 - y0) / 2, '#000', 'opacity="0.1"') + ellipse(cx, (y0 + y1) / 2, w / 2, (y1 - y0) / 2, c.rug) + ellipse(cx, (y0 + y1) / 2, w * 0.42, (y1 - y0) * 0.38, 'none', `stroke="${c.rugAlt}" stroke-width="5"`);
  const spread = w * rng.range(0.08, 0.14);
  return rugPattern(sc, [[cx - w / 2, y0], [cx + w / 2, y0], [cx + w / 2 + spread, y1], [cx - w / 2 - spread, y1]], { base: c.rug, accent: c.rugAlt, accent2: c.accents[1], pattern: t.rug, fringe: t.rug === 'kilim' || t.rug === 'persian' });
}

const pick = <T,>(sc: Scene, items: readonly T[]) => sc.rng.pick(items);

function plantSpot(sc: Scene, cx: number, by: number, scale = 1): string {
  const kinds: PlantKind[] = sc.styleId === 7 || sc.styleId === 11 ? ['snake', 'olive', 'fiddle'] : sc.styleId === 16 ? ['olive', 'palm', 'monstera'] : ['fiddle', 'monstera', 'snake', 'palm', 'olive'];
  return plant(sc, cx, by, 95 * scale * sc.rng.range(0.85, 1.15), {
    pot: pick(sc, [sc.c.accents[0], '#e9e4da', '#c26a3f', sc.c.textile, '#3b3b3b']),
    leaf: sc.c.plant,
    kind: pick(sc, kinds),
    potShape: pick(sc, sc.styleId === 3 || sc.styleId === 6 ? ['basket', 'round'] as const : ['taper', 'round', 'cylinder'] as const),
  });
}

/** Mirrors x around the centre when the scene is flipped, so layouts come in two orientations. */
const X = (sc: Scene, x: number) => {
  // Layout positions are pulled towards the centre so the zoomed frame keeps them whole.
  const v = W / 2 + (x - W / 2) * 0.84;
  return sc.flip ? W - v : v;
};

function wallWindow(sc: Scene, cx: number, w: number, h: number, withCurtains = true): string {
  return windowAt(sc, cx - w / 2, sc.floorY - h - sc.rng.int(150, 200), w, h, withCurtains);
}

const sofaOpts = (sc: Scene) => ({
  body: { base: sc.c.textile },
  legColor: sc.t.legs === 'metal' ? '#222' : darken(sc.c.wood, 0.2),
  legStyle: sc.t.legs,
  arms: sc.t.arms,
  pillows: sc.rng.shuffle([sc.c.accents[0], sc.c.accents[1], sc.c.textileAlt, lighten(sc.c.accents[2], 0.2)]),
  throwColor: sc.rng.chance(0.5) ? sc.c.accents[2] : undefined,
});

// ---------------------------------------------------------------- rooms

function living(sc: Scene): string {
  const { rng, c, t, floorY } = sc;
  const sofaW = rng.int(430, 520);
  const sofaX = X(sc, rng.int(560, 640));
  const by = floorY + rng.int(70, 100);
  let s = wallWindow(sc, X(sc, rng.int(210, 260)), rng.int(190, 240), rng.int(250, 300));
  s += artGroup(sc, sofaX, by - sofaW * 0.38 - 60, sofaW * 0.9);
  s += floorRug(sc, sofaX, by - 20, H - rng.int(10, 50), sofaW * 1.25, rng.chance(0.15));
  if (rng.chance(0.5)) s += bookcase(sc, X(sc, 1060), floorY + 30, 150, 400, { body: { base: c.woodAlt }, items: [...c.accents, c.textile, '#f0ebe0'], rows: 4, arched: sc.styleId === 16 || sc.styleId === 8 });
  s += floorLamp(sc, sofaX + (sc.flip ? 1 : -1) * (sofaW / 2 + 70), by - 2, rng.int(330, 380), { metal: c.metal, shade: lighten(c.textile, 0.4), kind: t.shade, arc: rng.chance(0.3) });
  s += sofa(sc, sofaX, by, sofaW, sofaOpts(sc));
  if (rng.chance(0.5)) {
    s += plantSpot(sc, X(sc, 1050), by + 30, 1.3);
  } else {
    s += armchairSide(sc, X(sc, 1040), by + 60);
  }
  const ct = pick(sc, ['rect', 'round', 'oval'] as const);
  const tableX = sofaX + rng.int(-30, 30);
  const tableBy = by + rng.int(110, 140);
  s += table(sc, tableX, tableBy, rng.int(240, 300), 70, { top: { base: pick(sc, [c.wood, c.woodAlt, '#e9e5de']) }, legColor: darken(c.wood, 0.15), legStyle: ct === 'rect' ? t.legs : 'pedestal', shape: ct });
  // Objects stand on the table top (its surface is a few px below the nominal top).
  const top = tableBy - 66;
  s += vase(sc, tableX - 50, top, 34, 50, c.accents[3] ?? c.accents[0], pick(sc, ['bottle', 'round', 'bud'] as const), true);
  s += rect(tableX + 10, top - 8, 70, 8, c.accents[1]) + rect(tableX + 15, top - 15, 60, 7, c.accents[0]);
  if (t.plants > 2) s += plantSpot(sc, X(sc, 90), H - 40, 1.1);
  else if (rng.chance(0.5)) s += ottoman(sc, X(sc, 880), H - 50, 120, 85, { body: { base: c.accents[1] }, shape: 'pouf' });
  return s;
}

function armchairSide(sc: Scene, cx: number, by: number): string {
  return sofa(sc, cx, by, 210, { ...sofaOpts(sc), body: { base: sc.c.textileAlt }, seats: 1, pillows: [sc.c.accents[0]], throwColor: undefined });
}

function bedroom(sc: Scene): string {
  const { rng, c, t, floorY } = sc;
  const bw = rng.int(400, 470);
  const cx = X(sc, rng.int(600, 660));
  const by = floorY + rng.int(70, 110);
  let s = wallWindow(sc, X(sc, rng.int(160, 210)), rng.int(170, 210), rng.int(250, 290));
  s += artGroup(sc, cx, by - bw * 0.62 - 40, bw * 0.9);
  s += floorRug(sc, cx, by - 40, H - rng.int(0, 30), bw * 1.45);
  for (const side of [-1, 1]) {
    const nx = cx + side * (bw / 2 + 80);
    s += cabinet(sc, nx, by - 10, 120, 120, { body: { base: c.woodAlt }, legColor: darken(c.woodAlt, 0.2), legStyle: t.legs, kind: rng.chance(0.5) ? 'drawers' : 'open', rows: 2, handle: c.metal });
    s += tableLamp(sc, nx - 10, by - 130, 150, { base: pick(sc, [c.accents[0], '#e8e2d6', c.metal]), shade: lighten(c.textile, 0.45), kind: t.shade === 'rattan' ? 'rattan' : pick(sc, ['drum', 'cone', 'globe'] as const), baseShape: pick(sc, ['gourd', 'column', 'stick'] as const) });
  }
  s += bed(sc, cx, by, bw, { frame: { base: sc.styleId === 4 ? '#333' : t.headboard === 'tufted' || t.headboard === 'round' ? c.textileAlt : c.wood }, headboard: t.headboard, duvet: pick(sc, ['#f7f5f0', lighten(c.textile, 0.4), c.textile]), sheet: '#fbfaf7', pillows: [lighten(c.textile, 0.5), c.accents[0], c.accents[1], lighten(c.textile, 0.5)], throwColor: c.accents[2], legColor: darken(c.wood, 0.2) });
  if (rng.chance(0.6)) s += plantSpot(sc, X(sc, 1090), H - 30, 1.1);
  else s += bench(sc, cx, H - 10, bw * 0.8, 90, { frame: { base: c.wood }, cushion: c.accents[1], legStyle: t.legs });
  return s;
}

function dining(sc: Scene): string {
  const { rng, c, t, floorY } = sc;
  const cx = X(sc, rng.int(560, 640));
  const tw = rng.int(400, 480);
  const by = floorY + rng.int(130, 170);
  let s = wallWindow(sc, X(sc, rng.int(170, 220)), rng.int(180, 220), rng.int(260, 300));
  const sbW = rng.int(300, 380);
  s += artGroup(sc, cx + 40, floorY - 230, sbW);
  s += cabinet(sc, cx + 40, floorY + 20, sbW, 150, { body: { base: c.woodAlt }, legColor: darken(c.woodAlt, 0.2), legStyle: t.legs, kind: pick(sc, ['doors', 'slats', 'mixed'] as const), handle: c.metal });
  s += vase(sc, cx + 40 - sbW * 0.3, floorY - 130, 50, 80, c.accents[0], 'amphora', true);
  s += tableLamp(sc, cx + 40 + sbW * 0.32, floorY - 130, 120, { base: c.metal, shade: lighten(c.textile, 0.4), kind: 'drum', baseShape: 'column' });
  s += floorRug(sc, cx, by - 90, H - 10, tw * 1.5);
  const seat = c.textile;
  const frame = { base: sc.styleId === 4 ? '#2b2b2b' : c.wood };
  for (const dx of [-0.3, 0.05, 0.38]) s += chair(sc, cx + tw * dx - 20, by - 40, 82, { frame, seat, legStyle: t.legs, back: t.chairBack });
  const round = rng.chance(0.35);
  s += table(sc, cx, by, round ? tw * 0.8 : tw, 150, { top: { base: pick(sc, [c.wood, c.woodAlt, sc.styleId === 8 || sc.styleId === 15 ? '#eeeae4' : c.wood]) }, legColor: darken(c.wood, 0.15), legStyle: round ? 'pedestal' : t.legs === 'hidden' ? 'block' : t.legs, shape: round ? 'round' : 'rect' });
  s += vase(sc, cx, by - 155, 40, 60, c.accents[1], 'round', true);
  for (const dx of [-0.5, 0.5]) s += chair(sc, cx + tw * dx * (round ? 0.75 : 1) + (dx < 0 ? -40 : 40), by + 50, 92, { frame, seat, legStyle: t.legs, back: t.chairBack });
  const n = rng.chance(0.5) ? 1 : rng.int(2, 3);
  const kind = t.shade === 'drum' && rng.chance(0.5) ? 'chandelier' : t.shade;
  for (let i = 0; i < n; i++) {
    const px = cx + (n === 1 ? 0 : (i - (n - 1) / 2) * 150);
    s += kind === 'chandelier' ? chandelier(sc, px, 0, floorY - 380, 170, { metal: c.metal, glass: 'none', arms: 5 }) : pendant(sc, px, 0, floorY - 330, n === 1 ? 120 : 80, { metal: c.metal, shade: pick(sc, [c.accents[0], c.metal, '#f3efe6']), kind: t.shade });
  }
  if (t.plants > 1) s += plantSpot(sc, X(sc, 1080), H - 40, 1.2);
  return s;
}

function kitchen(sc: Scene): string {
  const { rng, c, defs, floorY, sideL, sideR } = sc;
  const x0 = sideL;
  const x1 = W - sideR;
  const counterTop = floorY - 170;
  const cab = pick(sc, [c.wood, c.textileAlt, lighten(c.wall, 0.5), c.accents[0], '#2f3b3a']);
  const top = pick(sc, ['#efece6', '#d8d3cb', c.wood, '#2b2b2b']);
  // Backsplash tiles between the counter and the upper cabinets.
  const tileC = pick(sc, ['#f4f2ee', lighten(c.accents[0], 0.55), '#e6ece9', lighten(c.wall, 0.3)]);
  let s = rect(x0, counterTop - 210, x1 - x0, 210, defs.pattern('sub' + tileC, 48, 24, `<rect width="48" height="24" fill="${darken(tileC, 0.1)}"/><rect x="1" y="1" width="46" height="10" fill="${tileC}"/><rect x="-23" y="13" width="46" height="10" fill="${tileC}"/><rect x="25" y="13" width="46" height="10" fill="${tileC}"/>`));
  const winX = X(sc, rng.int(520, 680));
  s += windowAt(sc, winX - 120, counterTop - 230, 240, 200, false);
  // Upper cabinets or open shelves either side of the window.
  const open = rng.chance(0.5);
  for (const [a, b] of [[x0 + 10, winX - 160], [winX + 160, x1 - 10]] as const) {
    if (b - a < 80) continue;
    if (open) {
      for (const y of [counterTop - 130, counterTop - 230]) {
        s += rect(a, y, b - a, 10, c.wood);
        s += shelfItems(sc, a, b, y, 70, ['#f4f1ea', c.accents[0], '#d9d2c5', c.accents[1]]);
      }
    } else {
      s += cabinet(sc, (a + b) / 2, counterTop - 250 + 210 - 40, b - a, 210, { body: { base: cab }, legColor: cab, legStyle: 'hidden', kind: 'doors', handle: c.metal }).replace(/<ellipse[^>]*\/>/, '');
    }
  }
  s += cabinet(sc, (x0 + x1) / 2, floorY + 10, x1 - x0 - 20, 180, { body: { base: cab }, legColor: cab, legStyle: 'hidden', kind: 'mixed', rows: 3, handle: c.metal });
  s += rect(x0 + 4, counterTop, x1 - x0 - 8, 16, top) + rect(x0 + 4, counterTop + 16, x1 - x0 - 8, 4, '#000', 'opacity="0.12"');
  // Sink and tap under the window, a few things on the counter.
  s += rect(winX - 70, counterTop + 2, 140, 6, darken(top, 0.2));
  s += path(`M${winX} ${counterTop} V${counterTop - 55} Q${winX} ${counterTop - 70} ${winX + 20} ${counterTop - 70} V${counterTop - 55}`, 'none', `stroke="${c.metal}" stroke-width="6" stroke-linecap="round"`);
  s += vase(sc, winX - 230, counterTop, 40, 70, c.accents[1], 'bottle', true);
  s += rect(winX + 200, counterTop - 60, 90, 60, c.wood) + circle(winX + 245, counterTop - 80, 22, c.accents[0]);
  // Island with stools and pendants in front.
  const iy = H - rng.int(40, 80);
  const iw = rng.int(520, 640);
  const icx = X(sc, rng.int(560, 660));
  s += shadow(sc, icx, iy, iw * 0.55, 18);
  s += rect(icx - iw / 2, iy - 200, iw, 200, defs.linear([[0, darken(cab, 0.05)], [1, darken(cab, 0.2)]]));
  for (let i = 1; i < 4; i++) s += line(icx - iw / 2 + (i * iw) / 4, iy - 185, icx - iw / 2 + (i * iw) / 4, iy - 10, darken(cab, 0.3), 2, 'opacity="0.5"');
  s += rect(icx - iw / 2 - 15, iy - 218, iw + 30, 20, top);
  s += plant(sc, icx + iw * 0.3, iy - 218, 60, { pot: '#efe9df', leaf: c.plant, kind: 'olive', potShape: 'round' });
  s += tableBowl(sc, icx - iw * 0.2, iy - 218, c.accents[2]);
  const n = rng.int(2, 3);
  for (let i = 0; i < n; i++) s += stool(sc, icx + (i - (n - 1) / 2) * 170, H - 4, 90, 190, { seat: { base: pick(sc, [c.wood, c.textile, '#2b2b2b']) }, frame: sc.styleId === 4 || sc.styleId === 10 ? '#222' : darken(c.wood, 0.1), back: rng.chance(0.5), round: rng.chance(0.5) });
  for (let i = 0; i < n; i++) s += pendant(sc, icx + (i - (n - 1) / 2) * 200, 0, counterTop - 330, 90, { metal: c.metal, shade: pick(sc, [c.metal, c.accents[0], '#f2ede4']), kind: pick(sc, ['dome', 'globe', 'cone'] as const) });
  return s;
}

function tableBowl(sc: Scene, cx: number, by: number, color: string): string {
  let s = '';
  for (let i = 0; i < 4; i++) s += circle(cx - 24 + i * 15, by - 26 - (i % 2) * 10, 13, ['#e8a23a', '#c0392b', '#9bb15a', '#e8a23a'][i]);
  s += path(`M${cx - 50} ${by - 30} Q${cx} ${by + 10} ${cx + 50} ${by - 30} Z`, color);
  return s;
}

function bathroom(sc: Scene): string {
  const { rng, c, defs, t, floorY, sideL, sideR } = sc;
  const tileC = pick(sc, ['#f4f3ef', lighten(c.accents[0], 0.6), '#e3ebe8', '#efe6dc']);
  const tileTop = floorY - rng.int(230, 330);
  const tile = rng.chance(0.5)
    ? defs.pattern('bt' + tileC, 40, 40, `<rect width="40" height="40" fill="${darken(tileC, 0.08)}"/><rect x="1" y="1" width="38" height="38" fill="${tileC}"/>`)
    : defs.pattern('bz' + tileC, 48, 24, `<rect width="48" height="24" fill="${darken(tileC, 0.1)}"/><rect x="1" y="1" width="46" height="10" fill="${tileC}"/><rect x="-23" y="13" width="46" height="10" fill="${tileC}"/><rect x="25" y="13" width="46" height="10" fill="${tileC}"/>`);
  let s = rect(sideL, tileTop, W - sideL - sideR, floorY - tileTop, tile);
  s += wallWindow(sc, X(sc, rng.int(300, 360)), 170, 200, false);
  // Bathtub.
  const tx = X(sc, rng.int(300, 360));
  const tw = 420;
  const ty = floorY + rng.int(90, 120);
  const tubColor = pick(sc, ['#f7f6f2', '#f7f6f2', c.accents[0], '#2b2b2b']);
  s += shadow(sc, tx, ty, tw * 0.55, 16);
  if (rng.chance(0.5)) for (const dx of [-0.4, 0.4]) s += path(`M${tx + dx * tw} ${ty - 30} q-10 20 -4 30 h12 q2 -20 -8 -30`, c.metal);
  s += path(`M${tx - tw / 2} ${ty - 170} H${tx + tw / 2} Q${tx + tw / 2 - 10} ${ty - 20} ${tx + tw / 2 - 60} ${ty - 20} H${tx - tw / 2 + 60} Q${tx - tw / 2 + 10} ${ty - 20} ${tx - tw / 2} ${ty - 170} Z`, defs.linear([[0, lighten(tubColor, 0.1)], [1, darken(tubColor, 0.15)]]));
  s += rrect(tx - tw / 2 - 6, ty - 178, tw + 12, 14, 7, lighten(tubColor, 0.2));
  s += path(`M${tx - tw / 2 + 40} ${ty - 178} V${ty - 250} Q${tx - tw / 2 + 40} ${ty - 270} ${tx - tw / 2 + 65} ${ty - 270} V${ty - 255}`, 'none', `stroke="${c.metal}" stroke-width="7" stroke-linecap="round"`);
  s += rect(tx + 60, ty - 190, 90, 14, c.accents[1]) + rect(tx + 70, ty - 204, 60, 14, lighten(c.accents[1], 0.3));
  // Vanity with mirror and sconces.
  const vx = X(sc, rng.int(840, 900));
  const vw = rng.int(240, 300);
  s += mirror(sc, vx, floorY - 330, vw * 0.7, vw * 0.85, { frame: c.metal, shape: t.mirror === 'organic' ? 'organic' : t.mirror, reflect: c.wall });
  for (const side of [-1, 1]) s += circle(vx + side * vw * 0.48, floorY - 360, 18, '#fff3cf') + ellipse(vx + side * vw * 0.48, floorY - 360, 60, 60, defs.radial([[0, '#fff6d8', 0.45], [1, '#fff6d8', 0]])) + rect(vx + side * vw * 0.48 - 4, floorY - 342, 8, 20, c.metal);
  s += cabinet(sc, vx, floorY + 30, vw, 180, { body: { base: pick(sc, [c.wood, c.accents[0], '#ffffff']) }, legColor: c.metal, legStyle: t.legs === 'hidden' ? 'metal' : t.legs, kind: 'doors', handle: c.metal });
  s += rect(vx - vw / 2 - 8, floorY - 150, vw + 16, 14, pick(sc, ['#eeebe5', '#d9d3ca', '#2b2b2b']));
  s += ellipse(vx, floorY - 156, vw * 0.25, 12, '#ffffff') + path(`M${vx} ${floorY - 160} V${floorY - 200} h18`, 'none', `stroke="${c.metal}" stroke-width="5"`);
  s += plantSpot(sc, X(sc, 1100), H - 40, 0.9);
  s += floorRug(sc, tx, H - 110, H - 40, 240);
  return s;
}

function office(sc: Scene): string {
  const { rng, c, t, floorY } = sc;
  const cx = X(sc, rng.int(520, 640));
  const by = floorY + rng.int(110, 150);
  const dw = rng.int(380, 460);
  let s = wallWindow(sc, X(sc, rng.int(180, 220)), rng.int(180, 220), rng.int(240, 290));
  // Wall shelves with books above the desk, or a tall bookcase beside it.
  for (const y of [floorY - 280, floorY - 400]) {
    s += rect(cx - dw * 0.45, y, dw * 0.9, 10, c.wood) + rect(cx - dw * 0.4, y + 10, 6, 16, c.metal) + rect(cx + dw * 0.4, y + 10, 6, 16, c.metal);
    s += shelfItems(sc, cx - dw * 0.45, cx + dw * 0.45, y, 80, [...c.accents, '#ece6da']);
  }
  s += bookcase(sc, X(sc, 1040), floorY + 40, 190, 460, { body: { base: c.woodAlt }, items: [...c.accents, c.textile, '#f2ede2'], rows: 5 });
  s += floorRug(sc, cx, by - 50, H - 10, dw * 1.3, rng.chance(0.3));
  s += table(sc, cx, by, dw, 160, { top: { base: pick(sc, [c.wood, '#f1eee8', '#2b2b2b']) }, legColor: t.legs === 'metal' || sc.styleId === 10 ? '#222' : darken(c.wood, 0.15), legStyle: t.legs === 'hidden' ? 'block' : t.legs === 'turned' ? 'block' : t.legs, shape: 'rect' });
  // Screen, lamp and a mug on the desk.
  s += rect(cx - 90, by - 300, 180, 115, '#1d1d1f') + rect(cx - 84, by - 294, 168, 103, '#9cc3d9') + rect(cx - 8, by - 185, 16, 25, '#3a3a3a');
  s += rect(cx - 84, by - 294, 168, 103, sc.defs.linear([[0, '#ffffff', 0.35], [1, '#ffffff', 0]]));
  s += tableLamp(sc, cx + dw * 0.36, by - 160, 130, { base: c.metal, shade: c.metal, kind: 'dome', baseShape: 'stick' });
  s += rrect(cx - dw * 0.38, by - 190, 26, 30, 5, c.accents[0]);
  s += officeChair(sc, cx + rng.int(-40, 40), H - 20, 150, { seat: pick(sc, [c.textile, '#2b2b2b', c.accents[0]]), frame: '#2b2b2b', mesh: rng.chance(0.4) });
  s += plantSpot(sc, X(sc, 110), H - 40, 1.2);
  return s;
}

function entryway(sc: Scene): string {
  const { rng, c, t, floorY, defs } = sc;
  const cx = X(sc, rng.int(600, 700));
  // A front door to one side.
  const dx = X(sc, rng.int(200, 250));
  const dcol = pick(sc, [c.accents[0], c.wood, '#2b2b2b', lighten(c.wall, 0.4)]);
  let s = rect(dx - 110, floorY - 470, 220, 470, lighten(c.wall, 0.55));
  s += rect(dx - 95, floorY - 455, 190, 455, defs.linear([[0, lighten(dcol, 0.08)], [1, darken(dcol, 0.1)]]));
  for (const [px, py, pw, ph] of [[-75, -430, 150, 140], [-75, -270, 150, 240]] as const) s += rect(dx + px, floorY + py, pw, ph, 'none', `stroke="${darken(dcol, 0.25)}" stroke-width="4" opacity="0.7"`);
  s += circle(dx + (sc.flip ? -70 : 70), floorY - 230, 8, c.metal);
  // Mirror over a bench or console, hooks with coats.
  s += mirror(sc, cx, floorY - 330, 200, t.mirror === 'arch' || t.mirror === 'organic' ? 280 : 200, { frame: c.metal, shape: t.mirror, reflect: c.wall });
  const useBench = rng.chance(0.55);
  if (useBench) {
    s += bench(sc, cx, floorY + 70, 420, 120, { frame: { base: c.wood }, cushion: c.textile, legStyle: t.legs });
    s += pillow(sc, cx - 110, floorY - 50, 70, c.accents[0], 'stripes');
    s += rect(cx - 150, floorY + 40, 70, 22, '#4a3a2e') + rect(cx + 60, floorY + 44, 70, 20, c.accents[1]);
  } else {
    s += cabinet(sc, cx, floorY + 40, 320, 190, { body: { base: c.woodAlt }, legColor: darken(c.woodAlt, 0.2), legStyle: t.legs === 'hidden' ? 'block' : t.legs, kind: 'open', rows: 2, handle: c.metal });
    s += vase(sc, cx + 90, floorY - 150, 50, 80, c.accents[0], 'amphora', true);
    s += tableLamp(sc, cx - 100, floorY - 150, 130, { base: c.accents[1], shade: lighten(c.textile, 0.4), kind: t.shade === 'globe' ? 'globe' : 'drum', baseShape: 'gourd' });
  }
  const hx = X(sc, rng.int(930, 990));
  s += rect(hx - 110, floorY - 400, 220, 14, c.wood);
  for (let i = 0; i < 4; i++) {
    const x = hx - 85 + i * 57;
    s += circle(x, floorY - 380, 6, c.metal);
    if (i % 2 === 0) s += path(`M${x - 30} ${floorY - 370} Q${x} ${floorY - 390} ${x + 30} ${floorY - 370} L${x + 40} ${floorY - 200} H${x - 40} Z`, pick(sc, [c.accents[1], c.textile, '#6b5a48', c.accents[2]]));
    else s += path(`M${x - 10} ${floorY - 376} Q${x} ${floorY - 330} ${x + 10} ${floorY - 376}`, 'none', `stroke="${c.metal}" stroke-width="3"`) + rrect(x - 28, floorY - 330, 56, 60, 10, pick(sc, ['#b07a4a', c.accents[0]]));
  }
  s += plant(sc, hx + 90, floorY + 40, 70, { pot: '#c9a46a', leaf: c.plant, kind: 'snake', potShape: 'basket' });
  s = floorRug(sc, X(sc, 640), floorY + 100, H - 10, 560) + s;
  // Sconces either side of the mirror and a tall plant: an entry should feel welcoming, not bare.
  for (const side of [-1, 1]) s += circle(cx + side * 150, floorY - 360, 14, '#fff3cf') + ellipse(cx + side * 150, floorY - 360, 50, 50, sc.defs.radial([[0, '#fff6d8', 0.45], [1, '#fff6d8', 0]])) + rect(cx + side * 150 - 4, floorY - 346, 8, 18, c.metal);
  s += plantSpot(sc, dx + (sc.flip ? -170 : 170), H - 60, 1.25);
  if (useBench) s += vase(sc, cx + 120, floorY + 70 - 110 - 14, 40, 60, c.accents[2], 'bud', true);
  return s;
}

function kidsRoom(sc: Scene): string {
  const { rng, c, floorY } = sc;
  const bright = ['#f4a6b7', '#8fc1e3', '#f6d365', '#9ed3a8', '#f7a26b', '#b8a4e3'];
  const cols = rng.shuffle(bright);
  let s = wallWindow(sc, X(sc, rng.int(560, 640)), 200, 230);
  // Bunting across the wall.
  const y0 = rng.int(170, 200);
  s += path(`M${sc.sideL + 20} ${y0} Q600 ${y0 + 80} ${W - sc.sideR - 20} ${y0}`, 'none', 'stroke="#7b6a58" stroke-width="2"');
  for (let i = 0; i < 14; i++) {
    const x = sc.sideL + 60 + (i * (W - sc.sideL - sc.sideR - 120)) / 13;
    const u = (x - (sc.sideL + 20)) / (W - sc.sideL - sc.sideR - 40);
    const y = y0 + 160 * u * (1 - u) * 1.0;
    s += poly([[x - 20, y], [x + 20, y], [x, y + 38]], cols[i % cols.length]);
  }
  const bx = X(sc, rng.int(260, 320));
  s += art(sc, bx - 80, floorY - 380, 160, 120, { frame: '#ffffff', colors: cols, kind: 'sun' });
  s += floorRug(sc, 620, floorY + 80, H - 20, 420, true);
  s += bed(sc, bx, floorY + 100, 300, { frame: { base: pick(sc, ['#f2efe9', c.wood, cols[0]]) }, headboard: pick(sc, ['arch', 'round', 'slats'] as const), duvet: cols[1], sheet: '#ffffff', pillows: ['#ffffff', cols[2]], throwColor: cols[3], legColor: c.wood });
  // Toy shelf with bins, a tent and a ball.
  const sx = X(sc, rng.int(930, 1000));
  s += cabinet(sc, sx, floorY + 40, 240, 200, { body: { base: '#f4f1ea' }, legColor: '#ddd', legStyle: 'hidden', kind: 'open', rows: 2, handle: '#ccc' });
  for (let i = 0; i < 3; i++) s += rrect(sx - 110 + i * 75, floorY - 50, 65, 55, 8, cols[i + 2]) + rrect(sx - 110 + i * 75, floorY - 148, 65, 55, 8, cols[(i + 4) % cols.length]);
  s += plant(sc, sx + 60, floorY - 165, 50, { pot: cols[0], leaf: c.plant, kind: 'trailing', potShape: 'round' });
  if (rng.chance(0.6)) {
    const tx = X(sc, 740);
    s += shadow(sc, tx, H - 60, 150, 16) + poly([[tx, H - 380], [tx + 140, H - 60], [tx - 140, H - 60]], '#f3ece0') + poly([[tx, H - 380], [tx + 40, H - 60], [tx - 40, H - 60]], darken('#f3ece0', 0.2)) + line(tx - 30, H - 400, tx + 30, H - 350, c.wood, 5) + line(tx + 30, H - 400, tx - 30, H - 350, c.wood, 5);
  }
  s += circle(X(sc, 560), H - 70, 34, cols[4]) + path(`M${X(sc, 560) - 34} ${H - 70} Q${X(sc, 560)} ${H - 50} ${X(sc, 560) + 34} ${H - 70}`, 'none', 'stroke="#ffffff" stroke-width="5"');
  return s;
}

function nursery(sc: Scene): string {
  const { rng, c, floorY } = sc;
  const soft = ['#f7d9d9', '#d9e8f2', '#f4ebd0', '#dfeadb', '#e8def0'];
  const cols = rng.shuffle(soft);
  let s = '';
  for (let i = 0; i < 22; i++) {
    const x = rng.range(sc.sideL + 30, W - sc.sideR - 30);
    const y = rng.range(150, floorY - 300);
    s += rng.chance(0.5) ? circle(x, y, rng.range(6, 12), mix(c.wall, cols[i % 5], 0.9), 'opacity="0.9"') : path(`M${r1(x)} ${r1(y - 10)} l3 7 8 1 -6 5 2 8 -7 -4 -7 4 2 -8 -6 -5 8 -1z`, mix(c.wall, '#e9c46a', 0.5));
  }
  s += wallWindow(sc, X(sc, rng.int(200, 250)), 180, 220);
  const cx = X(sc, rng.int(600, 660));
  const by = floorY + 100;
  s += floorRug(sc, cx, floorY + 60, H - 30, 560, rng.chance(0.4));
  // Crib with slats and a mobile above it.
  const cw = 340;
  const ch = 260;
  const wood = pick(sc, ['#f4f1ea', c.wood, '#e9e2d6']);
  s += shadow(sc, cx, by, cw * 0.55, 18);
  s += rect(cx - cw / 2, by - ch, 16, ch, wood) + rect(cx + cw / 2 - 16, by - ch, 16, ch, wood);
  s += rect(cx - cw / 2, by - ch + 20, cw, 12, wood) + rect(cx - cw / 2, by - 60, cw, 14, wood);
  s += rect(cx - cw / 2 + 16, by - 110, cw - 32, 50, '#ffffff') + rect(cx - cw / 2 + 16, by - 140, cw - 32, 34, cols[0]);
  for (let i = 1; i < 12; i++) s += rect(cx - cw / 2 + (i * cw) / 12 - 3, by - ch + 30, 7, ch - 90, wood);
  s += line(cx, 0, cx, by - ch - 140, '#bbb', 2);
  s += line(cx - 90, by - ch - 140, cx + 90, by - ch - 140, c.wood, 4);
  for (let i = 0; i < 4; i++) {
    const mx = cx - 80 + i * 53;
    s += line(mx, by - ch - 140, mx, by - ch - 90 - (i % 2) * 30, '#bbb', 1.5) + circle(mx, by - ch - 80 - (i % 2) * 30, 13, cols[(i + 1) % 5]);
  }
  // Dresser as changing table, a rocking chair and a basket.
  const dx = X(sc, rng.int(980, 1040));
  s += art(sc, dx - 70, floorY - 360, 140, 170, { frame: '#ffffff', colors: cols.map((x) => darken(x, 0.15)), kind: pick(sc, ['sun', 'arches', 'circles'] as const), mat: true });
  s += cabinet(sc, dx, floorY + 50, 230, 190, { body: { base: wood }, legColor: darken(c.wood, 0.1), legStyle: 'tapered', kind: 'drawers', rows: 3, handle: c.metal });
  s += rrect(dx - 100, floorY - 160, 200, 26, 12, cols[2]);
  s += vase(sc, dx + 70, floorY - 160, 30, 45, '#e9e2d6', 'bud', true);
  const ax = X(sc, rng.int(200, 260));
  s += sofa(sc, ax, H - 60, 200, { ...sofaOpts(sc), body: { base: pick(sc, ['#efe8dc', c.textile]) }, seats: 1, pillows: [cols[1]], throwColor: cols[3] });
  s += rrect(X(sc, 420) - 40, H - 110, 80, 60, 12, sc.defs.pattern('basketn', 12, 10, `<rect width="12" height="10" fill="#c9a46a"/><path d="M0 5H12M6 0V5M0 5V10M12 5V10" stroke="#9c7a45" stroke-width="1.6"/>`));
  return s;
}

function patioShell(sc: Scene): string {
  const { c, defs, floorY, rng } = sc;
  let s = rect(0, 0, W, floorY, defs.linear([[0, '#8fbfe0'], [0.7, '#d8ebf3'], [1, '#f6efe0']]));
  s += circle(rng.range(200, 1000), rng.range(70, 160), 44, '#fff3c8', 'opacity="0.9"');
  for (let i = 0; i < 3; i++) s += ellipse(rng.range(100, 1100), rng.range(60, 200), rng.range(60, 120), 18, '#ffffff', 'opacity="0.7"');
  const hz = floorY - rng.int(120, 190);
  if (c.view === 'sea') s += rect(0, hz, W, floorY - hz, defs.linear([[0, '#4f8fb8'], [1, '#8cc0d8']]));
  else s += path(`M0 ${hz} Q300 ${hz - 80} 600 ${hz - 20} T1200 ${hz - 40} V${floorY} H0 Z`, '#9fbf8a') + path(`M0 ${hz + 40} Q500 ${hz - 10} 1200 ${hz + 30} V${floorY} H0 Z`, '#7ea36c');
  // House wall on one side, balustrade/railing along the back.
  const houseW = rng.int(220, 320);
  const hx = sc.flip ? W - houseW : 0;
  const houseC = c.wallFinish === 'brick' ? c.wall : lighten(c.wall, 0.2);
  s += rect(hx, 0, houseW, floorY, houseC);
  s += wallFinish({ ...sc, c: { ...c, wallFinish: c.wallFinish === 'brick' ? 'brick' : 'shiplap', wall: houseC } }, hx, 0, houseW, floorY);
  s += rect(hx + houseW * 0.2, floorY - 330, houseW * 0.6, 330, '#2f3b42') + rect(hx + houseW * 0.2 + 10, floorY - 320, houseW * 0.6 - 20, 320, defs.linear([[0, '#9fc3d6'], [1, '#e8f0f2']]));
  const railC = pick(sc, ['#f4f1ea', c.wood, '#2b2b2b']);
  const rx0 = sc.flip ? 0 : houseW;
  const rx1 = sc.flip ? W - houseW : W;
  s += rect(rx0, floorY - 150, rx1 - rx0, 12, railC);
  for (let x = rx0 + 10; x < rx1; x += 36) s += rect(x, floorY - 140, 8, 140, railC);
  // Pergola beams over the top.
  s += rect(0, 0, W, 26, c.wood);
  for (let x = 40; x < W; x += 130) s += rect(x, 26, 18, 14, darken(c.wood, 0.2));
  // Deck or tiles.
  s += floor(sc, [[0, floorY], [W, floorY], [W, H], [0, H]]);
  // String lights.
  s += path(`M0 60 Q300 160 600 70 T1200 80`, 'none', 'stroke="#3a3a3a" stroke-width="2"');
  for (let i = 0; i < 16; i++) {
    const x = (i + 0.5) * 75;
    const u = (x % 600) / 600;
    const y = (x < 600 ? 60 + 200 * u * (1 - u) : 70 + 40 * u - 160 * u * (1 - u) + 0) + 8;
    s += circle(x, y, 6, '#ffe9a8') + circle(x, y, 16, '#fff2c0', 'opacity="0.35"');
  }
  return s;
}

function patio(sc: Scene): string {
  const { rng, c, floorY } = sc;
  const cx = X(sc, rng.int(620, 700));
  const by = floorY + rng.int(110, 150);
  const frame = pick(sc, [c.wood, '#2b2b2b', '#c9a46a']);
  const cushion = pick(sc, ['#f2efe8', c.textile, lighten(c.accents[0], 0.3)]);
  let s = floorRug(sc, cx, by - 40, H - 20, 560);
  s += sofa(sc, cx, by, 440, { body: { base: cushion }, legColor: frame, legStyle: 'block', arms: 'square', pillows: [c.accents[0], c.accents[1], c.accents[2]] });
  for (const side of [-1, 1]) s += sofa(sc, cx + side * 360, by + 80, 190, { body: { base: cushion }, legColor: frame, legStyle: 'block', arms: 'square', seats: 1, pillows: [c.accents[(side + 3) % 4]] });
  s += table(sc, cx, by + 130, 220, 60, { top: { base: pick(sc, [c.wood, '#d8d2c6', '#2b2b2b']) }, legColor: frame, legStyle: 'block', shape: rng.chance(0.5) ? 'round' : 'rect' });
  s += tableBowl(sc, cx, by + 70, c.accents[1]);
  for (const x of [80, 1120]) s += plant(sc, X(sc, x), H - 30, rng.int(110, 140), { pot: pick(sc, ['#c26a3f', '#e9e4da', '#6b6b6b']), leaf: c.plant, kind: pick(sc, ['palm', 'olive', 'monstera'] as const), potShape: pick(sc, ['round', 'taper', 'cylinder'] as const) });
  if (rng.chance(0.5)) {
    const ux = X(sc, rng.int(220, 300));
    s += line(ux, floorY + 60, ux, floorY - 330, '#7a6a58', 6) + path(`M${ux - 200} ${floorY - 260} Q${ux} ${floorY - 400} ${ux + 200} ${floorY - 260} Z`, pick(sc, ['#f2efe8', c.accents[0], '#e8d9b5']));
  }
  return s;
}

