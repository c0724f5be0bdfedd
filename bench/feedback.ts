import { pathToFileURL } from 'node:url';
import { REFERENCE_ENUMS } from '@decorlook/domain';
import { trainCompatibility, type CompatibilityModel, type ProductTraits } from '@decorlook/domain/recommendations/compatibility';
import { chooseAlternatives, modelCompatibility, type AlternativeCandidate } from '@decorlook/domain/recommendations/feedback.alternatives';
import { learnTaste, NO_TASTE, rankWithTaste, tasteFeaturesOf, TASTE_FEATURES, type TasteCandidate, type TasteChoice, type TasteFeature, type TasteProfile } from '@decorlook/domain/recommendations/taste';
import { productMatchQueryVector, productVector } from '@decorlook/infra/search/vectors';
import { bestMatchTiers, tierOf } from '@decorlook/domain/catalog/room-fit';
import { buildPlan } from '../scripts/demo-catalog/plan';
import { demoTrainingSet } from './compatibility';

/**
 * Keep or swap: does a member's feedback teach the ranking? Figures for the record, no thresholds.
 *
 * Over the demo catalog plan's products (scripts/demo-catalog/plan.ts buildPlan: 1,600 generated
 * products, so the figures measure the method on our own generated data, not on real shoppers),
 * BENCH_FEEDBACK_MEMBERS (200) simulated members each have a hidden taste: a random preference
 * over the features the site's taste reads (styles, colour groups, item classes, materials,
 * price band), plus a small liking of each product of their own that no feature explains. Each
 * round, a member is shown the top 10 of their stream, ordered by the site's own rule
 * (domain/src/recommendations/taste.ts rankWithTaste with the profile learnTaste gives their
 * choices so far), and answers each product: Keep when they like it (in the top quarter of the catalogue by their hidden taste),
 * Swap otherwise, taking the alternative Swap offers (chooseAlternatives with the compatibility
 * model trained on the plan's boards, the route's rule) that they like best, when they like it.
 * Ten rounds.
 *
 * NDCG@10 of the stream against the hidden taste (graded gains: the member's top 2% of what the
 * stream can show first gain 3, the next 5% 2, the next 10% 1; for best match, what it can show
 * first is the room's own item classes), before the first round and after the tenth,
 * beside the stream that ignores feedback (the same rule with no taste, what visitors get). Two
 * streams: Get the Look's Product View (no picture: taste, then newest) and best match for a
 * room picture of the plan (room-fit tiers first, then likeness adjusted by taste).
 */
const MEMBERS = Number(process.env.BENCH_FEEDBACK_MEMBERS ?? 200);
const ROUNDS = 10;
const TOP = 10;
/** A member keeps what is in the top quarter of the catalogue by their hidden taste, and swaps the rest. */
const KEEP_SHARE = 0.25;

/** A deterministic generator (mulberry32), so every run draws the same members. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const some = <T>(xs: readonly T[], n: number) => {
    const pool = [...xs];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
    return out;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, pick, some, normal };
}

const real = (resource: 'styles' | 'colors' | 'itemClasses' | 'materials' | 'prices') => REFERENCE_ENUMS[resource].filter((e) => e.name !== 'NONE').map((e) => e.id);
const VALUES: Record<TasteFeature, number[]> = { styles: real('styles'), colors: real('colors'), itemClasses: real('itemClasses'), materials: real('materials'), prices: real('prices') };
/** How many values of each feature a hidden taste likes and dislikes. */
const HIDDEN: Record<TasteFeature, { liked: number; disliked: number }> = {
  styles: { liked: 2, disliked: 2 },
  colors: { liked: 2, disliked: 2 },
  itemClasses: { liked: 3, disliked: 2 },
  materials: { liked: 1, disliked: 1 },
  prices: { liked: 1, disliked: 1 },
};

interface Product extends TasteCandidate, AlternativeCandidate {
  id: number;
  traits: ProductTraits;
  createdAt: string;
  distance: number | null;
}

interface Member {
  weights: Map<string, number>;
  /** Each product's own liking, unexplained by its features. */
  own: Float64Array;
}

