import { createApi } from '@reduxjs/toolkit/query/react';
import {
  API_ROUTES,
  berlinDayKey,
  buildPath,
  type LocationsResponse,
  type RubricsResponse,
  type SeminarsResponse,
  type TagsResponse,
} from '@amb/shared-contracts/core';
import { rehydrateFromServer, requestBaseQuery } from '@amb/remote-kit';

/** The seminar list's query: the api's names; values as the address gave them (the api validates). */
export interface SeminarQuery {
  rubric?: string;
  tag?: string;
  city?: string;
  month?: string;
  format?: string;
  oneDay?: string;
  priceMin?: string;
  priceMax?: string;
  q?: string;
  sort?: string;
  page: number;
  pageSize: number;
}

export const catalogueApi = createApi({
  reducerPath: 'catalogueApi',
  baseQuery: requestBaseQuery,
  // The state the server rendered with: queries start fulfilled, the browser fetches nothing again.
  extractRehydrationInfo: rehydrateFromServer,
  endpoints: (build) => ({
    getSeminars: build.query<SeminarsResponse, SeminarQuery>({
      // Only events from today on (Berlin calendar day): a seminar site lists what can still be booked.
      query: ({ page, pageSize, ...filters }) =>
        buildPath(API_ROUTES.seminars.path, {}, { ...filters, from: berlinDayKey(Date.now()), page, pageSize }),
    }),
    getRubrics: build.query<RubricsResponse, void>({
      query: () => API_ROUTES.rubrics.path,
    }),
    getTags: build.query<TagsResponse, void>({
      query: () => API_ROUTES.tags.path,
    }),
    getLocations: build.query<LocationsResponse, void>({
      query: () => API_ROUTES.locations.path,
    }),
  }),
});

export const { useGetSeminarsQuery, useGetRubricsQuery, useGetTagsQuery, useGetLocationsQuery } = catalogueApi;
