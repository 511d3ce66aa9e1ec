import { API_ROUTES, type RegistrationInput, type RegistrationResponse } from '@amb/shared-contracts';
import { accountApi } from '../../api';

export const registrationApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegistrationResponse, RegistrationInput>({
      query: (body) => ({ url: API_ROUTES.userRegistration.path, method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registrationApi;
