import { PAGE_ROUTES, SEMINAR_PAGE_SIZE, buildPath } from '@amb/shared-contracts/core';
import type { SearchKind } from '@amb/shared-contracts/schemas';

/**
 * What /suche shows, as the address writes it: /suche?q=Kündigung&art=thema&rubrik=arbeitsrecht&monat=2027-03&seite=2.
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
}

export const SEARCH_PARAMS = { q: 'q', kind: 'art', rubric: 'rubrik', month: 'monat', page: 'seite' } as const;

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
  };
}

export function searchUrl(params: SearchParams): string {
  return buildPath(
    PAGE_ROUTES.search.path,
    {},
    {
      [SEARCH_PARAMS.q]: params.q,
      [SEARCH_PARAMS.kind]: params.kind,
      [SEARCH_PARAMS.rubric]: params.rubric,
      [SEARCH_PARAMS.month]: params.month,
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

/** '1 Treffer', '1.234 Treffer' */
export function hitCountLabel(total: number, q: string): string {
  return `${total.toLocaleString('de-DE')} Treffer für „${q}“`;
}
