import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import {
  FORUM_PAGE_PARAM,
  type ForumCategorySlug,
  type ForumPermissionResponse,
  type ForumPostView,
  type ForumPostWritten,
  type ForumPostsResponse,
  type ForumReportReason,
  type ForumReportsResponse,
  type ForumThreadCreated,
  type ForumThreadsResponse,
} from '@amb/shared-contracts/content';
import { contentApi } from '../../api';

export interface ThreadsArgs {
  kategorie: ForumCategorySlug | null;
  seite: number;
}

/**
 * `viewer` is no parameter of the call: the server renders a thread as a guest sees it, and once the browser
 * knows who is reading (the permission call, with the session), the thread is loaded again for them.
 */
export interface PostsArgs {
  thema: number;
  seite: number;
  viewer: ForumPermissionResponse['role'];
}

const page = (seite: number) => (seite > 1 ? seite : undefined);

export const forumApi = contentApi
  .enhanceEndpoints({ addTagTypes: ['ForumThreads', 'ForumThread', 'ForumReports'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getForumThreads: build.query<ForumThreadsResponse, ThreadsArgs>({
        query: ({ kategorie, seite }) =>
          buildPath(
            API_ROUTES.forumThreads.path,
            {},
            { kategorie: kategorie ?? undefined, [FORUM_PAGE_PARAM]: page(seite) },
          ),
        providesTags: ['ForumThreads'],
      }),
      getForumPosts: build.query<ForumPostsResponse, PostsArgs>({
        query: ({ thema, seite }) =>
          buildPath(API_ROUTES.forumPosts.path, {}, { thema, [FORUM_PAGE_PARAM]: page(seite) }),
        providesTags: (_result, _error, { thema }) => [{ type: 'ForumThread', id: thema }],
      }),
      getForumPermission: build.query<ForumPermissionResponse, number | null>({
        query: (thema) => buildPath(API_ROUTES.forumPermission.path, {}, { thema: thema ?? undefined }),
        providesTags: (_result, _error, thema) => [{ type: 'ForumThread', id: thema ?? 0 }],
      }),
      getForumReports: build.query<ForumReportsResponse, void>({
        query: () => API_ROUTES.forumReports.path,
        providesTags: ['ForumReports'],
      }),
      createForumThread: build.mutation<ForumThreadCreated, { category: string; title: string; body: string }>({
        query: (body) => ({ url: API_ROUTES.forumThread.path, method: 'POST', body }),
        invalidatesTags: ['ForumThreads'],
      }),
      replyToForumThread: build.mutation<
        ForumPostWritten,
        { threadId: number; body: string; quotedPostId: number | null }
      >({
        query: (body) => ({ url: API_ROUTES.forumPost.path, method: 'POST', body }),
        invalidatesTags: (_result, error, { threadId }) =>
          error ? [] : ['ForumThreads', { type: 'ForumThread', id: threadId }],
      }),
      editForumPost: build.mutation<ForumPostWritten, { id: number; threadId: number; body: string; title?: string }>({
        query: ({ id, body, title }) => ({
          url: buildPath(API_ROUTES.forumPostItem.path, { id }),
          method: 'PUT',
          body: title === undefined ? { body } : { body, title },
        }),
        invalidatesTags: (_result, error, { threadId }) =>
          error ? [] : ['ForumThreads', { type: 'ForumThread', id: threadId }],
      }),
      reportForumPost: build.mutation<
        { message: string },
        { id: number; threadId: number; reason: ForumReportReason; note: string }
      >({
        query: ({ id, reason, note }) => ({
          url: buildPath(API_ROUTES.forumPostReport.path, { id }),
          method: 'POST',
          body: { reason, note },
        }),
        invalidatesTags: (_result, error, { threadId }) =>
          error ? [] : [{ type: 'ForumThread', id: threadId }, 'ForumReports'],
      }),
      moderateForumPost: build.mutation<
        { post: ForumPostView },
        { id: number; threadId: number; reason: string | null }
      >({
        query: ({ id, reason }) => ({
          url: buildPath(API_ROUTES.forumPostHide.path, { id }),
          method: reason === null ? 'DELETE' : 'POST',
          ...(reason === null ? {} : { body: { reason } }),
        }),
        invalidatesTags: (_result, error, { threadId }) =>
          error ? [] : ['ForumThreads', 'ForumReports', { type: 'ForumThread', id: threadId }],
      }),
      moderateForumThread: build.mutation<unknown, { id: number; reason: string | null }>({
        query: ({ id, reason }) => ({
          url: buildPath(API_ROUTES.forumThreadLock.path, { id }),
          method: reason === null ? 'DELETE' : 'POST',
          ...(reason === null ? {} : { body: { reason } }),
        }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : ['ForumThreads', { type: 'ForumThread', id }]),
      }),
      setForumSubscription: build.mutation<
        { subscribed: boolean; message: string },
        { id: number; subscribed: boolean }
      >({
        query: ({ id, subscribed }) => ({
          url: buildPath(API_ROUTES.forumSubscription.path, { id }),
          method: subscribed ? 'POST' : 'DELETE',
        }),
        invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'ForumThread', id }]),
      }),
      dismissForumReport: build.mutation<unknown, number>({
        query: (id) => ({ url: buildPath(API_ROUTES.forumReportResolve.path, { id }), method: 'POST' }),
        invalidatesTags: ['ForumReports'],
      }),
    }),
  });

export const {
  useGetForumThreadsQuery,
  useGetForumPostsQuery,
  useGetForumPermissionQuery,
  useGetForumReportsQuery,
  useCreateForumThreadMutation,
  useReplyToForumThreadMutation,
  useEditForumPostMutation,
  useReportForumPostMutation,
  useModerateForumPostMutation,
  useModerateForumThreadMutation,
  useSetForumSubscriptionMutation,
  useDismissForumReportMutation,
} = forumApi;
