/** Election news (issue 13): GET /api/election-news and /api/election-news/category/{slug}. */
import type { ElectionNewsCategorySlug } from '../rules/electionNews';
import type { ContentSummary } from './content';

export interface ElectionNewsItem extends ContentSummary {
  category: { slug: ElectionNewsCategorySlug; name: string; url: string };
}

/** The archive: years newest first, each with its months newest first, each month's items newest first. */
export interface ElectionNewsArchiveResponse {
  years: Array<{ year: string; months: Array<{ month: string; label: string; items: ElectionNewsItem[] }> }>;
}

export interface ElectionNewsCategoryResponse {
  category: { slug: ElectionNewsCategorySlug; name: string };
  items: ElectionNewsItem[];
}
