/** Rules of the content pages (issue 13) that the api, the pages and the bff share. */
import { buildPath, PAGE_ROUTES } from '../routes';

export const CONTENT_KINDS = ['article', 'news', 'interview'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const isContentKind = (value: unknown): value is ContentKind =>
  (CONTENT_KINDS as readonly unknown[]).includes(value);

/** What a kind is called on its page and in the feed. */
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  article: 'Fachartikel',
  news: 'News',
  interview: 'BR-Magazin-Interview',
};

/** The canonical page of an item: slug only (the `/{id}` variants of articles and news show the same item). */
export function contentUrl(kind: ContentKind, slug: string): string {
  const route = kind === 'article' ? PAGE_ROUTES.article : kind === 'news' ? PAGE_ROUTES.news : PAGE_ROUTES.interview;
  return buildPath(route.path, { slug });
}

/** Words an adult reads per minute in German running text (a common rule of thumb for reading-time labels). */
export const READING_WORDS_PER_MINUTE = 200;

/** Minutes to read `words`, rounded up, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** "3 Min. Lesezeit". */
export const readingTimeText = (minutes: number): string => `${minutes} Min. Lesezeit`;

/** A slug of the content pages: lower case words of a–z and digits joined by hyphens. */
export const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_SLUG_MAX = 160;

/** Items in the /rss feed: a reader sees the last weeks, not the archive. */
export const FEED_ITEMS = 30;
/**
 * Of those, the latest judgments: a judgment is dated by its decision, months before anyone writes about it, so
 * by date alone the news would crowd every judgment out of the feed.
 */
export const FEED_JUDGMENTS = 10;
