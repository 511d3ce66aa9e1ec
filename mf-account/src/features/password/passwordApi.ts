import {
  API_ROUTES,
  type PasswordResetConfirmResponse,
  type PasswordResetRequestResponse,
} from '@amb/shared-contracts/core';
import { type PasswordResetInput, type QuickLoginInput } from '@amb/shared-contracts/schemas';
import { accountApi } from '../../api';

export const passwordApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<PasswordResetRequestResponse, QuickLoginInput>({
      query: (body) => ({ url: API_ROUTES.passwordResetRequest.path, method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<PasswordResetConfirmResponse, PasswordResetInput>({
      query: (body) => ({ url: API_ROUTES.passwordResetConfirm.path, method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = passwordApi;
