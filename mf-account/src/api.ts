import { createApi } from '@reduxjs/toolkit/query/react';
import { requestBaseQuery } from '@amb/remote-kit';

/** Features add their endpoints with `accountApi.injectEndpoints`. */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: requestBaseQuery,
  endpoints: () => ({}),
});
