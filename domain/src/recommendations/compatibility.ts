import { COLOUR_FEATURE_LENGTH } from '../catalog/media';
import { roomItemClasses } from '../catalog/room-fit';
import { REFERENCE_ENUMS } from '../site/reference-data';

/**
 * Does it go together? A learned compatibility model over look boards: a logistic regression on
 * board-level features (shared palette, style coherence, sub-styles, pieces that belong in the
 * room, the pieces a room's boards usually have, item classes chosen together, materials,
 * shapes, statement pieces, price spread). It is trained on published boards (positives) against
 * the same boards with some pieces swapped for random catalogue products (negatives), so the
 * weights say what curators actually put together, not what we guessed.
 *
 * The reasons a score gives are the model's own largest signed contributions, weight × (feature
 * − its training mean, the midpoint of the published and the swapped boards') on the standardised
 * scale, put into words about the board at hand.
 *
 * Pure and deterministic: training draws its negatives from its own seeded generator and runs a
 * fixed number of iterations, so the same boards, catalogue and seed give the same model.
 */

/** What the model reads of a product (from its ProductAdded event). */
export interface ProductTraits {
  productId: number;
  itemClassId: number;
  styles: readonly number[];
  subStyles: readonly number[];
  colors: readonly number[];
  materials: readonly number[];
  shapes: readonly number[];
  /** Integer cents. */
  price: number;
  /** The 32-bin colour histogram of ProductAdded.features; [] when unknown. */
  colour: readonly number[];
  /** The product's title, when known: reasons name pieces by it. */
  title?: string;
}

/** A board as it is being filled: its room type (null for none) and its pieces in slot order. */
export interface BoardDraft {
  roomTypeId: number | null;
  products: readonly ProductTraits[];
}

/** The board-level features the model weighs, in the order of its weights. */
export const COMPATIBILITY_FEATURES = ['palette', 'colours', 'styles', 'subStyles', 'roomFit', 'roomNeeds', 'pairing', 'materials', 'shapes', 'statements', 'prices'] as const;
export type CompatibilityFeature = (typeof COMPATIBILITY_FEATURES)[number];

/** The model, JSON-serialisable: recorded whole in a CompatibilityModelTrained event. */
export interface CompatibilityModel {
  version: 1;
  features: CompatibilityFeature[];
  weights: number[];
  bias: number;
  /**
   * Per feature, the midpoint of its means over the published and the swapped boards trained on,
   * and its standard deviation over every training row: the weights apply to (feature − mean) /
   * scale, so a contribution says whether a board leans to the published or the swapped side,
   * and a missing feature contributes nothing.
   */
  means: number[];
  scales: number[];
  /** What the room and pairing features read, counted over the training boards. */
  stats: {
    boards: number;
    /** Item class id → boards it is on. */
    classBoards: Record<string, number>;
    /** Room type id → boards of that room. */
    roomBoards: Record<string, number>;
    /** Room type id → item class id → boards of that room it is on. */
    roomClassBoards: Record<string, Record<string, number>>;
    /** "a-b" (a ≤ b item class ids) → boards holding both. */
    pairBoards: Record<string, number>;
    /** Item class id → [median, 75th percentile] price in cents over the catalogue. */
    classPrices: Record<string, [number, number]>;
  };
  /** How it was trained: boards learned from, negatives drawn, the seed. */
  trainedOn: { boards: number; negatives: number; seed: number };
}

export interface CompatibilityReason {
  code: string;
  text: string;
  effect: 'raises' | 'lowers';
  /** The signed contribution to the score's log-odds. */
  contribution: number;
}

export interface CompatibilityTrainOptions {
  seed: number;
  /** Negatives drawn per published board (default 4). */
  negativesPerBoard?: number;
  /** Gradient steps (default 600). */
  iterations?: number;
}

const DEFAULT_NEGATIVES = 4;
const DEFAULT_ITERATIONS = 600;
const LEARNING_RATE = 0.5;
const L2 = 0.01;
/** The least spread a feature is scaled by: a feature nearly constant in training must not swing a score on a rounding. */
const MIN_SCALE = 0.05;
/** A room's usual piece: on at least this share of its boards (and it has at least MIN_ROOM_BOARDS). */
const USUAL_SHARE = 0.5;
const MIN_ROOM_BOARDS = 3;
/** Contributions smaller than this (in log-odds) are not worth a sentence. */
const REASON_THRESHOLD = 0.1;
/** At most this many reasons that raise the score, and as many that lower it. */
const MAX_REASONS_EACH = 3;

