import { API_ROUTES, buildPath, type ContentItemResponse } from '@amb/shared-contracts/core';
import { type ContentKind } from '@amb/shared-contracts/content';
import { contentApi } from '../../api';

export interface ContentKey {
  kind: ContentKind;
  slug: string;
}

export const contentItemsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getContentItem: build.query<ContentItemResponse, ContentKey>({
      query: ({ kind, slug }) => buildPath(API_ROUTES.contentItem.path, { kind, slug }),
    }),
  }),
});

export const { useGetContentItemQuery } = contentItemsApi;
