import { API_ROUTES, type ConferenceRegistrationResponse } from '@amb/shared-contracts/core';
import type { ConferenceRegistrationInput } from '@amb/shared-contracts/schemas';
import { conferencesApi } from '../../api';

export const registrationApi = conferencesApi.injectEndpoints({
  endpoints: (build) => ({
    registerForConference: build.mutation<ConferenceRegistrationResponse, ConferenceRegistrationInput>({
      query: (body) => ({ url: API_ROUTES.conferenceRegistrationRequest.path, method: 'POST', body }),
    }),
  }),
});

export const { useRegisterForConferenceMutation } = registrationApi;