// ---------- names ----------

const nameIn = (resource: 'styles' | 'colors' | 'itemClasses' | 'roomTypes' | 'materials', id: number) => REFERENCE_ENUMS[resource].find((e) => e.id === id)?.name ?? null;
const lower = (s: string) => s.toLowerCase();
const withArticle = (noun: string) => (/s$/.test(noun) ? noun : `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`);
const className = (id: number) => lower(nameIn('itemClasses', id) ?? 'piece');
const roomName = (id: number) => lower((nameIn('roomTypes', id) ?? 'room').replace(/^.*\/\s*/, ''));
const list = (words: readonly string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);
const pieceName = (p: ProductTraits) => (p.title ? `the ${p.title}` : `the ${className(p.itemClassId)}`);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const WARM = new Set([4, 5, 6, 7, 9, 10, 11, 12, 13]);
const COOL = new Set([8, 14, 15, 16, 17, 18]);

// ---------- small numeric helpers ----------

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const distinct = (xs: readonly number[]) => [...new Set(xs)];
const shares = (a: readonly number[], b: readonly number[]) => a.some((x) => b.includes(x));
function jaccard(a: readonly number[], b: readonly number[]): number {
  const da = distinct(a);
  const db = distinct(b);
  const both = da.filter((x) => db.includes(x)).length;
  const union = da.length + db.length - both;
  return union === 0 ? 0 : both / union;
}
function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * (b[i] ?? 0);
    na += a[i] * a[i];
    nb += (b[i] ?? 0) * (b[i] ?? 0);
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
const pairKey = (a: number, b: number) => (a <= b ? `${a}-${b}` : `${b}-${a}`);
const inc = (rec: Record<string, number>, key: string | number) => {
  rec[String(key)] = (rec[String(key)] ?? 0) + 1;
};

/** A seeded generator (mulberry32): the domain has no random source of its own. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------- what the training boards teach about rooms and pairs ----------

type Stats = CompatibilityModel['stats'];

function countStats(boards: readonly BoardDraft[], catalog: readonly ProductTraits[]): Stats {
  const stats: Stats = { boards: 0, classBoards: {}, roomBoards: {}, roomClassBoards: {}, pairBoards: {}, classPrices: {} };
  for (const b of boards) {
    const classes = distinct(b.products.map((p) => p.itemClassId)).sort((x, y) => x - y);
    if (classes.length === 0) continue;
    stats.boards++;
    for (const c of classes) inc(stats.classBoards, c);
    if (b.roomTypeId != null) {
      inc(stats.roomBoards, b.roomTypeId);
      const room = (stats.roomClassBoards[String(b.roomTypeId)] ??= {});
      for (const c of classes) inc(room, c);
    }
    for (let i = 0; i < classes.length; i++) for (let j = i + 1; j < classes.length; j++) inc(stats.pairBoards, pairKey(classes[i], classes[j]));
  }
  const prices = new Map<number, number[]>();
  for (const p of catalog) if (p.price > 0) prices.set(p.itemClassId, [...(prices.get(p.itemClassId) ?? []), p.price]);
  for (const [c, xs] of [...prices].sort((a, b) => a[0] - b[0])) {
    const sorted = [...xs].sort((a, b) => a - b);
    stats.classPrices[String(c)] = [quantile(sorted, 0.5), quantile(sorted, 0.75)];
  }
  return stats;
}

/**
 * How much more often two classes share a board than their frequencies predict: log of the
 * observed count over the expected one, each plus one, so a class never seen says nothing (0).
 */
function pairLift(stats: Stats, a: number, b: number): number {
  if (a === b || stats.boards === 0) return 0;
  const nab = stats.pairBoards[pairKey(a, b)] ?? 0;
  const expected = ((stats.classBoards[String(a)] ?? 0) * (stats.classBoards[String(b)] ?? 0)) / stats.boards;
  return Math.log((nab + 1) / (expected + 1));
}

