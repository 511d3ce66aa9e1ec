import { createApi } from '@reduxjs/toolkit/query/react';
import {
  API_ROUTES,
  buildPath,
  type AccountNavigationResponse,
  type DeleteCartItemResponse,
  type SmallCartResponse,
} from '@amb/shared-contracts/core';
import { requestBaseQuery } from '@amb/remote-kit';
import { asSmallCart, takeSmallCartOfCount } from './features/cart/smallCart';

/** SPEC §4: pop-over data is fetched once per page; nothing else changes it behind the header's back. */
const ONCE_PER_PAGE = 24 * 60 * 60;

export const navigationApi = createApi({
  reducerPath: 'navigationApi',
  baseQuery: requestBaseQuery,
  endpoints: (build) => ({
    /** Small cart (SPEC §4) for the cart pop-over; its first query takes over what the count fetched, if it did. */
    getSmallCart: build.query<SmallCartResponse | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const handedOver = await takeSmallCartOfCount();
        if (handedOver) return { data: handedOver };
        const result = await baseQuery(API_ROUTES.smallCart.path);
        return result.error ? { error: result.error } : { data: asSmallCart(result.data) };
      },
      keepUnusedDataFor: ONCE_PER_PAGE,
    }),
    /** Fire-and-forget delete from the cart pop-over (SPEC §7); the list and count change before it answers. */
    deleteCartItem: build.mutation<DeleteCartItemResponse, number>({
      query: (cartItemId) => ({ url: API_ROUTES.cartDeleteItem.path, method: 'POST', body: { cartItemId } }),
    }),
    /** The member's account navigation for the user pop-over, active entry for the given path. */
    getAccountNavigation: build.query<AccountNavigationResponse | null, string>({
      query: (path) => buildPath(API_ROUTES.memberAccountNavigation.path, {}, { path }),
      transformResponse: (response: unknown): AccountNavigationResponse | null =>
        Array.isArray(response) ? (response as AccountNavigationResponse) : null,
      keepUnusedDataFor: ONCE_PER_PAGE,
    }),
  }),
});

export const { useGetSmallCartQuery, useDeleteCartItemMutation, useGetAccountNavigationQuery } = navigationApi;
