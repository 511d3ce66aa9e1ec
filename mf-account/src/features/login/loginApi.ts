import {
  API_ROUTES,
  buildPath,
  type EmailAvailabilityResponse,
  type LocalLoginResponse,
} from '@amb/shared-contracts/core';
import { type LocalLoginInput } from '@amb/shared-contracts/schemas';
import { accountApi } from '../../api';

export const loginApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** `true` when the address is NOT registered yet (SPEC §7). */
    emailAvailability: build.query<EmailAvailabilityResponse, string>({
      query: (email) => buildPath(API_ROUTES.emailAvailability.path, {}, { email }),
      keepUnusedDataFor: 0,
    }),
    localLogin: build.mutation<LocalLoginResponse, LocalLoginInput>({
      query: (body) => ({ url: API_ROUTES.localLogin.path, method: 'POST', body }),
    }),
  }),
});

export const { useLazyEmailAvailabilityQuery, useLocalLoginMutation } = loginApi;
