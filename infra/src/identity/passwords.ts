import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id. The OWASP-recommended cost in every mode but tests, where PASSWORD_HASH_COST=test
 * (or NODE_ENV=test) makes hashing cheap so suites stay fast.
 */
const cheap = () => process.env.PASSWORD_HASH_COST === 'test' || process.env.NODE_ENV === 'test' || !!process.env.VITEST;
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, cheap() ? { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 } : { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend comparable time when there is no account, so timing does not reveal one.
    await hashPassword(password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
