import { createApi } from '@reduxjs/toolkit/query/react';
import {
  API_ROUTES,
  buildPath,
  type AccountNavigationResponse,
  type DeleteCartItemResponse,
  type SmallCartResponse,
} from '@amb/shared-contracts/core';
import { requestBaseQuery } from '@amb/remote-kit';

/** SPEC §4: pop-over data is fetched once per page; nothing else changes it behind the header's back. */
const ONCE_PER_PAGE = 24 * 60 * 60;

export const navigationApi = createApi({
  reducerPath: 'navigationApi',
  baseQuery: requestBaseQuery,
  endpoints: (build) => ({
    /** Small cart (SPEC §4): the cart pop-over and, when no count is stored, the count's length. */
    getSmallCart: build.query<SmallCartResponse | null, void>({
      query: () => API_ROUTES.smallCart.path,
      // SPEC §5: the small cart must be an array before it is used (the endpoint is another team's).
      transformResponse: (response: unknown): SmallCartResponse | null =>
        Array.isArray(response) ? (response as SmallCartResponse) : null,
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
