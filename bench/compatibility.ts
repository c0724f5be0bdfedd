import { pathToFileURL } from 'node:url';
import { COMPATIBILITY_FEATURES, crossValidateCompatibility, trainCompatibility, type BoardDraft, type ProductTraits } from '@decorlook/domain';
import { buildPlan } from '../scripts/demo-catalog/plan';

/**
 * Does it go together: fill-in-the-blank accuracy of the compatibility model (npm run bench --
 * compatibility), the measure Polyvore Outfits popularised. Over the demo catalog plan (the 100
 * boards and 1,600 products `npm start` seeds, every one published or approved), the boards are
 * dealt into 5 folds; each fold is held out in turn and a model trained on the others (the same
 * training as npm run train:compatibility); for each held-out board one piece is hidden and the
 * model chooses it among 4 candidates, the hidden piece and 3 random products of other boards.
 * Beside it: chance (0.25), a colour-only baseline (the candidate whose colours are most like the
 * board's), and the published record on real outfits (Polyvore Outfits, 0.67). Repeated over
 * BENCH_COMPATIBILITY_SEEDS seeds (default 5), which change the folds, the questions and the
 * negatives drawn in training. No database: the plan is pure and the model is the domain's.
 *
 * The demo catalog is generated (its boards are made of products of the image's style and of the
 * room's usual pieces), so the figures measure the method on our own data, not on real boards.
 * Colour histograms come from drawing the pictures, which the plan does not do: here colour is the
 * products' colour groups.
 */
const SEEDS = Number(process.env.BENCH_COMPATIBILITY_SEEDS ?? 5);
const POLYVORE_RECORD = 0.67;

export function demoTrainingSet(): { boards: BoardDraft[]; catalog: ProductTraits[] } {
  const plan = buildPlan();
  const traits = new Map<string, ProductTraits>();
  plan.products.forEach((p, i) =>
    traits.set(p.key, { productId: i + 1, itemClassId: p.itemClassId, styles: p.styles, subStyles: p.subStyles, colors: p.colors, materials: p.materials, shapes: p.shapes, price: p.price, colour: [], title: p.title }),
  );
  return {
    boards: plan.boards.map((b) => ({ roomTypeId: b.roomTypeId, products: b.productKeys.map((k) => traits.get(k)!) })),
    catalog: [...traits.values()],
  };
}

export async function runCompatibilityBench(): Promise<void> {
  const { boards, catalog } = demoTrainingSet();
  console.log('Compatibility: fill in the blank on held-out published boards (the demo catalog is generated: these figures measure the method on our own data)');
  console.log(`   ${boards.length} published boards and ${catalog.length} approved products of the demo catalog plan; 5-fold, one question a held-out board, 4 candidates`);
  const runs = [];
  const started = performance.now();
  for (let seed = 1; seed <= SEEDS; seed++) {
    const cv = crossValidateCompatibility(boards, catalog, { seed });
    if (!cv) throw new Error('too few boards to hold any out');
    runs.push(cv);
  }
  const ms = (performance.now() - started) / (SEEDS * 5);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const line = (label: string, xs: number[], note = '') =>
    console.log(`   ${label.padEnd(34)}${mean(xs).toFixed(3)}${xs.length > 1 ? `  (seeds: ${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})` : ''}${note ? `  ${note}` : ''}`);
  line('compatibility model', runs.map((r) => r.accuracy), `${runs[0].questions} questions a seed, ${SEEDS} seeds; ${ms.toFixed(0)} ms to train and answer a fold`);
  // What the other signals carry when the styles (which the generator builds boards from) are hidden.
  const unstyled = (p: ProductTraits): ProductTraits => ({ ...p, styles: [], subStyles: [] });
  const blind = new Map(catalog.map((p) => [p.productId, unstyled(p)]));
  const withoutStyles = [];
  for (let seed = 1; seed <= SEEDS; seed++)
    withoutStyles.push(crossValidateCompatibility(boards.map((b) => ({ ...b, products: b.products.map((p) => blind.get(p.productId)!) })), [...blind.values()], { seed })!.accuracy);
  line('the model without styles', withoutStyles, 'styles and sub-styles hidden from training and questions');
  line('colour only (colour groups)', runs.map((r) => r.colourOnly));
  line('chance', [0.25]);
  line('Polyvore Outfits record', [POLYVORE_RECORD], 'published, on real outfits (for scale, not the same data)');
  const model = trainCompatibility(boards, catalog, { seed: 1 });
  console.log(`   what the model trained on all ${model.trainedOn.boards} boards weighs (per standard deviation): ${COMPATIBILITY_FEATURES.map((f, i) => `${f} ${model.weights[i].toFixed(2)}`).join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCompatibilityBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
