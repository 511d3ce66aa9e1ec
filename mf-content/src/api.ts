import { createApi } from '@reduxjs/toolkit/query/react';
import { requestBaseQuery } from '@amb/remote-kit';

/** Features add their endpoints with `contentApi.injectEndpoints`. */
export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: requestBaseQuery,
  endpoints: () => ({}),
});
