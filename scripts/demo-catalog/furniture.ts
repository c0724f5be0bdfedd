import { darken, lighten, mix } from './color';
import type { Rng } from './random';
import { circle, ellipse, line, path, poly, r1, rect, rrect, type Defs } from './svg';

/**
 * Furniture and decor, drawn front-on as flat illustrations. Rooms and product shots share them:
 * every function takes a centre x, the floor line it stands on and a width, and derives the rest.
 */
export interface Kit {
  defs: Defs;
  rng: Rng;
}

/** How a surface is painted: `fill` may be a texture (pattern) url; `base` is the colour shading derives from. */
export interface Paint {
  base: string;
  fill?: string;
}

export type LegStyle = 'tapered' | 'block' | 'metal' | 'turned' | 'hidden' | 'hairpin';
export type ShadeKind = 'drum' | 'cone' | 'globe' | 'dome' | 'rattan';
export type TableShape = 'rect' | 'round' | 'oval' | 'square';

export const fillOf = (k: Kit, p: Paint, shade = 0.1) =>
  p.fill ?? k.defs.linear([[0, lighten(p.base, shade * 0.8)], [1, darken(p.base, shade)]]);

/** A soft contact shadow: radial gradients are cheap in librsvg, blur filters are not. */
export function shadow(k: Kit, cx: number, y: number, rx: number, ry: number, strength = 0.28): string {
  return ellipse(cx, y, rx, ry, k.defs.radial([[0, '#000000', strength], [0.6, '#000000', strength * 0.45], [1, '#000000', 0]]));
}

function legs(k: Kit, xs: number[], top: number, bottom: number, w: number, color: string, style: LegStyle): string {
  const h = bottom - top;
  if (style === 'hidden' || h <= 0) return '';
  return xs
    .map((x, i) => {
      const lean = (i < xs.length / 2 ? -1 : 1) * w * 0.6;
      switch (style) {
        case 'tapered':
          return poly([[x - w / 2, top], [x + w / 2, top], [x + w * 0.2 + lean, bottom], [x - w * 0.2 + lean, bottom]], color);
        case 'metal':
        case 'hairpin':
          return line(x, top, x + (style === 'hairpin' ? lean : 0), bottom, color, Math.max(2, w * 0.35), 'stroke-linecap="round"');
        case 'turned':
          return `${rect(x - w * 0.3, top, w * 0.6, h, color)}${ellipse(x, top + h * 0.35, w * 0.55, h * 0.08, color)}${ellipse(x, top + h * 0.7, w * 0.5, h * 0.07, color)}`;
        default:
          return rect(x - w / 2, top, w, h, darken(color, 0.05));
      }
    })
    .join('');
}

export interface SofaOptions {
  body: Paint;
  legColor: string;
  legStyle: LegStyle;
  arms: 'round' | 'square' | 'slim';
  pillows: string[];
  throwColor?: string;
  seats?: number;
}

export function sofa(k: Kit, cx: number, by: number, w: number, o: SofaOptions): string {
  // A single seat is taller for its width than a sofa: that is what makes it read as an armchair.
  const h = w * ((o.seats ?? 2) === 1 ? 0.7 : 0.38);
  const legH = o.legStyle === 'hidden' ? 0 : Math.min(w * 0.045, 28) * ((o.seats ?? 2) === 1 ? 1.6 : 1);
  const x0 = cx - w / 2;
  const armW = (o.arms === 'slim' ? w * 0.05 : w * 0.095) * ((o.seats ?? 2) === 1 ? 1.6 : 1);
  const seatTop = by - legH - h * 0.5;
  const backTop = by - legH - h;
  const body = fillOf(k, o.body);
  const dark = darken(o.body.base, 0.14);
  const seats = o.seats ?? (w > 380 ? 3 : 2);
  const rad = o.arms === 'round' ? armW * 0.5 : armW * 0.18;
  let s = shadow(k, cx, by, w * 0.56, w * 0.045);
  s += legs(k, [x0 + armW * 0.6, x0 + w - armW * 0.6], by - legH - 2, by, w * 0.022, o.legColor, o.legStyle);
  s += rrect(x0 + armW * 0.5, backTop, w - armW, h * 0.62, w * 0.03, body);
  const cw = (w - 2 * armW) / seats;
  for (let i = 0; i < seats; i++) {
    s += rrect(x0 + armW + i * cw + 3, backTop + h * 0.08, cw - 6, h * 0.5, w * 0.025, fillOf(k, { base: lighten(o.body.base, 0.04), fill: o.body.fill }, 0.08));
  }
  s += rrect(x0 + armW * 0.3, seatTop, w - armW * 0.6, by - legH - seatTop, w * 0.015, dark);
  for (let i = 0; i < seats; i++) {
    s += rrect(x0 + armW + i * cw + 2, seatTop - h * 0.04, cw - 4, h * 0.17, w * 0.02, fillOf(k, { base: lighten(o.body.base, 0.06), fill: o.body.fill }, 0.12));
  }
  for (const ax of [x0, x0 + w - armW]) s += rrect(ax, by - legH - h * 0.7, armW, h * 0.7, rad, body);
  const pillows = o.pillows.slice(0, seats + (o.pillows.length > seats ? 1 : 0));
  pillows.forEach((pc, i) => {
    const px = x0 + armW + w * 0.03 + (i / Math.max(1, pillows.length - 1)) * (w - 2 * armW - w * 0.2) + w * 0.07;
    const ps = h * 0.36;
    s += `<g transform="rotate(${r1((i % 2 ? 1 : -1) * (4 + i * 2))} ${r1(px)} ${r1(seatTop)})">${pillowShape(k, px, seatTop - h * 0.02, ps, pc, i % 2 === 1)}</g>`;
  });
  if (o.throwColor) {
    const tx = x0 + w - armW - w * 0.02;
    s += path(`M${r1(tx)} ${r1(by - legH - h * 0.72)} h${r1(armW + w * 0.03)} v${r1(h * 0.66)} l-${r1(w * 0.02)} ${r1(h * 0.06)} l-${r1(w * 0.02)} -${r1(h * 0.05)} l-${r1(w * 0.02)} ${r1(h * 0.05)} Z`, o.throwColor);
    for (let i = 1; i < 4; i++) s += line(tx + (i * (armW + w * 0.03)) / 4, by - legH - h * 0.7, tx + (i * (armW + w * 0.03)) / 4, by - legH - h * 0.1, darken(o.throwColor, 0.15), 1.5, 'opacity="0.6"');
  }
  return s;
}

function pillowShape(k: Kit, cx: number, by: number, size: number, color: string, patterned: boolean): string {
  const x = cx - size / 2;
  const y = by - size;
  let s = rrect(x, y, size, size, size * 0.22, k.defs.radial([[0, lighten(color, 0.12)], [1, darken(color, 0.12)]], 0.45, 0.4, 0.7));
  if (patterned) {
    const c = lighten(color, 0.45);
    s += line(x + size * 0.18, y + size * 0.5, x + size * 0.82, y + size * 0.5, c, size * 0.06, 'opacity="0.8"');
    s += line(x + size * 0.5, y + size * 0.18, x + size * 0.5, y + size * 0.82, c, size * 0.06, 'opacity="0.8"');
  }
  return s;
}

