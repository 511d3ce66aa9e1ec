import { createApi } from '@reduxjs/toolkit/query/react';
import { API_ROUTES, buildPath, type RubricsResponse, type SeminarsResponse } from '@amb/shared-contracts/core';
import { berlinDateKey } from '@amb/shared-contracts/dates';
import { rehydrateFromServer, requestBaseQuery } from '@amb/remote-kit';

export interface SeminarQuery {
  rubric?: string;
  q?: string;
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
      query: ({ rubric, q, page, pageSize }) =>
        buildPath(API_ROUTES.seminars.path, {}, { rubric, q, from: berlinDateKey(Date.now()), page, pageSize }),
    }),
    getRubrics: build.query<RubricsResponse, void>({
      query: () => API_ROUTES.rubrics.path,
    }),
  }),
});

export const { useGetSeminarsQuery, useGetRubricsQuery } = catalogueApi;
