/**
 * fast-check generators of malformed request bodies for the write-route fuzz test: wrong types in every
 * field any shared form schema knows, deep nesting, prototype keys, unknown keys, non-objects, huge and
 * numeric-looking strings, truncated JSON, empty bodies and other content types.
 */
import * as contracts from '@amb/shared-contracts';
import fc from 'fast-check';

/** One request body as it goes on the wire. */
export interface RawBody {
  contentType: string | null;
  payload: string;
}

interface SchemaLike {
  fields?: Record<string, unknown>;
  innerType?: unknown;
}

const isSchema = (value: unknown): value is SchemaLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { validateSync?: unknown }).validateSync === 'function';

function collectFields(schema: SchemaLike, into: Set<string>, seen: Set<unknown>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  for (const [name, field] of Object.entries(schema.fields ?? {})) {
    into.add(name);
    if (isSchema(field)) collectFields(field, into, seen);
  }
  if (isSchema(schema.innerType)) collectFields(schema.innerType, into, seen);
}

/**
 * Fields the api reads from bodies outside a shared form schema (the login's redirect, the reset token,
 * the law editor's paragraph edit and restore).
 */
const EXTRA_FIELDS = ['redirect', 'token', 'title', 'absaetze', 'version', 'restore'];

/** Every field name of every yup schema shared-contracts exports (nested object and list schemas too). */
export function knownFieldNames(): string[] {
  const names = new Set<string>(EXTRA_FIELDS);
  const seen = new Set<unknown>();
  for (const value of Object.values(contracts)) if (isSchema(value)) collectFields(value, names, seen);
  return [...names].sort();
}

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
] as const;

/** An object with own (enumerable) keys, `__proto__` included, as JSON.parse would build it. */
const objectOf = (entries: readonly (readonly [string, unknown])[]): Record<string, unknown> =>
  Object.fromEntries(entries);

/** A deeply nested array or object, kept as a marker and written out by `toJson` (no recursion). */
class Deep {
  constructor(
    readonly depth: number,
    readonly leaf: unknown,
    readonly key: string | null,
  ) {}
}
const deepArray = (depth: number, leaf: unknown): Deep => new Deep(depth, leaf, null);
const deepObject = (depth: number, key: string, leaf: unknown): Deep => new Deep(depth, leaf, key);

