/** The forum pages' server parts, loaded on demand beside the feature. */
import type { PageServerPart } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import {
  forumListHead,
  forumThreadHead,
  forumThreadRedirect,
  prefetchForumThread,
  prefetchForumThreads,
} from './forumHead';

type Server = PageServerPart<RootState, AppDispatch>;

export const forumListServer: Server = { prefetch: prefetchForumThreads, head: forumListHead };
export const forumThreadServer: Server = {
  prefetch: prefetchForumThread,
  head: forumThreadHead,
  redirect: forumThreadRedirect,
};
