/**
 * The one way down: every error a client sees is an HttpError over the ErrorCode table of
 * shared-contracts (the status comes from ERROR_STATUS); errorHandler.ts turns it into JSON.
 */
import { AUTH_MESSAGES, ERROR_STATUS, MESSAGES, type ErrorCode, type FieldErrors } from '@amb/shared-contracts';

export type { FieldErrors };

/** An error with the status, code and German message the client should see. */
export class HttpError extends Error {
  readonly status: number;

  /** `status` only for what the table cannot know: a body-parser 4xx passed through as BAD_REQUEST. */
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    status: number = ERROR_STATUS[code],
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

export const httpError = (code: ErrorCode, message: string, fields?: FieldErrors): HttpError =>
  new HttpError(code, message, fields);

/** 400 VALIDATION_FAILED with a German message per field. */
export const validationFailed = (fields: FieldErrors, message: string = MESSAGES.invalidInput): HttpError =>
  httpError('VALIDATION_FAILED', message, fields);

export const notFound = (message: string = MESSAGES.notFound): HttpError => httpError('NOT_FOUND', message);

export const loginRequired = (): HttpError => httpError('LOGIN_REQUIRED', AUTH_MESSAGES.loginRequired);

export const forbidden = (message: string = AUTH_MESSAGES.forbidden): HttpError => httpError('FORBIDDEN', message);
