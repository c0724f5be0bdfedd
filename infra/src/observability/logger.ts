import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs; LOG_LEVEL picks the level (silent under test unless asked). */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info')): Logger {
  return pino({ name, level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime });
}
