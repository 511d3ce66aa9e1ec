import { MESSAGES, isApiErrorBody, isErrorCode, type ErrorCode } from '@amb/shared-contracts/core';

/** What a failed call tells the page: a general German message and messages per field. */
export interface Failure {
  status: number;
  /** The server's error code (errorCodes.ts), when it sent one: what a page branches on (EVENT_FULL …). */
  code: ErrorCode | null;
  message: string;
  fields: Record<string, string>;
}

/**
 * Reads an RTK Query error (from `requestBaseQuery`, or thrown by `unwrap()`): the server's German
 * `{ error: { message, fields } }` when it sent one, otherwise a generic German message.
 */
export function failureOf(error: unknown): Failure {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  if (isApiErrorBody(data)) {
    const code = isErrorCode(data.error.code) ? data.error.code : null;
    return { status, code, message: data.error.message, fields: { ...(data.error.fields ?? {}) } };
  }
  return {
    status,
    code: null,
    message: status === 0 ? MESSAGES.apiUnavailable : MESSAGES.unexpectedError,
    fields: {},
  };
}
