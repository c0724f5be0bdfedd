import { describe, expect, it } from 'vitest';
import { meterOf, NO_METER } from './present';

const card = { id: 9, title: 'Walnut lamp', slug: 'walnut-lamp', item_class_id: 4, price: 12000, media_user_id: 3, media_hash: 'b'.repeat(32) };

describe("the compatibility meter's answer", () => {
  it('gives no score before a model is trained, and says why', () => {
    expect(NO_METER).toEqual({ score: null, reasons: [expect.objectContaining({ code: 'no-model', effect: 'lowers' })], suggestion: null, trainedAt: null });
  });

  it('asks for a second product before it scores, and may still suggest one', () => {
    const meter = meterOf(null, { card, score: 61 }, '2026-11-27T10:00:00.000Z');
    expect(meter.score).toBeNull();
    expect(meter.reasons).toEqual([{ code: 'too-few', text: 'Add at least two products to see how well they go together', effect: 'lowers' }]);
    expect(meter.suggestion).toEqual({ productId: 9, title: 'Walnut lamp', slug: 'walnut-lamp', itemClassId: 4, price: 12000, media: { userId: 3, hash: 'b'.repeat(32) }, score: 61 });
    expect(meter.trainedAt).toBe('2026-11-27T10:00:00.000Z');
  });

  it("shows the score and the reasons' words, not the model's contributions", () => {
    const meter = meterOf({ score: 72, reasons: [{ code: 'style', text: 'The styles agree', effect: 'raises', contribution: 0.41 }] }, null, '2026-11-27T10:00:00.000Z');
    expect(meter).toEqual({ score: 72, reasons: [{ code: 'style', text: 'The styles agree', effect: 'raises' }], suggestion: null, trainedAt: '2026-11-27T10:00:00.000Z' });
  });
});