export function pillow(k: Kit, cx: number, by: number, size: number, color: string, pattern: 'plain' | 'cross' | 'stripes' | 'dots' | 'tassel'): string {
  let s = shadow(k, cx, by, size * 0.55, size * 0.06);
  s += rrect(cx - size / 2, by - size, size, size, size * 0.2, k.defs.radial([[0, lighten(color, 0.14)], [1, darken(color, 0.14)]], 0.45, 0.4, 0.75));
  const c = mix(color, '#ffffff', 0.55);
  if (pattern === 'cross') s += line(cx - size * 0.3, by - size / 2, cx + size * 0.3, by - size / 2, c, size * 0.05) + line(cx, by - size * 0.8, cx, by - size * 0.2, c, size * 0.05);
  if (pattern === 'stripes') for (let i = 1; i < 5; i++) s += rect(cx - size / 2 + size * 0.08, by - size + (i * size) / 5 - size * 0.02, size * 0.84, size * 0.04, c);
  if (pattern === 'dots') for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) s += circle(cx - size * 0.3 + i * size * 0.2, by - size * 0.8 + j * size * 0.2, size * 0.03, c);
  if (pattern === 'tassel') for (const [x, y] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) s += circle(cx + (x * size) / 2, by - size / 2 + (y * size) / 2, size * 0.05, darken(color, 0.2));
  return s;
}

export function armchair(k: Kit, cx: number, by: number, w: number, o: SofaOptions): string {
  return sofa(k, cx, by, w, { ...o, seats: 1, pillows: o.pillows.slice(0, 1) });
}

export function table(k: Kit, cx: number, by: number, w: number, h: number, o: { top: Paint; legColor: string; legStyle: LegStyle | 'pedestal'; shape: TableShape; thickness?: number }): string {
  const t = o.thickness ?? Math.max(6, h * 0.08);
  const topY = by - h;
  const round = o.shape === 'round' || o.shape === 'oval';
  let s = shadow(k, cx, by, w * 0.55, Math.max(6, w * 0.05));
  if (o.legStyle === 'pedestal') {
    s += poly([[cx - w * 0.06, topY + t], [cx + w * 0.06, topY + t], [cx + w * 0.04, by - h * 0.12], [cx - w * 0.04, by - h * 0.12]], o.legColor);
    s += ellipse(cx, by - h * 0.05, w * 0.22, h * 0.06, darken(o.legColor, 0.1));
  } else {
    const inset = round ? w * 0.22 : w * 0.06;
    s += legs(k, [cx - w / 2 + inset, cx + w / 2 - inset], topY + t - 2, by, Math.max(6, w * 0.035), o.legColor, o.legStyle);
  }
  if (round) {
    const ry = Math.max(t, w * (o.shape === 'oval' ? 0.07 : 0.09));
    s += ellipse(cx, topY + t, w / 2, ry * 0.7, darken(o.top.base, 0.2));
    s += ellipse(cx, topY + t * 0.3, w / 2, ry * 0.7, fillOf(k, o.top, 0.06));
  } else {
    s += rect(cx - w / 2, topY, w, t, fillOf(k, o.top, 0.12));
    s += rect(cx - w / 2, topY, w, Math.max(2, t * 0.25), lighten(o.top.base, 0.18), 'opacity="0.7"');
  }
  return s;
}

export function chair(k: Kit, cx: number, by: number, w: number, o: { frame: Paint; seat: string; legStyle: LegStyle; back: 'spindle' | 'solid' | 'cane' | 'curved'; arms?: boolean }): string {
  const h = w * 1.8;
  const seatY = by - h * 0.46;
  const frame = fillOf(k, o.frame);
  let s = shadow(k, cx, by, w * 0.6, w * 0.07);
  s += legs(k, [cx - w * 0.4, cx + w * 0.4], seatY + w * 0.08, by, w * 0.08, darken(o.frame.base, 0.05), o.legStyle === 'hidden' ? 'block' : o.legStyle);
  const bx = cx - w * 0.45;
  const bw = w * 0.9;
  const bt = by - h;
  if (o.back === 'spindle') {
    s += rrect(bx, bt, bw, w * 0.12, w * 0.05, frame);
    for (let i = 0; i < 5; i++) s += rect(bx + w * 0.06 + (i * (bw - w * 0.18)) / 4, bt + w * 0.1, w * 0.05, seatY - bt - w * 0.1, frame);
  } else if (o.back === 'cane') {
    s += rrect(bx, bt, bw, seatY - bt, w * 0.2, frame);
    s += rrect(bx + w * 0.09, bt + w * 0.09, bw - w * 0.18, seatY - bt - w * 0.2, w * 0.14, k.defs.pattern(`cane${o.frame.base}`, 8, 8, `<rect width="8" height="8" fill="#e3cf9f"/><path d="M0 0L8 8M8 0L0 8" stroke="#b69a63" stroke-width="1.2"/>`));
  } else if (o.back === 'curved') {
    s += path(`M${r1(bx)} ${r1(seatY)} V${r1(bt + w * 0.35)} Q${r1(cx)} ${r1(bt - w * 0.15)} ${r1(bx + bw)} ${r1(bt + w * 0.35)} V${r1(seatY)} Z`, frame);
  } else {
    s += rrect(bx, bt, bw, seatY - bt, w * 0.08, frame);
  }
  s += rrect(cx - w / 2, seatY - w * 0.08, w, w * 0.16, w * 0.05, o.seat);
  if (o.arms) for (const ax of [cx - w / 2, cx + w / 2 - w * 0.08]) s += rect(ax, seatY - w * 0.45, w * 0.08, w * 0.45, frame);
  return s;
}

export function bed(k: Kit, cx: number, by: number, w: number, o: { frame: Paint; headboard: 'panel' | 'round' | 'tufted' | 'cane' | 'arch' | 'slats'; duvet: string; sheet: string; pillows: string[]; throwColor: string; legColor: string }): string {
  const hbH = w * 0.62;
  const x0 = cx - w / 2;
  const frame = fillOf(k, o.frame);
  let s = shadow(k, cx, by, w * 0.6, w * 0.05);
  const hbTop = by - hbH;
  if (o.headboard === 'round' || o.headboard === 'arch') {
    s += path(`M${r1(x0)} ${r1(by - w * 0.1)} V${r1(hbTop + w * 0.22)} Q${r1(x0)} ${r1(hbTop)} ${r1(x0 + w * 0.22)} ${r1(hbTop)} H${r1(x0 + w - w * 0.22)} Q${r1(x0 + w)} ${r1(hbTop)} ${r1(x0 + w)} ${r1(hbTop + w * 0.22)} V${r1(by - w * 0.1)} Z`, frame);
    if (o.headboard === 'arch') s += path(`M${r1(x0)} ${r1(hbTop + w * 0.25)} Q${r1(cx)} ${r1(hbTop - w * 0.2)} ${r1(x0 + w)} ${r1(hbTop + w * 0.25)} Z`, frame);
  } else {
    s += rrect(x0, hbTop, w, hbH, w * 0.02, frame);
    if (o.headboard === 'tufted') for (let i = 1; i < 8; i++) for (let j = 1; j < 4; j++) s += circle(x0 + (i * w) / 8, hbTop + (j * hbH * 0.5) / 4 + hbH * 0.05, w * 0.008, darken(o.frame.base, 0.25));
    if (o.headboard === 'slats') for (let i = 1; i < 9; i++) s += rect(x0 + (i * w) / 9 - 2, hbTop + 8, 4, hbH - 16, darken(o.frame.base, 0.15), 'opacity="0.6"');
    if (o.headboard === 'cane') s += rrect(x0 + w * 0.05, hbTop + w * 0.05, w * 0.9, hbH * 0.45, w * 0.02, k.defs.pattern('canebed', 8, 8, `<rect width="8" height="8" fill="#e3cf9f"/><path d="M0 0L8 8M8 0L0 8" stroke="#b69a63" stroke-width="1.2"/>`));
    if (o.headboard === 'panel') s += rrect(x0 + w * 0.04, hbTop + w * 0.04, w * 0.92, hbH * 0.42, w * 0.015, 'none', `stroke="${darken(o.frame.base, 0.15)}" stroke-width="3" opacity="0.6"`);
  }
  const mTop = by - w * 0.3;
  s += rect(x0 + w * 0.02, by - w * 0.08, w * 0.96, w * 0.06, darken(o.frame.base, 0.1));
  s += rect(x0 + w * 0.04, by - w * 0.02, w * 0.03, w * 0.02, o.legColor) + rect(x0 + w * 0.93, by - w * 0.02, w * 0.03, w * 0.02, o.legColor);
  s += rrect(x0 + w * 0.03, mTop, w * 0.94, w * 0.24, w * 0.03, o.sheet);
  const ps = w * 0.22;
  o.pillows.slice(0, 4).forEach((pc, i, all) => {
    const n = all.length;
    const px = x0 + w * 0.16 + (i * (w * 0.68)) / Math.max(1, n - 1);
    s += rrect(px - ps * 0.6, mTop - ps * 0.55 + (i % 2 ? ps * 0.15 : 0), ps * 1.2, ps * 0.7, ps * 0.2, k.defs.radial([[0, lighten(pc, 0.1)], [1, darken(pc, 0.1)]], 0.5, 0.4, 0.7));
  });
  s += path(`M${r1(x0 + w * 0.01)} ${r1(mTop + w * 0.05)} Q${r1(cx)} ${r1(mTop + w * 0.01)} ${r1(x0 + w * 0.99)} ${r1(mTop + w * 0.05)} V${r1(by - w * 0.05)} H${r1(x0 + w * 0.01)} Z`, k.defs.linear([[0, lighten(o.duvet, 0.1)], [1, darken(o.duvet, 0.1)]]));
  s += rect(x0 + w * 0.005, by - w * 0.16, w * 0.99, w * 0.1, o.throwColor);
  s += rect(x0 + w * 0.005, by - w * 0.16, w * 0.99, w * 0.012, lighten(o.throwColor, 0.2), 'opacity="0.8"');
  return s;
}

