import { PAGE_META, PAGE_ROUTES, type RouteParams } from '@amb/shared-contracts/core';
import type { PageServerPart } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { hotelAddress, prefetchHotel } from './HotelPage';
import { prefetchLocations } from './LocationListPage';
import { locationTitle, prefetchLocation } from './LocationPage';
import { placeKey } from './placeKey';
import { placeHead, placeRedirect } from './placeState';
import { placesApi } from './placesApi';

type Server = PageServerPart<RootState, AppDispatch>;

const locationQuery = (state: RootState, params: RouteParams) =>
  placesApi.endpoints.getLocation.select(placeKey(params.nameAndId ?? ''))(state);
const hotelQuery = (state: RootState, params: RouteParams) =>
  placesApi.endpoints.getHotel.select(placeKey(params.nameAndId ?? ''))(state);

export const locationListServer: Server = {
  prefetch: prefetchLocations,
  head: (_state, { origin }) => ({
    title: PAGE_META.locationList.title,
    canonical: `${origin}${PAGE_ROUTES.locationList.path}`,
  }),
};

/** A location: named after it; reached by a wrong name, a 301 to its own address (the id decides). */
export const locationServer: Server = {
  prefetch: (dispatch, { params }) => prefetchLocation(dispatch, params.nameAndId ?? ''),
  head: (state, { params, origin }) =>
    placeHead(locationQuery(state, params), origin, PAGE_META.location.title, (location) => ({
      title: locationTitle(location),
      description: `Seminare für Betriebsräte in ${location.name}${location.state ? ` (${location.state})` : ''}: Tagungshotels und die kommenden Seminartermine.`,
    })),
  redirect: (state, { params, search }) =>
    placeRedirect(locationQuery(state, params).data, params.nameAndId ?? '', search),
};

/** A hotel, as a location. */
export const hotelServer: Server = {
  prefetch: (dispatch, { params }) => prefetchHotel(dispatch, params.nameAndId ?? ''),
  head: (state, { params, origin }) =>
    placeHead(hotelQuery(state, params), origin, PAGE_META.hotel.title, (hotel) => ({
      title: hotel.name,
      description: `${hotel.name}${hotelAddress(hotel) ? `, ${hotelAddress(hotel)}` : ''}: Zimmer, Verpflegung, Barrierefreiheit und die kommenden Seminartermine für Betriebsräte.`,
    })),
  redirect: (state, { params, search }) =>
    placeRedirect(hotelQuery(state, params).data, params.nameAndId ?? '', search),
};
