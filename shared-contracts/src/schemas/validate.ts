/** Runs a form schema and reports the first German message per field, for the browser and the api alike. */
import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { VALIDATION_MESSAGES } from './messages';

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

/** The parts of a yup schema the type check reads (yup keeps a field's typeError message as an internal test). */
interface SchemaNode {
  type: string;
  fields?: Record<string, SchemaNode>;
  innerType?: SchemaNode;
  internalTests?: { typeError?: { OPTIONS?: { message?: unknown } } };
  validateSync(value: unknown, options?: object): unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Which JSON values a schema type takes before yup casts them; anything else is refused, never coerced. */
function typeFits(type: string, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  switch (type) {
    case 'string':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    case 'number':
      return typeof value === 'number' || typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    default:
      return true;
  }
}

/** The field's German message for a value of the wrong type: its typeError, else its "required" message. */
function typeMessage(schema: SchemaNode): string {
  const own = schema.internalTests?.typeError?.OPTIONS?.message;
  if (typeof own === 'string') return own;
  try {
    schema.validateSync(undefined, { strict: true });
  } catch (error) {
    if (ValidationError.isError(error) && typeof error.message === 'string' && error.errors.length === 1) {
      return error.message;
    }
  }
  return VALIDATION_MESSAGES.invalidType;
}

/**
 * The strict type step before any rule runs: every value (nested objects and list items too) must have
 * its field's JSON type, so no rule (a trim, a number cast) ever sees an object where it expects a string.
 */
function typeErrors(schema: SchemaNode, value: unknown, path: string, errors: FieldErrors): void {
  if (!typeFits(schema.type, value)) {
    errors[path || '_'] ??= typeMessage(schema);
    return;
  }
  if (schema.type === 'object' && schema.fields && isPlainObject(value)) {
    for (const [key, field] of Object.entries(schema.fields)) {
      if (Object.prototype.hasOwnProperty.call(value, key)) {
        typeErrors(field, value[key], path ? `${path}.${key}` : key, errors);
      }
    }
  } else if (schema.type === 'array' && schema.innerType && Array.isArray(value)) {
    value.forEach((item, index) => typeErrors(schema.innerType!, item, `${path}[${index}]`, errors));
  }
}

/**
 * Validates all fields (abortEarly false), drops unknown keys and returns the cast (trimmed) value,
 * or the first message of every invalid field. Input that is no object counts as an empty form.
 */
export function validateForm<S extends AnyObjectSchema>(schema: S, input: unknown): FormValidationResult<InferType<S>> {
  const data = schemaFieldsOf(schema, input);
  const wrongTypes: FieldErrors = {};
  typeErrors(schema as unknown as SchemaNode, data, '', wrongTypes);
  if (Object.keys(wrongTypes).length > 0) return { ok: false, fields: wrongTypes };
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
