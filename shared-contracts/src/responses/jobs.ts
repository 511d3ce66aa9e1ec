/** Job postings (issue 13): GET /api/jobs/{id}. */
import type { EmploymentType } from '../rules/jobs';
import type { ContentBlock } from './content';

export interface JobSummary {
  id: number;
  slug: string;
  title: string;
  url: string;
  employmentType: EmploymentType;
  locality: string;
}

export interface JobPostingResponse extends JobSummary {
  teaser: string;
  description: ContentBlock[];
  /** YYYY-MM-DD. */
  datePosted: string;
  /** YYYY-MM-DD, the last day applications are taken. */
  validThrough: string;
  postalCode: string;
  region: string;
  /** Where applications go. */
  applyEmail: string;
  /** The other postings still open, by title. */
  otherJobs: JobSummary[];
}
