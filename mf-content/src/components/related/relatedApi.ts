import { API_ROUTES, buildPath, type ContentListResponse, type VideoListResponse } from '@amb/shared-contracts/core';
import { contentApi } from '../../api';
import type { AppDispatch } from '../../store';

/** Related news and videos of a content item (by shared tags, then the newest); the page shows three of each. */
export interface RelatedKey {
  contentId: number;
}

export const RELATED_MEDIA_LIMIT = 3;

const query = (path: string, { contentId }: RelatedKey) =>
  buildPath(path, {}, { contentId, limit: RELATED_MEDIA_LIMIT });

export const relatedApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getRelatedNews: build.query<ContentListResponse, RelatedKey>({
      query: (key) => query(API_ROUTES.recommendedNews.path, key),
    }),
    getRelatedVideos: build.query<VideoListResponse, RelatedKey>({
      query: (key) => query(API_ROUTES.recommendedVideos.path, key),
    }),
  }),
});

export const { useGetRelatedNewsQuery, useGetRelatedVideosQuery } = relatedApi;

/** Server rendering: the same queries the section makes, so the HTML has them before any script runs. */
export function prefetchRelated(dispatch: AppDispatch, key: RelatedKey): void {
  void dispatch(relatedApi.endpoints.getRelatedNews.initiate(key));
  void dispatch(relatedApi.endpoints.getRelatedVideos.initiate(key));
}
