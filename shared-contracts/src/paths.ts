/**
 * Path matching for the remotes' own routes, and a subscription to path changes (single-spa
 * navigation and the browser's back/forward), so no remote needs a router library of its own.
 */

/** A page of a remote: the route patterns it answers and its German heading. */
export interface RoutePage {
  patterns: readonly string[];
  title: string;
}

const segments = (value: string) => value.split('/').filter(Boolean);

/**
 * True when `pathname` fits a route pattern: `:param` matches one segment, a final `*` any rest
 * (the prefix itself included); trailing slashes are ignored.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  const open = want[want.length - 1] === '*';
  const fixed = open ? want.slice(0, -1) : want;
  if (open ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

/** `/fachartikel/:slug` -> `/fachartikel`: the section a route lives in. */
export function sectionRoot(pattern: string): string {
  return `/${segments(pattern)[0] ?? ''}`;
}

/** The first page whose pattern fits the path, or null. */
export function pageFor<P extends RoutePage>(pages: readonly P[], pathname: string): P | null {
  return pages.find((page) => page.patterns.some((pattern) => matchesRoute(pattern, pathname))) ?? null;
}

const PATH_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

/** Calls `listener` whenever the path may have changed; returns the unsubscribe function. */
export function subscribePathname(listener: () => void, target: EventTarget = window): () => void {
  for (const name of PATH_EVENTS) target.addEventListener(name, listener);
  return () => {
    for (const name of PATH_EVENTS) target.removeEventListener(name, listener);
  };
}
