import { describe, expect, it } from 'vitest';
import { REFERENCE_ENUMS } from '../site/reference-data';
import { bestMatchTiers, rankBestMatches, ROOM_ITEM_CLASSES, roomItemClasses, tierOf } from './room-fit';

const room = (name: string) => REFERENCE_ENUMS.roomTypes.find((e) => e.name === name)!.id;
const cls = (name: string) => REFERENCE_ENUMS.itemClasses.find((e) => e.name === name)!.id;
const names = (ids: readonly number[]) => ids.map((id) => REFERENCE_ENUMS.itemClasses.find((e) => e.id === id)!.name);

describe('what belongs in a room', () => {
  it('names a list of item classes for every room type the site ships with', () => {
    for (const r of REFERENCE_ENUMS.roomTypes.filter((e) => e.name !== 'NONE')) expect(roomItemClasses(r.id).length, r.name).toBeGreaterThan(5);
    expect(ROOM_ITEM_CLASSES.size).toBe(10);
  });

  it('keeps bedroom furniture and desks out of the kitchen, and dining furniture out of the bedroom', () => {
    const kitchen = names(roomItemClasses(room('Kitchen')));
    expect(kitchen).toEqual(expect.arrayContaining(['Bar Stool', 'Dining Table', 'Dining Chair', 'Pendant Light']));
    for (const wrong of ['Bed', 'Dresser', 'Wardrobe', 'Desk', 'Office Chair']) expect(kitchen).not.toContain(wrong);
    const bedroom = names(roomItemClasses(room('Bedroom')));
    expect(bedroom).toEqual(expect.arrayContaining(['Bed', 'Nightstand', 'Dresser', 'Table Lamp', 'Rug']));
    for (const wrong of ['Dining Table', 'Desk', 'Office Chair', 'Bar Stool']) expect(bedroom).not.toContain(wrong);
    const living = names(roomItemClasses(room('Living Room')));
    for (const wrong of ['Desk', 'Wardrobe', 'Office Chair', 'Bed']) expect(living).not.toContain(wrong);
  });

  it('has no preference for no room type or an unknown one', () => {
    expect(roomItemClasses(null)).toEqual([]);
    expect(roomItemClasses(100)).toEqual([]);
    expect(bestMatchTiers({ roomTypeId: null })).toEqual([]);
  });
});

describe('the best-match order', () => {
  const kitchen = room('Kitchen');
  const candidates = [
    { id: 1, itemClassId: cls('Bed'), distance: 0.1 },
    { id: 2, itemClassId: cls('Bar Stool'), distance: 0.9 },
    { id: 3, itemClassId: cls('Dresser'), distance: 0.2 },
    { id: 4, itemClassId: cls('Pendant Light'), distance: 0.5 },
    { id: 5, itemClassId: cls('Dining Table'), distance: 0.5 },
    { id: 6, itemClassId: cls('Desk'), distance: 0.05 },
  ];

  it('puts the classes that belong in the room first, then the rest, each by likeness, ties by id', () => {
    expect(rankBestMatches(candidates, { roomTypeId: kitchen }).map((c) => c.id)).toEqual([4, 5, 2, 6, 1, 3]);
  });

  it('puts what a request asked for before the rest of the room', () => {
    expect(rankBestMatches(candidates, { roomTypeId: kitchen, wanted: [cls('Bar Stool')] }).map((c) => c.id)).toEqual([2, 4, 5, 6, 1, 3]);
  });

  it('ranks a wanted class first even when it does not belong in the room', () => {
    expect(rankBestMatches(candidates, { roomTypeId: kitchen, wanted: [cls('Dresser')] }).map((c) => c.id)).toEqual([3, 4, 5, 2, 6, 1]);
    expect(tierOf(bestMatchTiers({ roomTypeId: kitchen, wanted: [cls('Dresser')] }), cls('Dresser'))).toBe(0);
  });

  it('orders by likeness alone without a room or request', () => {
    expect(rankBestMatches(candidates, {}).map((c) => c.id)).toEqual([6, 1, 3, 4, 5, 2]);
  });

  it('lists a wanted class once, in the first tier only', () => {
    const tiers = bestMatchTiers({ roomTypeId: kitchen, wanted: [cls('Bar Stool'), cls('Bar Stool')] });
    expect(tiers[0]).toEqual([cls('Bar Stool')]);
    expect(tiers[1]).not.toContain(cls('Bar Stool'));
  });
});
