/** Tables of migration 025: lexicon tags, election news categories, job postings. */
import type { ElectionNewsCategorySlug, EmploymentType } from '@amb/shared-contracts';

export interface LexiconTagTable {
  entryId: number;
  /** A catalogue tag's slug (tags.slug). */
  tagSlug: string;
}

export interface ElectionNewsTable {
  /** A news item (content_items, kind news). */
  contentId: number;
  category: ElectionNewsCategorySlug;
}

export interface JobPostingTable {
  jobId: number;
  slug: string;
  title: string;
  teaser: string;
  /** JSON of ContentBlock[]: structured text, never HTML. */
  description: string;
  employmentType: EmploymentType;
  locality: string;
  postalCode: string;
  region: string;
  applyEmail: string;
  /** YYYY-MM-DD. */
  datePosted: string;
  /** YYYY-MM-DD. */
  validThrough: string;
}

export interface LexiconElectionJobTables {
  lexiconTags: LexiconTagTable;
  electionNews: ElectionNewsTable;
  jobPostings: JobPostingTable;
}
