import { MESSAGES, type ErrorCode } from '@amb/shared-contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidationError } from 'yup';

export type FieldErrors = Record<string, string>;

/** An error with the status, code and German message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (fields: FieldErrors, message: string = MESSAGES.invalidInput): HttpError =>
  new HttpError(400, 'VALIDATION_FAILED', message, fields);

/** yup's error collection, keyed by field (first message per field). */
export function fieldErrorsOf(error: ValidationError): FieldErrors {
  const fields: FieldErrors = {};
  const all = error.inner.length > 0 ? error.inner : [error];
  for (const e of all) {
    const key = e.path || '_';
    fields[key] ??= e.message;
  }
  return fields;
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'NOT_FOUND', MESSAGES.notFound));
};

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof ValidationError) return badRequest(fieldErrorsOf(err));
  const parserError = (err ?? {}) as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    return new HttpError(400, 'INVALID_JSON', 'Der Anfrageinhalt ist kein gültiges JSON.');
  }
  if (parserError.type === 'entity.too.large') {
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Der Anfrageinhalt ist zu groß.');
  }
  const status = parserError.status ?? parserError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, 'BAD_REQUEST', 'Die Anfrage ist ungültig.');
  }
  return new HttpError(500, 'INTERNAL_ERROR', MESSAGES.serverError);
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
