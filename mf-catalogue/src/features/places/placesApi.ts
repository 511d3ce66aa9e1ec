import {
  API_ROUTES,
  buildPath,
  type HotelDetailResponse,
  type LocationDetailResponse,
  type LocationsResponse,
} from '@amb/shared-contracts/core';
import { catalogueApi } from '../../api';

/** The location and hotel pages' calls; a place is asked for by its key (placeKey). */
export const placesApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<LocationsResponse, void>({
      query: () => API_ROUTES.locations.path,
    }),
    getLocation: build.query<LocationDetailResponse, string>({
      query: (key) => buildPath(API_ROUTES.locationDetail.path, { location: key }),
    }),
    getHotel: build.query<HotelDetailResponse, string>({
      query: (key) => buildPath(API_ROUTES.hotelDetail.path, { hotel: key }),
    }),
  }),
});

export const { useGetLocationsQuery, useGetLocationQuery, useGetHotelQuery } = placesApi;
