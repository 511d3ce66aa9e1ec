/** Server rendering of the forum's pages: what each fetches, its head, and the canonical address of a thread. */
import { PAGE_META, type ServerHead } from '@amb/shared-contracts/core';
import { forumCategoryLabel, FORUM_CATEGORIES } from '@amb/shared-contracts/content';
import { failureOf, type PagePlace } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { forumApi } from './forumApi';
import { discussionForumPostingJsonLd } from './forumJsonLd';
import { categoryOf, forumPageOf, listPath, threadIdOf, threadPagePath } from './forumPlace';

type Select<T> = (state: RootState) => T;
// The store's type knows the api without the tags this feature adds; the state is the same.
const read = <T>(selector: unknown, state: RootState) => (selector as Select<T>)(state);

const threadsArgs = (place: PagePlace) => ({
  kategorie: place.params.category === undefined ? null : categoryOf(place.params.category),
  seite: forumPageOf(place.search),
});

const postsArgs = (place: PagePlace) => ({
  thema: threadIdOf(place.params.thread),
  seite: forumPageOf(place.search),
  viewer: 'guest' as const,
});

export const prefetchForumThreads = (dispatch: AppDispatch, place: PagePlace) => {
  if (place.params.category !== undefined && categoryOf(place.params.category) === null) return;
  void dispatch(forumApi.endpoints.getForumThreads.initiate(threadsArgs(place)));
};

const threadsOf = (state: RootState, place: PagePlace) =>
  read<ReturnType<ReturnType<typeof forumApi.endpoints.getForumThreads.select>>>(
    forumApi.endpoints.getForumThreads.select(threadsArgs(place)),
    state,
  );

/** The overview and a category: 404 for an unknown category or a page past the last. */
export function forumListHead(state: RootState, place: PagePlace): ServerHead | null {
  const { kategorie, seite } = threadsArgs(place);
  if (place.params.category !== undefined && kategorie === null) return null;
  const data = threadsOf(state, place).data;
  if (data && seite > data.totalPages) return null;
  const category = kategorie ? FORUM_CATEGORIES.find((c) => c.slug === kategorie) : null;
  const title = category ? `Forum: ${category.label}` : PAGE_META.forum.title;
  return {
    title: seite > 1 ? `${title} – Seite ${seite}` : title,
    description: category
      ? `${category.description} Fragen und Antworten im Forum für Betriebsräte.`
      : PAGE_META.forum.description,
    canonical: `${place.origin}${listPath(kategorie, seite)}`,
  };
}

export const prefetchForumThread = (dispatch: AppDispatch, place: PagePlace) => {
  if (threadIdOf(place.params.thread) === 0) return;
  void dispatch(forumApi.endpoints.getForumPosts.initiate(postsArgs(place)));
};

const postsOf = (state: RootState, place: PagePlace) =>
  read<ReturnType<ReturnType<typeof forumApi.endpoints.getForumPosts.select>>>(
    forumApi.endpoints.getForumPosts.select(postsArgs(place)),
    state,
  );

/** A thread: its title, the canonical address of its page, the DiscussionForumPosting; 404 when unknown. */
export function forumThreadHead(state: RootState, place: PagePlace): ServerHead | null {
  if (threadIdOf(place.params.thread) === 0) return null;
  const result = postsOf(state, place);
  const data = result.data;
  if (!data) return result.isError && failureOf(result.error).status === 404 ? null : PAGE_META.forumThreadPage;
  const url = threadPagePath(data.thread.url, data.page);
  return {
    title: data.page > 1 ? `${data.thread.title} – Seite ${data.page}` : data.thread.title,
    description: `${forumCategoryLabel(data.thread.category)}: ${data.thread.excerpt}`.slice(0, 160),
    canonical: `${place.origin}${url}`,
    jsonLd: data.thread.hidden ? [] : [discussionForumPostingJsonLd(data, place.origin, url)],
  };
}

/** A thread reached under another slug (its title changed): 301 to its own address. */
export function forumThreadRedirect(state: RootState, place: PagePlace): string | null {
  const data = postsOf(state, place).data;
  if (!data) return null;
  const own = data.thread.url.split('/').pop();
  if (own === place.params.thread) return null;
  return threadPagePath(data.thread.url, data.page);
}
