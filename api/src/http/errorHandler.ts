/** The 404 handler and the one error middleware: `{ error: { code, message, fields? } }`, never a stack trace. */
import { MESSAGES } from '@amb/shared-contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidationError } from 'yup';
import { HttpError, httpError, notFound, validationFailed } from './errors';
import { fieldErrorsOf } from './validation';

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(notFound());
};

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof ValidationError) return validationFailed(fieldErrorsOf(err));
  const parserError = (err ?? {}) as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    return httpError('INVALID_JSON', 'Der Anfrageinhalt ist kein gültiges JSON.');
  }
  if (parserError.type === 'entity.too.large') {
    return httpError('PAYLOAD_TOO_LARGE', 'Der Anfrageinhalt ist zu groß.');
  }
  const status = parserError.status ?? parserError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError('BAD_REQUEST', 'Die Anfrage ist ungültig.', undefined, status);
  }
  return httpError('INTERNAL_ERROR', MESSAGES.serverError);
}

/** The one error middleware: JSON `{ error: { code, message, fields? } }`, never a stack trace. */
export function errorHandler(log: (error: unknown) => void): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const http = toHttpError(err);
    if (http.status >= 500) log(err);
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .status(http.status)
      .json({ error: { code: http.code, message: http.message, ...(http.fields ? { fields: http.fields } : {}) } });
  };
}
