/**
 * A fresh Idempotency-Key. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost); random bytes serve everywhere else.
 */
export function newIdempotencyKey(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
