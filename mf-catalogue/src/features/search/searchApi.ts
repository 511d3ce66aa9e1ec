import { API_ROUTES, buildPath, type SearchResponse } from '@amb/shared-contracts/core';
import { catalogueApi } from '../../api';
import type { SearchApiQuery } from './searchParams';

/** /api/search: full text over themes, events, locations and hotels, with facets and marked matches. */
export const searchApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchApiQuery>({
      query: (query) => buildPath(API_ROUTES.search.path, {}, { ...query }),
    }),
  }),
});

export const { useSearchQuery } = searchApi;
