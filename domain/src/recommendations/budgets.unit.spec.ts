import { describe, expect, it } from 'vitest';
import { bandOf, classPricesOf, planBudgets, tierOfPrice, type BudgetInput, type BudgetProduct, type BudgetTier, type ClassPrices, type RankCandidates } from './budgets';

const SOFA = 1;
const LAMP = 2;
const p = (productId: number, itemClassId: number, price: number, styles: number[] = [1]): BudgetProduct => ({ productId, itemClassId, price, styles });

// Sofas: nine approved prices, cut at 300 and 600. Lamps: six, cut at 20 and 40.
const sofaPrices = classPricesOf(SOFA, [900, 100, 200, 300, 400, 500, 600, 700, 800])!;
const lampPrices = classPricesOf(LAMP, [10, 20, 30, 40, 50, 60])!;
const prices = new Map<number, ClassPrices>([
  [SOFA, sofaPrices],
  [LAMP, lampPrices],
]);

const boardSofa = p(1, SOFA, 500, [1]); // a Mid sofa
const boardLamp = p(2, LAMP, 15, [1]); // a Save lamp
const catalog = [
  p(10, SOFA, 150, [2]),
  p(11, SOFA, 250, [1]),
  p(12, SOFA, 200, [1]),
  p(13, SOFA, 750, [1]),
  p(14, SOFA, 880, [1]),
  p(20, LAMP, 35, [1]),
  p(21, LAMP, 55, [1]),
  p(22, LAMP, 40, [3]),
  p(30, 3, 40, [1]), // another class at a lamp's price
];

function input(over: Partial<BudgetInput<BudgetProduct>> = {}): BudgetInput<BudgetProduct> {
  return {
    slots: [
      { slot: 0, productId: 1, itemClassId: SOFA, offered: boardSofa },
      { slot: 1, productId: 2, itemClassId: LAMP, offered: boardLamp },
    ],
    styles: [1],
    prices,
    candidates: () => [...catalog, boardSofa, boardLamp],
    exact: new Set(),
    rank: null,
    ...over,
  };
}
const pick = (plans: ReturnType<typeof planBudgets>, tier: BudgetTier) => plans.find((t) => t.tier === tier)!;
const ids = (plans: ReturnType<typeof planBudgets>, tier: BudgetTier) => pick(plans, tier).items.map((i) => i.product.productId);

describe('tier bands', () => {
  it('cuts an item class at the terciles of its approved prices', () => {
    expect(sofaPrices).toEqual({ itemClassId: SOFA, min: 100, low: 300, high: 600, max: 900 });
    expect(classPricesOf(LAMP, [50])).toEqual({ itemClassId: LAMP, min: 50, low: 50, high: 50, max: 50 });
    expect(classPricesOf(LAMP, [])).toBeNull();
  });

  it('puts a price in Save up to the first cut, Mid up to the second, Splurge above', () => {
    expect([100, 300, 301, 600, 601, 5_000].map((x) => tierOfPrice(sofaPrices, x))).toEqual(['save', 'save', 'mid', 'mid', 'splurge', 'splurge']);
    expect(bandOf(sofaPrices, 'save')).toEqual({ min: 100, max: 300 });
    expect(bandOf(sofaPrices, 'mid')).toEqual({ min: 301, max: 600 });
    expect(bandOf(sofaPrices, 'splurge')).toEqual({ min: 601, max: 900 });
  });

  it('has no Mid or Splurge band for a class whose prices are all alike', () => {
    const alike = classPricesOf(LAMP, [50, 50, 50])!;
    expect(bandOf(alike, 'save')).toEqual({ min: 50, max: 50 });
    expect(bandOf(alike, 'mid')).toBeNull();
    expect(bandOf(alike, 'splurge')).toBeNull();
  });
});

