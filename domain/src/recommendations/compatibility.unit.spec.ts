import { describe, expect, it } from 'vitest';
import { pairCompatibility, productTraitsOf, rankCandidates, scoreBoard, trainCompatibility, usualClasses, type BoardDraft, type ProductTraits } from './compatibility';
import { accuracyOf, colourOnlyChoice, crossValidateCompatibility, fillInTheBlankQuestions, modelChoice } from './compatibility-evaluation';
import { decideCompatibilityModel, evolveCompatibilityModel, initialCompatibilityModelState } from './compatibility.events';
import { compatibilityTrainingFold } from './compatibility-training';

// Reference ids: styles 1 Scandinavian, 4 Industrial, 6 Coastal, 8 Art Deco; rooms 1 Living Room,
// 2 Bedroom; classes 1 Sofa, 2 Armchair, 3 Coffee Table, 7 Bed, 8 Nightstand, 11 Desk, 12 Office
// Chair, 13 Rug, 14 Floor Lamp, 15 Table Lamp; colours 1 White, 2 Black, 3 Grey, 4 Beige, 5 Brown, 7 Gold, 14 Teal, 15 Blue.
const STYLES = [1, 4, 6, 8] as const;
const PALETTE: Record<number, number[]> = { 1: [1, 4], 4: [2, 3], 6: [15, 1], 8: [7, 14] };
const MATERIAL: Record<number, number> = { 1: 1, 4: 19, 6: 13, 8: 18 };
const SUB_STYLE: Record<number, number> = { 1: 1, 4: 10, 6: 16, 8: 22 };
// Desks (11) and office chairs (12) are in the catalogue but on no board.
const CLASS_PRICE: Record<number, number> = { 1: 150_000, 2: 60_000, 3: 40_000, 7: 120_000, 8: 20_000, 11: 50_000, 12: 30_000, 13: 30_000, 14: 15_000, 15: 8_000 };
const TIERS = [0.5, 1, 2] as const;
const BEDROOM = { room: 2, classes: [7, 8, 15, 13] };
const LIVING = { room: 1, classes: [1, 3, 2, 14, 13] };

const catalog: ProductTraits[] = [];
for (const style of STYLES)
  for (const itemClassId of Object.keys(CLASS_PRICE).map(Number))
    for (const [t, factor] of TIERS.entries())
      catalog.push({
        productId: catalog.length + 1,
        itemClassId,
        styles: [style],
        subStyles: [SUB_STYLE[style]],
        colors: [PALETTE[style][(itemClassId + t) % 2]],
        materials: [MATERIAL[style]],
        shapes: [],
        price: Math.round(CLASS_PRICE[itemClassId] * factor),
        colour: [],
        title: `${style}-${itemClassId}-${t}`,
      });

const product = (style: number, itemClassId: number, tier = 1) => catalog.find((p) => p.styles[0] === style && p.itemClassId === itemClassId && p.price === Math.round(CLASS_PRICE[itemClassId] * TIERS[tier]))!;
const board = (roomTypeId: number, pieces: [style: number, itemClassId: number, tier?: number][]): BoardDraft => ({ roomTypeId, products: pieces.map(([s, c, t]) => product(s, c, t)) });

/** Coherent boards: one style, one price tier, the pieces each room's boards are made of. */
const published: BoardDraft[] = [];
for (const style of STYLES)
  for (const tier of [0, 1, 2])
    for (const { room, classes } of [BEDROOM, LIVING]) published.push(board(room, classes.map((c) => [style, c, tier])));

const model = trainCompatibility(published, catalog, { seed: 11 });

