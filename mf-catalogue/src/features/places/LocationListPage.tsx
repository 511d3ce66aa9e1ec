import { PAGE_ROUTES, buildPath, type Location } from '@amb/shared-contracts/core';
import { EmptyState, ErrorState, Link, Loading, Page } from '@amb/remote-kit';
import type { AppDispatch } from '../../store';
import { catalogueApi, useGetLocationsQuery } from '../../api';
import '../../components/catalogueDetail.css';

export const locationUrl = (location: Pick<Location, 'slug' | 'locationId'>): string =>
  buildPath(PAGE_ROUTES.location.path, { nameAndId: `${location.slug}-${location.locationId}` });

/** The locations by federal state (states and places in German alphabetical order). */
function byState(locations: readonly Location[]): Array<[string, Location[]]> {
  const groups = new Map<string, Location[]>();
  for (const location of locations) {
    const state = location.state || 'Weitere Standorte';
    groups.set(state, [...(groups.get(state) ?? []), location]);
  }
  const collator = new Intl.Collator('de-DE');
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([state, entries]) => [state, entries.sort((a, b) => collator.compare(a.name, b.name))]);
}

/** /standorte: every seminar location, grouped by federal state, each linking to its page. */
export function LocationListPage({ title }: { title: string }) {
  const { data, isLoading, isError, refetch } = useGetLocationsQuery();
  return (
    <Page title={title}>
      <p className="cat-intro">
        Unsere Seminare finden in ausgewählten Tagungshotels in ganz Deutschland statt. Wählen Sie einen Standort, um
        seine Hotels und Seminartermine zu sehen.
      </p>
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <ErrorState
          message="Die Standorte konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState message="Derzeit sind keine Standorte eingetragen." />
      ) : (
        byState(data).map(([state, locations]) => (
          <section key={state} className="cat-place__section">
            <h2>{state}</h2>
            <ul className="cat-rubrics">
              {locations.map((location) => (
                <li key={location.locationId}>
                  <Link className="cat-rubrics__link" href={locationUrl(location)}>
                    {location.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </Page>
  );
}

export function prefetchLocations(dispatch: AppDispatch): void {
  void dispatch(catalogueApi.endpoints.getLocations.initiate());
}
