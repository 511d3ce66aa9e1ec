import {
  API_ROUTES,
  buildPath,
  type HotelDetailResponse,
  type LocationDetailResponse,
} from '@amb/shared-contracts/core';
import { catalogueApi } from '../../api';

/** The location and hotel pages' calls; a place is asked for by its key (placeKey). */
export const placesApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getLocation: build.query<LocationDetailResponse, string>({
      query: (key) => buildPath(API_ROUTES.locationDetail.path, { location: key }),
    }),
    getHotel: build.query<HotelDetailResponse, string>({
      query: (key) => buildPath(API_ROUTES.hotelDetail.path, { hotel: key }),
    }),
  }),
});

export const { useGetLocationQuery, useGetHotelQuery } = placesApi;
