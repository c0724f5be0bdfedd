import compressionMiddleware from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this gain less from compression than the CPU it costs. */
export const COMPRESSION_THRESHOLD = '1kb';

/**
 * Compresses answers (JSON above all) with gzip or brotli, as the client's Accept-Encoding asks.
 * Left alone: answers that already carry a Content-Encoding (the web client's pre-compressed
 * assets) and Server-Sent Events, whose chunks must reach the client as they are written.
 */
export function shouldCompress(req: Request, res: Response): boolean {
  if (res.getHeader('Content-Encoding')) return false;
  const type = String(res.getHeader('Content-Type') ?? '');
  if (type.startsWith('text/event-stream')) return false;
  return compressionMiddleware.filter(req, res);
}

export function compression(): RequestHandler {
  return compressionMiddleware({ threshold: COMPRESSION_THRESHOLD, filter: shouldCompress });
}
