import { API_ROUTES, buildPath, type SearchResponse } from '@amb/shared-contracts/core';
import type { ContentSearchResponse } from '@amb/shared-contracts/content';
import { catalogueApi } from '../../api';
import type { ContentSearchApiQuery, SearchApiQuery } from './searchParams';

/** /api/search: full text over themes, events, locations and hotels; /api/search/content: over the content pages. */
export const searchApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchApiQuery>({
      query: (query) => buildPath(API_ROUTES.search.path, {}, { ...query }),
    }),
    contentSearch: build.query<ContentSearchResponse, ContentSearchApiQuery>({
      query: (query) => buildPath(API_ROUTES.contentSearch.path, {}, { ...query }),
    }),
  }),
});

export const { useSearchQuery, useContentSearchQuery } = searchApi;
