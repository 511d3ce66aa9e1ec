import { type HotelDetailResponse, type RouteParams } from '@amb/shared-contracts/core';
import { Link, Page } from '@amb/remote-kit';
import type { AppDispatch } from '../../store';
import { locationUrl } from './LocationListPage';
import { locationSeminarsUrl } from './LocationPage';
import { PlaceEvents } from './PlaceEvents';
import { placeKey } from './placeKey';
import { useCanonicalAddress } from './placeState';
import { placesApi, useGetHotelQuery } from './placesApi';
import { Fact } from '../../components/Fact';
import { DetailPending } from '../../components/DetailPending';

/** /standorte/hotel/:nameAndId: a venue with its address, what it offers, its location and the events there. */
export function HotelPage({ title, params }: { title: string; params: RouteParams }) {
  const { data, error, isFetching, refetch } = useGetHotelQuery(placeKey(params.nameAndId ?? ''));
  useCanonicalAddress(data?.url, params.nameAndId ?? '');
  if (data) return <HotelDetail hotel={data} />;
  return (
    <DetailPending
      title={title}
      error={error}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      failureMessage="Das Hotel konnte gerade nicht geladen werden."
    />
  );
}

/** 'Musterstraße 1, 12345 Berlin', from the parts the hotel has. */
export function hotelAddress(hotel: Pick<HotelDetailResponse, 'street' | 'postalCode' | 'city'>): string {
  const town = [hotel.postalCode, hotel.city].filter(Boolean).join(' ');
  return [hotel.street, town].filter(Boolean).join(', ');
}

function HotelDetail({ hotel }: { hotel: HotelDetailResponse }) {
  const address = hotelAddress(hotel);
  return (
    <Page title={hotel.name}>
      <dl className="cat-facts">
        {address ? <Fact term="Adresse">{address}</Fact> : null}
        {hotel.stars ? (
          <Fact term="Kategorie">
            <span className="cat-stars" aria-hidden="true">
              {'★'.repeat(hotel.stars)}
            </span>{' '}
            {`${hotel.stars} Sterne`}
          </Fact>
        ) : null}
        {hotel.location ? (
          <Fact term="Standort">
            <Link href={locationUrl(hotel.location)}>{hotel.location.name}</Link>
          </Fact>
        ) : null}
        {hotel.rooms ? <Fact term="Zimmer">{`${hotel.rooms.toLocaleString('de-DE')} Zimmer`}</Fact> : null}
        {hotel.board ? <Fact term="Verpflegung">{hotel.board}</Fact> : null}
        {hotel.accessibility ? <Fact term="Barrierefreiheit">{hotel.accessibility}</Fact> : null}
      </dl>
      {hotel.description ? <p className="cat-place__description">{hotel.description}</p> : null}
      <PlaceEvents
        place={hotel}
        where="in diesem Hotel"
        more={
          hotel.location ? (
            <Link href={locationSeminarsUrl(hotel.location)}>{`Alle Seminartermine in ${hotel.location.name}`}</Link>
          ) : undefined
        }
      />
    </Page>
  );
}

export function prefetchHotel(dispatch: AppDispatch, segment: string): void {
  void dispatch(placesApi.endpoints.getHotel.initiate(placeKey(segment)));
}
