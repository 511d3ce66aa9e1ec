/** Articles, news and interviews (issue 13): the answers of /api/content and /api/content/{kind}/{slug}. */
import type { ContentKind } from '../rules/content';

/**
 * The body of an item as structured blocks, never HTML: a page renders each block as text in its own element,
 * so nothing in the data can become markup or script.
 */
export type ContentBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/** An item as lists, feeds and links show it. */
export interface ContentSummary {
  id: number;
  kind: ContentKind;
  slug: string;
  title: string;
  teaser: string;
  author: string;
  /** Calendar day of publication, YYYY-MM-DD. */
  publishedOn: string;
  /** Its canonical page, e.g. /fachartikel/{slug}. */
  url: string;
  readingMinutes: number;
}

/** A seminar theme that shares a tag with the item. */
export interface RelatedSeminar {
  themeId: number;
  title: string;
  subtitle: string;
  url: string;
}

/** GET /api/content/{kind}/{slug}: one item; 404 when the kind has no such slug. */
export interface ContentItemResponse extends ContentSummary {
  body: ContentBlock[];
  tags: Array<{ name: string; slug: string }>;
  relatedSeminars: RelatedSeminar[];
  relatedContent: ContentSummary[];
}

/** GET /api/content?kind=&limit=: the latest items first. */
export interface ContentListResponse {
  items: ContentSummary[];
}
