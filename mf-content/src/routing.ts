import { useEffect, useState } from 'react';

/** A page of this remote: the route patterns it answers and its German heading. */
export interface Page {
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
export function pageFor<P extends Page>(pages: readonly P[], pathname: string): P | null {
  return pages.find((page) => page.patterns.some((pattern) => matchesRoute(pattern, pathname))) ?? null;
}

/** The current pathname, following single-spa navigation and the browser's back/forward. */
export function usePathname(): string {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', update);
    window.addEventListener('single-spa:routing-event', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('single-spa:routing-event', update);
    };
  }, []);
  return pathname;
}