export function cabinet(k: Kit, cx: number, by: number, w: number, h: number, o: { body: Paint; legColor: string; legStyle: LegStyle; kind: 'drawers' | 'doors' | 'open' | 'mixed' | 'slats'; rows?: number; handle: string }): string {
  const legH = o.legStyle === 'hidden' ? 0 : Math.min(h * 0.15, 26);
  const top = by - h;
  const x0 = cx - w / 2;
  const bh = h - legH;
  let s = shadow(k, cx, by, w * 0.56, Math.max(6, w * 0.04));
  s += legs(k, [x0 + w * 0.06, x0 + w * 0.94], top + bh - 2, by, Math.max(5, w * 0.03), o.legColor, o.legStyle);
  s += rect(x0, top, w, bh, fillOf(k, o.body, 0.08));
  s += rect(x0, top, w, Math.max(3, h * 0.03), lighten(o.body.base, 0.15));
  const line2 = darken(o.body.base, 0.22);
  const pad = Math.max(4, w * 0.02);
  const innerH = bh - pad * 2;
  if (o.kind === 'drawers' || o.kind === 'mixed') {
    const rows = o.rows ?? 3;
    const cols = o.kind === 'mixed' ? 1 : w > h * 1.3 ? 2 : 1;
    const dw = (o.kind === 'mixed' ? w * 0.5 : w) / cols;
    for (let c = 0; c < cols; c++)
      for (let r = 0; r < rows; r++) {
        const dx = x0 + c * dw + pad;
        const dy = top + pad + (r * innerH) / rows;
        s += rect(dx, dy, dw - pad * 2, innerH / rows - pad, 'none', `stroke="${line2}" stroke-width="2" opacity="0.7"`);
        s += rrect(dx + dw / 2 - pad - w * 0.04, dy + innerH / rows / 2 - 3, w * 0.08, 5, 2, o.handle);
      }
    if (o.kind === 'mixed') {
      s += rect(x0 + w * 0.5 + pad, top + pad, w * 0.5 - pad * 2, innerH, 'none', `stroke="${line2}" stroke-width="2" opacity="0.7"`);
      s += rrect(x0 + w * 0.55, top + bh * 0.45, 5, bh * 0.14, 2, o.handle);
    }
  } else if (o.kind === 'doors' || o.kind === 'slats') {
    const n = Math.max(2, Math.round(w / Math.max(60, h * 0.5)));
    const dw = w / n;
    for (let i = 0; i < n; i++) {
      const dx = x0 + i * dw + pad / 2;
      s += rect(dx, top + pad, dw - pad, innerH, 'none', `stroke="${line2}" stroke-width="2" opacity="0.7"`);
      if (o.kind === 'slats') for (let j = 1; j < 7; j++) s += line(dx + (j * (dw - pad)) / 7, top + pad * 2, dx + (j * (dw - pad)) / 7, top + innerH, line2, 2, 'opacity="0.45"');
      s += rrect(i % 2 ? dx + pad : dx + dw - pad * 2 - 4, top + bh * 0.4, 5, bh * 0.16, 2, o.handle);
    }
  } else {
    const rows = o.rows ?? 3;
    for (let r = 1; r < rows; r++) s += rect(x0 + pad, top + (r * bh) / rows, w - pad * 2, Math.max(3, h * 0.02), darken(o.body.base, 0.12));
    s += rect(x0 + pad, top + pad, w - pad * 2, innerH, darken(o.body.base, 0.28), 'opacity="0.35"');
  }
  return s;
}

/** Books and small objects on a shelf line, so shelves and bookcases look lived in. */
export function shelfItems(k: Kit, x0: number, x1: number, y: number, maxH: number, colors: string[]): string {
  let s = '';
  let x = x0 + 4;
  while (x < x1 - 12) {
    const kind = k.rng();
    if (kind < 0.62) {
      const n = k.rng.int(3, 7);
      for (let i = 0; i < n && x < x1 - 10; i++) {
        const bw = k.rng.range(maxH * 0.09, maxH * 0.16);
        const bh = k.rng.range(maxH * 0.62, maxH * 0.88);
        s += rect(x, y - bh, bw, bh, k.rng.pick(colors));
        s += rect(x, y - bh * 0.82, bw, 2, lighten(colors[0], 0.4), 'opacity="0.6"');
        x += bw + 1;
      }
      x += k.rng.range(6, 20);
    } else if (kind < 0.82) {
      const vw = maxH * 0.38;
      s += vase(k, x + vw / 2, y, vw, maxH * 0.6, k.rng.pick(colors), k.rng.pick(['bottle', 'round', 'cylinder'] as const), false);
      x += vw + 10;
    } else {
      const pw = maxH * 0.4;
      s += plant(k, x + pw / 2, y, pw, { pot: k.rng.pick(colors), leaf: '#5b8c51', kind: 'trailing' });
      x += pw + 12;
    }
  }
  return s;
}

export function bookcase(k: Kit, cx: number, by: number, w: number, h: number, o: { body: Paint; items: string[]; rows: number; arched?: boolean }): string {
  const x0 = cx - w / 2;
  const top = by - h;
  const side = Math.max(6, w * 0.05);
  let s = shadow(k, cx, by, w * 0.55, Math.max(6, w * 0.04));
  if (o.arched) s += path(`M${r1(x0)} ${r1(by)} V${r1(top + w / 2)} A${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${r1(x0 + w)} ${r1(top + w / 2)} V${r1(by)} Z`, fillOf(k, o.body));
  else s += rect(x0, top, w, h, fillOf(k, o.body));
  const innerTop = o.arched ? top + w * 0.45 : top + side;
  s += rect(x0 + side, innerTop, w - side * 2, by - side - innerTop, darken(o.body.base, 0.3), 'opacity="0.45"');
  const rh = (by - side - innerTop) / o.rows;
  for (let r = 1; r <= o.rows; r++) {
    const y = innerTop + r * rh;
    s += shelfItems(k, x0 + side, x0 + w - side, y - side * 0.5, rh - side * 1.5, o.items);
    if (r < o.rows) s += rect(x0 + side, y - side * 0.5, w - side * 2, side * 0.8, lighten(o.body.base, 0.05));
  }
  return s;
}

