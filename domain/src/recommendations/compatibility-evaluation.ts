import { rankCandidates, seededRandom, trainCompatibility, type BoardDraft, type CompatibilityModel, type ProductTraits } from './compatibility';
import { COLOUR_FEATURE_LENGTH } from '../catalog/media';

/**
 * Fill in the blank (as Polyvore Outfits measures outfit compatibility): hide one piece of a
 * published board and ask which of four candidates completes it, the hidden piece or three random
 * products of other boards. Chance is 1 in 4. Pure and seeded.
 */
export interface FillInTheBlankQuestion {
  /** The board without its hidden piece. */
  board: BoardDraft;
  candidates: ProductTraits[];
  /** The index of the hidden piece among the candidates. */
  answer: number;
}

export const FILL_IN_THE_BLANK_CANDIDATES = 4;

const shuffle = <T>(xs: readonly T[], rand: () => number): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** One question per board of two pieces or more; the wrong candidates come from `others`' boards. */
export function fillInTheBlankQuestions(boards: readonly BoardDraft[], others: readonly BoardDraft[], seed: number): FillInTheBlankQuestion[] {
  const rand = seededRandom(seed);
  const questions: FillInTheBlankQuestion[] = [];
  for (const board of boards) {
    if (board.products.length < 2) continue;
    const onBoard = new Set(board.products.map((p) => p.productId));
    const pool = new Map<number, ProductTraits>();
    for (const o of others) if (o !== board) for (const p of o.products) if (!onBoard.has(p.productId)) pool.set(p.productId, p);
    const distractors = shuffle([...pool.values()].sort((a, b) => a.productId - b.productId), rand).slice(0, FILL_IN_THE_BLANK_CANDIDATES - 1);
    if (distractors.length < FILL_IN_THE_BLANK_CANDIDATES - 1) continue;
    const hidden = Math.floor(rand() * board.products.length);
    const candidates = shuffle([board.products[hidden], ...distractors], rand);
    questions.push({
      board: { roomTypeId: board.roomTypeId, products: board.products.filter((_, i) => i !== hidden) },
      candidates,
      answer: candidates.indexOf(board.products[hidden]),
    });
  }
  return questions;
}

/** The share of questions a chooser answers right (0 when there are none). */
export function accuracyOf(questions: readonly FillInTheBlankQuestion[], choose: (q: FillInTheBlankQuestion) => number): number {
  if (questions.length === 0) return 0;
  return questions.filter((q) => choose(q) === q.answer).length / questions.length;
}

/** The model's answer: the candidate that makes the board score highest. */
export const modelChoice = (model: CompatibilityModel) => (q: FillInTheBlankQuestion) => q.candidates.indexOf(rankCandidates(model, q.board, q.candidates)[0].product);

/**
 * The colour-only baseline: the candidate whose colours are most like the board's pieces (colour
 * histograms' cosine where both have one, else the overlap of their colour groups); the first
 * such candidate on a tie (the candidates are in random order).
 */
export function colourOnlyChoice(q: FillInTheBlankQuestion): number {
  const likeness = (a: ProductTraits, b: ProductTraits) => {
    if (a.colour.length === COLOUR_FEATURE_LENGTH && b.colour.length === COLOUR_FEATURE_LENGTH) {
      let dot = 0;
      let na = 0;
      let nb = 0;
      a.colour.forEach((x, i) => ((dot += x * b.colour[i]), (na += x * x), (nb += b.colour[i] * b.colour[i])));
      return na && nb ? dot / Math.sqrt(na * nb) : 0;
    }
    const union = new Set([...a.colors, ...b.colors]).size;
    return union ? a.colors.filter((c) => b.colors.includes(c)).length / union : 0;
  };
  const scores = q.candidates.map((c) => q.board.products.reduce((s, p) => s + likeness(c, p), 0));
  return scores.indexOf(Math.max(...scores));
}

export interface CrossValidation {
  /** The model's fill-in-the-blank accuracy over every board held out once. */
  accuracy: number;
  colourOnly: number;
  questions: number;
  folds: number;
}

/**
 * k-fold cross-validation: the boards are dealt into `folds` at random (seeded); each fold is held
 * out in turn, a model trained on the rest (the same catalogue) answers its questions.
 */
export function crossValidateCompatibility(boards: readonly BoardDraft[], catalog: readonly ProductTraits[], options: { seed: number; folds?: number }): CrossValidation | null {
  const folds = options.folds ?? 5;
  const usable = boards.filter((b) => b.products.length >= 2);
  if (usable.length < folds * 2) return null;
  const dealt = shuffle(usable, seededRandom(options.seed));
  let right = 0;
  let colour = 0;
  let asked = 0;
  for (let f = 0; f < folds; f++) {
    const held = dealt.filter((_, i) => i % folds === f);
    const rest = dealt.filter((_, i) => i % folds !== f);
    const model = trainCompatibility(rest, catalog, { seed: options.seed });
    const questions = fillInTheBlankQuestions(held, usable, options.seed + f + 1);
    right += accuracyOf(questions, modelChoice(model)) * questions.length;
    colour += accuracyOf(questions, colourOnlyChoice) * questions.length;
    asked += questions.length;
  }
  return asked === 0 ? null : { accuracy: right / asked, colourOnly: colour / asked, questions: asked, folds };
}