describe('compatibility model', () => {
  it('scores a board of one style above the same pieces split between two styles', () => {
    const coherent = board(2, [[4, 7], [4, 8], [4, 15], [4, 13]]);
    const clashing = board(2, [[4, 7], [6, 8], [4, 15], [6, 13]]);
    const a = scoreBoard(model, coherent);
    const b = scoreBoard(model, clashing);
    expect(a.score).toBeGreaterThan(b.score + 20);
    expect(a.score).toBeGreaterThanOrEqual(0);
    expect(b.score).toBeLessThanOrEqual(100);
  });

  it('names the clash of styles as what lowers a split board, and the one style as what raises a coherent one', () => {
    const clashing = scoreBoard(model, board(2, [[4, 7], [6, 8], [4, 15], [6, 13]]));
    const lowering = clashing.reasons.filter((r) => r.effect === 'lowers');
    expect(lowering[0]).toMatchObject({ code: 'style', text: 'Two styles clash: Industrial and Coastal' });
    expect(lowering[0].contribution).toBeLessThan(0);
    const coherent = scoreBoard(model, board(2, [[4, 7], [4, 8], [4, 15], [4, 13]]));
    expect(coherent.reasons.find((r) => r.code === 'style')).toMatchObject({ effect: 'raises', text: 'One style runs through it: Industrial' });
  });

  it('says what a bedroom board usually has when its lamp is missing', () => {
    expect(usualClasses(model, 2)).toEqual(expect.arrayContaining([7, 8, 15, 13]));
    const withoutLamp = scoreBoard(model, board(2, [[1, 7], [1, 8], [1, 13]]));
    const missing = withoutLamp.reasons.find((r) => r.code === 'room-needs');
    expect(missing).toMatchObject({ effect: 'lowers', text: 'A bedroom board usually has a table lamp' });
    expect(scoreBoard(model, board(2, [[1, 7], [1, 8], [1, 13], [1, 15]])).score).toBeGreaterThan(withoutLamp.score);
  });

  it('names a piece that does not belong in the room', () => {
    const { reasons } = scoreBoard(model, board(2, [[6, 7], [6, 8], [6, 11], [6, 15]]));
    expect(reasons.filter((r) => r.effect === 'lowers').map((r) => r.text)).toContain('A desk does not belong in a bedroom');
  });

  it('learns the same model from the same boards, catalogue and seed, and other negatives from another seed', () => {
    const again = trainCompatibility(published, catalog, { seed: 11 });
    expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse(JSON.stringify(model)));
    expect(again).toEqual(model);
    expect(trainCompatibility(published, catalog, { seed: 12 }).weights).not.toEqual(model.weights);
    expect(model.trainedOn).toEqual({ boards: published.length, negatives: published.length * 4, seed: 11 });
  });

  it('ranks the piece of the board’s style first for a slot, and never one already on the board', () => {
    const draft = board(2, [[8, 7], [8, 8], [4, 15], [8, 13]]);
    const candidates = [product(6, 15), product(8, 15), product(4, 1), product(8, 8)];
    const ranked = rankCandidates(model, draft, candidates, { replaceIndex: 2 });
    expect(ranked.map((r) => r.product.productId)).toEqual(expect.not.arrayContaining([product(8, 8).productId]));
    expect(ranked).toHaveLength(3);
    expect(ranked[0].product).toBe(product(8, 15));
    expect(ranked[0].gain).toBeGreaterThan(0);
    expect(ranked[0].score).toBe(scoreBoard(model, board(2, [[8, 7], [8, 8], [8, 15], [8, 13]])).score);
    expect(ranked.at(-1)!.product).toBe(product(4, 1));
    expect(ranked.at(-1)!.gain).toBeLessThan(0);
  });

  it('adds candidates when no slot is replaced, and keeps to the limit', () => {
    const draft = board(1, [[1, 1], [1, 3]]);
    const ranked = rankCandidates(model, draft, [product(4, 2), product(1, 2), product(6, 2)], { limit: 2 });
    expect(ranked).toHaveLength(2);
    expect(ranked[0].product).toBe(product(1, 2));
    expect(ranked[0].score).toBe(scoreBoard(model, board(1, [[1, 1], [1, 3], [1, 2]])).score);
  });

  it('rates two pieces of one style as going together better than two of clashing styles', () => {
    const same = pairCompatibility(model, product(1, 1), product(1, 3));
    const clash = pairCompatibility(model, product(1, 1), product(8, 3));
    expect(same).toBeGreaterThan(clash);
    expect(same).toBeLessThanOrEqual(1);
    expect(clash).toBeGreaterThanOrEqual(0);
  });

  it('reads a product’s traits from its ProductAdded data, keeping the colour histogram only when whole', () => {
    const data = { productId: 3, itemClassId: 7, styles: [1], subStyles: [2], colors: [4], materials: [1], shapes: [1], price: 12_000, title: 'Arden Oak Bed' };
    const histogram = Array.from({ length: 32 }, (_, i) => (i === 0 ? 1 : 0));
    expect(productTraitsOf({ ...data, features: histogram })).toEqual({ ...data, colour: histogram });
    expect(productTraitsOf({ ...data, features: [0.5, 0.5] }).colour).toEqual([]);
  });
});

