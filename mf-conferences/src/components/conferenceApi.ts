import {
  API_ROUTES,
  buildPath,
  type ConferenceDetailResponse,
  type ConferencesResponse,
} from '@amb/shared-contracts/core';
import { conferencesApi } from '../api';

/** The conferences' public reads: one by its address segment (404 for an unknown one), the upcoming ones. */
export const conferenceApi = conferencesApi.injectEndpoints({
  endpoints: (build) => ({
    getConference: build.query<ConferenceDetailResponse, string>({
      query: (slug) => buildPath(API_ROUTES.conferenceByUrl.path, { url: slug }),
    }),
    getConferences: build.query<ConferencesResponse, void>({
      query: () => API_ROUTES.conferences.path,
    }),
  }),
});

export const { useGetConferenceQuery, useGetConferencesQuery } = conferenceApi;
