import {
  API_ROUTES,
  buildPath,
  request,
  RequestError,
  MESSAGES,
  type CheckoutResponse,
  type CostCalculatorResponse,
  type ShoppingCartResponse,
} from '@amb/shared-contracts/core';
import type { RequestFailure } from '@amb/remote-kit';
import { cartApi } from '../../api';

export interface OnlineFaxSubmission {
  idempotencyKey: string;
  body: {
    eventId: number;
    participants: unknown[];
    options: unknown;
    acceptTerms: boolean;
    waitlist: boolean;
  };
}

/** The event (dates, prices, venue) and the cart that prefills the form; the online submission. */
export const onlineFaxApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    getFaxEvent: build.query<CostCalculatorResponse, string>({
      query: (eventId) => buildPath(API_ROUTES.costCalculator.path, { eventId }),
    }),
    getFaxCart: build.query<ShoppingCartResponse, void>({
      query: () => API_ROUTES.cartGet.path,
    }),
    // The Idempotency-Key is a header, which the base query does not carry: the same request helper directly.
    submitOnlineFax: build.mutation<CheckoutResponse, OnlineFaxSubmission>({
      queryFn: async ({ idempotencyKey, body }) => {
        try {
          const data = await request<CheckoutResponse>(API_ROUTES.onlineFaxCheckout.path, {
            method: 'POST',
            body,
            headers: { 'Idempotency-Key': idempotencyKey },
          });
          return { data };
        } catch (error) {
          const failure: RequestFailure =
            error instanceof RequestError
              ? { status: error.status, data: error.body, message: error.message }
              : { status: 0, data: undefined, message: MESSAGES.apiUnavailable };
          return { error: failure };
        }
      },
    }),
  }),
});

export const { useGetFaxEventQuery, useGetFaxCartQuery, useSubmitOnlineFaxMutation } = onlineFaxApi;
