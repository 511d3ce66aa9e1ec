/** Content tables (migration 021_content). */
import type { Generated } from 'kysely';
import type { BookmarkKind, ContentKind, ContentSearchKind } from '@amb/shared-contracts';

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

/** Migration 026: the description of a catalogue tag's topic page. */
export interface TopicTable {
  tagSlug: string;
  description: string;
}

/** Migration 026: a content page a member keeps (kind and key as its address names it). */
export interface ContentBookmarkTable {
  bookmarkId: Generated<number>;
  userId: number;
  kind: BookmarkKind;
  key: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface ContentTables {
  contentItems: ContentItemTable;
  contentTags: ContentTagTable;
  contentSearchDocuments: ContentSearchDocumentTable;
  contentSearchFts: ContentSearchFtsTable;
  topics: TopicTable;
  contentBookmarks: ContentBookmarkTable;
}
