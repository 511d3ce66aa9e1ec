import { PAGE_ROUTES } from '@amb/shared-contracts';

export type CatalogueRoute =
  | { kind: 'home' }
  | { kind: 'seminars' }
  | { kind: 'rubric'; rubric: string }
  | { kind: 'rubrics' }
  | { kind: 'search' }
  | { kind: 'section'; heading: string }
  | { kind: 'notFound' };

/** `/seminare/t/:theme` -> /^\/seminare\/t\/([^/]+)$/ */
function patternOf(path: string, allowSubPages = false): RegExp {
  const body = path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z]+/g, '([^/]+)')
    .replace(/\/$/, '');
  return new RegExp(`^${body}${allowSubPages ? '(?:/.*)?' : ''}$`);
}

const SECTIONS: Array<[RegExp, string]> = [
  [patternOf(PAGE_ROUTES.themeDetail.path, true), 'Seminardetails'],
  [patternOf(PAGE_ROUTES.eventList.path), 'Veranstaltungen'],
  [patternOf(PAGE_ROUTES.eventDetail.path), 'Veranstaltung'],
  [patternOf(PAGE_ROUTES.hotel.path), 'Hotel'],
  [patternOf(PAGE_ROUTES.location.path.replace(/\/:[A-Za-z]+$/, ''), true), 'Standorte'],
  [patternOf(PAGE_ROUTES.trainingPlan.path), 'Schulungsplan'],
  [patternOf(PAGE_ROUTES.trainingPlanAdmin.path), 'Schulungsplan verwalten'],
];

const RUBRIC = patternOf(PAGE_ROUTES.rubric.path);

/** Which page of this remote a path shows. */
export function matchRoute(rawPathname: string): CatalogueRoute {
  const pathname = rawPathname.replace(/\/+$/, '') || '/';
  if (pathname === '/') return { kind: 'home' };
  if (pathname === PAGE_ROUTES.seminarList.path) return { kind: 'seminars' };
  if (pathname === PAGE_ROUTES.rubricList.path) return { kind: 'rubrics' };
  if (pathname === PAGE_ROUTES.search.path) return { kind: 'search' };
  const rubric = RUBRIC.exec(pathname);
  if (rubric?.[1]) return { kind: 'rubric', rubric: decodeURIComponent(rubric[1]) };
  for (const [pattern, heading] of SECTIONS) {
    if (pattern.test(pathname)) return { kind: 'section', heading };
  }
  return { kind: 'notFound' };
}
