/**
 * The write routes (POST, PUT, PATCH, DELETE) an Express 5 app answers, read from its router stack
 * (nested routers included), so a test over "every write route" cannot go stale with a hand-kept list.
 */
import type { Express } from 'express';

export type WriteMethod = 'post' | 'put' | 'patch' | 'delete';
const WRITE_METHODS: readonly WriteMethod[] = ['post', 'put', 'patch', 'delete'];

export interface WriteRoute {
  method: WriteMethod;
  /** The route's path pattern as registered, e.g. `/api-meinamb/photos/:photoId`. */
  path: string;
}

/** The parts of router@2's Layer and Route this module reads (no public types for them). */
interface StackLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle?: { stack?: StackLayer[] };
}

/** A mount path that is a plain string ('' for `use(fn)` without a path); regexps and arrays are refused. */
function pathsOf(raw: unknown, where: string): string[] {
  if (raw === undefined || raw === '/') return [''];
  if (typeof raw === 'string') return [raw];
  if (Array.isArray(raw) && raw.every((p) => typeof p === 'string')) return raw;
  throw new Error(`Route ${where}: Pfad ${JSON.stringify(raw) ?? typeof raw} kann nicht aufgezählt werden`);
}

const join = (prefix: string, path: string): string => `${prefix}${path}`.replace(/\/{2,}/g, '/') || '/';

function collect(stack: readonly StackLayer[], prefix: string, out: WriteRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = WRITE_METHODS.filter((m) => layer.route!.methods[m] === true);
      for (const path of pathsOf(layer.route.path, prefix)) {
        for (const method of methods) out.push({ method, path: join(prefix, path) });
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      for (const mount of pathsOf(layer.rawPath, prefix)) collect(layer.handle.stack, join(prefix, mount), out);
    }
  }
}

/** Every write route of `app`, in registration order, each (method, path) once. */
export function writeRoutesOf(app: Express): WriteRoute[] {
  const out: WriteRoute[] = [];
  collect((app as unknown as { router: { stack: StackLayer[] } }).router.stack, '', out);
  const seen = new Set<string>();
  return out.filter(({ method, path }) => {
    const key = `${method} ${path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