function hiddenTaste(rng: ReturnType<typeof random>, products: number): Member {
  const weights = new Map<string, number>();
  for (const f of TASTE_FEATURES) {
    const chosen = rng.some(VALUES[f], HIDDEN[f].liked + HIDDEN[f].disliked);
    chosen.forEach((id, i) => weights.set(`${f}:${id}`, (i < HIDDEN[f].liked ? 1 : -1) * (0.5 + rng.next() / 2)));
  }
  const own = new Float64Array(products + 1);
  for (let i = 0; i <= products; i++) own[i] = 0.15 * rng.normal();
  return { weights, own };
}

function utility(member: Member, p: Product): number {
  const features = tasteFeaturesOf(p.traits);
  let u = member.own[p.id];
  for (const f of TASTE_FEATURES) {
    const values = features[f];
    if (values.length) u += values.reduce((s, id) => s + (member.weights.get(`${f}:${id}`) ?? 0), 0) / values.length;
  }
  return u;
}

/** Graded gains from the member's ranking of the whole catalogue. */
function gains(liking: Float64Array, products: readonly Product[]): Map<number, number> {
  const sorted = [...products].sort((a, b) => liking[b.id] - liking[a.id] || a.id - b.id);
  const cut = (share: number) => Math.max(1, Math.round(share * sorted.length));
  const [g3, g2, g1] = [cut(0.02), cut(0.07), cut(0.17)];
  return new Map(sorted.map((p, i) => [p.id, i < g3 ? 3 : i < g2 ? 2 : i < g1 ? 1 : 0]));
}

function ndcgAt(k: number, shown: readonly Product[], gain: Map<number, number>): number {
  const dcg = (gs: number[]) => gs.slice(0, k).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...gain.values()].sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(shown.map((p) => gain.get(p.id) ?? 0)) / ideal;
}

interface StreamFigures {
  before: number;
  after: number;
  ignoring: number;
  perRound: number[];
  keptShare: number;
}

/** How many of a member's latest keeps Swap's alternatives are weighed against (as the route does). */
const KEPT_CONTEXT = 6;

/** The traits of the member's latest keeps of other item classes, newest first (as taste_choices gives them). */
function latestKept(choices: readonly TasteChoice[], swapped: Product): ProductTraits[] {
  const seen = new Set<number>();
  const out: ProductTraits[] = [];
  for (let i = choices.length - 1; i >= 0 && out.length < KEPT_CONTEXT; i--) {
    const c = choices[i];
    if (seen.has(c.productId)) continue;
    seen.add(c.productId);
    if (c.verdict === 'kept' && c.traits.itemClassId !== swapped.traits.itemClassId) out.push(c.traits as ProductTraits);
  }
  return out;
}

function simulate(products: Product[], model: CompatibilityModel, picture: { roomTypeId: number | null; styles: number[] } | null, seed: number): StreamFigures {
  const rng = random(seed);
  const pool: Product[] = picture
    ? products.map((p) => {
        const query = productMatchQueryVector([], picture.styles);
        const v = productVector({ features: [], styles: [...p.traits.styles], itemClassId: p.traits.itemClassId });
        return { ...p, distance: Math.hypot(...v.map((x, i) => x - query[i])) };
      })
    : products;
  const fit = picture ? { roomTypeId: picture.roomTypeId } : {};
  const byId = new Map(pool.map((p) => [p.id, p]));
  const byClass = new Map<number, Product[]>();
  for (const p of pool) byClass.set(p.traits.itemClassId, [...(byClass.get(p.traits.itemClassId) ?? []), p]);
  const tiers = bestMatchTiers(fit);
  const showable = tiers.length ? pool.filter((p) => tierOf(tiers, p.traits.itemClassId) === 0) : pool;
  const perRound = new Array(ROUNDS + 1).fill(0);
  let ignoring = 0;
  let kept = 0;
  let answered = 0;
  for (let m = 0; m < MEMBERS; m++) {
    const member = hiddenTaste(rng, products.length);
    const liking = new Float64Array(products.length + 1);
    for (const p of pool) liking[p.id] = utility(member, p);
    // They keep what they like: the top quarter of the catalogue by their taste.
    const likes = [...liking.slice(1)].sort((a, b) => b - a)[Math.floor(pool.length * KEEP_SHARE)];
    // Best match shows the room's own classes first: the best it could show is among them.
    const gain = gains(liking, showable);
    const plain = rankWithTaste(pool, fit, NO_TASTE).slice(0, TOP);
    ignoring += ndcgAt(TOP, plain, gain);
    const choices: TasteChoice[] = [];
    let taste: TasteProfile = NO_TASTE;
    for (let round = 0; round <= ROUNDS; round++) {
      const shown = rankWithTaste(pool, fit, taste).slice(0, TOP);
      perRound[round] += ndcgAt(TOP, shown, gain);
      if (round === ROUNDS) break;
      for (const p of shown) {
        answered++;
        if (liking[p.id] >= likes) {
          kept++;
          choices.push({ productId: p.id, verdict: 'kept', traits: p.traits });
          continue;
        }
        choices.push({ productId: p.id, verdict: 'swapped', traits: p.traits });
        // The route's rule: the model weighs the class's products against the member's latest keeps.
        const keptLately = latestKept(choices, p);
        const shelf = (byClass.get(p.traits.itemClassId) ?? []).filter((x) => x.id !== p.id);
        const scores = modelCompatibility(model, p.traits, keptLately, shelf.map((x) => x.traits));
        const offered = chooseAlternatives(p, shelf, { taste, compatibility: (x) => scores.get(x.id) ?? 0 });
        const best = offered.map((a) => byId.get(a.id)!).sort((a, b) => liking[b.id] - liking[a.id])[0];
        if (best && liking[best.id] >= likes) choices.push({ productId: best.id, verdict: 'kept', traits: best.traits });
      }
      taste = learnTaste(choices);
    }
  }
  const mean = (x: number) => x / MEMBERS;
  return { before: mean(perRound[0]), after: mean(perRound[ROUNDS]), ignoring: mean(ignoring), perRound: perRound.map(mean), keptShare: kept / answered };
}