/** The item classes on at least half of a room type's boards, most usual first. */
export function usualClasses(model: Pick<CompatibilityModel, 'stats'>, roomTypeId: number | null): number[] {
  if (roomTypeId == null) return [];
  const known = usualMemo.get(model.stats)?.get(roomTypeId);
  if (known) return [...known];
  const usual = countUsual(model.stats, roomTypeId);
  usualMemo.set(model.stats, (usualMemo.get(model.stats) ?? new Map()).set(roomTypeId, usual));
  return [...usual];
}

/** A model's usual classes by room, worked out once per model (its stats never change). */
const usualMemo = new WeakMap<Stats, Map<number, readonly number[]>>();

function countUsual(stats: Stats, roomTypeId: number): number[] {
  const nr = stats.roomBoards[String(roomTypeId)] ?? 0;
  if (nr < MIN_ROOM_BOARDS) return [];
  return Object.entries(stats.roomClassBoards[String(roomTypeId)] ?? {})
    .filter(([, n]) => n / nr >= USUAL_SHARE)
    .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
    .map(([c]) => Number(c));
}

const isStatement = (stats: Stats, p: ProductTraits) => {
  const band = stats.classPrices[String(p.itemClassId)];
  return band !== undefined && p.price > 0 && p.price >= band[1] && band[1] > band[0];
};
const priceTier = (stats: Stats, p: ProductTraits) => {
  const band = stats.classPrices[String(p.itemClassId)];
  return band && band[0] > 0 && p.price > 0 ? Math.log(p.price / band[0]) : null;
};

// ---------- the features ----------

type Row = (number | null)[];

/** The features read from pairs of pieces: which pieces take part, and how alike two of them are. */
const PAIRWISE: readonly { feature: CompatibilityFeature; has: (p: ProductTraits) => boolean; like: (stats: Stats, a: ProductTraits, b: ProductTraits) => number }[] = [
  { feature: 'palette', has: (p) => p.colour.length === COLOUR_FEATURE_LENGTH, like: (_, a, b) => cosine(a.colour, b.colour) },
  { feature: 'colours', has: (p) => p.colors.length > 0, like: (_, a, b) => jaccard(a.colors, b.colors) },
  { feature: 'styles', has: (p) => p.styles.length > 0, like: (_, a, b) => (shares(a.styles, b.styles) ? 1 : 0) },
  { feature: 'subStyles', has: (p) => p.subStyles.length > 0, like: (_, a, b) => jaccard(a.subStyles, b.subStyles) },
  { feature: 'pairing', has: () => true, like: (stats, a, b) => pairLift(stats, a.itemClassId, b.itemClassId) },
  { feature: 'materials', has: (p) => p.materials.length > 0, like: (_, a, b) => (shares(a.materials, b.materials) ? 1 : 0) },
  { feature: 'shapes', has: (p) => p.shapes.length > 0, like: (_, a, b) => (shares(a.shapes, b.shapes) ? 1 : 0) },
];

/**
 * A board's features as running sums, so a candidate can be weighed against it by adding one
 * piece (its pairs with each piece on the board) rather than recomputing every pair.
 */
interface Tally {
  pieces: ProductTraits[];
  sums: number[];
  counts: number[];
  classes: Set<number>;
  statements: number;
  tiers: { n: number; sum: number; squares: number };
}

function pairsWith(stats: Stats, pieces: readonly ProductTraits[], p: ProductTraits): { sums: number[]; counts: number[] } {
  const sums = PAIRWISE.map(() => 0);
  const counts = PAIRWISE.map(() => 0);
  PAIRWISE.forEach(({ has, like }, k) => {
    if (!has(p)) return;
    for (const q of pieces)
      if (has(q)) {
        sums[k] += like(stats, q, p);
        counts[k]++;
      }
  });
  return { sums, counts };
}

function tallyOf(stats: Stats, pieces: readonly ProductTraits[]): Tally {
  const t: Tally = { pieces: [], sums: PAIRWISE.map(() => 0), counts: PAIRWISE.map(() => 0), classes: new Set(), statements: 0, tiers: { n: 0, sum: 0, squares: 0 } };
  for (const p of pieces) {
    const pairs = pairsWith(stats, t.pieces, p);
    pairs.sums.forEach((x, k) => ((t.sums[k] += x), (t.counts[k] += pairs.counts[k])));
    t.pieces.push(p);
    t.classes.add(p.itemClassId);
    if (isStatement(stats, p)) t.statements++;
    const tier = priceTier(stats, p);
    if (tier !== null) t.tiers = { n: t.tiers.n + 1, sum: t.tiers.sum + tier, squares: t.tiers.squares + tier * tier };
  }
  return t;
}

