import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, MESSAGES, RateLimited, ValidationFailed } from '@decorlook/domain';
import { EventRejected, WrongExpectedVersion } from '../event-store/types';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  requestId?: string;
}

const STATUS: Record<DomainError['kind'], number> = {
  validation: 422,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  gone: 410,
  unauthenticated: 401,
  rate_limited: 429,
  too_large: 413,
  unsupported_media: 415,
};

/** The one place errors become HTTP answers (api.md's status map). No stack or SQL leaves. */
export function toHttpError(err: unknown, requestId?: string): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (err instanceof DomainError) {
    const body: ErrorBody = { message: err.message };
    if (err instanceof ValidationFailed) body.errors = err.errors;
    const headers = err instanceof RateLimited ? { 'Retry-After': String(err.retryAfterSeconds) } : undefined;
    return { status: STATUS[err.kind], body, headers };
  }
  if (err instanceof WrongExpectedVersion) return { status: 409, body: { message: MESSAGES.conflict } };
  if (err instanceof EventRejected) return { status: 422, body: { message: MESSAGES.invalidData, errors: {} } };
  const e = err as { type?: string; status?: number };
  if (e?.type === 'entity.parse.failed') return { status: 400, body: { message: MESSAGES.malformedJson } };
  if (e?.type === 'entity.too.large') return { status: 413, body: { message: 'The request body is too large.' } };
  if (e?.type === 'charset.unsupported' || e?.type === 'encoding.unsupported') return { status: 415, body: { message: 'Unsupported request encoding.' } };
  return { status: 500, body: { message: MESSAGES.unknownError, requestId } };
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const { status, body, headers } = toHttpError(err, req.ctx?.requestId);
  if (status >= 500) req.log?.error({ err }, 'request failed');
  if (headers) res.set(headers);
  if (res.headersSent) return;
  res.status(status).json(body);
};

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.notFound });
};
