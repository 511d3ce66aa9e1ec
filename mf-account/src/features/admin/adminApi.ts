import {
  API_ROUTES,
  buildPath,
  type AdminUsersResponse,
  type ImpersonationStartResponse,
} from '@amb/shared-contracts/core';
import { accountApi } from '../../api';

export const adminApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUsersResponse, string>({
      query: (q) => buildPath(API_ROUTES.adminUsers.path, {}, { q }),
    }),
    startImpersonation: build.mutation<ImpersonationStartResponse, { userId: number }>({
      query: (body) => ({ url: API_ROUTES.impersonation.path, method: 'POST', body }),
    }),
  }),
});

export const { useAdminUsersQuery, useStartImpersonationMutation } = adminApi;
