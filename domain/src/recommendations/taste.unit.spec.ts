import { describe, expect, it } from 'vitest';
import { REFERENCE_ENUMS } from '../site/reference-data';
import { roomItemClasses } from '../catalog/room-fit';
import { learnTaste, NO_TASTE, priceBandOf, rankWithTaste, tasteAffinity, type TasteCandidate, type TasteChoice, type TasteTraits } from './taste';

const classId = (name: string) => REFERENCE_ENUMS.itemClasses.find((e) => e.name === name)!.id;
const roomId = (name: string) => REFERENCE_ENUMS.roomTypes.find((e) => e.name === name)!.id;
const SOFA = classId('Sofa');
const ARMCHAIR = classId('Armchair');
const BED = classId('Bed');
const [BOHO, MODERN, RUSTIC] = [1, 2, 3];
const [TEAL, GREY, RED] = [4, 5, 6];
const [VELVET, OAK] = [2, 7];

const traits = (t: Partial<TasteTraits> = {}): TasteTraits => ({ itemClassId: SOFA, styles: [BOHO], colors: [TEAL], materials: [VELVET], price: 40_000, ...t });
const kept = (productId: number, t: Partial<TasteTraits> = {}): TasteChoice => ({ productId, verdict: 'kept', traits: traits(t) });
const swapped = (productId: number, t: Partial<TasteTraits> = {}): TasteChoice => ({ productId, verdict: 'swapped', traits: traits(t) });

const bohoTeal = traits();
const modernGrey = traits({ styles: [MODERN], colors: [GREY], materials: [OAK], price: 150_000 });

describe('taste', () => {
  it('is nothing without choices: every affinity is 0', () => {
    expect(learnTaste([])).toEqual(NO_TASTE);
    expect(tasteAffinity(learnTaste([]), bohoTeal)).toBe(0);
  });

  it('raises products like the ones kept', () => {
    const taste = learnTaste([kept(1)]);
    expect(tasteAffinity(taste, traits({ itemClassId: ARMCHAIR }))).toBeGreaterThan(0);
    expect(tasteAffinity(taste, bohoTeal)).toBeGreaterThan(tasteAffinity(taste, traits({ colors: [RED] })));
    expect(tasteAffinity(taste, modernGrey)).toBeLessThan(tasteAffinity(taste, bohoTeal));
  });

  it('lowers products like the ones swapped', () => {
    const taste = learnTaste([swapped(1, { styles: [MODERN], colors: [GREY] })]);
    expect(tasteAffinity(taste, traits({ styles: [MODERN], colors: [GREY], itemClassId: BED }))).toBeLessThan(0);
    expect(tasteAffinity(taste, traits({ styles: [RUSTIC], colors: [RED], materials: [OAK], itemClassId: BED, price: 1 }))).toBe(0);
  });

  it('counts only the latest choice about a product, and is the same for the same choices', () => {
    const changedMind = learnTaste([kept(1), kept(2, { styles: [RUSTIC] }), swapped(1)]);
    expect(changedMind).toEqual(learnTaste([kept(2, { styles: [RUSTIC] }), swapped(1)]));
    expect(tasteAffinity(changedMind, traits({ styles: [BOHO], colors: [TEAL] }))).toBeLessThan(0);
    expect(learnTaste([kept(1), swapped(3, { styles: [MODERN] })])).toEqual(learnTaste([kept(1), swapped(3, { styles: [MODERN] })]));
  });

  it('bands prices by the reference price ranges', () => {
    expect([priceBandOf(0), priceBandOf(9_999), priceBandOf(10_000), priceBandOf(10_000_000)]).toEqual([1, 1, 2, 6]);
  });
});

describe('best match with a taste', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
  const living = { roomTypeId: roomId('Living Room') };
  const candidates: TasteCandidate[] = [
    { id: 1, traits: modernGrey, distance: 0.2, createdAt: at(1) },
    { id: 2, traits: bohoTeal, distance: 0.4, createdAt: at(2) },
    { id: 3, traits: traits({ itemClassId: BED }), distance: 0.1, createdAt: at(3) },
    { id: 4, traits: traits({ styles: [RUSTIC], colors: [RED], materials: [OAK], itemClassId: ARMCHAIR, price: 300_000 }), distance: 0.3, createdAt: at(4) },
  ];
  const ids = (xs: TasteCandidate[]) => xs.map((c) => c.id);

  it('without feedback orders as today: the room first, then likeness, then id', () => {
    expect(roomItemClasses(living.roomTypeId)).not.toContain(BED);
    expect(ids(rankWithTaste(candidates, living, null))).toEqual([1, 4, 2, 3]);
    expect(ids(rankWithTaste(candidates, living, NO_TASTE))).toEqual([1, 4, 2, 3]);
  });

  it('moves what the person kept up and what they swapped down, within the room tiers', () => {
    const taste = learnTaste([kept(10), swapped(11, { styles: [MODERN], colors: [GREY], materials: [OAK], price: 150_000 })]);
    expect(ids(rankWithTaste(candidates, living, taste))).toEqual([2, 4, 1, 3]);
  });

  it('without a picture orders by taste, then newest', () => {
    const flat = candidates.map((c) => ({ ...c, distance: null }));
    expect(ids(rankWithTaste(flat, {}, null))).toEqual([4, 3, 2, 1]);
    // Kept: a boho teal velvet sofa. The bed shares all but its class; the modern sofa only its class.
    expect(ids(rankWithTaste(flat, {}, learnTaste([kept(10)])))).toEqual([2, 3, 1, 4]);
  });
});
