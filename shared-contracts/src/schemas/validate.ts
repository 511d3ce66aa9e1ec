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
 * Validates all fields (abortEarly false), strips unknown keys and returns the cast (trimmed) value,
 * or the first message of every invalid field. Input that is no object counts as an empty form.
 */
export function validateForm<S extends AnyObjectSchema>(schema: S, input: unknown): FormValidationResult<InferType<S>> {
  const data = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
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
