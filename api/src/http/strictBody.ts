/**
 * The strict step every JSON body passes before any route runs (after express.json): keys that name
 * prototype members (`__proto__`, `constructor`, `prototype`, `toString`, …) are dropped, and nesting
 * depth, list lengths and key counts are bounded; beyond a bound the answer is the German 400.
 * The form schemas then check each field's type (shared-contracts validateForm).
 */
import type { RequestHandler } from 'express';
import { httpError } from './errors';
import { INPUT_MESSAGES } from './validation';

/** The deepest body the site sends is the online fax (body -> participants -> person): 3 levels. */
export const MAX_BODY_DEPTH = 8;
/** Items of one list (a law paragraph's Absätze are the longest lists) and keys of one object. */
export const MAX_BODY_ITEMS = 1_000;

/** Key names that would reach Object.prototype in a plain lookup (`fields[key]`, `target[key] = …`). */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
  ...Object.getOwnPropertyNames(Object.prototype),
]);

type Problem = keyof typeof INPUT_MESSAGES;

/** Removes prototype keys in place and returns the first bound the value breaks (no recursion: depth is untrusted). */
export function sanitizeBody(body: unknown): Problem | null {
  const stack: { value: unknown; depth: number }[] = [{ value: body, depth: 1 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_BODY_DEPTH) return 'bodyTooDeep';
    if (Array.isArray(value)) {
      if (value.length > MAX_BODY_ITEMS) return 'bodyTooLarge';
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length > MAX_BODY_ITEMS) return 'bodyTooLarge';
    for (const key of keys) {
      if (PROTOTYPE_KEYS.has(key)) delete record[key];
      else stack.push({ value: record[key], depth: depth + 1 });
    }
  }
  return null;
}

/** 400 VALIDATION_FAILED (German) for a body beyond the bounds; prototype keys are dropped silently. */
export const strictBody: RequestHandler = (req, _res, next) => {
  const problem = sanitizeBody(req.body);
  next(problem ? httpError('VALIDATION_FAILED', INPUT_MESSAGES[problem]) : undefined);
};
