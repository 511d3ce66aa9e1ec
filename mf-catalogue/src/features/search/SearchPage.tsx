import { useEffect, useRef, useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { PAGE_META, type ServerHead } from '@amb/shared-contracts/core';
import { SEARCH_AREAS, SEARCH_AREA_PARAM } from '@amb/shared-contracts/content';
import { Button, failureOf, navigate, Page, TextField, useLocation } from '@amb/remote-kit';
import { prefetchRubrics } from '../../components/RubricLinks';
import type { AppDispatch } from '../../store';
import { Pagination } from '../../components/Pagination';
import { SearchResults } from './SearchResults';
import { ContentResults } from './ContentResults';
import { SearchAreaSwitch } from './SearchAreaSwitch';
import { searchApi, useContentSearchQuery, useSearchQuery } from './searchApi';
import {
  SEARCH_PARAMS,
  contentSearchQueryOf,
  freshSearch,
  parseSearch,
  seminarSearchQueryOf,
  searchUrl,
  type SearchParams,
} from './searchParams';

/** Typing searches once the visitor pauses this long, with at least SEARCH_AS_YOU_TYPE_MIN characters. */
export const SEARCH_AS_YOU_TYPE_MS = 300;
export const SEARCH_AS_YOU_TYPE_MIN = 2;

/**
 * The search field: a GET form to /suche (works without script). With script it searches while the visitor
 * types (the api matches prefixes), replacing the address so Back leaves the search instead of stepping
 * through every letter; submitting starts a new entry in the history.
 */
function SearchForm({
  q,
  onContent,
  onSearch,
  onType,
}: {
  q: string;
  /** Searching the content: the form says so, and keeps the area when it is sent without scripts. */
  onContent: boolean;
  onSearch: (q: string) => void;
  onType: (q: string) => void;
}) {
  const [text, setText] = useState(q);
  // Follows the address (Back, a facet link), but keeps what is being typed (a trailing space, say).
  useEffect(() => setText((current) => (current.trim() === q ? current : q)), [q]);
  useEffect(() => {
    const typed = text.trim();
    if (typed === q || typed.length < SEARCH_AS_YOU_TYPE_MIN) return;
    const timer = setTimeout(() => onType(typed), SEARCH_AS_YOU_TYPE_MS);
    return () => clearTimeout(timer);
    // onType is a new function each render; the text and the address decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      className="cat-filters"
      role="search"
      aria-label={onContent ? 'Inhalte durchsuchen' : 'Seminare durchsuchen'}
      method="get"
      onSubmit={submit}
    >
      {onContent ? <input type="hidden" name={SEARCH_AREA_PARAM} value={SEARCH_AREAS.content} /> : null}
      <TextField
        id="cat-search-q"
        name={SEARCH_PARAMS.q}
        type="search"
        label="Suchbegriff"
        value={text}
        onChange={setText}
      />
      <Button type="submit">Suchen</Button>
    </form>
  );
}

/**
 * /suche: full-text search over themes, dates, locations and hotels, or (?bereich=inhalte) over articles,
 * news and interviews; everything it shows is in the address. Both searches run, so the switch shows both
 * counts.
 */
export function SearchPage({ title }: { title: string }) {
  const params = parseSearch(useLocation().search);
  const seminarQuery = seminarSearchQueryOf(params);
  const contentQuery = contentSearchQueryOf(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const seminars = useSearchQuery(seminarQuery ?? skipToken);
  const content = useContentSearchQuery(contentQuery ?? skipToken);
  const show = (next: SearchParams, replace = false) => navigate(searchUrl(next), { replace });
  const selectPage = (page: number) => {
    show({ ...params, page });
    headingRef.current?.focus();
  };
  const onContent = params.area === 'content';
  const shown = onContent ? content : seminars;

  return (
    <Page title={title}>
      <SearchForm
        q={params.q}
        onContent={onContent}
        onSearch={(q) => show(freshSearch(q, params.area))}
        onType={(q) => show(freshSearch(q, params.area), true)}
      />
      {params.q ? (
        <SearchAreaSwitch
          q={params.q}
          current={params.area}
          counts={{ seminars: seminars.currentData?.total, content: content.currentData?.total }}
        />
      ) : null}
      {!params.q ? (
        <p className="cat-intro">
          Geben Sie einen Suchbegriff ein, zum Beispiel ein Thema wie „Kündigung“, einen Ort oder ein Hotel.
        </p>
      ) : onContent ? (
        <ContentResults
          ref={headingRef}
          q={params.q}
          data={content.currentData}
          loading={content.isFetching && !content.currentData}
          error={content.currentData || !content.error ? undefined : failureOf(content.error)}
          onRetry={() => void content.refetch()}
        />
      ) : (
        <SearchResults
          ref={headingRef}
          params={params}
          data={seminars.currentData}
          loading={seminars.isFetching && !seminars.currentData}
          error={seminars.currentData || !seminars.error ? undefined : failureOf(seminars.error)}
          onRetry={() => void seminars.refetch()}
        />
      )}
      {params.q && shown.currentData ? (
        <Pagination
          page={params.page}
          totalPages={shown.currentData.totalPages}
          hrefFor={(page) => searchUrl({ ...params, page })}
          onSelect={selectPage}
        />
      ) : null}
    </Page>
  );
}

/**
 * Server rendering of /suche: the search the page makes, with the same arguments (none without a text), and
 * the rubrics its empty state suggests.
 */
export function prefetchSearch(dispatch: AppDispatch, search: string): void {
  const params = parseSearch(search);
  const seminarQuery = seminarSearchQueryOf(params);
  const contentQuery = contentSearchQueryOf(params);
  prefetchRubrics(dispatch);
  if (seminarQuery) void dispatch(searchApi.endpoints.search.initiate(seminarQuery));
  if (contentQuery) void dispatch(searchApi.endpoints.contentSearch.initiate(contentQuery));
}

export function searchHead(search: string): ServerHead {
  const params = parseSearch(search);
  const { q } = params;
  const what =
    params.area === 'content'
      ? 'Fachartikel, News und Interviews für Betriebsräte'
      : 'Seminare, Termine, Standorte und Hotels für Betriebsräte';
  return {
    title: PAGE_META.search.title,
    canonical: searchUrl(params),
    description: q ? `${what} zum Suchbegriff „${q}“.` : `${what} durchsuchen.`,
  };
}
