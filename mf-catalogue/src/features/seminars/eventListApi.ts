import { API_ROUTES, berlinDayKey, buildPath, type EventsResponse } from '@amb/shared-contracts/core';
import { catalogueApi, type SeminarQuery } from '../../api';

/**
 * GET /api/events: the training series from today on (Berlin calendar day), with every filter of the seminar
 * list (the api takes the same query as /api/get-seminars).
 */
export const eventListApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventsResponse, SeminarQuery>({
      query: (filters) => buildPath(API_ROUTES.events.path, {}, { ...filters, from: berlinDayKey(Date.now()) }),
    }),
  }),
});

export const { useGetEventsQuery } = eventListApi;