/** The features of the tallied pieces, with `extra` added when given. */
function valuesOf(stats: Stats, roomTypeId: number | null, t: Tally, extra: ProductTraits | null = null): Row {
  const pairs = extra ? pairsWith(stats, t.pieces, extra) : null;
  const n = t.pieces.length + (extra ? 1 : 0);
  const fits = roomTypeId == null ? [] : roomItemClasses(roomTypeId);
  const usual = usualClasses({ stats }, roomTypeId);
  const has = (c: number) => t.classes.has(c) || extra?.itemClassId === c;
  const tier = extra ? priceTier(stats, extra) : null;
  const tiers = tier === null ? t.tiers : { n: t.tiers.n + 1, sum: t.tiers.sum + tier, squares: t.tiers.squares + tier * tier };
  const statements = t.statements + (extra && isStatement(stats, extra) ? 1 : 0);
  const values: Partial<Record<CompatibilityFeature, number | null>> = {
    roomFit: fits.length === 0 || n === 0 ? null : [...t.pieces, ...(extra ? [extra] : [])].filter((p) => fits.includes(p.itemClassId)).length / n,
    roomNeeds: usual.length === 0 || n === 0 ? null : usual.filter(has).length / usual.length,
    statements: n < 2 ? null : Math.max(0, statements - 1),
    prices: tiers.n < 2 ? null : Math.sqrt(Math.max(0, tiers.squares / tiers.n - (tiers.sum / tiers.n) ** 2)),
  };
  PAIRWISE.forEach(({ feature }, k) => {
    const count = t.counts[k] + (pairs?.counts[k] ?? 0);
    values[feature] = count === 0 ? null : (t.sums[k] + (pairs?.sums[k] ?? 0)) / count;
  });
  return COMPATIBILITY_FEATURES.map((f) => values[f] ?? null);
}

const featuresOf = (stats: Stats, board: BoardDraft): Row => valuesOf(stats, board.roomTypeId, tallyOf(stats, board.products));

/** A row on the model's scale: each feature's z-score, a missing one at its mean (0). */
const standardise = (model: Pick<CompatibilityModel, 'means' | 'scales'>, row: Row) => row.map((x, j) => (x === null ? 0 : (x - model.means[j]) / model.scales[j]));

// ---------- training ----------

/**
 * Fits the model on published boards (positives) against the same boards with one to half of
 * their pieces swapped for random catalogue products (negatives, `negativesPerBoard` each).
 * Positives weigh as much as their negatives together, so an average board scores about 50.
 */
