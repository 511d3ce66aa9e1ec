import { matchRoute, type RouteParams } from '@amb/shared-contracts/core';

/** A page of a remote: the route patterns it answers and its German title. */
export interface PageDefinition {
  patterns: readonly string[];
  title: string;
}

export interface PageMatch<P extends PageDefinition> {
  page: P;
  params: RouteParams;
}

/** The first page whose pattern fits the path, with the path's parameters; null when none fits. */
export function matchPage<P extends PageDefinition>(pages: readonly P[], pathname: string): PageMatch<P> | null {
  for (const page of pages) {
    for (const pattern of page.patterns) {
      const params = matchRoute(pattern, pathname);
      if (params) return { page, params };
    }
  }
  return null;
}
