/** Topic pages and content bookmarks (issue 13): the answers of their calls. */
import type { BookmarkKind } from '../rules/topics';
import type { ContentSummary, RelatedSeminar } from './content';

/** GET /api/topics/{tag}: a catalogue tag as a topic; 404 for a tag the catalogue does not have. */
export interface TopicResponse {
  slug: string;
  name: string;
  description: string;
  /** The catalogue's themes with this tag, by title. */
  seminars: RelatedSeminar[];
}

/**
 * GET /tag/{tag}/load-articles?cursor=: a page of the topic's articles, newest first. `nextCursor` names the
 * page after this one (opaque; null at the end): items published meanwhile neither shift nor repeat it.
 */
export interface TagArticlesResponse {
  items: ContentSummary[];
  nextCursor: string | null;
}

/** A page a member has bookmarked. */
export interface Bookmark {
  kind: BookmarkKind;
  key: string;
  title: string;
  /** The page's path, e.g. /fachartikel/{slug}. */
  path: string;
  /** When it was bookmarked (ISO 8601). */
  createdAt: string;
}

/** GET /wishlist/get-bookmarks: the member's bookmarks, newest first. */
export interface BookmarksResponse {
  items: Bookmark[];
}

/** POST /wishlist/add-bookmark (201, or 200 when it was there already) and /wishlist/delete-bookmark. */
export interface BookmarkWriteResponse {
  kind: BookmarkKind;
  key: string;
  bookmarked: boolean;
  /** How many bookmarks the member has now. */
  count: number;
}
