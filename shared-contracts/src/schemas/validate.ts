/** Runs a form schema and reports the first German message per field, for the browser and the api alike. */
import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';

export type FieldErrors = Record<string, string>;
export type FormValidationResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

function firstMessagePerField(error: ValidationError): FieldErrors {
  const fields: FieldErrors = {};
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const item of errors) {
    const key = item.path ?? '';
    if (!(key in fields)) fields[key] = item.message;
  }
  return fields;
}

/**
 * Only the schema's own fields, copied into a prototype-free object: yup looks unknown keys up in
 * `schema.fields`, so a key such as `constructor` or `toString` would reach Object.prototype and throw.
 */
function schemaFieldsOf(schema: AnyObjectSchema, input: unknown): Record<string, unknown> {
  const data: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return data;
  for (const key of Object.keys(schema.fields)) {
    if (Object.prototype.hasOwnProperty.call(input, key)) data[key] = (input as Record<string, unknown>)[key];
  }
  return data;
}

/**
 * Validates all fields (abortEarly false), drops unknown keys and returns the cast (trimmed) value,
 * or the first message of every invalid field. Input that is no object counts as an empty form.
 */
export function validateForm<S extends AnyObjectSchema>(schema: S, input: unknown): FormValidationResult<InferType<S>> {
  const data = schemaFieldsOf(schema, input);
  try {
    const value = schema.validateSync(data, { abortEarly: false, stripUnknown: true }) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { ok: false, fields: firstMessagePerField(error) };
  }
}

/** The first message of one field schema, or null when the value is valid. */
export function validateField(schema: Schema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return error.message;
  }
}
