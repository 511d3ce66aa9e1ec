import { PAGE_ROUTES, SEMINAR_PAGE_SIZE, buildPath } from '@amb/shared-contracts/core';
import type { SearchKind } from '@amb/shared-contracts/schemas';
import { SEARCH_AREAS, SEARCH_AREA_PARAM, searchAreaOf, type SearchArea } from '@amb/shared-contracts/content';

/**
 * What /suche shows, as the address writes it: /suche?q=Kündigung&art=thema&rubrik=arbeitsrecht&monat=2027-03&seite=2,
 * or the content: /suche?q=Kündigung&bereich=inhalte&seite=2 (kind, rubric and month narrow seminars only).
 * Values stay as written; one the api refuses comes back as its 400 and the page's "invalid search" state.
 */
export interface SearchParams {
  q: string;
  /** KIND_VALUES key ('thema', 'termin', 'standort', 'hotel') or what the address said; '' = all kinds. */
  kind: string;
  rubric: string;
  /** YYYY-MM */
  month: string;
  page: number;
  /** Seminars (the default) or content. */
  area: SearchArea;
}

export const SEARCH_PARAMS = {
  q: 'q',
  kind: 'art',
  rubric: 'rubrik',
  month: 'monat',
  page: 'seite',
  area: SEARCH_AREA_PARAM,
} as const;

/** The address's kinds, the api's, and how a hit is labelled. */
export const KIND_VALUES = {
  thema: { kind: 'theme', label: 'Thema', plural: 'Themen' },
  termin: { kind: 'event', label: 'Termin', plural: 'Termine' },
  standort: { kind: 'location', label: 'Standort', plural: 'Standorte' },
  hotel: { kind: 'hotel', label: 'Hotel', plural: 'Hotels' },
} as const satisfies Record<string, { kind: SearchKind; label: string; plural: string }>;

export const KIND_LABELS: Record<SearchKind, string> = {
  theme: KIND_VALUES.thema.label,
  event: KIND_VALUES.termin.label,
  location: KIND_VALUES.standort.label,
  hotel: KIND_VALUES.hotel.label,
};

/** GET /api/search's query; the component and the server prefetch ask with the same one. */
export interface SearchApiQuery {
  q: string;
  kind?: string;
  rubric?: string;
  month?: string;
  page: number;
  pageSize: number;
}

export function parseSearch(search: string): SearchParams {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const page = Number(params.get(SEARCH_PARAMS.page));
  return {
    q: text(SEARCH_PARAMS.q),
    kind: text(SEARCH_PARAMS.kind),
    rubric: text(SEARCH_PARAMS.rubric),
    month: text(SEARCH_PARAMS.month),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    area: searchAreaOf(params.get(SEARCH_PARAMS.area)),
  };
}

/** The search of a text anew: page 1, nothing narrowed, in the same area. */
export const freshSearch = (q: string, area: SearchArea): SearchParams => ({
  q,
  kind: '',
  rubric: '',
  month: '',
  page: 1,
  area,
});

export function searchUrl(params: SearchParams): string {
  const content = params.area === 'content';
  return buildPath(
    PAGE_ROUTES.search.path,
    {},
    {
      [SEARCH_PARAMS.q]: params.q,
      [SEARCH_PARAMS.area]: content ? SEARCH_AREAS.content : undefined,
      // The narrowing is the seminars' alone: the content's address leaves it out.
      [SEARCH_PARAMS.kind]: content ? undefined : params.kind,
      [SEARCH_PARAMS.rubric]: content ? undefined : params.rubric,
      [SEARCH_PARAMS.month]: content ? undefined : params.month,
      [SEARCH_PARAMS.page]: params.page > 1 ? params.page : undefined,
    },
  );
}

/** The api query of a search; null without a text (the page asks for nothing then). */
export function searchQueryOf(params: SearchParams): SearchApiQuery | null {
  if (!params.q) return null;
  const kind = Object.hasOwn(KIND_VALUES, params.kind)
    ? KIND_VALUES[params.kind as keyof typeof KIND_VALUES].kind
    : params.kind;
  return {
    q: params.q,
    kind: kind || undefined,
    rubric: params.rubric || undefined,
    month: params.month || undefined,
    page: params.page,
    pageSize: SEMINAR_PAGE_SIZE,
  };
}

/** GET /api/search/content's query. */
export interface ContentSearchApiQuery {
  q: string;
  page: number;
  pageSize: number;
}

/** The content search of the address (its page only when content is shown); null without a text. */
export function contentSearchQueryOf(params: SearchParams): ContentSearchApiQuery | null {
  if (!params.q) return null;
  return { q: params.q, page: params.area === 'content' ? params.page : 1, pageSize: SEMINAR_PAGE_SIZE };
}

/**
 * The seminar search of the address: the whole query when seminars are shown; for the count on the switch
 * while content is shown, the text alone.
 */
export function seminarSearchQueryOf(params: SearchParams): SearchApiQuery | null {
  return searchQueryOf(params.area === 'seminars' ? params : freshSearch(params.q, 'seminars'));
}

/** '1 Treffer', '1.234 Treffer' */
export function hitCountLabel(total: number, q: string): string {
  return `${total.toLocaleString('de-DE')} Treffer für „${q}“`;
}
