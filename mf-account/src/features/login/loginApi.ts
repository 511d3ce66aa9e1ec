import { API_ROUTES, type LocalLoginResponse } from '@amb/shared-contracts/core';
import { type LocalLoginInput } from '@amb/shared-contracts/schemas';
import { accountApi } from '../../api';

export const loginApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    localLogin: build.mutation<LocalLoginResponse, LocalLoginInput>({
      query: (body) => ({ url: API_ROUTES.localLogin.path, method: 'POST', body }),
    }),
  }),
});

export const { useLocalLoginMutation } = loginApi;