export function trainCompatibility(boards: readonly BoardDraft[], catalog: readonly ProductTraits[], options: CompatibilityTrainOptions): CompatibilityModel {
  const negativesPer = options.negativesPerBoard ?? DEFAULT_NEGATIVES;
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  const usable = boards.filter((b) => b.products.length >= 2);
  const stats = countStats(usable, catalog);
  const rand = seededRandom(options.seed);
  const rows: Row[] = [];
  const labels: number[] = [];
  const weights: number[] = [];
  let negatives = 0;
  for (const board of usable) {
    rows.push(featuresOf(stats, board));
    labels.push(1);
    weights.push(negativesPer);
    const onBoard = new Set(board.products.map((p) => p.productId));
    const others = catalog.filter((p) => !onBoard.has(p.productId));
    if (others.length === 0) continue;
    for (let k = 0; k < negativesPer; k++) {
      const products = [...board.products];
      const swaps = 1 + Math.floor(rand() * Math.ceil(products.length / 2));
      const slots = products.map((_, i) => i);
      for (let s = 0; s < swaps; s++) {
        const pick = s + Math.floor(rand() * (slots.length - s));
        [slots[s], slots[pick]] = [slots[pick], slots[s]];
        products[slots[s]] = others[Math.floor(rand() * others.length)];
      }
      rows.push(featuresOf(stats, { roomTypeId: board.roomTypeId, products }));
      labels.push(0);
      weights.push(1);
      negatives++;
    }
  }
  // Each feature is centred halfway between its mean over the published boards and over the
  // swapped ones: a contribution says which of the two a board leans to, and a missing value
  // leans to neither. It is scaled by its spread over every row.
  const means: number[] = [];
  const scales: number[] = [];
  const avg = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  COMPATIBILITY_FEATURES.forEach((_, j) => {
    const xs = rows.map((r) => r[j]).filter((x): x is number => x !== null);
    const of = (label: number) => avg(rows.flatMap((r, i) => (labels[i] === label && r[j] !== null ? [r[j]] : [])));
    const centre = (of(1) + of(0)) / 2;
    const mean = avg(xs);
    const sd = Math.sqrt(avg(xs.map((x) => (x - mean) ** 2)));
    means.push(centre);
    scales.push(Math.max(sd, MIN_SCALE));
  });
  const z = rows.map((r) => standardise({ means, scales }, r));
  const w = new Array<number>(COMPATIBILITY_FEATURES.length).fill(0);
  let bias = 0;
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(w.length).fill(0);
    let gb = 0;
    for (let i = 0; i < z.length; i++) {
      let s = bias;
      for (let j = 0; j < w.length; j++) s += w[j] * z[i][j];
      const err = (sigmoid(s) - labels[i]) * weights[i];
      gb += err;
      for (let j = 0; j < w.length; j++) grad[j] += err * z[i][j];
    }
    for (let j = 0; j < w.length; j++) w[j] -= LEARNING_RATE * (grad[j] / total + L2 * w[j]);
    bias -= LEARNING_RATE * (gb / total);
  }
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    version: 1,
    features: [...COMPATIBILITY_FEATURES],
    weights: w.map(round),
    bias: round(bias),
    means: means.map(round),
    scales: scales.map(round),
    stats,
    trainedOn: { boards: usable.length, negatives, seed: options.seed },
  };
}

// ---------- scoring ----------

function logitOf(model: CompatibilityModel, row: Row): { value: number; contributions: number[] } {
  const z = standardise(model, row);
  const contributions = z.map((x, j) => (model.weights[j] ?? 0) * x);
  return { value: model.bias + contributions.reduce((a, b) => a + b, 0), contributions };
}

const logit = (model: CompatibilityModel, board: BoardDraft) => logitOf(model, featuresOf(model.stats, board));
const probabilityOf = (model: CompatibilityModel, board: BoardDraft) => sigmoid(logit(model, board).value);

/** The reason groups: features that speak of one thing are put into one sentence. */
const GROUPS: readonly { code: string; features: readonly CompatibilityFeature[] }[] = [
  { code: 'palette', features: ['palette', 'colours'] },
  { code: 'style', features: ['styles', 'subStyles'] },
  { code: 'room-fit', features: ['roomFit'] },
  { code: 'room-needs', features: ['roomNeeds'] },
  { code: 'pairing', features: ['pairing'] },
  { code: 'materials', features: ['materials'] },
  { code: 'shapes', features: ['shapes'] },
  { code: 'statements', features: ['statements'] },
  { code: 'prices', features: ['prices'] },
];

