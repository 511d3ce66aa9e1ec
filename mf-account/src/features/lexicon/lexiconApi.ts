import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import { type LexiconEntry, type LexiconIndexResponse } from '@amb/shared-contracts/member';
import { accountApi } from '../../api';

export interface LexiconSearch {
  q: string;
  letter: string;
}

export const lexiconApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    lexicon: build.query<LexiconIndexResponse, LexiconSearch>({
      query: ({ q, letter }) => buildPath(API_ROUTES.memberLexicon.path, {}, { q, letter }),
    }),
    lexiconEntry: build.query<LexiconEntry, string>({
      query: (slug) => buildPath(API_ROUTES.memberLexiconEntry.path, { slug }),
    }),
  }),
});

export const { useLexiconQuery, useLexiconEntryQuery } = lexiconApi;
