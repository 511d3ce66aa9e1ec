import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { ERROR_STATUS, MESSAGES, type ErrorCode } from '@amb/shared-contracts';

/** `{ error: { code, message } }` with the status of the code in the ErrorCode table (or a passed-through 4xx). */
export function sendError(res: Response, code: ErrorCode, message: string, status: number = ERROR_STATUS[code]): void {
  res.status(status).json({ error: { code, message } });
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  sendError(res, 'NOT_FOUND', MESSAGES.notFound);
};

/** The one place errors end: German JSON, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = (error as { status?: number }).status ?? 500;
  if (status >= 500) console.error('[bff]', error);
  if (status === 404) sendError(res, 'NOT_FOUND', MESSAGES.notFound);
  else if (status < 500) sendError(res, 'BAD_REQUEST', MESSAGES.invalidInput, status);
  else sendError(res, 'INTERNAL_ERROR', MESSAGES.serverError);
};
