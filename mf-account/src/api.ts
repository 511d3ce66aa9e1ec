import { createApi } from '@reduxjs/toolkit/query/react';
import { requestBaseQuery } from '@amb/shared-contracts';

/** Features add their endpoints with `accountApi.injectEndpoints`. */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: requestBaseQuery,
  endpoints: () => ({}),
});
