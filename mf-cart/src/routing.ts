import { useEffect, useState } from 'react';

/** True when `pathname` fits a route pattern with `:param` segments (trailing slashes ignored). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const split = (value: string) => value.split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(pathname);
  if (want.length !== have.length) return false;
  return want.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

/** The first page whose pattern fits the path, or null. */
export function pageFor<P extends { patterns: readonly string[] }>(pages: readonly P[], pathname: string): P | null {
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
