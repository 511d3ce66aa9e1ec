import { API_ROUTES, type CheckoutResponse, type CurrentUserResponse } from '@amb/shared-contracts/core';
import { cartApi } from '../../api';

export interface CheckoutArgs {
  idempotencyKey: string;
  acceptTerms: boolean;
  waitlist: boolean;
}

export const checkoutApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<CurrentUserResponse, void>({
      query: () => API_ROUTES.currentUser.path,
    }),
    checkout: build.mutation<CheckoutResponse, CheckoutArgs>({
      query: ({ idempotencyKey, ...body }) => ({
        url: API_ROUTES.cartCheckout.path,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCurrentUserQuery, useCheckoutMutation } = checkoutApi;
