import { createApi } from '@reduxjs/toolkit/query/react';
import { API_ROUTES, type SmallCartResponse } from '@amb/shared-contracts/core';
import { requestBaseQuery } from '@amb/remote-kit';

export const navigationApi = createApi({
  reducerPath: 'navigationApi',
  baseQuery: requestBaseQuery,
  endpoints: (build) => ({
    /** Small cart (SPEC §4 cart count): only its length is used; a non-array leaves the count unset. */
    getSmallCart: build.query<SmallCartResponse | null, void>({
      query: () => API_ROUTES.smallCart.path,
      // SPEC §5: the small cart must be an array before it is used (the endpoint is another team's).
      transformResponse: (response: unknown): SmallCartResponse | null =>
        Array.isArray(response) ? (response as SmallCartResponse) : null,
    }),
  }),
});

export const { useGetSmallCartQuery } = navigationApi;
