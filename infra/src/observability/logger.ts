import pino from 'pino';
import { logSerializers } from './redact';

export type Logger = pino.Logger;

/**
 * Structured JSON logs; LOG_LEVEL picks the level (silent under test unless asked). Requests and
 * errors go through the redacting serializers, so no token, address or SQL value reaches a log.
 */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'), destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = { name, level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime, serializers: logSerializers };
  return destination ? pino(options, destination) : pino(options);
}