describe('fill in the blank', () => {
  it('asks one question a board: the board without a piece, that piece among four candidates from other boards', () => {
    const questions = fillInTheBlankQuestions(published.slice(0, 6), published, 3);
    expect(questions).toHaveLength(6);
    questions.forEach((q, i) => {
      const full = published[i];
      expect(q.board.products).toHaveLength(full.products.length - 1);
      expect(q.candidates).toHaveLength(4);
      const hidden = q.candidates[q.answer];
      expect(full.products).toContain(hidden);
      expect(q.board.products).not.toContain(hidden);
      expect(q.candidates.filter((c) => full.products.includes(c))).toEqual([hidden]);
    });
    expect(fillInTheBlankQuestions(published.slice(0, 6), published, 3)).toEqual(questions);
  });

  it('answers held-out boards well above chance, and better than a model of colour alone', () => {
    const cv = crossValidateCompatibility(published, catalog, { seed: 5, folds: 4 })!;
    expect(cv.questions).toBe(published.length);
    expect(cv.accuracy).toBeGreaterThan(0.8);
    expect(cv.accuracy).toBeGreaterThan(cv.colourOnly);
    const untrained = trainCompatibility([], catalog, { seed: 5 });
    const questions = fillInTheBlankQuestions(published, published, 9);
    expect(accuracyOf(questions, modelChoice(model))).toBeGreaterThan(accuracyOf(questions, modelChoice(untrained)));
    expect(accuracyOf(questions, colourOnlyChoice)).toBeLessThan(1);
  });
});

describe('recording a model', () => {
  const now = '2026-11-27T20:00:00.000Z';
  it('records the first model, then a new one only once enough more boards were published', () => {
    const first = decideCompatibilityModel({ type: 'RecordCompatibilityModel', model, products: catalog.length, heldOutAccuracy: 0.9, now, minNewBoards: 10 }, initialCompatibilityModelState());
    expect(first).toEqual([{ type: 'CompatibilityModelTrained', data: { model, boards: published.length, products: catalog.length, heldOutAccuracy: 0.9, trainedAt: now } }]);
    const state = first.reduce(evolveCompatibilityModel, initialCompatibilityModelState());
    const more = trainCompatibility([...published, ...published.slice(0, 9)], catalog, { seed: 11 });
    expect(decideCompatibilityModel({ type: 'RecordCompatibilityModel', model: more, products: catalog.length, heldOutAccuracy: null, now, minNewBoards: 10 }, state)).toEqual([]);
    const enough = trainCompatibility([...published, ...published.slice(0, 10)], catalog, { seed: 11 });
    expect(decideCompatibilityModel({ type: 'RecordCompatibilityModel', model: enough, products: catalog.length, heldOutAccuracy: null, now, minNewBoards: 10 }, state)).toHaveLength(1);
    expect(decideCompatibilityModel({ type: 'RecordCompatibilityModel', model: more, products: catalog.length, heldOutAccuracy: null, now }, state)).toHaveLength(1);
  });
});

describe('the training set folded from events', () => {
  const added = (p: ProductTraits) => ({ type: 'ProductAdded', streamId: `product-${p.productId}`, data: { ...p, title: p.title, features: [] } });
  const productEvent = (type: string, productId: number) => ({ type, streamId: `product-${productId}`, data: { productId } });
  const board = (lookBoardId: number, products: number[], isPublic = true) => ({
    type: 'LookBoardCreated',
    streamId: `lookBoard-${lookBoardId}`,
    data: { lookBoardId, ownerId: 1, title: 'T', description: '', message: '', type: 'room', roomTypeId: 2, itemClassId: null, styleId: 1, color: '#ffffff', columns: 2, products, inspirationImageId: null, requestId: null, public: isPublic, createdAt: '2026-01-01T00:00:00.000Z' },
  });
  const boardEvent = (type: string, lookBoardId: number) => ({ type, streamId: `lookBoard-${lookBoardId}`, data: { lookBoardId, approvedAt: '2026-01-02T00:00:00.000Z' } });

  it('takes the published boards with their products as added, and the approved products still on the shelves', () => {
    const [a, b, c, d] = catalog;
    const fold = compatibilityTrainingFold();
    for (const e of [
      ...[a, b, c, d].map(added),
      ...[a, b, c].map((p) => productEvent('ProductApproved', p.productId)),
      productEvent('ProductRejected', c.productId),
      board(1, [a.productId, b.productId, c.productId]),
      boardEvent('LookBoardApproved', 1),
      board(2, [a.productId, d.productId]),
      boardEvent('LookBoardSubmitted', 2),
      board(3, [a.productId, b.productId], false),
      boardEvent('LookBoardApproved', 3),
      board(4, [a.productId, b.productId]),
      boardEvent('LookBoardApproved', 4),
      boardEvent('LookBoardDeleted', 4),
      { type: 'ProductLiked', streamId: `product-${a.productId}`, data: { productId: a.productId, userId: 3, likedAt: '2026-01-03T00:00:00.000Z' } },
    ])
      fold.add(e);
    const { boards, catalog: shelf } = fold.result();
    expect(boards).toEqual([{ roomTypeId: 2, products: [a, b, c].map((p) => ({ ...p, colour: [] })) }]);
    expect(shelf.map((p) => p.productId)).toEqual([a.productId, b.productId]);
  });
});
