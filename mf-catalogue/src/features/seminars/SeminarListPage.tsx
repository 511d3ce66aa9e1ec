import { useRef } from 'react';
import { SEMINAR_PAGE_SIZE, type RouteParams } from '@amb/shared-contracts';
import { failureOf, navigate, Page, useLocation } from '@amb/remote-kit';
import { useGetSeminarsQuery } from '../../api';
import { useRubricHeading } from '../../components/RubricLinks';
import { Pagination } from './Pagination';
import { SeminarFilterForm } from './SeminarFilterForm';
import { SeminarResults } from './SeminarResults';
import { filtersUrl, parseFilters, type ListPlace, type SeminarFilters } from './seminarFilters';

interface SeminarListPageProps {
  place: ListPlace;
  title: string;
  /** On /seminare/r/:rubric the rubric comes from the path. */
  pathRubric?: string;
}

/** /seminare, /seminare/r/:rubric and /suche: the filtered, paged seminar dates. */
function SeminarListPage({ place, title, pathRubric }: SeminarListPageProps) {
  const { pathname, search } = useLocation();
  const filters = parseFilters(search, pathRubric);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { currentData, error, isFetching, refetch } = useGetSeminarsQuery({
    rubric: filters.rubric || undefined,
    q: filters.q || undefined,
    page: filters.page,
    pageSize: SEMINAR_PAGE_SIZE,
  });

  const show = (next: SeminarFilters) => navigate(filtersUrl(place, next));
  const selectPage = (page: number) => {
    show({ ...filters, page });
    headingRef.current?.focus();
  };

  return (
    <Page title={title}>
      <SeminarFilterForm filters={filters} action={pathname} onChange={show} />
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

export function SearchPage({ title }: { title: string }) {
  return <SeminarListPage place="search" title={title} />;
}

/** A rubric's list: headed with the rubric's name once known; a new rubric starts with fresh state. */
export function RubricPage({ title, params }: { title: string; params: RouteParams }) {
  const rubric = params.rubric ?? '';
  const heading = useRubricHeading(rubric);
  return <SeminarListPage key={rubric} place="rubric" title={heading ?? title} pathRubric={rubric} />;
}
