import { forwardRef } from 'react';
import {
  CONTENT_SEARCH_KIND_LABELS,
  type ContentSearchHit,
  type ContentSearchResponse,
} from '@amb/shared-contracts/content';
import { formatDate } from '@amb/shared-contracts/dates';
import { EmptyState, ErrorState, Loading, type Failure } from '@amb/remote-kit';
import { Marked } from './Marked';
import { hitCountLabel } from './searchParams';

interface ContentResultsProps {
  q: string;
  data: ContentSearchResponse | undefined;
  loading: boolean;
  error: Failure | undefined;
  onRetry: () => void;
}

const HEADING_ID = 'cat-content-heading';

/** The content hits of /suche?bereich=inhalte: articles, news, interviews (and what else the api indexes). */
export const ContentResults = forwardRef<HTMLHeadingElement, ContentResultsProps>(function ContentResults(
  { q, data, loading, error, onRetry },
  headingRef,
) {
  return (
    <section className="cat-results" aria-labelledby={HEADING_ID} aria-busy={loading}>
      <h2 id={HEADING_ID} className="cat-results__heading" tabIndex={-1} ref={headingRef}>
        {data && !loading ? hitCountLabel(data.total, q) : 'Treffer'}
      </h2>
      {loading ? (
        <Loading />
      ) : error ? (
        error.status === 400 ? (
          <EmptyState message="Die Suchangaben sind ungültig, daher können wir keine Treffer anzeigen." />
        ) : (
          <ErrorState
            message="Die Suche ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal."
            onRetry={onRetry}
          />
        )
      ) : data && data.items.length === 0 ? (
        <EmptyState
          message={`Keine Inhalte für „${q}“.`}
          action={<p>Prüfen Sie die Schreibweise oder verwenden Sie allgemeinere Begriffe.</p>}
        />
      ) : data ? (
        <ol className="cat-hits">
          {data.items.map((hit) => (
            <ContentHit key={`${hit.kind}-${hit.id}`} hit={hit} />
          ))}
        </ol>
      ) : null}
    </section>
  );
});

function ContentHit({ hit }: { hit: ContentSearchHit }) {
  return (
    <li className="cat-hit">
      <p className="cat-hit__meta">
        <span className={`cat-hit__kind cat-hit__kind--${hit.kind}`}>{CONTENT_SEARCH_KIND_LABELS[hit.kind]}</span>
        {hit.date ? <span>{formatDate(hit.date)}</span> : null}
      </p>
      <h3 className="cat-hit__title">
        {/* An ordinary link: the page belongs to mf-content. */}
        <a href={hit.url}>
          <Marked text={hit.title} ranges={hit.highlights.title} />
        </a>
      </h3>
      {hit.text ? (
        <p className="cat-hit__text">
          <Marked text={hit.text} ranges={hit.highlights.text} />
        </p>
      ) : null}
    </li>
  );
}