export function lampShade(k: Kit, cx: number, topY: number, w: number, color: string, kind: ShadeKind, glow: boolean): string {
  const h = w * 0.75;
  let s = '';
  if (glow) s += ellipse(cx, topY + h, w * 1.4, w * 1.1, k.defs.radial([[0, '#fff6d8', 0.55], [1, '#fff6d8', 0]]));
  const f = k.defs.linear([[0, lighten(color, 0.2)], [1, darken(color, 0.05)]], 'h');
  switch (kind) {
    case 'drum':
      s += rect(cx - w / 2, topY, w, h * 0.8, f);
      break;
    case 'cone':
      s += poly([[cx - w * 0.22, topY], [cx + w * 0.22, topY], [cx + w / 2, topY + h], [cx - w / 2, topY + h]], f);
      break;
    case 'globe':
      s += circle(cx, topY + w * 0.45, w * 0.45, k.defs.radial([[0, '#fffaf0'], [0.7, lighten(color, 0.6)], [1, color]], 0.4, 0.35, 0.65));
      break;
    case 'dome':
      s += path(`M${r1(cx - w / 2)} ${r1(topY + h * 0.7)} Q${r1(cx - w / 2)} ${r1(topY)} ${r1(cx)} ${r1(topY)} Q${r1(cx + w / 2)} ${r1(topY)} ${r1(cx + w / 2)} ${r1(topY + h * 0.7)} Z`, f);
      s += ellipse(cx, topY + h * 0.7, w * 0.3, w * 0.05, '#fff3c4', 'opacity="0.9"');
      break;
    case 'rattan':
      s += path(`M${r1(cx - w / 2)} ${r1(topY + h)} Q${r1(cx - w * 0.45)} ${r1(topY)} ${r1(cx)} ${r1(topY)} Q${r1(cx + w * 0.45)} ${r1(topY)} ${r1(cx + w / 2)} ${r1(topY + h)} Z`, k.defs.pattern('rattanshade', 10, 10, `<rect width="10" height="10" fill="#d8b57a"/><path d="M0 5H10M5 0V10" stroke="#a9814a" stroke-width="1.6"/>`));
      break;
  }
  return s;
}

export function floorLamp(k: Kit, cx: number, by: number, h: number, o: { metal: string; shade: string; kind: ShadeKind; arc?: boolean }): string {
  const sw = h * 0.28;
  let s = shadow(k, cx, by, h * 0.13, h * 0.02);
  s += ellipse(cx, by - 4, h * 0.09, h * 0.018, o.metal);
  if (o.arc) {
    const tx = cx + h * 0.45;
    s += path(`M${r1(cx)} ${r1(by)} V${r1(by - h * 0.6)} Q${r1(cx)} ${r1(by - h)} ${r1(tx)} ${r1(by - h * 0.92)}`, 'none', `stroke="${o.metal}" stroke-width="${r1(h * 0.014)}"`);
    s += lampShade(k, tx, by - h * 0.92, sw, o.shade, o.kind === 'drum' ? 'dome' : o.kind, true);
  } else {
    s += line(cx, by, cx, by - h + sw * 0.5, o.metal, h * 0.014);
    s += lampShade(k, cx, by - h, sw, o.shade, o.kind, true);
  }
  return s;
}

export function tableLamp(k: Kit, cx: number, by: number, h: number, o: { base: string; shade: string; kind: ShadeKind; baseShape: 'gourd' | 'column' | 'stick' }): string {
  const sw = h * 0.55;
  const baseH = h * 0.55;
  let s = shadow(k, cx, by, h * 0.25, h * 0.03);
  if (o.baseShape === 'gourd') s += ellipse(cx, by - baseH * 0.4, h * 0.17, baseH * 0.42, k.defs.radial([[0, lighten(o.base, 0.25)], [1, darken(o.base, 0.1)]], 0.4, 0.35, 0.7));
  else if (o.baseShape === 'column') s += rect(cx - h * 0.07, by - baseH, h * 0.14, baseH, k.defs.linear([[0, lighten(o.base, 0.2)], [1, darken(o.base, 0.15)]], 'h'));
  else s += rect(cx - h * 0.15, by - h * 0.04, h * 0.3, h * 0.04, o.base) + line(cx, by, cx, by - baseH, o.base, h * 0.03);
  s += line(cx, by - baseH, cx, by - h + sw * 0.4, darken(o.base, 0.3), h * 0.015);
  s += lampShade(k, cx, by - h, sw, o.shade, o.kind, true);
  return s;
}

export function pendant(k: Kit, cx: number, ceilingY: number, drop: number, w: number, o: { metal: string; shade: string; kind: ShadeKind }): string {
  let s = line(cx, ceilingY, cx, ceilingY + drop, o.metal, 2.5);
  s += rect(cx - w * 0.06, ceilingY, w * 0.12, w * 0.04, o.metal);
  s += lampShade(k, cx, ceilingY + drop, w, o.shade, o.kind, true);
  return s;
}

export function chandelier(k: Kit, cx: number, ceilingY: number, drop: number, w: number, o: { metal: string; glass: string; arms: number }): string {
  const y = ceilingY + drop;
  let s = line(cx, ceilingY, cx, y, o.metal, 3);
  s += ellipse(cx, y - w * 0.5, w * 0.9, w * 0.5, k.defs.radial([[0, '#fff6d8', 0.5], [1, '#fff6d8', 0]]));
  s += path(`M${r1(cx - w / 2)} ${r1(y - w * 0.05)} Q${r1(cx)} ${r1(y + w * 0.25)} ${r1(cx + w / 2)} ${r1(y - w * 0.05)}`, 'none', `stroke="${o.metal}" stroke-width="${r1(w * 0.025)}"`);
  s += ellipse(cx, y + w * 0.05, w * 0.07, w * 0.09, o.metal);
  for (let i = 0; i < o.arms; i++) {
    const x = cx - w / 2 + (i * w) / Math.max(1, o.arms - 1);
    const dy = Math.sin((i / Math.max(1, o.arms - 1)) * Math.PI) * w * 0.15;
    const cy = y - w * 0.05 + dy;
    s += rect(x - w * 0.025, cy - w * 0.1, w * 0.05, w * 0.1, o.glass === 'none' ? '#f6f1e5' : o.glass);
    s += ellipse(x, cy - w * 0.13, w * 0.018, w * 0.035, '#ffe9a8');
    s += ellipse(x, cy, w * 0.04, w * 0.015, o.metal);
  }
  for (let i = 0; i < 7; i++) s += line(cx - w * 0.3 + (i * w * 0.6) / 6, y + w * 0.06, cx - w * 0.3 + (i * w * 0.6) / 6, y + w * 0.18 - Math.abs(i - 3) * w * 0.02, '#e8f0f4', 2, 'opacity="0.8"');
  return s;
}

export type MirrorShape = 'round' | 'arch' | 'rect' | 'oval' | 'organic' | 'hex' | 'half';

