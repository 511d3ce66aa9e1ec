import {
  API_ROUTES,
  buildPath,
  type AccountNavigationResponse,
  type CurrentUserResponse,
} from '@amb/shared-contracts/core';
import { accountApi } from '../api';

export const memberApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<CurrentUserResponse, void>({
      query: () => API_ROUTES.currentUser.path,
    }),
    accountNavigation: build.query<AccountNavigationResponse, string>({
      query: (path) => buildPath(API_ROUTES.memberAccountNavigation.path, {}, { path }),
    }),
  }),
});

export const { useCurrentUserQuery, useAccountNavigationQuery } = memberApi;
