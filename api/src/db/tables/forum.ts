/** The forum's tables (migration 080_forum). */
import type { Generated } from 'kysely';
import type { ForumCategorySlug, ForumReportReason } from '@amb/shared-contracts';

export interface ForumThreadTable {
  threadId: Generated<number>;
  category: ForumCategorySlug;
  title: string;
  slug: string;
  authorUserId: number | null;
  createdAt: string;
  lastActivityAt: string;
  lockedAt: string | null;
  lockReason: string | null;
  lockedByUserId: number | null;
}

export interface ForumPostTable {
  postId: Generated<number>;
  threadId: number;
  authorUserId: number | null;
  /** Markdown source, plain text (markup was stripped before it was stored). */
  body: string;
  quotedPostId: number | null;
  createdAt: string;
  editedAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
  hiddenByUserId: number | null;
}

export interface ForumReportTable {
  reportId: Generated<number>;
  postId: number;
  reporterUserId: number;
  reason: ForumReportReason;
  note: string;
  createdAt: string;
  resolvedAt: string | null;
  resolvedByUserId: number | null;
}

export interface ForumSubscriptionTable {
  threadId: number;
  userId: number;
  createdAt: string;
  lastNotifiedAt: string | null;
}

export interface ForumTables {
  forumThreads: ForumThreadTable;
  forumPosts: ForumPostTable;
  forumReports: ForumReportTable;
  forumSubscriptions: ForumSubscriptionTable;
}