export function mirror(k: Kit, cx: number, cy: number, w: number, h: number, o: { frame: string; shape: MirrorShape; reflect: string }): string {
  const glass = k.defs.linear([[0, lighten(o.reflect, 0.55)], [0.55, lighten(o.reflect, 0.25)], [1, lighten(o.reflect, 0.45)]], [0, 0, 1, 1]);
  const f = Math.max(5, w * 0.05);
  const shapeOf = (pad: number) => {
    const x = cx - w / 2 + pad;
    const y = cy - h / 2 + pad;
    const ww = w - pad * 2;
    const hh = h - pad * 2;
    switch (o.shape) {
      case 'round':
        return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(Math.min(ww, hh) / 2)}"`;
      case 'oval':
        return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(ww / 2)}" ry="${r1(hh / 2)}"`;
      case 'arch':
        return `<path d="M${r1(x)} ${r1(y + hh)} V${r1(y + ww / 2)} A${r1(ww / 2)} ${r1(ww / 2)} 0 0 1 ${r1(x + ww)} ${r1(y + ww / 2)} V${r1(y + hh)} Z"`;
      case 'half':
        return `<path d="M${r1(x)} ${r1(y + hh)} A${r1(ww / 2)} ${r1(hh)} 0 0 1 ${r1(x + ww)} ${r1(y + hh)} Z"`;
      case 'hex': {
        const rr = Math.min(ww, hh) / 2;
        const pts = Array.from({ length: 6 }, (_, i) => `${r1(cx + rr * Math.cos((Math.PI / 3) * i))},${r1(cy + rr * Math.sin((Math.PI / 3) * i))}`);
        return `<polygon points="${pts.join(' ')}"`;
      }
      case 'organic':
        return `<path d="M${r1(x + ww * 0.2)} ${r1(y)} C${r1(x + ww * 0.9)} ${r1(y - hh * 0.05)} ${r1(x + ww * 1.05)} ${r1(y + hh * 0.45)} ${r1(x + ww * 0.85)} ${r1(y + hh * 0.8)} C${r1(x + ww * 0.7)} ${r1(y + hh * 1.05)} ${r1(x + ww * 0.05)} ${r1(y + hh)} ${r1(x)} ${r1(y + hh * 0.6)} C${r1(x - ww * 0.05)} ${r1(y + hh * 0.25)} ${r1(x)} ${r1(y + hh * 0.02)} ${r1(x + ww * 0.2)} ${r1(y)} Z"`;
      default:
        return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(ww)}" height="${r1(hh)}" rx="${r1(w * 0.02)}"`;
    }
  };
  let s = `${shapeOf(-f * 0.2)} fill="#000000" opacity="0.12" transform="translate(6 8)"/>`;
  s += `${shapeOf(0)} fill="${o.frame}"/>`;
  s += `${shapeOf(f)} fill="${glass}"/>`;
  s += `<g opacity="0.5">${line(cx - w * 0.2, cy - h * 0.1, cx - w * 0.05, cy - h * 0.28, '#ffffff', Math.max(3, w * 0.03))}${line(cx - w * 0.12, cy + h * 0.05, cx + w * 0.02, cy - h * 0.12, '#ffffff', Math.max(2, w * 0.015))}</g>`;
  return s;
}

export type ArtKind = 'arches' | 'sun' | 'blocks' | 'leaf' | 'waves' | 'lines' | 'circles';

export function art(k: Kit, x: number, y: number, w: number, h: number, o: { frame: string; colors: string[]; kind: ArtKind; mat?: boolean; paper?: string }): string {
  const fw = Math.max(4, Math.min(w, h) * 0.05);
  const mat = o.mat ? Math.min(w, h) * 0.1 : 0;
  const paper = o.paper ?? '#f6f1e7';
  let s = rect(x + 5, y + 7, w, h, '#000000', 'opacity="0.13"');
  s += rect(x, y, w, h, o.frame);
  const ix = x + fw + mat;
  const iy = y + fw + mat;
  const iw = w - 2 * (fw + mat);
  const ih = h - 2 * (fw + mat);
  s += rect(x + fw, y + fw, w - 2 * fw, h - 2 * fw, '#fbf8f2');
  s += rect(ix, iy, iw, ih, paper);
  const [a, b, c, d] = [o.colors[0], o.colors[1] ?? o.colors[0], o.colors[2] ?? o.colors[0], o.colors[3] ?? o.colors[1] ?? o.colors[0]];
  const clip = k.defs.clip(`${r1(ix)},${r1(iy)},${r1(iw)},${r1(ih)}`, rect(ix, iy, iw, ih, '#000'));
  let body = '';
  switch (o.kind) {
    case 'arches':
      body += path(`M${r1(ix + iw * 0.15)} ${r1(iy + ih)} V${r1(iy + ih * 0.5)} A${r1(iw * 0.35)} ${r1(iw * 0.35)} 0 0 1 ${r1(ix + iw * 0.85)} ${r1(iy + ih * 0.5)} V${r1(iy + ih)} Z`, a);
      body += path(`M${r1(ix + iw * 0.32)} ${r1(iy + ih)} V${r1(iy + ih * 0.62)} A${r1(iw * 0.18)} ${r1(iw * 0.18)} 0 0 1 ${r1(ix + iw * 0.68)} ${r1(iy + ih * 0.62)} V${r1(iy + ih)} Z`, b);
      body += circle(ix + iw * 0.72, iy + ih * 0.22, iw * 0.09, c);
      break;
    case 'sun':
      body += rect(ix, iy, iw, ih, lighten(a, 0.7));
      body += circle(ix + iw * 0.5, iy + ih * 0.45, iw * 0.2, c);
      body += path(`M${r1(ix)} ${r1(iy + ih * 0.7)} Q${r1(ix + iw * 0.3)} ${r1(iy + ih * 0.5)} ${r1(ix + iw * 0.6)} ${r1(iy + ih * 0.68)} T${r1(ix + iw)} ${r1(iy + ih * 0.62)} V${r1(iy + ih)} H${r1(ix)} Z`, a);
      body += path(`M${r1(ix)} ${r1(iy + ih * 0.85)} Q${r1(ix + iw * 0.5)} ${r1(iy + ih * 0.7)} ${r1(ix + iw)} ${r1(iy + ih * 0.82)} V${r1(iy + ih)} H${r1(ix)} Z`, b);
      break;
    case 'blocks':
      body += rect(ix + iw * 0.1, iy + ih * 0.1, iw * 0.5, ih * 0.45, a);
      body += rect(ix + iw * 0.4, iy + ih * 0.4, iw * 0.5, ih * 0.5, b, 'opacity="0.9"');
      body += circle(ix + iw * 0.3, iy + ih * 0.72, Math.min(iw, ih) * 0.13, c);
      body += rect(ix + iw * 0.65, iy + ih * 0.12, iw * 0.2, ih * 0.06, d);
      break;
    case 'leaf': {
      const stemX = ix + iw * 0.5;
      body += line(stemX, iy + ih * 0.9, stemX, iy + ih * 0.15, darken(a, 0.2), Math.max(2, iw * 0.015));
      for (let i = 0; i < 5; i++) {
        const yy = iy + ih * (0.25 + i * 0.13);
        const lw = iw * (0.28 - i * 0.02);
        body += ellipse(stemX - lw * 0.55, yy, lw * 0.55, ih * 0.045, a, `transform="rotate(-25 ${r1(stemX)} ${r1(yy)})"`);
        body += ellipse(stemX + lw * 0.55, yy, lw * 0.55, ih * 0.045, b, `transform="rotate(25 ${r1(stemX)} ${r1(yy)})"`);
      }
      break;
    }
    case 'waves':
      for (let i = 0; i < 5; i++) {
        const yy = iy + ih * (0.25 + i * 0.15);
        body += path(`M${r1(ix)} ${r1(yy)} Q${r1(ix + iw * 0.25)} ${r1(yy - ih * 0.08)} ${r1(ix + iw * 0.5)} ${r1(yy)} T${r1(ix + iw)} ${r1(yy)} V${r1(iy + ih)} H${r1(ix)} Z`, [a, b, c, d, a][i], `opacity="${0.55 + i * 0.1}"`);
      }
      break;
    case 'lines':
      body += path(`M${r1(ix + iw * 0.2)} ${r1(iy + ih * 0.8)} C${r1(ix + iw * 0.1)} ${r1(iy + ih * 0.2)} ${r1(ix + iw * 0.9)} ${r1(iy + ih * 0.5)} ${r1(ix + iw * 0.5)} ${r1(iy + ih * 0.15)}`, 'none', `stroke="${darken(a, 0.4)}" stroke-width="${r1(Math.max(2, iw * 0.02))}"`);
      body += circle(ix + iw * 0.62, iy + ih * 0.62, iw * 0.16, b, 'opacity="0.85"');
      break;
    default:
      body += circle(ix + iw * 0.38, iy + ih * 0.4, iw * 0.24, a, 'opacity="0.9"');
      body += circle(ix + iw * 0.6, iy + ih * 0.6, iw * 0.22, b, 'opacity="0.8"');
      body += circle(ix + iw * 0.7, iy + ih * 0.28, iw * 0.08, c);
  }
  s += `<g clip-path="${clip}">${body}</g>`;
  return s;
}

