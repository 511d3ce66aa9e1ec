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
    /** The api's sanitised form of a redirect target (relative path or one of our site origins). */
    loginTarget: build.query<{ target: string; loggedIn: boolean }, string>({
      query: (redirect) => buildPath(API_ROUTES.loginTargetGet.path, {}, { redirect }),
      keepUnusedDataFor: 0,
    }),
    localLogin: build.mutation<LocalLoginResponse, LocalLoginBody>({
      query: (body) => ({ url: API_ROUTES.localLogin.path, method: 'POST', body }),
    }),
  }),
});

export const { useLazyEmailAvailabilityQuery, useLazyLoginTargetQuery, useLocalLoginMutation } = loginApi;
