import { readlinkSync } from 'node:fs';
import os from 'node:os';
import type { RecordedEvent } from '../event-store/types';

/**
 * The projector thread's CPU priority, as a policy: requests first, unless the read models fall
 * behind. While the projectors keep up, their thread runs below the thread that answers requests
 * (nice `LOW`), so when both want the CPU the requests go first and the projectors take the gaps.
 * Once a batch applies events older than `BEHIND_MS` (a sustained load the gaps do not absorb),
 * the thread runs at the request thread's priority until its batches are fresh again (newer than
 * `CAUGHT_UP_MS`), so a read model is never left seconds behind. Where the system refuses to
 * raise a thread's priority again (an unprivileged process under RLIMIT_NICE 0), it stays low.
 */
export const PRIORITY = { LOW: 10, NORMAL: 0, BEHIND_MS: 100, CAUGHT_UP_MS: 25 } as const;

/** The nice value for the thread after a batch whose newest event is `ageMs` old. */
export function nextNice(current: number, ageMs: number): number {
  if (ageMs > PRIORITY.BEHIND_MS) return PRIORITY.NORMAL;
  if (ageMs < PRIORITY.CAUGHT_UP_MS) return PRIORITY.LOW;
  return current;
}

/** This thread's id (Linux schedules threads as tasks; /proc/thread-self names this one), or null elsewhere. */
function threadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Applies the policy to the calling thread: starts low, and is told of each applied batch. Where
 * threads cannot be told apart (not Linux), the thread keeps the process's priority.
 */
export function threadPriority(now: () => number = Date.now): { onApplied(events: readonly RecordedEvent[]): void; nice(): number } {
  const tid = threadId();
  let current: number = PRIORITY.NORMAL;
  const set = (nice: number) => {
    if (tid === null || nice === current) return;
    try {
      os.setPriority(tid, nice);
      current = nice;
    } catch {
      // Raising it back may be refused where lowering is not (no CAP_SYS_NICE, RLIMIT_NICE): keep
      // what the system allows.
    }
  };
  set(PRIORITY.LOW);
  return {
    onApplied(events) {
      const newest = events[events.length - 1];
      if (newest) set(nextNice(current, now() - newest.createdAt.getTime()));
    },
    nice: () => current,
  };
}