export type PlantKind = 'fiddle' | 'monstera' | 'snake' | 'palm' | 'trailing' | 'olive';

export function plant(k: Kit, cx: number, by: number, w: number, o: { pot: string; leaf: string; kind: PlantKind; potShape?: 'taper' | 'round' | 'basket' | 'cylinder' }): string {
  const potH = w * 0.55;
  const potW = w * 0.6;
  const potTop = by - potH;
  const s = shadow(k, cx, by, w * 0.45, w * 0.06);
  const leaves: string[] = [];
  const leaf = (x: number, y: number, rx: number, ry: number, rot: number, c: string) => ellipse(x, y, rx, ry, c, `transform="rotate(${r1(rot)} ${r1(x)} ${r1(y)})"`);
  const shades = [o.leaf, darken(o.leaf, 0.18), lighten(o.leaf, 0.12), darken(o.leaf, 0.32)];
  const rng = k.rng;
  switch (o.kind) {
    case 'fiddle': {
      const h = w * 2.6;
      leaves.push(line(cx, potTop, cx + w * 0.05, potTop - h * 0.9, '#6b4e31', w * 0.04));
      for (let i = 0; i < 16; i++) {
        const t = 0.2 + (i / 16) * 0.8;
        const side = i % 2 ? 1 : -1;
        const x = cx + side * w * rng.range(0.12, 0.35) + w * 0.05 * t;
        const y = potTop - h * t;
        leaves.push(leaf(x, y, w * 0.2, w * 0.14, side * rng.range(10, 45), rng.pick(shades)));
      }
      break;
    }
    case 'monstera':
      for (let i = 0; i < 9; i++) {
        const ang = -150 + (i / 8) * 120 + rng.range(-8, 8);
        const len = w * rng.range(0.7, 1.15);
        const ex = cx + Math.cos((ang * Math.PI) / 180) * len;
        const ey = potTop + Math.sin((ang * Math.PI) / 180) * len;
        leaves.push(line(cx, potTop, ex, ey, darken(o.leaf, 0.2), w * 0.025));
        leaves.push(leaf(ex, ey, w * 0.3, w * 0.22, ang + 90, rng.pick(shades)));
        leaves.push(line(ex - w * 0.1, ey, ex + w * 0.1, ey, lighten(o.leaf, 0.3), 2, `opacity="0.5" transform="rotate(${r1(ang + 90)} ${r1(ex)} ${r1(ey)})"`));
      }
      break;
    case 'snake':
      for (let i = 0; i < 8; i++) {
        const x = cx + (i - 3.5) * w * 0.07;
        const h = w * rng.range(0.9, 1.6);
        const c = rng.pick(shades);
        leaves.push(path(`M${r1(x - w * 0.05)} ${r1(potTop)} Q${r1(x - w * 0.07 + (i - 3.5) * 4)} ${r1(potTop - h * 0.6)} ${r1(x + (i - 3.5) * w * 0.04)} ${r1(potTop - h)} Q${r1(x + w * 0.07)} ${r1(potTop - h * 0.5)} ${r1(x + w * 0.05)} ${r1(potTop)} Z`, c));
        leaves.push(path(`M${r1(x)} ${r1(potTop)} Q${r1(x)} ${r1(potTop - h * 0.5)} ${r1(x + (i - 3.5) * w * 0.04)} ${r1(potTop - h)}`, 'none', `stroke="#c9d99a" stroke-width="1.5" opacity="0.6"`));
      }
      break;
    case 'palm':
      leaves.push(line(cx, potTop, cx, potTop - w * 1.2, '#7a5a3a', w * 0.04));
      for (let i = 0; i < 7; i++) {
        const ang = -170 + (i / 6) * 160;
        const len = w * rng.range(0.8, 1.2);
        const bx = cx;
        const byy = potTop - w * 1.1;
        const ex = bx + Math.cos((ang * Math.PI) / 180) * len;
        const ey = byy + Math.sin((ang * Math.PI) / 180) * len * 0.6 + len * 0.25;
        leaves.push(path(`M${r1(bx)} ${r1(byy)} Q${r1((bx + ex) / 2)} ${r1(Math.min(byy, ey) - len * 0.25)} ${r1(ex)} ${r1(ey)}`, 'none', `stroke="${rng.pick(shades)}" stroke-width="${r1(w * 0.12)}" stroke-linecap="round" stroke-dasharray="${r1(w * 0.05)} ${r1(w * 0.015)}"`));
      }
      break;
    case 'olive': {
      const h = w * 2.2;
      leaves.push(path(`M${r1(cx)} ${r1(potTop)} Q${r1(cx - w * 0.1)} ${r1(potTop - h * 0.4)} ${r1(cx + w * 0.05)} ${r1(potTop - h * 0.6)}`, 'none', `stroke="#6b5a45" stroke-width="${r1(w * 0.045)}"`));
      for (let i = 0; i < 9; i++) {
        const x = cx + rng.range(-0.45, 0.45) * w;
        const y = potTop - h * rng.range(0.55, 0.95);
        leaves.push(circle(x, y, w * rng.range(0.2, 0.32), rng.pick([mix(o.leaf, '#9aab88', 0.5), mix(o.leaf, '#8a9a7a', 0.3), mix(o.leaf, '#b5c2a3', 0.5)]), 'opacity="0.95"'));
      }
      break;
    }
    default:
      for (let i = 0; i < 6; i++) {
        const side = i % 2 ? 1 : -1;
        const len = w * rng.range(0.6, 1.1);
        const sx = cx + side * potW * 0.35;
        leaves.push(path(`M${r1(cx)} ${r1(potTop)} Q${r1(sx + side * w * 0.2)} ${r1(potTop + len * 0.2)} ${r1(sx + side * w * 0.1)} ${r1(potTop + len)}`, 'none', `stroke="${darken(o.leaf, 0.15)}" stroke-width="2"`));
        for (let j = 0; j < 5; j++) leaves.push(ellipse(sx + side * w * 0.15, potTop + (len * (j + 0.5)) / 5, w * 0.07, w * 0.045, rng.pick(shades)));
      }
      for (let i = 0; i < 6; i++) leaves.push(ellipse(cx + rng.range(-0.3, 0.3) * w, potTop - rng.range(0.02, 0.18) * w, w * 0.12, w * 0.08, rng.pick(shades)));
  }
  const potFill = k.defs.linear([[0, darken(o.pot, 0.08)], [0.35, lighten(o.pot, 0.12)], [1, darken(o.pot, 0.18)]], 'h');
  let pot = '';
  switch (o.potShape ?? 'taper') {
    case 'round':
      pot = path(`M${r1(cx - potW * 0.42)} ${r1(potTop)} Q${r1(cx - potW * 0.65)} ${r1(by - potH * 0.3)} ${r1(cx - potW * 0.3)} ${r1(by)} H${r1(cx + potW * 0.3)} Q${r1(cx + potW * 0.65)} ${r1(by - potH * 0.3)} ${r1(cx + potW * 0.42)} ${r1(potTop)} Z`, potFill);
      break;
    case 'basket':
      pot = poly([[cx - potW / 2, potTop], [cx + potW / 2, potTop], [cx + potW * 0.4, by], [cx - potW * 0.4, by]], k.defs.pattern('basket', 12, 10, `<rect width="12" height="10" fill="#c9a46a"/><path d="M0 5H12M6 0V5M0 5V10M12 5V10" stroke="#9c7a45" stroke-width="1.6"/>`));
      break;
    case 'cylinder':
      pot = rect(cx - potW * 0.45, potTop, potW * 0.9, potH, potFill);
      break;
    default:
      pot = poly([[cx - potW / 2, potTop], [cx + potW / 2, potTop], [cx + potW * 0.36, by], [cx - potW * 0.36, by]], potFill);
      pot += rect(cx - potW * 0.53, potTop - potH * 0.04, potW * 1.06, potH * 0.12, lighten(o.pot, 0.05));
  }
  return s + leaves.join('') + pot;
}

