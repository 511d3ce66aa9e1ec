/**
 * The one way in: a request body or query string checked with a yup schema (the form schemas come from
 * shared-contracts, so the api re-checks exactly what the browser checked) -> the typed, trimmed value,
 * or the one 400 VALIDATION_FAILED with a German message per field.
 */
import { VALIDATION_MESSAGES, validateForm, type FieldErrors } from '@amb/shared-contracts';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { validationFailed } from './errors';

export const MAX_TEXT_LENGTH = 200;
export const INPUT_MESSAGES = {
  tooLong: `Die Eingabe darf höchstens ${MAX_TEXT_LENGTH} Zeichen lang sein.`,
  invalidCharacters: 'Die Eingabe enthält unzulässige Zeichen.',
  invalidType: VALIDATION_MESSAGES.invalidType,
  repeatedParameter: 'Der Parameter darf nur einmal angegeben werden.',
  bodyTooDeep: 'Der Anfrageinhalt ist zu tief verschachtelt.',
  bodyTooLarge: 'Der Anfrageinhalt enthält zu viele Einträge.',
} as const;

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MARKUP = /[<>]/;

const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * A text that may span lines (a message): tabs and line breaks are fine, other control characters and lone
 * surrogates are not; its length is its schema's rule. It is stored and shown as text, never as markup.
 */
export function multilineProblem(value: string): string | null {
  if (LONE_SURROGATE.test(value) || CONTROL_BUT_LINE_BREAKS.test(value)) return INPUT_MESSAGES.invalidCharacters;
  return null;
}

/** The message for one text value, or null when it is acceptable. Passwords may hold '<' and '>'. */
export function textProblem(value: string, { password = false } = {}): string | null {
  if (LONE_SURROGATE.test(value)) return INPUT_MESSAGES.invalidCharacters;
  if (password) return null;
  if (value.length > MAX_TEXT_LENGTH) return INPUT_MESSAGES.tooLong;
  if (CONTROL.test(value) || MARKUP.test(value)) return INPUT_MESSAGES.invalidCharacters;
  return null;
}

/** The field a message belongs to: a list item's message goes under the list (`brFunctions`, not `brFunctions[2]`). */
const fieldOf = (path: string): string => path.replace(/\[\d+\].*$/, '') || '_';

function byField(messages: Iterable<readonly [string, string]>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [path, message] of messages) fields[fieldOf(path)] ??= message;
  return fields;
}

/** yup's error collection, keyed by field (first message per field). */
export function fieldErrorsOf(error: ValidationError): FieldErrors {
  const all = error.inner.length > 0 ? error.inner : [error];
  return byField(all.map((e) => [e.path ?? '', e.message] as const));
}

export interface BodyOptions {
  /**
   * Also hold every string field to the api's plain-text rules (at most MAX_TEXT_LENGTH characters, no
   * control characters, no markup), for forms whose shared schema has no character rules of its own
   * (the account forms). Fields named in `passwordFields` are only checked for lone surrogates.
   */
  plainText?: boolean;
  passwordFields?: readonly string[];
  /** Fields that may span lines (messages): checked with multilineProblem instead of the one-line rules. */
  multilineFields?: readonly string[];
}

/** A JSON body checked with a form schema (unknown keys dropped, strings trimmed). */
export function parseBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  { plainText = false, passwordFields = ['password'], multilineFields = [] }: BodyOptions = {},
): InferType<S> {
  const result = validateForm(schema, body);
  const fields = result.ok ? {} : byField(Object.entries(result.fields));
  if (plainText) {
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
      const problem = multilineFields.includes(key)
        ? multilineProblem(value)
        : textProblem(password ? value : value.trim(), { password });
      if (problem) fields[key] = problem;
    }
  }
  if (!result.ok || Object.keys(fields).length > 0) throw validationFailed(fields);
  return result.value;
}

/** A query string checked with a schema: values trimmed, empty ones absent, a repeated parameter refused. */
export function parseQuery<S extends AnyObjectSchema>(schema: S, query: Record<string, unknown>): InferType<S> {
  const input: Record<string, string> = {};
  const repeated: FieldErrors = {};
  for (const key of Object.keys(schema.fields)) {
    const value = query[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      repeated[key] = INPUT_MESSAGES.repeatedParameter;
      continue;
    }
    const trimmed = value.trim();
    if (trimmed !== '') input[key] = trimmed;
  }
  if (Object.keys(repeated).length > 0) throw validationFailed(repeated);
  try {
    return schema.validateSync(input, { abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError) throw validationFailed(fieldErrorsOf(error));
    throw error;
  }
}
