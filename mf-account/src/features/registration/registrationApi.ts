import { API_ROUTES, type CurrentUser, type RegistrationInput } from '@amb/shared-contracts';
import { accountApi } from '../../api';

export const registrationApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<{ user: CurrentUser }, RegistrationInput>({
      query: (body) => ({ url: API_ROUTES.userRegistration.path, method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registrationApi;
