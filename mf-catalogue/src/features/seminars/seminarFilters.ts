import { PAGE_ROUTES, SEMINAR_PAGE_SIZE, buildPath } from '@amb/shared-contracts/core';
import type { SeminarQuery } from '../../api';

/**
 * Filters of the seminar list as the address writes them; they live in the address so links and
 * back/forward keep them. Values stay as written: one the api does not accept (a price "abc", a month
 * "2027-13") goes to it unchanged, and its 400 becomes the page's "invalid filters" state.
 */
export interface SeminarFilters {
  rubric: string;
  tag: string;
  city: string;
  /** YYYY-MM */
  month: string;
  /** FORMAT_VALUES key ('online', 'praesenz') or what the address said. */
  format: string;
  /** ONE_DAY_VALUE or what the address said ('' = no filter). */
  oneDay: string;
  priceMin: string;
  priceMax: string;
  q: string;
  /** SORT_VALUES key ('titel', 'preis'); '' = by date. */
  sort: string;
  page: number;
}

/** German query names of the list pages: /seminare?rubrik=arbeitsrecht&monat=2027-03&sortierung=preis&seite=2 */
export const FILTER_PARAMS = {
  rubric: 'rubrik',
  tag: 'schlagwort',
  city: 'ort',
  month: 'monat',
  format: 'format',
  oneDay: 'eintaegig',
  priceMin: 'preis-von',
  priceMax: 'preis-bis',
  q: 'q',
  sort: 'sortierung',
  page: 'seite',
} as const;

/** The address's format values and the api's. */
export const FORMAT_VALUES = { praesenz: 'presence', online: 'online' } as const;
/** The address's sort values and the api's; by date is the default and not written. */
export const SORT_VALUES = { datum: 'date', titel: 'title', preis: 'price' } as const;
/** The one-day checkbox's value in the address. */
export const ONE_DAY_VALUE = 'ja';

export const NO_FILTERS: SeminarFilters = {
  rubric: '',
  tag: '',
  city: '',
  month: '',
  format: '',
  oneDay: '',
  priceMin: '',
  priceMax: '',
  q: '',
  sort: '',
  page: 1,
};

/** Where the list is shown: its own page, a rubric's page (rubric in the path) or the training series' list. */
export type ListPlace = 'seminars' | 'rubric' | 'events';

/** The page a GET form of the list sends its filters to. */
export function listPath(place: ListPlace): string {
  return place === 'events' ? PAGE_ROUTES.eventList.path : PAGE_ROUTES.seminarList.path;
}

type TextFilter = Exclude<keyof SeminarFilters, 'page'>;
const TEXT_FILTERS = Object.keys(FILTER_PARAMS).filter((key) => key !== 'page') as TextFilter[];

export function parseFilters(search: string, pathRubric?: string): SeminarFilters {
  const params = new URLSearchParams(search);
  const filters = { ...NO_FILTERS };
  for (const key of TEXT_FILTERS) filters[key] = params.get(FILTER_PARAMS[key])?.trim() ?? '';
  if (pathRubric !== undefined) filters.rubric = pathRubric;
  if (filters.sort === 'datum') filters.sort = '';
  const page = Number(params.get(FILTER_PARAMS.page));
  filters.page = Number.isInteger(page) && page > 1 ? page : 1;
  return filters;
}

const known = <T extends Record<string, string>>(table: T, value: string): string =>
  Object.hasOwn(table, value) ? table[value as keyof T]! : value;

/**
 * The seminar query of a list with these filters: the list's component and its server prefetch both ask with
 * it, so both hit the same cache entry. Unknown values pass unchanged (the api answers 400 for them).
 */
export function seminarQueryOf(filters: SeminarFilters): SeminarQuery {
  const optional = (value: string) => value || undefined;
  return {
    rubric: optional(filters.rubric),
    tag: optional(filters.tag),
    city: optional(filters.city),
    month: optional(filters.month),
    format: optional(known(FORMAT_VALUES, filters.format)),
    oneDay: filters.oneDay === ONE_DAY_VALUE ? 'true' : optional(filters.oneDay),
    priceMin: optional(filters.priceMin),
    priceMax: optional(filters.priceMax),
    q: optional(filters.q),
    sort: optional(known(SORT_VALUES, filters.sort)),
    page: filters.page,
    pageSize: SEMINAR_PAGE_SIZE,
  };
}

/** The address showing these filters. On a rubric's page the rubric stays in the path. */
export function filtersUrl(place: ListPlace, filters: SeminarFilters): string {
  const inPath = place === 'rubric' && filters.rubric !== '';
  const query: Record<string, string | number | undefined> = {};
  for (const key of TEXT_FILTERS) {
    if (!(inPath && key === 'rubric')) query[FILTER_PARAMS[key]] = filters[key] || undefined;
  }
  query[FILTER_PARAMS.page] = filters.page > 1 ? filters.page : undefined;
  return inPath
    ? buildPath(PAGE_ROUTES.rubric.path, { rubric: filters.rubric }, query)
    : buildPath(listPath(place), {}, query);
}

/** Whether any filter besides the page (and a rubric in the path) is set. */
export function hasFilters(filters: SeminarFilters, pathRubric?: string): boolean {
  return TEXT_FILTERS.some((key) => filters[key] !== '' && !(key === 'rubric' && filters.rubric === pathRubric));
}

/** '1 Seminartermin', '1.234 Seminartermine' */
export function resultCountLabel(total: number): string {
  return `${total.toLocaleString('de-DE')} ${total === 1 ? 'Seminartermin' : 'Seminartermine'}`;
}
