import { API_ROUTES } from '@amb/shared-contracts';
import { accountApi } from '../../api';

export const passwordApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: API_ROUTES.passwordResetRequest.path, method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => ({ url: API_ROUTES.passwordResetConfirm.path, method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = passwordApi;
