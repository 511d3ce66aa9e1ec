import { createApi } from '@reduxjs/toolkit/query/react';
import { rehydrateFromServer, requestBaseQuery } from '@amb/remote-kit';

/**
 * Features add their endpoints with `conferencesApi.injectEndpoints`; queries start with the data the server
 * rendered the page with (rehydrateFromServer).
 */
export const conferencesApi = createApi({
  reducerPath: 'conferencesApi',
  baseQuery: requestBaseQuery,
  extractRehydrationInfo: rehydrateFromServer,
  endpoints: () => ({}),
});
