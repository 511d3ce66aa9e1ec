import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { MESSAGES, type ErrorCode } from '@amb/shared-contracts';

export function sendError(res: Response, status: number, code: ErrorCode, message: string): void {
  res.status(status).json({ error: { code, message } });
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  sendError(res, 404, 'NOT_FOUND', MESSAGES.notFound);
};

/** The one place errors end: German JSON, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = (error as { status?: number }).status ?? 500;
  if (status >= 500) console.error('[bff]', error);
  if (status === 404) sendError(res, 404, 'NOT_FOUND', MESSAGES.notFound);
  else if (status < 500) sendError(res, status, 'BAD_REQUEST', MESSAGES.invalidInput);
  else sendError(res, 500, 'INTERNAL_ERROR', MESSAGES.serverError);
};
