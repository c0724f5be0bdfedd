import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodesStream } from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { isoAt, startProjectorKit, type ProjectorKit } from '../projector-kit.int';
import { affiliateCodesProjector } from './projector';

/** The affiliate-codes projector: added, changed and deleted codes, delivered once or twice. */
let kit: ProjectorKit;
const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });

beforeAll(async () => {
  kit = await startProjectorKit([affiliateCodesProjector]);
  await kit.append(affiliateCodesStream(10), [
    ev('AffiliateCodeAdded', { codeId: 1, userId: 10, siteId: 2, code: 'nest-10', addedAt: isoAt(1) }),
    ev('AffiliateCodeAdded', { codeId: 2, userId: 10, siteId: 6, code: 'maison-10', addedAt: isoAt(2) }),
  ]);
  await kit.append(affiliateCodesStream(11), [ev('AffiliateCodeAdded', { codeId: 3, userId: 11, siteId: 2, code: 'nest-11', addedAt: isoAt(3) })]);
  await kit.append(affiliateCodesStream(10), [ev('AffiliateCodeChanged', { codeId: 1, userId: 10, code: 'nest-10b', changedAt: isoAt(4) })]);
  await kit.append(affiliateCodesStream(10), [ev('AffiliateCodeDeleted', { codeId: 2, userId: 10, siteId: 6, deletedAt: isoAt(5) })]);
});
afterAll(() => kit?.close());

describe('the affiliate-codes projector', () => {
  it('keeps each code current; a deleted one stays flagged so nothing older brings it back', async () => {
    expect((await kit.rows('affiliate_codes')).map((r) => [r.id, r.user_id, r.site_id, r.code, r.deleted])).toEqual([
      [1, 10, 2, 'nest-10b', false],
      [2, 10, 6, 'maison-10', true],
      [3, 11, 2, 'nest-11', false],
    ]);
  });

  it('gives the same rows when every event is delivered twice, and after a replay', async () => {
    const { live, once, twice } = await kit.deliverTwice(affiliateCodesProjector);
    expect(twice).toEqual(once);
    expect(once).toEqual(live);
    await kit.replay(affiliateCodesProjector);
    expect([await kit.rows('affiliate_codes', '1, 2')]).toEqual(live);
  });
});
