/** Server-side input rules on top of the shared form schemas: length, control characters, markup. */
import { MESSAGES, validateForm, type FieldErrors } from '@amb/shared-contracts';
import type { AnyObjectSchema, InferType } from 'yup';
import { HttpError } from '../errors';

export const MAX_TEXT_LENGTH = 200;
export const INPUT_MESSAGES = {
  tooLong: `Die Eingabe darf höchstens ${MAX_TEXT_LENGTH} Zeichen lang sein.`,
  invalidCharacters: 'Die Eingabe enthält unzulässige Zeichen.',
  invalidType: 'Die Eingabe ist ungültig.',
} as const;

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MARKUP = /[<>]/;

/** The message for one text value, or null when it is acceptable. Passwords may hold '<' and '>'. */
export function textProblem(value: string, { password = false } = {}): string | null {
  if (LONE_SURROGATE.test(value)) return INPUT_MESSAGES.invalidCharacters;
  if (password) return null;
  if (value.length > MAX_TEXT_LENGTH) return INPUT_MESSAGES.tooLong;
  if (CONTROL.test(value) || MARKUP.test(value)) return INPUT_MESSAGES.invalidCharacters;
  return null;
}

export const validationError = (fields: FieldErrors): HttpError =>
  new HttpError(400, 'VALIDATION_FAILED', MESSAGES.invalidInput, fields);

/**
 * Validates a JSON body with a shared schema and the text rules; throws 400 VALIDATION with German
 * messages per field. Keys listed in `passwordFields` skip the markup and length rules (the schema limits them).
 */
export function parseBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  passwordFields: readonly string[] = ['password'],
): InferType<S> {
  const result = validateForm(schema, body);
  const fields: FieldErrors = result.ok ? {} : { ...result.fields };
  // The rules look at what would be stored (the schema's trimmed values), so a trailing tab that the
  // schema trims away is no more an error here than in the settings form.
  const data = result.ok
    ? (result.value as Record<string, unknown>)
    : typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  for (const key of Object.keys(schema.fields)) {
    const value = data[key];
    if (typeof value !== 'string' || key in fields) continue;
    const password = passwordFields.includes(key);
    const problem = textProblem(password ? value : value.trim(), { password });
    if (problem) fields[key] = problem;
  }
  if (!result.ok || Object.keys(fields).length > 0) throw validationError(fields);
  return result.value;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
