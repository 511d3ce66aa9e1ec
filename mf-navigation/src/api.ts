import { createApi } from '@reduxjs/toolkit/query/react';
import { API_ROUTES, type CartItem } from '@amb/shared-contracts';
import { requestBaseQuery } from '@amb/remote-kit';

export const navigationApi = createApi({
  reducerPath: 'navigationApi',
  baseQuery: requestBaseQuery,
  endpoints: (build) => ({
    /** Small cart (SPEC §4 cart count): only its length is used; a non-array leaves the count unset. */
    getSmallCart: build.query<CartItem[] | null, void>({
      query: () => API_ROUTES.smallCart.path,
      transformResponse: (response: unknown) => (Array.isArray(response) ? (response as CartItem[]) : null),
    }),
  }),
});

export const { useGetSmallCartQuery } = navigationApi;
