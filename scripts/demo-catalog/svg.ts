/** Collects <defs> (gradients, patterns) while a drawing is built, with ids unique within it. */
export class Defs {
  private readonly items: string[] = [];
  private readonly cache = new Map<string, string>();
  private n = 0;

  /**
   * patternScale undoes a zoom applied around the whole drawing: librsvg fills a pattern quickly
   * only when its tiles land on whole device pixels, and several times slower otherwise.
   */
  constructor(
    private readonly prefix = 'd',
    private readonly patternScale = 1,
  ) {}

  private add(key: string, build: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = `${this.prefix}${this.n++}`;
    this.items.push(build(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  /** A linear gradient; dir 'v' runs top to bottom, 'h' left to right, or explicit x1,y1,x2,y2 fractions. */
  linear(stops: [number, string, number?][], dir: 'v' | 'h' | [number, number, number, number] = 'v'): string {
    const [x1, y1, x2, y2] = dir === 'v' ? [0, 0, 0, 1] : dir === 'h' ? [0, 0, 1, 0] : dir;
    const key = `L${x1},${y1},${x2},${y2}|${stops.map((s) => s.join(':')).join('|')}`;
    return this.add(key, (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`);
  }

  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `R${cx},${cy},${r}|${stops.map((s) => s.join(':')).join('|')}`;
    return this.add(key, (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`);
  }

  /** A tiling pattern in user space; body is drawn in a w x h tile. */
  pattern(key: string, w: number, h: number, body: string, transform = this.patternScale === 1 ? '' : `scale(${this.patternScale})`): string {
    return this.add(`P${key}|${w}|${h}|${transform}|${body}`, (id) =>
      `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${body}</pattern>`,
    );
  }

  clip(key: string, body: string): string {
    return this.add(`C${key}|${body}`, (id) => `<clipPath id="${id}">${body}</clipPath>`);
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

function stopsSvg(stops: [number, string, number?][]): string {
  return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
}

/** Rounds coordinates so the SVG text stays short (librsvg parses less). */
export const r1 = (v: number) => Math.round(v * 10) / 10;

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function rrect(x: number, y: number, w: number, h: number, rad: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rad)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function circle(cx: number, cy: number, rad: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rad)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${r1(width)}"${extra ? ' ' + extra : ''}/>`;
}

export const group = (body: string, extra = '') => `<g${extra ? ' ' + extra : ''}>${body}</g>`;

/**
 * librsvg composites an element with `opacity` through an offscreen layer, which made rooms cost
 * ~150 ms each; on a single shape fill-opacity/stroke-opacity looks the same and draws directly.
 */
export function cheapOpacity(svg: string): string {
  return svg.replace(/<(rect|path|line|ellipse|circle|polygon)\b([^>]*?) opacity="([\d.]+)"/g, '<$1$2 fill-opacity="$3" stroke-opacity="$3"');
}