describe('the look at three budgets, before a model is trained', () => {
  const plans = planBudgets(input());

  it('answers Save, Mid and Splurge in that order, each slot of the same item class within its band', () => {
    expect(plans.map((t) => t.tier)).toEqual(['save', 'mid', 'splurge']);
    for (const plan of plans) {
      for (const item of plan.items) {
        const slotClass = item.slot === 0 ? SOFA : LAMP;
        expect(item.product.itemClassId).toBe(slotClass);
        expect(tierOfPrice(prices.get(slotClass)!, item.product.price)).toBe(plan.tier);
      }
    }
  });

  it("keeps the board's own product in the tier whose band holds its price", () => {
    expect(ids(plans, 'mid')[0]).toBe(1);
    expect(ids(plans, 'save')[1]).toBe(2);
    expect(ids(plans, 'save')[0]).not.toBe(1);
  });

  it('fills by the price closest to the middle of the band, then the styles the slot’s product shares, then the lower id', () => {
    // Save sofas: the band 100..300, middle 200: 12 (200) before 11 (250) and 10 (150).
    expect(ids(plans, 'save')).toEqual([12, 2]);
    // Mid lamps 21..40, middle 30.5: 20 (35) before 22 (40).
    expect(ids(plans, 'mid')).toEqual([1, 20]);
    // Splurge sofas 601..900, middle 750.5: 13 (750); lamps 41..60: 21 (55).
    expect(ids(plans, 'splurge')).toEqual([13, 21]);
    // Of two sofas as near the middle, the one sharing the sofa's style comes first.
    const tie = planBudgets(input({ candidates: () => [p(40, SOFA, 190, [2]), p(41, SOFA, 210, [1])] }));
    expect(ids(tie, 'save')[0]).toBe(41);
  });

  it('totals each tier', () => {
    expect(plans.map((t) => t.total)).toEqual([200 + 15, 500 + 35, 750 + 55]);
  });

  it('labels only a confirmed board product as exact, the rest similar', () => {
    const confirmed = planBudgets(input({ exact: new Set([1]) }));
    expect(pick(confirmed, 'mid').items.map((i) => i.match)).toEqual(['exact', 'similar']);
    expect(pick(confirmed, 'save').items.map((i) => i.match)).toEqual(['similar', 'similar']);
    expect(pick(plans, 'mid').items.map((i) => i.match)).toEqual(['similar', 'similar']);
    expect(plans.map((t) => t.items.map((i) => i.onBoard))).toEqual([
      [false, true],
      [true, false],
      [false, false],
    ]);
  });

  it('never offers a product of another slot, nor one twice in a tier', () => {
    const twoLamps = planBudgets(
      input({
        slots: [
          { slot: 0, productId: 2, itemClassId: LAMP, offered: boardLamp },
          { slot: 1, productId: 22, itemClassId: LAMP, offered: p(22, LAMP, 40, [3]) },
        ],
      }),
    );
    expect(ids(twoLamps, 'mid')).toEqual([20, 22]);
    // One Splurge lamp (21) for two slots: the second is not given it again.
    expect([ids(twoLamps, 'splurge'), pick(twoLamps, 'splurge').unfilled]).toEqual([[21], [1]]);
    expect([ids(twoLamps, 'save'), pick(twoLamps, 'save').unfilled]).toEqual([[2], [1]]);
  });

  it('says which slots nothing fits, and fills a slot whose product went by its class', () => {
    const gone = planBudgets(input({ slots: [{ slot: 0, productId: 1, itemClassId: SOFA, offered: null }], candidates: () => [p(11, SOFA, 250)] }));
    expect(gone.map((t) => [t.tier, t.items.map((i) => i.product.productId), t.unfilled])).toEqual([
      ['save', [11], []],
      ['mid', [], [0]],
      ['splurge', [], [0]],
    ]);
    expect(gone.map((t) => t.total)).toEqual([250, 0, 0]);
  });
});

