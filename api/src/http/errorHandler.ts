/** The 404 handler and the one error middleware: `{ error: { code, message, fields? } }`, never a stack trace. */
import { MESSAGES } from '@amb/shared-contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidationError } from 'yup';
import { isDatabaseUnavailable } from '../db/unavailable';
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
  if (isDatabaseUnavailable(err)) return httpError('DATABASE_UNAVAILABLE', MESSAGES.databaseUnavailable);
  const status = parserError.status ?? parserError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError('BAD_REQUEST', 'Die Anfrage ist ungültig.', undefined, status);
  }
  return httpError('INTERNAL_ERROR', MESSAGES.serverError);
}

/** How soon a client may try again after a 503 of an unreachable database (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The one error middleware: JSON `{ error: { code, message, fields? } }`, never a stack trace. */
export function errorHandler(log: (error: unknown) => void): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const http = toHttpError(err);
    const unavailable = http.code === 'DATABASE_UNAVAILABLE';
    // A database restart fails every request for a few seconds: one line each, not a stack trace each.
    if (unavailable)
      log(`Datenbank nicht erreichbar / database unavailable: ${req.method} ${req.path}: ${String(err)}`);
    else if (http.status >= 500) log(err);
    if (res.headersSent) {
      res.end();
      return;
    }
    if (unavailable) res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res
      .status(http.status)
      .json({ error: { code: http.code, message: http.message, ...(http.fields ? { fields: http.fields } : {}) } });
  };
}
