import { describe, expect, it } from 'vitest';
import { nextNice, PRIORITY } from './thread-priority';

describe('the projector thread priority', () => {
  it('runs below the requests while its batches are fresh', () => {
    expect(nextNice(PRIORITY.NORMAL, 5)).toBe(PRIORITY.LOW);
    expect(nextNice(PRIORITY.LOW, PRIORITY.CAUGHT_UP_MS - 1)).toBe(PRIORITY.LOW);
  });

  it('runs beside the requests once a batch is more than a tenth of a second behind', () => {
    expect(nextNice(PRIORITY.LOW, PRIORITY.BEHIND_MS + 1)).toBe(PRIORITY.NORMAL);
    expect(nextNice(PRIORITY.LOW, 8_000)).toBe(PRIORITY.NORMAL);
  });

  it('keeps its priority in between, so it does not flap at one threshold', () => {
    expect(nextNice(PRIORITY.NORMAL, 60)).toBe(PRIORITY.NORMAL);
    expect(nextNice(PRIORITY.LOW, 60)).toBe(PRIORITY.LOW);
  });
});
