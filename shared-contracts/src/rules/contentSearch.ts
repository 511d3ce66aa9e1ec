/**
 * The content side of /suche (issue 13): what it finds (articles, news, interviews; lexicon entries and
 * judgments once their tables are there), how a hit is labelled, and the address's switch between seminars
 * and content (`?bereich=inhalte`).
 */
import type { Paginated, TextRange } from '../entities';
import type { ContentSummary } from '../responses/content';

export const CONTENT_SEARCH_KINDS = ['article', 'news', 'interview', 'lexicon', 'judgment'] as const;
export type ContentSearchKind = (typeof CONTENT_SEARCH_KINDS)[number];

export const CONTENT_SEARCH_KIND_LABELS: Record<ContentSearchKind, string> = {
  article: 'Fachartikel',
  news: 'News',
  interview: 'Interview',
  lexicon: 'Lexikon',
  judgment: 'Urteil',
};

/** A hit of GET /api/search/content: a page with its marked matches. */
export interface ContentSearchHit {
  kind: ContentSearchKind;
  id: number;
  title: string;
  /** The teaser (a lexicon entry's first sentences, a judgment's guiding principle). */
  text: string;
  url: string;
  /** YYYY-MM-DD; null for pages without a date. */
  date: string | null;
  highlights: { title: TextRange[]; text: TextRange[] };
}

/** GET /api/search/content?q&page&pageSize: matches in the title first, then the teaser, then the body; newest first within. */
export type ContentSearchResponse = Paginated<ContentSearchHit>;

/** The address's parameter of /suche choosing what is searched, and its values. */
export const SEARCH_AREA_PARAM = 'bereich';
export const SEARCH_AREAS = { seminars: 'seminare', content: 'inhalte' } as const;
export type SearchArea = keyof typeof SEARCH_AREAS;

/** The area an address names; anything else (or nothing) is the seminars, as /suche was before. */
export const searchAreaOf = (value: string | null | undefined): SearchArea =>
  value === SEARCH_AREAS.content ? 'content' : 'seminars';

/** News on the works-council site's /news (issue 13): a page of them, newest first. */
export const NEWS_LIST_PAGE_SIZE = 10;
/** The address's page parameter of /news (`/news?seite=2`). */
export const NEWS_LIST_PAGE_PARAM = 'seite';
export type NewsListResponse = Paginated<ContentSummary>;
