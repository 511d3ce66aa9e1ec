import { useRef } from 'react';
import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import { failureOf, navigate, Page, useLocation } from '@amb/remote-kit';
import type { AppDispatch } from '../../store';
import { Pagination } from '../../components/Pagination';
import { SeminarFilterForm } from './SeminarFilterForm';
import { prefetchFilterOptions } from './SeminarListPage';
import { SeminarResults } from './SeminarResults';
import { filtersUrl, hasFilters, listPath, parseFilters, seminarQueryOf, type SeminarFilters } from './seminarFilters';
import { eventListApi, useGetEventsQuery } from './eventListApi';

/** /seminare/p: the training series from today on, filtered and paged in the address like the seminar list. */
export function EventListPage({ title }: { title: string }) {
  const { search } = useLocation();
  const filters = parseFilters(search);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { currentData, error, isFetching, refetch } = useGetEventsQuery(seminarQueryOf(filters));

  const show = (next: SeminarFilters) => navigate(filtersUrl('events', next));
  const resetHref = PAGE_ROUTES.eventList.path;
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
      <SeminarFilterForm
        filters={filters}
        action={listPath('events')}
        filtered={hasFilters(filters)}
        resetHref={resetHref}
        onChange={show}
      />
      <SeminarResults
        origin="seminare"
        resetHref={resetHref}
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
          hrefFor={(page) => filtersUrl('events', { ...filters, page })}
          onSelect={selectPage}
        />
      ) : null}
    </Page>
  );
}

/** Server rendering of /seminare/p: the series and the filter form's rubrics, with the page's arguments. */
export function prefetchEventList(dispatch: AppDispatch, search: string): void {
  prefetchFilterOptions(dispatch);
  void dispatch(eventListApi.endpoints.getEvents.initiate(seminarQueryOf(parseFilters(search))));
}
