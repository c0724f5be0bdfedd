import { describe, expect, it } from 'vitest';
import { backoffDelay, isDatabaseGoingAway, isTransientError, ReadModelBehind } from './transient';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('transient failures', () => {
  it('retries what the database or the network may not say again: lost connections, serialization, deadlock, shutdown, too many connections', () => {
    for (const code of ['08006', '08003', '08P01', '40001', '40P01', '57P01', '53300', 'ECONNRESET', 'EPIPE']) expect(isTransientError(pgError(code)), code).toBe(true);
    expect(isTransientError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientError(new Error('write failed', { cause: pgError('ECONNRESET') }))).toBe(true);
  });

  it('retries a reactor that found the read model it reads behind the event at hand', () => {
    expect(isTransientError(new ReadModelBehind('look-boards'))).toBe(true);
  });

  it('does not retry what the event itself causes: constraints, types, bugs', () => {
    for (const code of ['23505', '22P02', '42P01', '23502']) expect(isTransientError(pgError(code, 'connection error in the message')), code).toBe(false);
    expect(isTransientError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isTransientError('a string')).toBe(false);
  });

  it('backs off exponentially, capped, with jitter over the upper half', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 100, 1000, () => 1))).toEqual([100, 200, 400, 800]);
    expect(backoffDelay(10, 100, 1000, () => 1)).toBe(1000);
    expect(backoffDelay(10, 100, 1000, () => 0)).toBe(500);
    expect(backoffDelay(3, 100, 1000, () => 0.5)).toBe(300);
  });

  it('tells a database stopping or starting (a Ctrl-C reaches it too) from a fault', () => {
    for (const code of ['57P01', '57P02', '57P03']) expect(isDatabaseGoingAway(pgError(code)), code).toBe(true);
    expect(isDatabaseGoingAway(new Error('batch failed', { cause: pgError('57P01') }))).toBe(true);
    for (const code of ['08006', '40001', '23505', 'ECONNRESET']) expect(isDatabaseGoingAway(pgError(code)), code).toBe(false);
    expect(isDatabaseGoingAway(null)).toBe(false);
  });
});
