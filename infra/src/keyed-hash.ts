import { createHmac } from 'node:crypto';

/**
 * A keyed hash (HMAC-SHA-256) of a value that must not appear in stream names or logs, such as an
 * email address or a client address.
 */
export function keyedHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex').slice(0, 40);
}