function counted(values: readonly number[]): number[] {
  const n = new Map<number, number>();
  for (const v of values) n.set(v, (n.get(v) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([v]) => v);
}

function paletteText(board: BoardDraft, raises: boolean): string {
  const colours = board.products.flatMap((p) => distinct(p.colors));
  if (raises) {
    const warm = colours.filter((c) => WARM.has(c)).length;
    const cool = colours.filter((c) => COOL.has(c)).length;
    const temper = warm > cool && warm >= colours.length / 2 ? 'warm ' : cool > warm && cool >= colours.length / 2 ? 'cool ' : colours.length ? 'neutral ' : '';
    return `The pieces share a ${temper}palette`;
  }
  const names = counted(colours.filter((c) => c !== 19))
    .slice(0, 3)
    .map((c) => nameIn('colors', c))
    .filter((x): x is string => x !== null);
  return names.length >= 2 ? `The colours do not go together: ${list(names)}` : 'The colours do not go together';
}

function styleText(board: BoardDraft, raises: boolean): string {
  const main = counted(board.products.flatMap((p) => distinct(p.styles)));
  const name = (s: number) => nameIn('styles', s) ?? 'one style';
  if (raises) return main.length ? `One style runs through it: ${name(main[0])}` : 'One style runs through it';
  // The clash: the board's leading style against the most used style that never shares a piece with it.
  const lead = main[0];
  const rival = main.find((s) => s !== lead && !board.products.some((p) => p.styles.includes(s) && p.styles.includes(lead)));
  return lead !== undefined && rival !== undefined ? `Two styles clash: ${name(lead)} and ${name(rival)}` : 'The styles do not agree';
}

function roomFitText(board: BoardDraft, raises: boolean): string {
  const room = board.roomTypeId == null ? 'room' : roomName(board.roomTypeId);
  if (raises) return `Every piece belongs in ${withArticle(room)}`;
  const fits = board.roomTypeId == null ? [] : roomItemClasses(board.roomTypeId);
  const stray = board.products.find((p) => !fits.includes(p.itemClassId));
  return stray ? `${capitalise(withArticle(className(stray.itemClassId)))} does not belong in ${withArticle(room)}` : `Some pieces do not belong in ${withArticle(room)}`;
}

function roomNeedsText(model: CompatibilityModel, board: BoardDraft, raises: boolean): string {
  const room = board.roomTypeId == null ? 'room' : roomName(board.roomTypeId);
  const usual = usualClasses(model, board.roomTypeId);
  const has = new Set(board.products.map((p) => p.itemClassId));
  if (raises) {
    const present = usual.filter((c) => has.has(c)).map((c) => withArticle(className(c)));
    return present.length ? `It has what ${withArticle(room)} board usually has: ${list(present.slice(0, 3))}` : `It has what ${withArticle(room)} board usually has`;
  }
  const missing = usual.filter((c) => !has.has(c)).map((c) => withArticle(className(c)));
  return `${capitalise(withArticle(room))} board usually has ${missing.length ? list(missing.slice(0, 2)) : 'other pieces'}`;
}

function pairingText(model: CompatibilityModel, board: BoardDraft, raises: boolean): string {
  if (raises) return 'These pieces are often chosen together';
  let worst: [number, number] | null = null;
  let low = Infinity;
  const ps = board.products;
  for (let i = 0; i < ps.length; i++)
    for (let j = i + 1; j < ps.length; j++) {
      const a = ps[i].itemClassId;
      const b = ps[j].itemClassId;
      if (a === b) continue;
      const lift = pairLift(model.stats, a, b);
      if (lift < low) [low, worst] = [lift, [a, b]];
    }
  return worst ? `${capitalise(withArticle(className(worst[0])))} and ${withArticle(className(worst[1]))} are rarely on the same board` : 'These pieces are rarely chosen together';
}

function materialsText(board: BoardDraft, raises: boolean): string {
  if (!raises) return 'The materials do not agree';
  const names = counted(board.products.flatMap((p) => distinct(p.materials)))
    .slice(0, 2)
    .map((m) => lower(nameIn('materials', m) ?? ''))
    .filter(Boolean);
  return names.length ? `The materials repeat: ${list(names)}` : 'The materials agree';
}

function statementsText(model: CompatibilityModel, board: BoardDraft, raises: boolean): string {
  const statements = board.products.filter((p) => isStatement(model.stats, p));
  if (!raises) return statements.length >= 2 ? `Several statement pieces compete: ${list(statements.slice(0, 3).map(pieceName))}` : 'Several statement pieces compete';
  return statements.length === 1 ? `One statement piece leads: ${pieceName(statements[0])}` : 'No piece fights for attention';
}

function pricesText(model: CompatibilityModel, board: BoardDraft, raises: boolean): string {
  if (raises) return 'The prices belong together';
  const tiers = board.products.map((p) => ({ p, t: priceTier(model.stats, p) })).filter((x): x is { p: ProductTraits; t: number } => x.t !== null);
  if (tiers.length < 2) return 'Prices do not belong together';
  const mean = tiers.reduce((a, x) => a + x.t, 0) / tiers.length;
  const odd = [...tiers].sort((a, b) => Math.abs(b.t - mean) - Math.abs(a.t - mean))[0];
  return `Prices do not belong together: ${pieceName(odd.p)} is ${odd.t > mean ? 'far dearer' : 'far cheaper'} than the rest`;
}

function reasonText(model: CompatibilityModel, board: BoardDraft, code: string, raises: boolean): string {
  switch (code) {
    case 'palette':
      return paletteText(board, raises);
    case 'style':
      return styleText(board, raises);
    case 'room-fit':
      return roomFitText(board, raises);
    case 'room-needs':
      return roomNeedsText(model, board, raises);
    case 'pairing':
      return pairingText(model, board, raises);
    case 'materials':
      return materialsText(board, raises);
    case 'shapes':
      return raises ? 'The shapes echo each other' : 'The shapes do not agree';
    case 'statements':
      return statementsText(model, board, raises);
    default:
      return pricesText(model, board, raises);
  }
}

/**
 * How well a board's pieces go together, 0-100, and why: the groups of features whose summed
 * contribution moves the score most (the three strongest that raise it and the three that lower
 * it), largest first, each in words about this board.
 */
export function scoreBoard(model: CompatibilityModel, board: BoardDraft): { score: number; reasons: CompatibilityReason[] } {
  const { value, contributions } = logit(model, board);
  const reasons: CompatibilityReason[] = [];
  for (const group of GROUPS) {
    const contribution = group.features.reduce((a, f) => a + (contributions[model.features.indexOf(f)] ?? 0), 0);
    if (Math.abs(contribution) < REASON_THRESHOLD) continue;
    const raises = contribution > 0;
    reasons.push({ code: group.code, text: reasonText(model, board, group.code, raises), effect: raises ? 'raises' : 'lowers', contribution: Math.round(contribution * 1000) / 1000 });
  }
  const strongest = (effect: CompatibilityReason['effect']) =>
    reasons
      .filter((r) => r.effect === effect)
      .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution) || a.code.localeCompare(b.code))
      .slice(0, MAX_REASONS_EACH);
  const shown = [...strongest('raises'), ...strongest('lowers')].sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution) || a.code.localeCompare(b.code));
  return { score: Math.round(sigmoid(value) * 100), reasons: shown };
}

