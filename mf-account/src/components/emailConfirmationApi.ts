import {
  API_ROUTES,
  type EmailConfirmResponse,
  type EmailConfirmationResendResponse,
} from '@amb/shared-contracts/core';
import { accountApi } from '../api';

/** The login e-mail's confirmation: the mailed link's token, and a new link for an unconfirmed address. */
export const emailConfirmationApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    confirmEmail: build.mutation<EmailConfirmResponse, { token: string }>({
      query: (body) => ({ url: API_ROUTES.emailConfirm.path, method: 'POST', body }),
    }),
    resendEmailConfirmation: build.mutation<EmailConfirmationResendResponse, void>({
      query: () => ({ url: API_ROUTES.emailConfirmationResend.path, method: 'POST' }),
    }),
  }),
});

export const { useConfirmEmailMutation, useResendEmailConfirmationMutation } = emailConfirmationApi;
