import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import type { ElectionNewsArchiveResponse, ElectionNewsCategoryResponse } from '@amb/shared-contracts/content';
import { contentApi } from '../../api';

export const electionNewsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getElectionNewsArchive: build.query<ElectionNewsArchiveResponse, void>({
      query: () => API_ROUTES.electionNewsList.path,
    }),
    getElectionNewsCategory: build.query<ElectionNewsCategoryResponse, string>({
      query: (slug) => buildPath(API_ROUTES.electionNewsOfCategory.path, { slug }),
    }),
  }),
});

export const { useGetElectionNewsArchiveQuery, useGetElectionNewsCategoryQuery } = electionNewsApi;
