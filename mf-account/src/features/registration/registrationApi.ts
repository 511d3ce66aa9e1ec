import { API_ROUTES, type RegistrationResponse } from '@amb/shared-contracts/core';
import { type RegistrationInput } from '@amb/shared-contracts/schemas';
import { accountApi } from '../../api';

export const registrationApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegistrationResponse, RegistrationInput>({
      query: (body) => ({ url: API_ROUTES.userRegistration.path, method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registrationApi;
