import { matchRoute, PAGE_META, PAGE_ROUTES, type RouteParams, type ServedPageName } from '@amb/shared-contracts/core';

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

/**
 * The page of one or more served routes of the route table (aliases such as meinamb and meinambv2 share
 * one): their patterns and the title of the first from PAGE_META — the one place titles live.
 */
export function pageOf<E extends object>(
  names: readonly [ServedPageName, ...ServedPageName[]],
  extra: E,
): PageDefinition & E {
  return { patterns: names.map((name) => PAGE_ROUTES[name].path), title: PAGE_META[names[0]].title, ...extra };
}