export function vase(k: Kit, cx: number, by: number, w: number, h: number, color: string, shape: 'bottle' | 'round' | 'cylinder' | 'amphora' | 'bud', stems: boolean): string {
  const f = k.defs.linear([[0, darken(color, 0.12)], [0.3, lighten(color, 0.22)], [1, darken(color, 0.22)]], 'h');
  let s = shadow(k, cx, by, w * 0.6, Math.max(3, w * 0.08));
  if (stems) {
    for (let i = 0; i < 5; i++) {
      const ex = cx + (i - 2) * w * 0.35;
      const ey = by - h - h * (0.5 + (i % 2) * 0.25);
      s += path(`M${r1(cx)} ${r1(by - h * 0.8)} Q${r1(cx + (i - 2) * w * 0.1)} ${r1(by - h * 1.2)} ${r1(ex)} ${r1(ey)}`, 'none', `stroke="#6f7d52" stroke-width="2"`);
      s += ellipse(ex, ey, w * 0.09, w * 0.2, i % 2 ? '#8c9a6a' : '#b9a27a', `transform="rotate(${(i - 2) * 20} ${r1(ex)} ${r1(ey)})"`);
    }
  }
  switch (shape) {
    case 'bottle':
      s += path(`M${r1(cx - w * 0.12)} ${r1(by - h)} H${r1(cx + w * 0.12)} V${r1(by - h * 0.65)} Q${r1(cx + w * 0.5)} ${r1(by - h * 0.55)} ${r1(cx + w * 0.45)} ${r1(by - h * 0.2)} Q${r1(cx + w * 0.4)} ${r1(by)} ${r1(cx)} ${r1(by)} Q${r1(cx - w * 0.4)} ${r1(by)} ${r1(cx - w * 0.45)} ${r1(by - h * 0.2)} Q${r1(cx - w * 0.5)} ${r1(by - h * 0.55)} ${r1(cx - w * 0.12)} ${r1(by - h * 0.65)} Z`, f);
      break;
    case 'round':
      s += ellipse(cx, by - h * 0.45, w / 2, h * 0.45, f) + rect(cx - w * 0.15, by - h, w * 0.3, h * 0.15, f);
      break;
    case 'amphora':
      s += path(`M${r1(cx - w * 0.2)} ${r1(by - h)} H${r1(cx + w * 0.2)} Q${r1(cx + w * 0.1)} ${r1(by - h * 0.8)} ${r1(cx + w * 0.5)} ${r1(by - h * 0.5)} Q${r1(cx + w * 0.5)} ${r1(by - h * 0.1)} ${r1(cx + w * 0.15)} ${r1(by)} H${r1(cx - w * 0.15)} Q${r1(cx - w * 0.5)} ${r1(by - h * 0.1)} ${r1(cx - w * 0.5)} ${r1(by - h * 0.5)} Q${r1(cx - w * 0.1)} ${r1(by - h * 0.8)} ${r1(cx - w * 0.2)} ${r1(by - h)} Z`, f);
      break;
    case 'bud':
      s += path(`M${r1(cx - w * 0.08)} ${r1(by - h)} H${r1(cx + w * 0.08)} Q${r1(cx + w * 0.1)} ${r1(by - h * 0.4)} ${r1(cx + w * 0.4)} ${r1(by - h * 0.25)} Q${r1(cx + w * 0.45)} ${r1(by)} ${r1(cx)} ${r1(by)} Q${r1(cx - w * 0.45)} ${r1(by)} ${r1(cx - w * 0.4)} ${r1(by - h * 0.25)} Q${r1(cx - w * 0.1)} ${r1(by - h * 0.4)} ${r1(cx - w * 0.08)} ${r1(by - h)} Z`, f);
      break;
    default:
      s += rrect(cx - w * 0.35, by - h, w * 0.7, h, w * 0.08, f);
  }
  return s;
}

/** Curtains hanging from a rod, with folds drawn as a repeating light/dark gradient. */
export function curtains(k: Kit, x0: number, x1: number, top: number, bottom: number, o: { fabric: string; rod: string; panelW: number; sheer?: boolean }): string {
  const folds = k.defs.pattern(
    `folds${o.fabric}${o.sheer}`,
    28,
    10,
    `<rect width="28" height="10" fill="${o.fabric}"/><rect x="0" width="7" height="10" fill="${lighten(o.fabric, 0.14)}"/><rect x="14" width="7" height="10" fill="${darken(o.fabric, 0.12)}"/>`,
  );
  const op = o.sheer ? ' opacity="0.75"' : '';
  let s = line(x0 - 20, top, x1 + 20, top, o.rod, 5, 'stroke-linecap="round"');
  s += circle(x0 - 22, top, 6, o.rod) + circle(x1 + 22, top, 6, o.rod);
  s += path(`M${r1(x0 - 12)} ${r1(top)} H${r1(x0 - 12 + o.panelW)} Q${r1(x0 + o.panelW * 0.4)} ${r1((top + bottom) / 2)} ${r1(x0 - 12 + o.panelW * 0.9)} ${r1(bottom)} H${r1(x0 - 12)} Z`, folds, op.trim());
  s += path(`M${r1(x1 + 12)} ${r1(top)} H${r1(x1 + 12 - o.panelW)} Q${r1(x1 - o.panelW * 0.4)} ${r1((top + bottom) / 2)} ${r1(x1 + 12 - o.panelW * 0.9)} ${r1(bottom)} H${r1(x1 + 12)} Z`, folds, op.trim());
  return s;
}

export function officeChair(k: Kit, cx: number, by: number, w: number, o: { seat: string; frame: string; mesh?: boolean }): string {
  let s = shadow(k, cx, by, w * 0.6, w * 0.07);
  const seatY = by - w * 0.75;
  for (const dx of [-0.45, -0.2, 0.2, 0.45]) s += line(cx, by - w * 0.12, cx + dx * w, by - w * 0.04, o.frame, w * 0.04, 'stroke-linecap="round"') + circle(cx + dx * w, by - w * 0.03, w * 0.035, darken(o.frame, 0.3));
  s += rect(cx - w * 0.025, seatY, w * 0.05, by - w * 0.12 - seatY, o.frame);
  s += rrect(cx - w * 0.4, seatY - w * 1.05, w * 0.8, w * 0.95, w * 0.2, o.mesh ? k.defs.pattern(`mesh${o.seat}`, 6, 6, `<rect width="6" height="6" fill="${o.seat}"/><path d="M0 3H6M3 0V6" stroke="${darken(o.seat, 0.3)}" stroke-width="1"/>`) : fillOf(k, { base: o.seat }));
  s += rrect(cx - w * 0.48, seatY - w * 0.09, w * 0.96, w * 0.16, w * 0.07, fillOf(k, { base: darken(o.seat, 0.05) }));
  for (const side of [-1, 1]) s += path(`M${r1(cx + side * w * 0.42)} ${r1(seatY)} V${r1(seatY - w * 0.3)} H${r1(cx + side * w * 0.52)}`, 'none', `stroke="${o.frame}" stroke-width="${r1(w * 0.045)}" stroke-linecap="round"`);
  return s;
}

