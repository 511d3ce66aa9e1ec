import { createApi } from '@reduxjs/toolkit/query/react';
import { requestBaseQuery } from '@amb/remote-kit';

/** Features add their endpoints with `cartApi.injectEndpoints`. */
export const cartApi = createApi({
  reducerPath: 'cartApi',
  baseQuery: requestBaseQuery,
  endpoints: () => ({}),
});
