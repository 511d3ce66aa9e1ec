/**
 * Statements of the hot path (checkout) built and compiled once, then run again with new values. Building a
 * Kysely query and compiling it was about a third of a checkout's time (the bench's CPU profile), although a
 * statement's SQL depends only on the database (dialect and plugins) and on the shape of its values — how many
 * items an array has (an `in` list, rows of an insert) and which fields are undefined (left out) — never on the
 * values themselves. So the query is built once per database and shape with a placeholder in each value's
 * place; its compiled parameters, each placeholder replaced by its value, run it again through Kysely's
 * `executeQuery` (plugins still map the result rows). Values are plain data: numbers, strings, null, and
 * arrays and plain objects of them.
 */
import { createQueryId, type Compilable, type CompiledQuery, type KyselyPlugin, type QueryResult } from 'kysely';
import type { Db } from './types';

/** Stands in the built query for the value at this index of the leaves. */
class Placeholder {
  constructor(readonly index: number) {}
}

interface Template {
  compiled: CompiledQuery<unknown>;
  /** The plugins it was compiled with (a database with other plugins compiles its own). */
  plugins: readonly KyselyPlugin[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** Collects the values' leaves in order and returns their shape, the key of a compiled template. */
function shapeOf(value: unknown, leaves: unknown[]): string {
  if (value === undefined) return 'u';
  if (Array.isArray(value)) return `[${value.map((item) => shapeOf(item, leaves)).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([key, field]) => `${JSON.stringify(key)}:${shapeOf(field, leaves)}`)
      .join(',')}}`;
  }
  leaves.push(value);
  return '?';
}

/** The same structure as `value` with a placeholder for each leaf, numbered in shapeOf's order. */
function withPlaceholders(value: unknown, next: { index: number }): unknown {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => withPlaceholders(item, next));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withPlaceholders(field, next)]));
  }
  return new Placeholder(next.index++);
}

const samePlugins = (a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]): boolean =>
  a.length === b.length && a.every((plugin, i) => plugin === b[i]);

/**
 * A statement compiled once per database and shape of its values: `build` makes the query from the values (it
 * may follow their shape — which fields, how many items — but never a value); the returned function runs it.
 */
export function prepared<V, R>(
  build: (db: Db, values: V) => Compilable<R>,
): (db: Db, values: V) => Promise<QueryResult<R>> {
  // By adapter: a database's transactions share it (and its compiler), another database has its own.
  const templates = new WeakMap<object, Map<string, Template>>();
  return (db, values) => {
    const executor = db.getExecutor();
    let byShape = templates.get(executor.adapter);
    if (!byShape) {
      byShape = new Map();
      templates.set(executor.adapter, byShape);
    }
    const leaves: unknown[] = [];
    const shape = shapeOf(values, leaves);
    let template = byShape.get(shape);
    if (!template || !samePlugins(template.plugins, executor.plugins)) {
      const compiled = build(db, withPlaceholders(values, { index: 0 }) as V).compile() as CompiledQuery<unknown>;
      template = { compiled, plugins: executor.plugins };
      if (!byShape.has(shape)) byShape.set(shape, template);
    }
    const { sql, query, parameters } = template.compiled;
    return db.executeQuery<R>({
      sql,
      query,
      queryId: createQueryId(),
      parameters: parameters.map((parameter) =>
        parameter instanceof Placeholder ? leaves[parameter.index] : parameter,
      ),
    });
  };
}
