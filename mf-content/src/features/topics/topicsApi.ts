import { API_ROUTES, buildPath, type TagArticlesResponse, type TopicResponse } from '@amb/shared-contracts/core';
import { tagArticlesUrl } from '@amb/shared-contracts/content';
import { contentApi } from '../../api';

/** A page of a topic's articles: the first (cursor null) or the one after a cursor. */
export interface TagArticlesKey {
  tag: string;
  cursor: string | null;
}

export const topicsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getTopic: build.query<TopicResponse, string>({
      query: (tag) => buildPath(API_ROUTES.topicDetail.path, { tag }),
    }),
    getTagArticles: build.query<TagArticlesResponse, TagArticlesKey>({
      query: ({ tag, cursor }) => tagArticlesUrl(tag, cursor),
    }),
  }),
});

export const { useGetTopicQuery, useGetTagArticlesQuery } = topicsApi;
