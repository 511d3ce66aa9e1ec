import { useRef } from 'react';
import type { RouteParams } from '@amb/shared-contracts/core';
import { failureOf, navigate, NotFoundPage, Page, useLocation } from '@amb/remote-kit';
import { catalogueApi, useGetSeminarsQuery } from '../../api';
import { prefetchRubrics, useRubric } from '../../components/RubricLinks';
import type { AppDispatch } from '../../store';
import { Pagination } from '../../components/Pagination';
import { SeminarFilterForm } from './SeminarFilterForm';
import { SeminarResults } from './SeminarResults';
import {
  NO_FILTERS,
  filtersUrl,
  hasFilters,
  listPath,
  parseFilters,
  seminarQueryOf,
  type ListPlace,
  type SeminarFilters,
} from './seminarFilters';

interface SeminarListPageProps {
  place: ListPlace;
  title: string;
  /** On /seminare/r/:rubric the rubric comes from the path. */
  pathRubric?: string;
}

/** /seminare and /seminare/r/:rubric: the filtered, sorted, paged seminar dates. */
function SeminarListPage({ place, title, pathRubric }: SeminarListPageProps) {
  const { search } = useLocation();
  const filters = parseFilters(search, pathRubric);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { currentData, error, isFetching, refetch } = useGetSeminarsQuery(seminarQueryOf(filters));

  const show = (next: SeminarFilters) => navigate(filtersUrl(place, next));
  const resetHref = filtersUrl(place, { ...NO_FILTERS, rubric: pathRubric ?? '' });
  const selectPage = (page: number) => {
    show({ ...filters, page });
    headingRef.current?.focus();
  };

  return (
    <Page title={title}>
      <SeminarFilterForm
        filters={filters}
        action={listPath(place)}
        filtered={hasFilters(filters, pathRubric)}
        resetHref={resetHref}
        onChange={show}
      />
      <SeminarResults
        resetHref={resetHref}
        ref={headingRef}
        data={currentData}
        loading={isFetching && !currentData}
        error={currentData || !error ? undefined : failureOf(error)}
        onRetry={() => void refetch()}
        origin="seminare"
      />
      {currentData ? (
        <Pagination
          page={filters.page}
          totalPages={currentData.totalPages}
          hrefFor={(page) => filtersUrl(place, { ...filters, page })}
          onSelect={selectPage}
        />
      ) : null}
    </Page>
  );
}

export function SeminarsPage({ title }: { title: string }) {
  return <SeminarListPage place="seminars" title={title} />;
}

/**
 * A rubric's list: headed with the rubric's name once known, the not-found page for a rubric that does not
 * exist; a new rubric starts with fresh state.
 */
export function RubricPage({ title, params }: { title: string; params: RouteParams }) {
  const slug = params.rubric ?? '';
  const rubric = useRubric(slug);
  if (rubric.unknown) return <NotFoundPage />;
  return <SeminarListPage key={slug} place="rubric" title={rubric.heading ?? title} pathRubric={slug} />;
}

/** Server rendering of a list's filter form: its rubric, tag and place options. */
export function prefetchFilterOptions(dispatch: AppDispatch): void {
  prefetchRubrics(dispatch);
  void dispatch(catalogueApi.endpoints.getTags.initiate());
  void dispatch(catalogueApi.endpoints.getLocations.initiate());
}

/**
 * Server rendering of /seminare and /seminare/r/:rubric: what the list and its filter form (rubrics, tags,
 * places) ask for, with the same arguments.
 */
export function prefetchSeminarList(dispatch: AppDispatch, search: string, pathRubric?: string): void {
  prefetchFilterOptions(dispatch);
  void dispatch(catalogueApi.endpoints.getSeminars.initiate(seminarQueryOf(parseFilters(search, pathRubric))));
}