export function feedbackBench(label = 'Keep or swap'): void {
  const plan = buildPlan();
  const start = Date.UTC(2026, 0, 1);
  // The compatibility model as the site trains it, on the plan's published boards.
  const { boards, catalog } = demoTrainingSet();
  const model = trainCompatibility(boards, catalog, { seed: 1 });
  const products: Product[] = catalog.map((traits, i) => ({
    id: traits.productId,
    traits,
    // The plan adds its products in order: the later, the newer.
    createdAt: new Date(start + i * 60_000).toISOString(),
    distance: null,
  }));
  const rooms = plan.images.filter((i) => i.type === 'room' && i.roomTypeId !== null);
  const t0 = performance.now();
  console.log(`${label}: NDCG@10 of a member's stream against their hidden taste, over the demo catalog plan's ${products.length} generated products (generated data, not real shoppers)`);
  console.log(`   ${MEMBERS} simulated members per stream, each answering Keep or Swap on their stream's top ${TOP} for ${ROUNDS} rounds`);
  const row = (name: string, f: StreamFigures) =>
    `   ${name.padEnd(34)} before ${f.before.toFixed(3)}   after ${ROUNDS} rounds ${f.after.toFixed(3)}   ignoring feedback ${f.ignoring.toFixed(3)}   (kept ${(100 * f.keptShare).toFixed(0)}% of what was shown)`;
  const stream = simulate(products, model, null, 1);
  console.log(row('Product View stream (no picture)', stream));
  console.log(`      by round: ${stream.perRound.map((x) => x.toFixed(3)).join(' ')}`);
  // Best match for room pictures: the members spread over the plan's room images.
  const pictures = rooms.slice(0, 10);
  const figures = pictures.map((img, i) => simulate(products, model, { roomTypeId: img.roomTypeId, styles: img.styles }, 100 + i));
  const avg = (f: (x: StreamFigures) => number) => figures.reduce((s, x) => s + f(x), 0) / figures.length;
  const room: StreamFigures = {
    before: avg((x) => x.before),
    after: avg((x) => x.after),
    ignoring: avg((x) => x.ignoring),
    perRound: stream.perRound.map((_, r) => avg((x) => x.perRound[r])),
    keptShare: avg((x) => x.keptShare),
  };
  console.log(row(`best match, ${pictures.length} room pictures`, room));
  console.log(`      by round: ${room.perRound.map((x) => x.toFixed(3)).join(' ')}`);
  console.log(`   (${((performance.now() - t0) / 1000).toFixed(1)} s; the stream ignoring feedback is the same rule without a taste, what a visitor sees)\n`);
}

export async function runFeedbackBench(): Promise<void> {
  feedbackBench();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFeedbackBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
