/** Content tables (migration 021_content). */
import type { ContentKind, ContentSearchKind } from '@amb/shared-contracts';

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

/** One page of the content search (migration 028); written only by content/contentSearchIndex.ts. */
export interface ContentSearchDocumentTable {
  /** refId * 8 + the kind's number. */
  docId: number;
  kind: ContentSearchKind;
  refId: number;
  title: string;
  teaser: string;
  url: string;
  /** YYYY-MM-DD; null for pages without a date (lexicon entries). */
  publishedOn: string | null;
  /** Stems and unstemmed words (germanText.ts) of each part. */
  titleTerms: string;
  teaserTerms: string;
  bodyTerms: string;
}

/** SQLite only: the FTS5 table (rowid = docId) of the terms. */
export interface ContentSearchFtsTable {
  rowid: number;
  title: string;
  teaser: string;
  body: string;
}

export interface ContentTables {
  contentItems: ContentItemTable;
  contentTags: ContentTagTable;
  contentSearchDocuments: ContentSearchDocumentTable;
  contentSearchFts: ContentSearchFtsTable;
}
