import { PAGE_ROUTES, SEMINAR_PAGE_SIZE, buildPath } from '@amb/shared-contracts/core';
import type { SeminarQuery } from '../../api';

/** Filters of the seminar list; they live in the address so links and back/forward keep them. */
export interface SeminarFilters {
  rubric: string;
  q: string;
  page: number;
}

/** German query names of the list pages: /seminare?rubrik=arbeitsrecht&q=Mobbing&seite=2 */
export const FILTER_PARAMS = { rubric: 'rubrik', q: 'q', page: 'seite' } as const;

/** Where the list is shown: its own page, a rubric's page (rubric in the path) or the search page. */
export type ListPlace = 'seminars' | 'rubric' | 'search';

export function parseFilters(search: string, pathRubric?: string): SeminarFilters {
  const params = new URLSearchParams(search);
  const page = Number(params.get(FILTER_PARAMS.page));
  return {
    rubric: pathRubric ?? params.get(FILTER_PARAMS.rubric)?.trim() ?? '',
    q: params.get(FILTER_PARAMS.q)?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The seminar query of a list with these filters: the list's component and its server prefetch both ask with
 * it, so both hit the same cache entry.
 */
export function seminarQueryOf(filters: SeminarFilters): SeminarQuery {
  return {
    rubric: filters.rubric || undefined,
    q: filters.q || undefined,
    page: filters.page,
    pageSize: SEMINAR_PAGE_SIZE,
  };
}

/** The address showing these filters. On a rubric's page the rubric stays in the path. */
export function filtersUrl(place: ListPlace, filters: SeminarFilters): string {
  const query = {
    [FILTER_PARAMS.q]: filters.q,
    [FILTER_PARAMS.page]: filters.page > 1 ? filters.page : undefined,
  };
  if (place === 'rubric' && filters.rubric) {
    return buildPath(PAGE_ROUTES.rubric.path, { rubric: filters.rubric }, query);
  }
  const base = place === 'search' ? PAGE_ROUTES.search.path : PAGE_ROUTES.seminarList.path;
  return buildPath(base, {}, { [FILTER_PARAMS.rubric]: filters.rubric, ...query });
}

/** '1 Seminartermin', '1.234 Seminartermine' */
export function resultCountLabel(total: number): string {
  return `${total.toLocaleString('de-DE')} ${total === 1 ? 'Seminartermin' : 'Seminartermine'}`;
}
