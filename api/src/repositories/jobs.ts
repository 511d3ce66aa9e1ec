/** Rows of job_postings (migration 025). */
import type { EmploymentType } from '@amb/shared-contracts';
import type { Db } from '../db/types';

export interface JobSummaryRow {
  jobId: number;
  slug: string;
  title: string;
  employmentType: EmploymentType;
  locality: string;
}

const SUMMARY_COLUMNS = ['jobId', 'slug', 'title', 'employmentType', 'locality'] as const;

export function jobSummaryRows(db: Db): Promise<JobSummaryRow[]> {
  return db.selectFrom('jobPostings').select(SUMMARY_COLUMNS).orderBy('jobId').execute();
}

export function jobPostingRow(db: Db, jobId: number) {
  return db.selectFrom('jobPostings').selectAll().where('jobId', '=', jobId).executeTakeFirst();
}