describe('the look at three budgets with a compatibility model', () => {
  it('takes the product the model ranks first for the slot, in the tier’s look so far', () => {
    const calls: { board: number[]; candidates: number[]; replaceIndex: number | null }[] = [];
    // This model likes the highest id best.
    const rank: RankCandidates<BudgetProduct> = (board, candidates, replaceIndex) => {
      calls.push({ board: board.map((b) => b.productId), candidates: candidates.map((c) => c.productId), replaceIndex });
      return [...candidates].sort((a, b) => b.productId - a.productId);
    };
    const plans = planBudgets(input({ rank }));
    expect(ids(plans, 'save')).toEqual([12, 2]);
    expect(ids(plans, 'mid')).toEqual([1, 22]);
    expect(ids(plans, 'splurge')).toEqual([14, 21]);
    // Save's sofa replaces the board's sofa in place 0, among the Save sofas only.
    expect(calls[0]).toEqual({ board: [1, 2], candidates: [10, 11, 12], replaceIndex: 0 });
    // Splurge's lamp is ranked in the Splurge look so far: its sofa already chosen.
    expect(calls.at(-1)).toEqual({ board: [14, 2], candidates: [21], replaceIndex: 1 });
  });

  it('adds a slot whose own product went to the look instead of replacing it', () => {
    const seen: (number | null)[] = [];
    const rank: RankCandidates<BudgetProduct> = (_board, candidates, replaceIndex) => {
      seen.push(replaceIndex);
      return candidates;
    };
    planBudgets(input({ rank, slots: [{ slot: 0, productId: 1, itemClassId: SOFA, offered: null }, { slot: 1, productId: 2, itemClassId: LAMP, offered: boardLamp }] }));
    expect(seen[0]).toBeNull();
  });
});

describe('the look at three budgets over many catalogues', () => {
  // A small seeded generator: the same catalogues every run.
  const random = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  it('keeps every piece to its class and its tier’s band, never repeats one in a tier, and orders the totals Save ≤ Mid ≤ Splurge where every slot is filled', () => {
    let filled = 0;
    for (let run = 0; run < 200; run++) {
      const next = random(run + 1);
      const classes = [1, 2, 3, 4];
      const catalogue = Array.from({ length: 40 + Math.floor(next() * 60) }, (_, i) => p(100 + i, classes[Math.floor(next() * classes.length)], 1_000 + Math.floor(next() * 200) * 500, [1 + Math.floor(next() * 3)]));
      const byClass = new Map(classes.flatMap((c) => {
        const prices = classPricesOf(c, catalogue.filter((x) => x.itemClassId === c).map((x) => x.price));
        return prices ? [[c, prices] as const] : [];
      }));
      const onBoard = catalogue.filter((_, i) => i % 7 === 0).slice(0, 4);
      const plans = planBudgets({
        slots: onBoard.map((x, slot) => ({ slot, productId: x.productId, itemClassId: x.itemClassId, offered: x })),
        styles: [1],
        prices: byClass,
        candidates: (itemClassId) => catalogue.filter((x) => x.itemClassId === itemClassId),
        exact: new Set(),
        rank: run % 2 === 0 ? null : (_look, pool) => [...pool].sort((a, b) => b.price - a.price),
      });
      for (const plan of plans) {
        const ids = plan.items.map((i) => i.product.productId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const item of plan.items) {
          const slot = onBoard[item.slot];
          expect(item.product.itemClassId).toBe(slot.itemClassId);
          expect(tierOfPrice(byClass.get(slot.itemClassId)!, item.product.price)).toBe(plan.tier);
          if (item.product.productId !== slot.productId) expect(onBoard.map((x) => x.productId)).not.toContain(item.product.productId);
        }
        expect(plan.items.length + plan.unfilled.length).toBe(onBoard.length);
      }
      if (plans.every((t) => t.unfilled.length === 0)) {
        filled++;
        expect(plans[0].total <= plans[1].total && plans[1].total <= plans[2].total).toBe(true);
      }
    }
    // Most catalogues fill every slot at every budget: the order of the totals was checked on them.
    expect(filled).toBeGreaterThan(100);
  });
});
