/**
 * Whether a failure is the database's or the network's passing state rather than the event's:
 * worth retrying with backoff, never a reason to stop a projector.
 */
const TRANSIENT_SQLSTATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
]);
const TRANSIENT_NODE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const TRANSIENT_MESSAGE = /connection terminated|connection reset|terminating connection|connection error|timeout exceeded when trying to connect|Connection refused/i;

/**
 * A reactor that reads a read model found it behind the event at hand (what it looks for may not
 * be there yet): its batch is tried again shortly, never taken for a poison event.
 */
export class ReadModelBehind extends Error {
  constructor(readModel: string) {
    super(`${readModel} has not reached this event yet`);
    this.name = 'ReadModelBehind';
  }
}

export function isTransientError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  if (err instanceof ReadModelBehind) return true;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code) || TRANSIENT_SQLSTATES.has(code) || TRANSIENT_NODE_CODES.has(code)) return true;
    // Any other SQLSTATE (a constraint, a type, a syntax error) is about what was written.
    if (/^[0-9A-Z]{5}$/.test(code)) return false;
  }
  if (err instanceof Error && TRANSIENT_MESSAGE.test(err.message)) return true;
  const cause = (err as { cause?: unknown }).cause;
  return cause !== undefined && cause !== err && isTransientError(cause);
}

/**
 * The database said it is going away or not up yet: a fast or immediate shutdown ended the session
 * (57P01, 57P02), or it is starting or stopping (57P03). On Ctrl-C in a terminal the embedded
 * PostgreSQL gets the signal at the same moment as the site, so a batch in flight meets this on
 * every ordinary stop: it is the database's state, not a fault of the batch.
 */
export function isDatabaseGoingAway(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (code === '57P01' || code === '57P02' || code === '57P03') return true;
  const cause = (err as { cause?: unknown }).cause;
  return cause !== undefined && cause !== err && isDatabaseGoingAway(cause);
}

/** Exponential backoff: `base` doubling per consecutive failure up to `max`, with full jitter over its upper half. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
