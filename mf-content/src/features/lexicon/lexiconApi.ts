import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import type { LexiconPageEntryResponse, LexiconPageIndexResponse } from '@amb/shared-contracts/content';
import { contentApi } from '../../api';

export interface LexiconEntryKey {
  audience: string;
  slug: string;
}

export const lexiconApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getLexiconIndex: build.query<LexiconPageIndexResponse, string>({
      query: (audience) => buildPath(API_ROUTES.lexiconAudienceIndex.path, { audience }),
    }),
    getLexiconEntry: build.query<LexiconPageEntryResponse, LexiconEntryKey>({
      query: ({ audience, slug }) => buildPath(API_ROUTES.lexiconAudienceEntry.path, { audience, slug }),
    }),
  }),
});

export const { useGetLexiconIndexQuery, useGetLexiconEntryQuery } = lexiconApi;
