import { API_ROUTES, buildPath, type EventDetailResponse } from '@amb/shared-contracts/core';
import { catalogueApi } from '../../api';

/** One date of a seminar: its path segment as given (the api answers 404 for an unknown or malformed id). */
export const eventsApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getEvent: build.query<EventDetailResponse, string>({
      query: (event) => buildPath(API_ROUTES.eventDetail.path, { event }),
    }),
  }),
});

export const { useGetEventQuery } = eventsApi;
