import { decideLedger } from '@decorlook/domain/rewards/ledger.decide';
import { ledgerStatsOf } from '@decorlook/domain/rewards/ledger';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { loadUser, nowOf } from '../identity/identity';
import { ledgerAggregate, redemptionAfter, sha256 } from './rewards';

/** The event schema keeps keys to 200 characters; a longer key (up to 255 pass the middleware) is kept as its digest. */
const storedKey = (key: string | null) => (key === null ? null : key.length <= 200 ? key : `sha256:${sha256(key)}`);

/**
 * A member redeems points: the account (a verified address is needed) is read from its own
 * stream; the balance is checked inside the ledger stream, so no sequence or concurrency of
 * requests can overspend. The request's Idempotency-Key goes into the event, so a retry that
 * races the first one, or comes after its stored answer is gone, is still that one redemption.
 */
export async function redeemPoints(p: Pick<Platform, 'store' | 'clock' | 'nextId' | 'ledgerHash'>, userId: number, points: number, idempotencyKey: string | null, meta: EventMetadata) {
  const [account, newId] = await Promise.all([loadUser(p, userId), p.nextId('redemption_ids')]);
  const key = storedKey(idempotencyKey);
  const now = nowOf(p);
  const r = await handleCommand(
    p.store,
    ledgerAggregate(userId),
    (s) => decideLedger({ type: 'RedeemPoints', userId, redemptionId: newId, points, idempotencyKey: key, hasVerifiedEmail: account.hasVerifiedEmail && !account.erased, now, hash: p.ledgerHash }, s),
    meta,
  );
  const redemptionId = (key !== null ? r.state.redemptionByKey.get(key) : undefined) ?? newId;
  return { redemption: redemptionAfter(r.state, redemptionId), stats: ledgerStatsOf(r.state), position: r.position };
}
