import { useRef } from 'react';
import { SEMINAR_PAGE_SIZE } from '@amb/shared-contracts';
import { useGetSeminarsQuery, type BaseQueryError } from '../../api';
import { navigate, useLocation } from '../../routing/history';
import { Pagination } from './Pagination';
import { SeminarFilterForm } from './SeminarFilterForm';
import { SeminarResults } from './SeminarResults';
import { filtersUrl, parseFilters, type ListPlace, type SeminarFilters } from './seminarFilters';

interface SeminarListPageProps {
  place: ListPlace;
  heading: string;
  /** On /seminare/r/:rubric the rubric comes from the path. */
  pathRubric?: string;
}

/** /seminare, /seminare/r/:rubric and /suche: the filtered, paged seminar dates. */
export function SeminarListPage({ place, heading, pathRubric }: SeminarListPageProps) {
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
    <div className="cat-page cat-page--list">
      <h1 className="cat-page__heading">{heading}</h1>
      <SeminarFilterForm filters={filters} action={pathname} onChange={show} />
      <SeminarResults
        ref={headingRef}
        data={currentData}
        loading={isFetching && !currentData}
        error={currentData ? undefined : listError(error)}
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
    </div>
  );
}

function listError(error: unknown): BaseQueryError | undefined {
  if (!error) return undefined;
  const status = typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : 0;
  return { status, data: undefined, message: String((error as { message?: unknown }).message ?? '') };
}
