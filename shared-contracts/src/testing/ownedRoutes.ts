import { ownerOfPath, type PageOwner } from '../ownership';
import { BFF_RENDERED_PAGES, isPendingRoute, routeKind } from '../routeContract';
import { buildPath, PAGE_ROUTES, type PageRouteName } from '../routes';

/** Parameters that take one of a few values (an audience, a category): a sample of those, not 'beispiel-7'. */
const SAMPLE_PARAMS: Partial<Record<PageRouteName, Record<string, string>>> = {
  lexiconIndex: { variant: 'br' },
  lexicon: { variant: 'br' },
  electionNewsCategory: { slug: 'fristen' },
};

/** A concrete path of a route (every parameter filled with a sample value). */
export function samplePathOf(name: PageRouteName): string {
  const { path } = PAGE_ROUTES[name];
  const params = Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map(([, key]) => [key, 'beispiel-7']));
  return buildPath(path, { ...params, ...SAMPLE_PARAMS[name] });
}

export interface OwnedRoute {
  name: PageRouteName;
  path: string;
  pending: boolean;
}

/**
 * The page routes of the table a remote owns, with a sample path each and whether they are pending; the
 * pages the bff renders itself belong to no remote.
 */
export function ownedPageRoutes(owner: PageOwner): OwnedRoute[] {
  return (Object.keys(PAGE_ROUTES) as PageRouteName[])
    .filter((name) => routeKind(name) === 'page' && !BFF_RENDERED_PAGES.includes(name))
    .filter((name) => ownerOfPath(samplePathOf(name)) === owner)
    .map((name) => ({ name, path: samplePathOf(name), pending: isPendingRoute(name) }));
}
