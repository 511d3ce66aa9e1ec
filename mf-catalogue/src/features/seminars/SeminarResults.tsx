import { forwardRef, useRef } from 'react';
import type { Paginated, ProductListOrigin, SeminarListItem } from '@amb/shared-contracts/core';
import { EmptyState, ErrorState, Link, Loading, type Failure } from '@amb/remote-kit';
import { useListTracking } from '../../analytics';
import { SeminarCard } from '../../components/SeminarCard';
import { resultCountLabel } from './seminarFilters';

interface SeminarResultsProps {
  data: Paginated<SeminarListItem> | undefined;
  loading: boolean;
  error: Failure | undefined;
  onRetry: () => void;
  /** The list's name for analytics and the dates' origin (SPEC §9). */
  origin: ProductListOrigin;
  /** The list without filters (the invalid-filters state links to it). */
  resetHref: string;
}

export const LIST_HEADING_ID = 'cat-results-heading';

/** The result heading (focus target on page change), then loading, error, empty or the list. */
export const SeminarResults = forwardRef<HTMLHeadingElement, SeminarResultsProps>(function SeminarResults(
  { data, loading, error, onRetry, origin, resetHref },
  headingRef,
) {
  const listRef = useRef<HTMLUListElement>(null);
  useListTracking(listRef, loading || error ? undefined : data?.items, origin);
  return (
    <section className="cat-results" aria-labelledby={LIST_HEADING_ID} aria-busy={loading}>
      <h2 id={LIST_HEADING_ID} className="cat-results__heading" tabIndex={-1} ref={headingRef}>
        {data && !loading ? resultCountLabel(data.total) : 'Seminartermine'}
      </h2>
      {loading ? (
        <Loading />
      ) : error ? (
        error.status === 400 ? (
          <InvalidFilters failure={error} resetHref={resetHref} />
        ) : (
          <ErrorState
            message="Die Seminare konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
            onRetry={onRetry}
          />
        )
      ) : data && data.items.length === 0 ? (
        <EmptyState message="Keine Seminare gefunden." />
      ) : data ? (
        <ul className="cat-seminar-list" ref={listRef}>
          {data.items.map((item) => (
            <SeminarCard key={item.eventId} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
});

/** The api refused a filter (400): no error page, an empty list saying which filter and how to go on. */
function InvalidFilters({ failure, resetHref }: { failure: Failure; resetHref: string }) {
  const reasons = Object.values(failure.fields);
  return (
    <EmptyState
      message="Die Filterangaben sind ungültig, daher können wir keine Seminare anzeigen."
      action={
        <>
          {reasons.length > 0 ? (
            <ul className="cat-results__reasons">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
          <Link href={resetHref}>Filter zurücksetzen und alle Seminare anzeigen</Link>
        </>
      }
    />
  );
}
