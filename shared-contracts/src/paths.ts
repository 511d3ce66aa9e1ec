/**
 * The one path matcher of the project: route ownership, the remotes' page tables and the bff all use it.
 * Patterns: `:name` matches one segment, a final `*` any rest (the prefix itself included); trailing and
 * repeated slashes are ignored.
 */

/** Decoded values of a pattern's `:name` segments. */
export type RouteParams = Record<string, string>;

const segments = (value: string) => value.split('/').filter(Boolean);

function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The parameters when `pathname` fits `pattern`, else null (also for a malformed %-escape). */
export function matchRoute(pattern: string, pathname: string): RouteParams | null {
  const want = segments(pattern);
  const have = segments(pathname);
  const open = want[want.length - 1] === '*';
  const fixed = open ? want.slice(0, -1) : want;
  if (open ? have.length < fixed.length : have.length !== fixed.length) return null;
  const params: RouteParams = {};
  for (const [index, segment] of fixed.entries()) {
    const actual = have[index] as string;
    if (segment.startsWith(':')) {
      const value = decodeSegment(actual);
      if (value === null) return null;
      params[segment.slice(1)] = value;
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

/** True when `pathname` fits the pattern. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchRoute(pattern, pathname) !== null;
}
