import { createApi } from '@reduxjs/toolkit/query/react';
import { requestBaseQuery } from '@amb/remote-kit';

/** Features add their endpoints with `conferencesApi.injectEndpoints`. */
export const conferencesApi = createApi({
  reducerPath: 'conferencesApi',
  baseQuery: requestBaseQuery,
  endpoints: () => ({}),
});
