import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import { NEWS_LIST_PAGE_PARAM, type NewsListResponse } from '@amb/shared-contracts/content';
import { contentApi } from '../../api';

export const newsListApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsList: build.query<NewsListResponse, number>({
      query: (page) => buildPath(API_ROUTES.newsList.path, {}, { page }),
    }),
  }),
});

export const { useGetNewsListQuery } = newsListApi;

/** The page an address of /news asks for: `?seite=2`; anything else is the first. */
export function newsPageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get(NEWS_LIST_PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