/** JSON.stringify, but a Deep marker becomes `[[[…]]]` or `{"k":{"k":…}}` of its depth. */
export function toJson(value: unknown): string {
  if (value instanceof Deep) {
    const inner = toJson(value.leaf);
    if (value.key === null) return `${'['.repeat(value.depth)}${inner}${']'.repeat(value.depth)}`;
    return `${`{${JSON.stringify(value.key)}:`.repeat(value.depth)}${inner}${'}'.repeat(value.depth)}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const numericLooking = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  ' 12 ',
  '1.5',
  '9007199254740993',
  '99999999999999999999',
  '-1',
  '0',
  '١٢',
  '',
  ' ',
);
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', '\uD800', '<b>x</b>', "'; drop table users; --", 'true', 'null', '[]', '{}', 'a@b.de'),
  fc.integer({ min: 201, max: 1_000 }).map((n) => 'ä'.repeat(n)),
  numericLooking,
);
const oddNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e21, -1e300, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const leaf = fc.oneof(fc.constant(null), fc.boolean(), oddNumber, oddString);

/** A value of the wrong shape for any field: scalars, lists, objects, deep nesting, prototype keys. */
function junkValue(fields: readonly string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...fields), fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 }));
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { arbitrary: leaf, weight: 6 },
      { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
      {
        arbitrary: fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map(objectOf),
        weight: 1,
      },
      { arbitrary: fc.tuple(fc.integer({ min: 9, max: 40 }), leaf).map(([d, l]) => deepArray(d, l)), weight: 1 },
      {
        arbitrary: fc.tuple(fc.integer({ min: 9, max: 40 }), key, leaf).map(([d, k, l]) => deepObject(d, k, l)),
        weight: 1,
      },
      { arbitrary: fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), leaf).map(([k, l]) => objectOf([[k, l]])), weight: 1 },
    ),
  }));
  return value;
}

const json = (value: unknown): RawBody => ({ contentType: 'application/json', payload: toJson(value) });

/** Malformed bodies for a route; `fields` are the field names to put wrong values in. */
export function malformedBody(fields: readonly string[]): fc.Arbitrary<RawBody> {
  const junk = junkValue(fields);
  /** Every known field at once, each with a wrong value (unknown ones are dropped, so each route sees its own). */
  const everyField = fc
    .array(junk, { minLength: fields.length, maxLength: fields.length })
    .map((values) => objectOf(fields.map((f, i) => [f, values[i]] as const)));
  const someFields = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 })), junk), { maxLength: 8 })
    .map(objectOf);
  const withPrototypeKeys = fc
    .tuple(someFields, fc.constantFrom(...PROTOTYPE_KEYS), junk, fc.constantFrom(...fields))
    .map(([body, proto, value, field]) => ({
      ...body,
      ...objectOf([[proto, value]]),
      [field]: objectOf([[proto, objectOf([[field, value]])]]),
    }));
  /** One to three known fields nested thousands of levels deep (a list in an id, an object in a name). */
  const deepFields = fc
    .array(
      fc.tuple(
        fc.constantFrom(...fields),
        fc.oneof(
          fc.tuple(fc.integer({ min: 1_000, max: 16_000 }), leaf).map(([d, l]) => deepArray(d, l)),
          fc.tuple(fc.integer({ min: 1_000, max: 4_000 }), leaf).map(([d, l]) => deepObject(d, 'a', l)),
        ),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map(objectOf);
  /** One known field with a string far beyond any field's limit (up to beyond the body limit). */
  const hugeField = fc
    .tuple(fc.constantFrom(...fields), fc.integer({ min: 5_000, max: 120_000 }), fc.constantFrom('x', 'ß', '1'))
    .map(([field, length, char]) => objectOf([[field, char.repeat(length)]]));
  const topLevelNonObject = fc.oneof(
    leaf,
    fc.array(junk, { maxLength: 4 }),
    fc.integer({ min: 9, max: 20_000 }).map((d) => deepArray(d, 1)),
  );
  const truncated = fc.tuple(everyField, fc.double({ min: 0, max: 1, noNaN: true })).map(([body, cut]): RawBody => {
    const text = toJson(body);
    return { contentType: 'application/json', payload: text.slice(0, Math.max(0, Math.floor(text.length * cut) - 1)) };
  });
  const otherContentType = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=xyz',
        'multipart/form-data',
        'application/xml',
        'application/json; charset=utf-16',
        'application/octet-stream',
      ),
      fc.oneof(
        fc.string({ maxLength: 60 }),
        someFields.map(toJson),
        fc.constantFrom('--xyz\r\nContent-Disposition: form-data; name="photo"\r\n\r\nabc', 'a=1&a=2&b[c][d]=3', ''),
      ),
    )
    .map(([contentType, payload]): RawBody => ({ contentType, payload }));
  const empty = fc.constantFrom<RawBody>(
    { contentType: null, payload: '' },
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'application/json', payload: '{' },
  );
  return fc.oneof(
    { arbitrary: everyField.map(json), weight: 5 },
    { arbitrary: someFields.map(json), weight: 3 },
    { arbitrary: withPrototypeKeys.map(json), weight: 2 },
    { arbitrary: deepFields.map(json), weight: 2 },
    { arbitrary: hugeField.map(json), weight: 1 },
    { arbitrary: topLevelNonObject.map(json), weight: 1 },
    { arbitrary: truncated, weight: 1 },
    { arbitrary: otherContentType, weight: 1 },
    { arbitrary: empty, weight: 1 },
  );
}
