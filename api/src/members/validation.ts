import { MESSAGES, validateForm } from '@amb/shared-contracts';
import type { AnyObjectSchema, InferType } from 'yup';
import { HttpError, type FieldErrors } from '../errors';

/** 400 `{ error: { code: 'VALIDATION_FAILED', message, fields } }`. */
export const validationError = (fields: FieldErrors): HttpError =>
  new HttpError(400, 'VALIDATION_FAILED', MESSAGES.invalidInput, fields);

/**
 * The request body checked with a form schema (unknown keys dropped, strings trimmed); a list item's
 * message is reported under the list's field name (`brFunctions`, not `brFunctions[2]`).
 */
export function parseBody<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  const result = validateForm(schema, body);
  if (result.ok) return result.value;
  const fields: FieldErrors = {};
  for (const [path, message] of Object.entries(result.fields)) {
    const key = path.replace(/\[\d+\].*$/, '') || '_';
    fields[key] ??= message;
  }
  throw validationError(fields);
}
