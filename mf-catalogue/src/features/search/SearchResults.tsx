import { forwardRef } from 'react';
import type { SearchFacets, SearchHit, SearchResponse } from '@amb/shared-contracts/core';
import { rememberProductListOrigin, rememberVisitedUrl } from '@amb/shared-contracts/analytics';
import { formatDate, monthLabel } from '@amb/shared-contracts/dates';
import { EmptyState, ErrorState, Link, Loading, type Failure } from '@amb/remote-kit';
import { PAGE_ROUTES, netPriceText } from '@amb/shared-contracts/core';
import { RubricLinks } from '../../components/RubricLinks';
import { Marked } from './Marked';
import { KIND_LABELS, KIND_VALUES, freshSearch, hitCountLabel, searchUrl, type SearchParams } from './searchParams';

interface SearchResultsProps {
  params: SearchParams;
  data: SearchResponse | undefined;
  loading: boolean;
  error: Failure | undefined;
  onRetry: () => void;
}

const HEADING_ID = 'cat-search-heading';

/** The heading (focus target on page change), the narrowing links, then loading, error, empty or the hits. */
export const SearchResults = forwardRef<HTMLHeadingElement, SearchResultsProps>(function SearchResults(
  { params, data, loading, error, onRetry },
  headingRef,
) {
  const narrowed = params.kind !== '' || params.rubric !== '' || params.month !== '';
  const whole = searchUrl(freshSearch(params.q, 'seminars'));
  return (
    <section className="cat-results" aria-labelledby={HEADING_ID} aria-busy={loading}>
      <h2 id={HEADING_ID} className="cat-results__heading" tabIndex={-1} ref={headingRef}>
        {data && !loading ? hitCountLabel(data.total, params.q) : 'Treffer'}
      </h2>
      {loading ? (
        <Loading />
      ) : error ? (
        error.status === 400 ? (
          <EmptyState
            message="Die Suchangaben sind ungültig, daher können wir keine Treffer anzeigen."
            action={
              <>
                <ul className="cat-results__reasons">
                  {Object.values(error.fields).map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                {narrowed ? <Link href={whole}>Ohne Einschränkungen suchen</Link> : null}
              </>
            }
          />
        ) : (
          <ErrorState
            message="Die Suche ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal."
            onRetry={onRetry}
          />
        )
      ) : data && data.items.length === 0 ? (
        <NoHits params={params} narrowedHref={narrowed ? whole : null} />
      ) : data ? (
        <div className="cat-search">
          <Narrowing params={params} facets={data.facets} />
          <ol className="cat-hits">
            {data.items.map((hit) => (
              <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
});

/** A date followed from the search: its product-list origin is the search (SPEC §9). */
function rememberFollowed(hit: SearchHit): void {
  rememberVisitedUrl(hit.url);
  if (hit.kind === 'event') rememberProductListOrigin(hit.id, 'suche');
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className="cat-hit">
      <p className="cat-hit__meta">
        <span className={`cat-hit__kind cat-hit__kind--${hit.kind}`}>{KIND_LABELS[hit.kind]}</span>
        {hit.rubric ? <span>{hit.rubric.name}</span> : null}
        {hit.startDate ? <span>{formatDate(hit.startDate)}</span> : null}
      </p>
      <h3 className="cat-hit__title">
        {/* An ordinary link: the page behind it may belong to another remote. */}
        <a href={hit.url} onClick={() => rememberFollowed(hit)}>
          <Marked text={hit.title} ranges={hit.highlights.title} />
        </a>
      </h3>
      {hit.text ? (
        <p className="cat-hit__text">
          <Marked text={hit.text} ranges={hit.highlights.text} />
        </p>
      ) : null}
      {hit.price ? <p className="cat-hit__price">{`${hit.price.label} ${netPriceText(hit.price.amount)}`}</p> : null}
    </li>
  );
}

/** A group of narrowing links: the chosen one is marked current, "Alle" lifts the choice. */
function FacetLinks({
  label,
  current,
  entries,
  hrefFor,
}: {
  label: string;
  current: string;
  entries: Array<{ value: string; label: string; count?: number }>;
  hrefFor: (value: string) => string;
}) {
  if (entries.length === 0) return null;
  const all = [{ value: '', label: 'Alle' }, ...entries];
  return (
    <nav className="cat-facet" aria-label={label}>
      <h3 className="cat-facet__heading">{label}</h3>
      <ul className="cat-facet__list">
        {all.map((entry) => (
          <li key={entry.value}>
            <Link
              className="cat-facet__link"
              href={hrefFor(entry.value)}
              aria-current={entry.value === current ? 'true' : undefined}
            >
              {entry.label}
              {entry.count === undefined ? null : <span className="cat-facet__count"> ({entry.count})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Narrowing by kind, rubric (with counts) and month (with counts); each link starts at page 1. */
function Narrowing({ params, facets }: { params: SearchParams; facets: SearchFacets }) {
  const to = (change: Partial<SearchParams>) => searchUrl({ ...params, ...change, page: 1 });
  return (
    <div className="cat-search__facets">
      <FacetLinks
        label="Art"
        current={params.kind}
        entries={Object.entries(KIND_VALUES).map(([value, kind]) => ({ value, label: kind.plural }))}
        hrefFor={(kind) => to({ kind })}
      />
      <FacetLinks
        label="Rubrik"
        current={params.rubric}
        entries={facets.rubrics.map((rubric) => ({ value: rubric.slug, label: rubric.name, count: rubric.count }))}
        hrefFor={(rubric) => to({ rubric })}
      />
      <FacetLinks
        label="Monat"
        current={params.month}
        entries={facets.months.map((month) => ({
          value: month.month,
          label: monthLabel(month.month),
          count: month.count,
        }))}
        hrefFor={(month) => to({ month })}
      />
    </div>
  );
}

function NoHits({ params, narrowedHref }: { params: SearchParams; narrowedHref: string | null }) {
  return (
    <EmptyState
      message={`Keine Treffer für „${params.q}“.`}
      action={
        <div className="cat-search__suggestions">
          <p>Vielleicht hilft Folgendes:</p>
          <ul>
            {narrowedHref ? (
              <li>
                <Link href={narrowedHref}>Ohne Einschränkungen nach „{params.q}“ suchen</Link>
              </li>
            ) : null}
            <li>Prüfen Sie die Schreibweise.</li>
            <li>Verwenden Sie weniger oder allgemeinere Begriffe, etwa „Kündigung“ statt „Kündigungsschutzklage“.</li>
            <li>
              <Link href={PAGE_ROUTES.seminarList.path}>Alle Seminare ansehen</Link> oder in den Rubriken stöbern:
            </li>
          </ul>
          <RubricLinks />
        </div>
      }
    />
  );
}
