import { createApi } from '@reduxjs/toolkit/query/react';
import { rehydrateFromServer, requestBaseQuery } from '@amb/remote-kit';

/** Features add their endpoints with `contentApi.injectEndpoints`. */
export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: requestBaseQuery,
  // The state the server rendered with: queries start fulfilled, the browser fetches nothing again.
  extractRehydrationInfo: rehydrateFromServer,
  endpoints: () => ({}),
});
