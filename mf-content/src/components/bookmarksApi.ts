import { API_ROUTES, type BookmarksResponse, type BookmarkWriteResponse } from '@amb/shared-contracts/core';
import { type BookmarkKind } from '@amb/shared-contracts/content';
import { contentApi } from '../api';

export interface BookmarkTarget {
  kind: BookmarkKind;
  key: string;
}

/** What the buttons compare: `kind key` of each kept page. */
export const bookmarkId = ({ kind, key }: BookmarkTarget): string => `${kind} ${key}`;

/** Whether a write went through (its failure is the caller's to show, through `unwrap()`). */
const succeeded = (fulfilled: Promise<unknown>) =>
  fulfilled.then(
    () => true,
    () => false,
  );

export const bookmarksApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    /** Once per page: every button reads the same cached answer. */
    getBookmarkIds: build.query<string[], void>({
      query: () => API_ROUTES.wishlistGetBookmarks.path,
      transformResponse: (response: BookmarksResponse) => response.items.map(bookmarkId),
    }),
    addBookmark: build.mutation<BookmarkWriteResponse, BookmarkTarget>({
      query: (target) => ({ url: API_ROUTES.wishlistAddBookmark.path, method: 'POST', body: target }),
      async onQueryStarted(target, { dispatch, queryFulfilled }) {
        if (await succeeded(queryFulfilled))
          dispatch(
            bookmarksApi.util.updateQueryData('getBookmarkIds', undefined, (ids) =>
              ids.includes(bookmarkId(target)) ? ids : [bookmarkId(target), ...ids],
            ),
          );
      },
    }),
    removeBookmark: build.mutation<BookmarkWriteResponse, BookmarkTarget>({
      query: (target) => ({ url: API_ROUTES.wishlistDeleteBookmark.path, method: 'POST', body: target }),
      async onQueryStarted(target, { dispatch, queryFulfilled }) {
        if (await succeeded(queryFulfilled))
          dispatch(
            bookmarksApi.util.updateQueryData('getBookmarkIds', undefined, (ids) =>
              ids.filter((id) => id !== bookmarkId(target)),
            ),
          );
      },
    }),
  }),
});

export const { useGetBookmarkIdsQuery, useAddBookmarkMutation, useRemoveBookmarkMutation } = bookmarksApi;