export function stool(k: Kit, cx: number, by: number, w: number, h: number, o: { seat: Paint; frame: string; back?: boolean; round?: boolean }): string {
  let s = shadow(k, cx, by, w * 0.6, w * 0.07);
  const seatY = by - h;
  s += line(cx - w * 0.38, seatY, cx - w * 0.5, by, o.frame, w * 0.06) + line(cx + w * 0.38, seatY, cx + w * 0.5, by, o.frame, w * 0.06);
  s += line(cx - w * 0.45, by - h * 0.3, cx + w * 0.45, by - h * 0.3, o.frame, w * 0.04);
  if (o.back) s += rrect(cx - w * 0.45, seatY - w * 0.75, w * 0.9, w * 0.32, w * 0.1, fillOf(k, o.seat)) + line(cx - w * 0.35, seatY - w * 0.45, cx - w * 0.35, seatY, o.frame, w * 0.05) + line(cx + w * 0.35, seatY - w * 0.45, cx + w * 0.35, seatY, o.frame, w * 0.05);
  s += o.round ? ellipse(cx, seatY, w * 0.55, w * 0.14, fillOf(k, o.seat)) : rrect(cx - w * 0.55, seatY - w * 0.1, w * 1.1, w * 0.2, w * 0.08, fillOf(k, o.seat));
  return s;
}

export function ottoman(k: Kit, cx: number, by: number, w: number, h: number, o: { body: Paint; shape: 'round' | 'square' | 'pouf'; legColor?: string }): string {
  let s = shadow(k, cx, by, w * 0.58, w * 0.06);
  const f = fillOf(k, o.body, 0.14);
  if (o.shape === 'pouf') {
    s += path(`M${r1(cx - w / 2)} ${r1(by - h * 0.5)} Q${r1(cx - w / 2)} ${r1(by - h)} ${r1(cx)} ${r1(by - h)} Q${r1(cx + w / 2)} ${r1(by - h)} ${r1(cx + w / 2)} ${r1(by - h * 0.5)} Q${r1(cx + w / 2)} ${r1(by)} ${r1(cx)} ${r1(by)} Q${r1(cx - w / 2)} ${r1(by)} ${r1(cx - w / 2)} ${r1(by - h * 0.5)} Z`, f);
    for (let i = 1; i < 6; i++) s += path(`M${r1(cx - w / 2 + (i * w) / 6)} ${r1(by - h * 0.97)} Q${r1(cx - w / 2 + (i * w) / 6 + (i - 3) * w * 0.03)} ${r1(by - h / 2)} ${r1(cx - w / 2 + (i * w) / 6)} ${r1(by - h * 0.03)}`, 'none', `stroke="${darken(o.body.base, 0.2)}" stroke-width="2" opacity="0.6"`);
  } else {
    const legH = o.legColor ? h * 0.15 : 0;
    if (o.legColor) s += legs(k, [cx - w * 0.4, cx + w * 0.4], by - legH - 2, by, w * 0.04, o.legColor, 'tapered');
    s += rrect(cx - w / 2, by - h, w, h - legH, o.shape === 'round' ? w * 0.12 : w * 0.04, f);
    s += ellipse(cx, by - h + w * 0.02, w * 0.47, w * 0.035, lighten(o.body.base, 0.12), 'opacity="0.7"');
  }
  return s;
}

export function bench(k: Kit, cx: number, by: number, w: number, h: number, o: { frame: Paint; cushion?: string; legStyle: LegStyle; slats?: boolean }): string {
  let s = shadow(k, cx, by, w * 0.55, w * 0.04);
  const t = h * 0.14;
  s += legs(k, [cx - w * 0.44, cx + w * 0.44], by - h + t, by, Math.max(8, w * 0.03), darken(o.frame.base, 0.05), o.legStyle === 'hidden' ? 'block' : o.legStyle);
  if (o.slats) for (let i = 0; i < 4; i++) s += rect(cx - w / 2, by - h + i * t * 0.28, w, t * 0.22, fillOf(k, o.frame));
  else s += rect(cx - w / 2, by - h, w, t, fillOf(k, o.frame));
  s += line(cx - w * 0.44, by - h * 0.3, cx + w * 0.44, by - h * 0.3, darken(o.frame.base, 0.05), Math.max(4, w * 0.015));
  if (o.cushion) s += rrect(cx - w * 0.48, by - h - t * 1.1, w * 0.96, t * 1.2, t * 0.5, fillOf(k, { base: o.cushion }));
  return s;
}

/** A rug seen on the floor: a trapezoid (perspective) or a flat rectangle (product shot) with a pattern. */
export function rugPattern(k: Kit, corners: [[number, number], [number, number], [number, number], [number, number]], o: { base: string; accent: string; accent2: string; pattern: 'plain' | 'stripes' | 'border' | 'kilim' | 'geo' | 'persian'; fringe?: boolean }): string {
  const [tl, tr, br, bl] = corners;
  const at = (u: number, v: number): [number, number] => {
    const tx = tl[0] + (tr[0] - tl[0]) * u;
    const ty = tl[1] + (tr[1] - tl[1]) * u;
    const bx = bl[0] + (br[0] - bl[0]) * u;
    const byy = bl[1] + (br[1] - bl[1]) * u;
    return [tx + (bx - tx) * v, ty + (byy - ty) * v];
  };
  const quad = (u0: number, v0: number, u1: number, v1: number, c: string, extra = '') => poly([at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)], c, extra);
  const diamond = (u: number, v: number, du: number, dv: number, c: string) => poly([at(u, v - dv), at(u + du, v), at(u, v + dv), at(u - du, v)], c);
  let s = poly([at(0, 0), at(1, 0), at(1, 1), at(0, 1)], '#000000', 'opacity="0.12" transform="translate(0 6)"');
  s += quad(0, 0, 1, 1, o.base);
  switch (o.pattern) {
    case 'stripes':
      for (let i = 0; i < 6; i++) s += quad(0, 0.1 + i * 0.15, 1, 0.16 + i * 0.15, i % 2 ? o.accent : o.accent2, 'opacity="0.8"');
      break;
    case 'border':
      s += quad(0.05, 0.08, 0.95, 0.92, 'none', `stroke="${o.accent}" stroke-width="6"`);
      s += quad(0.1, 0.16, 0.9, 0.84, 'none', `stroke="${o.accent2}" stroke-width="3"`);
      break;
    case 'kilim':
      s += quad(0.04, 0.06, 0.96, 0.94, 'none', `stroke="${o.accent}" stroke-width="5"`);
      for (let i = 0; i < 5; i++) s += diamond(0.18 + i * 0.16, 0.5, 0.06, 0.28, i % 2 ? o.accent : o.accent2);
      for (let i = 0; i < 5; i++) s += diamond(0.18 + i * 0.16, 0.5, 0.025, 0.11, o.base);
      break;
    case 'geo':
      for (let i = 0; i < 8; i++) for (let j = 0; j < 4; j++) if ((i + j) % 2 === 0) s += diamond(0.08 + i * 0.12, 0.15 + j * 0.23, 0.035, 0.08, j % 2 ? o.accent : o.accent2);
      break;
    case 'persian':
      s += quad(0.03, 0.05, 0.97, 0.95, o.accent);
      s += quad(0.08, 0.14, 0.92, 0.86, o.base);
      s += diamond(0.5, 0.5, 0.22, 0.3, o.accent2);
      s += diamond(0.5, 0.5, 0.12, 0.17, o.accent);
      for (const [u, v] of [[0.16, 0.27], [0.84, 0.27], [0.16, 0.73], [0.84, 0.73]] as const) s += diamond(u, v, 0.05, 0.1, o.accent2);
      break;
    default:
      s += quad(0.03, 0.05, 0.97, 0.95, 'none', `stroke="${darken(o.base, 0.1)}" stroke-width="3" opacity="0.6"`);
  }
  if (o.fringe) {
    for (let i = 0; i <= 30; i++) {
      const [x1, y1] = at(i / 30, 1);
      s += line(x1, y1, x1, y1 + 8, lighten(o.base, 0.3), 1.5);
    }
  }
  return s;
}
