import { API_ROUTES, buildPath, type CurrentUser } from '@amb/shared-contracts';
import { accountApi } from '../../api';

export interface LocalLoginBody {
  email: string;
  password: string;
  redirect?: string;
}

export interface LocalLoginResponse {
  user: CurrentUser;
  redirect: string;
}

export const loginApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** `true` when the address is NOT registered yet (SPEC §7). */
    emailAvailability: build.query<boolean, string>({
      query: (email) => buildPath(API_ROUTES.emailAvailability.path, {}, { email }),
      keepUnusedDataFor: 0,
    }),
    localLogin: build.mutation<LocalLoginResponse, LocalLoginBody>({
      query: (body) => ({ url: API_ROUTES.localLogin.path, method: 'POST', body }),
    }),
  }),
});

export const { useLazyEmailAvailabilityQuery, useLocalLoginMutation } = loginApi;
