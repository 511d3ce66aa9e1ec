import { PAGE_ROUTES, buildPath, type LocationDetailResponse, type RouteParams } from '@amb/shared-contracts/core';
import { Link, Page } from '@amb/remote-kit';
import type { AppDispatch } from '../../store';
import { PlaceEvents } from './PlaceEvents';
import { placeKey } from './placeKey';
import { useCanonicalAddress } from './placeState';
import { placesApi, useGetLocationQuery } from './placesApi';
import '../../components/catalogueDetail.css';
import { DetailPending } from '../../components/DetailPending';

/** Query name of the seminar list's location filter (the api's `city`, a location slug). */
export const LOCATION_FILTER_PARAM = 'ort';

/** The seminar list filtered to a location. */
export const locationSeminarsUrl = (location: Pick<LocationDetailResponse, 'slug'>): string =>
  buildPath(PAGE_ROUTES.seminarList.path, {}, { [LOCATION_FILTER_PARAM]: location.slug });

/** /standorte/:nameAndId: a location with its hotels and the events held there. */
export function LocationPage({ title, params }: { title: string; params: RouteParams }) {
  const { data, error, isFetching, refetch } = useGetLocationQuery(placeKey(params.nameAndId ?? ''));
  useCanonicalAddress(data?.url, params.nameAndId ?? '');
  if (data) return <LocationDetail location={data} />;
  return (
    <DetailPending
      title={title}
      error={error}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      failureMessage="Der Standort konnte gerade nicht geladen werden."
    />
  );
}

function LocationDetail({ location }: { location: LocationDetailResponse }) {
  return (
    <Page title={locationTitle(location)}>
      {location.state ? <p className="cat-place__state">{location.state}</p> : null}
      {location.description ? <p className="cat-place__description">{location.description}</p> : null}
      <section className="cat-place__section" aria-labelledby="cat-place-hotels">
        <h2 id="cat-place-hotels">{`Tagungshotels in ${location.name}`}</h2>
        {location.hotels.length === 0 ? (
          <p>Für diesen Standort sind derzeit keine Tagungshotels eingetragen.</p>
        ) : (
          <ul className="cat-place__links">
            {location.hotels.map((hotel) => (
              <li key={hotel.hotelId}>
                <Link href={hotel.url}>{hotel.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PlaceEvents
        place={location}
        where={`in ${location.name}`}
        more={
          <Link
            href={locationSeminarsUrl(location)}
          >{`Alle ${location.eventCount} Seminartermine in ${location.name}`}</Link>
        }
      />
    </Page>
  );
}

/** Title (h1 and document title) of a location's page. */
export function locationTitle(location: Pick<LocationDetailResponse, 'name'>): string {
  return `Seminare in ${location.name}`;
}

export function prefetchLocation(dispatch: AppDispatch, segment: string): void {
  void dispatch(placesApi.endpoints.getLocation.initiate(placeKey(segment)));
}
