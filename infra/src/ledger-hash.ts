import { createHash, createHmac } from 'node:crypto';
import type { LedgerHashes } from '@decorlook/domain/rewards/ledger';

/**
 * The point ledgers' hashes: HMAC-SHA256 (hex) keyed with LEDGER_KEY for every entry written now,
 * so no one without the key (the site and the auditors hold it) can make up an entry whose chain
 * verifies; plain SHA-256 only to verify entries written before the key existed.
 */
export const ledgerHmac =
  (key: string) =>
  (input: string): string =>
    createHmac('sha256', key).update(input).digest('hex');

export const plainSha256 = (input: string): string => createHash('sha256').update(input).digest('hex');

export const ledgerHashes = (key: string): LedgerHashes => ({ keyed: ledgerHmac(key), plain: plainSha256 });
