import { createApi } from '@reduxjs/toolkit/query/react';
import { requestBaseQuery } from '@amb/shared-contracts';

/** Features add their endpoints with `conferencesApi.injectEndpoints`. */
export const conferencesApi = createApi({
  reducerPath: 'conferencesApi',
  baseQuery: requestBaseQuery,
  endpoints: () => ({}),
});
