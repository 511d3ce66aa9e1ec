import { API_ROUTES, type BookmarksResponse, type BookmarkWriteResponse } from '@amb/shared-contracts/core';
import { type BookmarkKind } from '@amb/shared-contracts/content';
import { accountApi } from '../../api';

export const bookmarksApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    bookmarks: build.query<BookmarksResponse, void>({ query: () => API_ROUTES.wishlistGetBookmarks.path }),
    removeBookmark: build.mutation<BookmarkWriteResponse, { kind: BookmarkKind; key: string }>({
      query: (target) => ({ url: API_ROUTES.wishlistDeleteBookmark.path, method: 'POST', body: target }),
      async onQueryStarted({ kind, key }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          bookmarksApi.util.updateQueryData('bookmarks', undefined, (draft) => {
            draft.items = draft.items.filter((item) => item.kind !== kind || item.key !== key);
          }),
        );
      },
    }),
  }),
});

export const { useBookmarksQuery, useRemoveBookmarkMutation } = bookmarksApi;
