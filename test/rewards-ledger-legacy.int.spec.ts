import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEDGER_GENESIS_HASH, ledgerEntryContent, ledgerHashInput, ledgerStream } from '@decorlook/domain';
import { verifyLedgers } from '../scripts/ledger-verify';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Ledgers written before LEDGER_KEY existed (plain SHA-256, no hash scheme) keep verifying by the
 * old rule; the points earner continues them with keyed entries; an unkeyed entry appended once the
 * key is in use is found as made up. The projectors start only once the old ledger is in place, as
 * on the first start of the version that brought the key.
 */
let s: TestServer;
let ola: Person;
const sha256 = (input: string) => createHash('sha256').update(input).digest('hex');
const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString();

async function approve(imageId: number, minute: number) {
  await s.platform.store.append(`inspirationImage-${imageId}`, 'any', [{ type: 'InspirationImageApproved', data: { imageId, ownerId: ola.id, adminId: 1, approvedAt: at(minute) } }]);
  const { events } = await s.platform.store.readStream(`inspirationImage-${imageId}`);
  return events[events.length - 1];
}

/** An entry as the version before LEDGER_KEY wrote it: no hash scheme, plain SHA-256. */
function unkeyed(entry: number, prevHash: string, fields: Record<string, unknown>) {
  const data: Record<string, unknown> = { userId: ola.id, entry, prevHash, ...fields };
  data.hash = sha256(ledgerHashInput(prevHash, ledgerEntryContent('PointsEarned', data)));
  return { type: 'PointsEarned', data };
}
const report = async () => (await verifyLedgers(s.platform, s.platform.settings.ledgerKey, { userId: ola.id }))[0];

beforeAll(async () => {
  s = await startTestServer({}, { startProjectors: false });
  ola = await testClient(s).person('Ola');
  const first = await approve(901, 1);
  await s.platform.store.append(ledgerStream(ola.id), 'no_stream', [
    unkeyed(1, LEDGER_GENESIS_HASH, { kind: 'approvedImage', points: 50, sourceKey: 'approvedImage:901', sourceEventId: first.eventId, sourceType: first.type, sourceStreamId: first.streamId, earnedAt: at(1) }),
  ]);
}, 120_000);
afterAll(() => s?.close());

describe('a ledger from before LEDGER_KEY', () => {
  it('verifies by the old rule, its entries counted as unkeyed', async () => {
    expect(await report()).toMatchObject({ divergence: null, entries: 1, unkeyed: 1, balance: 50 });
  });

  it('is continued with keyed entries, and still verifies', async () => {
    await approve(902, 2);
    await s.runner.start();
    await vi.waitFor(async () => expect((await s.platform.store.readStream(ledgerStream(ola.id))).events).toHaveLength(2), { timeout: 20_000, interval: 100 });
    const { events } = await s.platform.store.readStream(ledgerStream(ola.id));
    expect(events[1].data).toMatchObject({ entry: 2, hashScheme: 'hmac-sha256', sourceKey: 'approvedImage:902' });
    expect(await report()).toMatchObject({ divergence: null, entries: 2, unkeyed: 1, balance: 100 });
  });

  it('finds an unkeyed entry appended once the key is in use, though it chains and its source is real', async () => {
    // The earner is held, so the made-up entry is the one that lands.
    await s.runner.stop();
    try {
      const { events } = await s.platform.store.readStream(ledgerStream(ola.id));
      const source = await approve(903, 3);
      const prevHash = String((events[1].data as { hash: string }).hash);
      await s.platform.store.append(ledgerStream(ola.id), 1n, [
        unkeyed(3, prevHash, { kind: 'approvedImage', points: 50, sourceKey: 'approvedImage:903', sourceEventId: source.eventId, sourceType: source.type, sourceStreamId: source.streamId, earnedAt: at(3) }),
      ]);
    } finally {
      await s.runner.start();
    }
    expect((await report()).divergence).toMatchObject({ entry: 3, problem: expect.stringContaining('unkeyed entry written after LEDGER_KEY was in use') });
  });
});
