import { forwardRef } from 'react';
import { MESSAGES, type Paginated, type SeminarListItem } from '@amb/shared-contracts';
import type { BaseQueryError } from '../../api';
import { SeminarCard } from './SeminarCard';
import { resultCountLabel } from './seminarFilters';

interface SeminarResultsProps {
  data: Paginated<SeminarListItem> | undefined;
  loading: boolean;
  error: BaseQueryError | undefined;
  onRetry: () => void;
}

export const LIST_HEADING_ID = 'cat-results-heading';

/** The result heading (focus target on page change), then loading, error, empty or the list. */
export const SeminarResults = forwardRef<HTMLHeadingElement, SeminarResultsProps>(function SeminarResults(
  { data, loading, error, onRetry },
  headingRef,
) {
  return (
    <section className="cat-results" aria-labelledby={LIST_HEADING_ID} aria-busy={loading}>
      <h2 id={LIST_HEADING_ID} className="cat-results__heading" tabIndex={-1} ref={headingRef}>
        {data && !loading ? resultCountLabel(data.total) : 'Seminartermine'}
      </h2>
      {loading ? (
        <p className="cat-status" role="status">
          {MESSAGES.loading}
        </p>
      ) : error ? (
        <div className="cat-error" role="alert">
          <p>
            {error.status === 400
              ? 'Die Filterangaben sind ungültig. Bitte ändern Sie Rubrik oder Suchbegriff.'
              : 'Die Seminare konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.'}
          </p>
          {error.status !== 400 ? (
            <button type="button" className="cat-button" onClick={onRetry}>
              Erneut versuchen
            </button>
          ) : null}
        </div>
      ) : data && data.items.length === 0 ? (
        <p className="cat-status">Keine Seminare gefunden.</p>
      ) : data ? (
        <ul className="cat-seminar-list">
          {data.items.map((item) => (
            <SeminarCard key={item.eventId} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
});
