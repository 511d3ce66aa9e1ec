import { useRef } from 'react';
import { PAGE_ROUTES, buildPath } from '@amb/shared-contracts/core';
import { failureOf, navigate, Page, useLocation } from '@amb/remote-kit';
import { prefetchRubrics } from '../../components/RubricLinks';
import type { AppDispatch } from '../../store';
import { Pagination } from './Pagination';
import { SeminarFilterForm } from './SeminarFilterForm';
import { SeminarResults } from './SeminarResults';
import { FILTER_PARAMS, parseFilters, seminarQueryOf, type SeminarFilters } from './seminarFilters';
import { eventListApi, useGetEventsQuery } from './eventListApi';

/** The address of the series list with these filters: the seminar list's query names, on /seminare/p. */
export function eventListUrl(filters: SeminarFilters): string {
  return buildPath(
    PAGE_ROUTES.eventList.path,
    {},
    {
      [FILTER_PARAMS.rubric]: filters.rubric,
      [FILTER_PARAMS.q]: filters.q,
      [FILTER_PARAMS.page]: filters.page > 1 ? filters.page : undefined,
    },
  );
}

/** /seminare/p: the training series from today on, filtered and paged in the address like the seminar list. */
export function EventListPage({ title }: { title: string }) {
  const { search } = useLocation();
  const filters = parseFilters(search);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { currentData, error, isFetching, refetch } = useGetEventsQuery(seminarQueryOf(filters));

  const show = (next: SeminarFilters) => navigate(eventListUrl(next));
  const selectPage = (page: number) => {
    show({ ...filters, page });
    headingRef.current?.focus();
  };

  return (
    <Page title={title}>
      <p className="cat-intro">
        Mehrteilige Seminarreihen und Ausbildungen für Betriebsräte: mehrere Module mit eigenen Terminen, in Präsenz
        oder online.
      </p>
      <SeminarFilterForm filters={filters} action={PAGE_ROUTES.eventList.path} onChange={show} />
      <SeminarResults
        ref={headingRef}
        data={currentData}
        loading={isFetching && !currentData}
        error={currentData || !error ? undefined : failureOf(error)}
        onRetry={() => void refetch()}
      />
      {currentData ? (
        <Pagination
          page={filters.page}
          totalPages={currentData.totalPages}
          hrefFor={(page) => eventListUrl({ ...filters, page })}
          onSelect={selectPage}
        />
      ) : null}
    </Page>
  );
}

/** Server rendering of /seminare/p: the series and the filter form's rubrics, with the page's arguments. */
export function prefetchEventList(dispatch: AppDispatch, search: string): void {
  prefetchRubrics(dispatch);
  void dispatch(eventListApi.endpoints.getEvents.initiate(seminarQueryOf(parseFilters(search))));
}
