/** Where a forum page is: its page number, category and thread from the address. */
import { PAGE_ROUTES, buildPath } from '@amb/shared-contracts/core';
import {
  FORUM_PAGE_PARAM,
  forumCategoryPath,
  forumThreadIdOf,
  isForumCategory,
  type ForumCategorySlug,
} from '@amb/shared-contracts/content';

/** `?seite=3` → 3; anything else → 1 (a page past the last is a 404 of its own). */
export function forumPageOf(search: string): number {
  const raw = new URLSearchParams(search).get(FORUM_PAGE_PARAM);
  const page = raw !== null && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
  return page;
}

export const categoryOf = (value: string | undefined): ForumCategorySlug | null =>
  isForumCategory(value) ? value : null;

export const threadIdOf = (value: string | undefined): number => forumThreadIdOf(value ?? '') ?? 0;

/** A list's address at a page (the overview or a category). */
export function listPath(category: ForumCategorySlug | null, page: number): string {
  const base = category ? forumCategoryPath(category) : PAGE_ROUTES.forum.path;
  return buildPath(base, {}, { [FORUM_PAGE_PARAM]: page > 1 ? page : undefined });
}

/** A thread's address at a page. */
export const threadPagePath = (url: string, page: number): string =>
  page > 1 ? `${url}?${FORUM_PAGE_PARAM}=${page}` : url;
