/** Rules of the topic pages and the content bookmarks (issue 13) that the api, the pages and the bff share. */
import { buildPath, PAGE_ROUTES } from '../routes';

/** Articles a topic page shows at once, and each "Weitere Artikel laden" adds. */
export const TOPIC_PAGE_SIZE = 6;

/** The query parameter of a topic page and of /tag/{tag}/load-articles that names where a page starts. */
export const TOPIC_CURSOR_PARAM = 'cursor';

export const TOPIC_TEXTS = {
  loadMore: 'Weitere Artikel laden',
  articles: 'Neueste Beiträge',
  seminars: 'Seminare zum Thema',
  noArticles: 'Zu diesem Thema gibt es noch keine Beiträge.',
  newest: 'Zu den neuesten Beiträgen',
  loadFailed: 'Die weiteren Artikel konnten gerade nicht geladen werden. Bitte versuchen Sie es noch einmal.',
  loaded: (count: number) => (count === 1 ? '1 weiterer Beitrag geladen.' : `${count} weitere Beiträge geladen.`),
} as const;

export const TOPIC_MESSAGES = {
  notFound: 'Dieses Thema gibt es nicht.',
  badCursor: 'Diese Seite der Beitragsliste gibt es nicht. Bitte laden Sie die Themenseite neu.',
} as const;

/** The page of a topic (a catalogue tag), from its first article or from a cursor on. */
export const topicUrl = (tag: string, cursor?: string | null): string =>
  buildPath(PAGE_ROUTES.topic.path, { tag }, { [TOPIC_CURSOR_PARAM]: cursor });

/** The JSON of a topic's articles from a cursor on (the first page without one). */
export const tagArticlesUrl = (tag: string, cursor?: string | null): string =>
  buildPath(PAGE_ROUTES.tagArticles.path, { tag }, { [TOPIC_CURSOR_PARAM]: cursor });

/**
 * What a member can bookmark: the content pages. Each kind's key is what names it in its address (the slug;
 * a lexicon entry `{audience}/{slug}`).
 */
export const BOOKMARK_KINDS = ['article', 'news', 'interview', 'judgment', 'lexicon'] as const;
export type BookmarkKind = (typeof BOOKMARK_KINDS)[number];

/** What a kept page is, as the member's list names it. */
export const BOOKMARK_KIND_LABELS: Record<BookmarkKind, string> = {
  article: 'Fachartikel',
  news: 'News',
  interview: 'BR-Magazin-Interview',
  judgment: 'Urteil',
  lexicon: 'Lexikon',
};

export const isBookmarkKind = (value: unknown): value is BookmarkKind =>
  (BOOKMARK_KINDS as readonly unknown[]).includes(value);

/** A slug, or two joined by one slash. */
export const BOOKMARK_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
export const BOOKMARK_KEY_MAX = 200;

export const BOOKMARK_TEXTS = {
  add: 'Merken',
  added: 'Gemerkt',
  addHint: 'Diesen Beitrag auf Ihre Merkliste setzen',
  loginHint: 'Zum Merken melden Sie sich bitte an.',
  removeHint: 'Von Ihrer Merkliste entfernen',
  addedStatus: 'Der Beitrag steht auf Ihrer Merkliste.',
  removedStatus: 'Der Beitrag wurde von Ihrer Merkliste entfernt.',
  failed: 'Ihre Merkliste konnte gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
  listTitle: 'Gemerkte Beiträge',
  listEmpty:
    'Sie haben noch keine Beiträge gemerkt. Mit „Merken“ auf einem Fachartikel, einer News oder einem Interview setzen Sie ihn auf diese Liste.',
  listFailed: 'Ihre gemerkten Beiträge konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  remove: 'Entfernen',
  removeLabel: (title: string) => `„${title}“ von der Merkliste entfernen`,
} as const;

export const BOOKMARK_MESSAGES = {
  kind: 'Bitte geben Sie an, welche Art von Beitrag Sie merken möchten.',
  key: 'Bitte geben Sie einen gültigen Beitrag an.',
  notFound: 'Diesen Beitrag gibt es nicht.',
} as const;