/**
 * Candidates ordered by the board's score with them, best first (ties by product id): with
 * `replaceIndex` each takes that slot's place, otherwise each is added. Products already on the
 * board (other than in the slot replaced) are not candidates. `gain` is the change in score (0-100 scale, to 0.01).
 */
export function rankCandidates(
  model: CompatibilityModel,
  board: BoardDraft,
  candidates: readonly ProductTraits[],
  options: { replaceIndex?: number; limit?: number } = {},
): { product: ProductTraits; score: number; gain: number }[] {
  const { replaceIndex, limit } = options;
  const replacing = replaceIndex !== undefined && replaceIndex >= 0 && replaceIndex < board.products.length;
  const base = probabilityOf(model, board);
  const kept = board.products.filter((_, i) => !replacing || i !== replaceIndex);
  const onBoard = new Set(kept.map((p) => p.productId));
  // The pieces that stay are tallied once; each candidate adds its own pairs with them.
  const tally = tallyOf(model.stats, kept);
  const ranked = candidates
    .filter((c) => !onBoard.has(c.productId))
    .map((product) => ({ product, p: sigmoid(logitOf(model, valuesOf(model.stats, board.roomTypeId, tally, product)).value) }))
    .sort((a, b) => b.p - a.p || a.product.productId - b.product.productId)
    .map(({ product, p }) => ({ product, score: Math.round(p * 100), gain: Math.round((p - base) * 10000) / 100 }));
  return limit === undefined ? ranked : ranked.slice(0, limit);
}

/** How well two products go together, 0..1: the model's probability for a board of the two alone. */
export function pairCompatibility(model: CompatibilityModel, a: ProductTraits, b: ProductTraits): number {
  return probabilityOf(model, { roomTypeId: null, products: [a, b] });
}

/** A product's traits from its ProductAdded event's data (its colour histogram only when complete). */
export function productTraitsOf(data: {
  productId: number;
  itemClassId: number;
  styles: readonly number[];
  subStyles: readonly number[];
  colors: readonly number[];
  materials: readonly number[];
  shapes: readonly number[];
  price: number;
  features?: readonly number[];
  title?: string;
}): ProductTraits {
  return {
    productId: data.productId,
    itemClassId: data.itemClassId,
    styles: [...data.styles],
    subStyles: [...data.subStyles],
    colors: [...data.colors],
    materials: [...data.materials],
    shapes: [...data.shapes],
    price: data.price,
    colour: data.features?.length === COLOUR_FEATURE_LENGTH ? [...data.features] : [],
    ...(data.title !== undefined ? { title: data.title } : {}),
  };
}
