import { API_ROUTES, buildPath, type EventDetailResponse, type EventsResponse } from '@amb/shared-contracts/core';
import { berlinDateKey } from '@amb/shared-contracts/dates';
import { catalogueApi, type SeminarQuery } from '../../api';

/** The event pages' calls: one date (its path segment as given; the api answers 404 for a malformed id). */
export const eventsApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getEvent: build.query<EventDetailResponse, string>({
      query: (event) => buildPath(API_ROUTES.eventDetail.path, { event }),
    }),
    // The training series from today on (Berlin calendar day), filtered like the seminar list.
    getEvents: build.query<EventsResponse, SeminarQuery>({
      query: ({ rubric, q, page, pageSize }) =>
        buildPath(API_ROUTES.events.path, {}, { rubric, q, from: berlinDateKey(Date.now()), page, pageSize }),
    }),
  }),
});

export const { useGetEventQuery, useGetEventsQuery } = eventsApi;
