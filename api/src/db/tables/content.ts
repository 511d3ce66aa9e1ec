/** Content tables (migration 021_content). */
import type { ContentKind } from '@amb/shared-contracts';

export interface ContentItemTable {
  contentId: number;
  kind: ContentKind;
  /** Unique per kind. */
  slug: string;
  title: string;
  teaser: string;
  author: string;
  /** YYYY-MM-DD. */
  publishedOn: string;
  /** JSON of ContentBlock[] (shared-contracts): structured text, never HTML. */
  body: string;
  /** Words of title, teaser and body, for the reading time. */
  wordCount: number;
}

export interface ContentTagTable {
  contentId: number;
  /** A catalogue tag's slug (tags.slug). */
  tagSlug: string;
}

export interface ContentTables {
  contentItems: ContentItemTable;
  contentTags: ContentTagTable;
}
