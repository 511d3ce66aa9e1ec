/** The job pages (issue 13): one posting with the other open positions. */
import { JOB_NOT_FOUND, jobUrl, type JobPostingResponse, type JobSummary } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { jobPostingRow, jobSummaryRows, type JobSummaryRow } from '../repositories/jobs';
import { parseBlocks } from './blocks';

const ID = /^[1-9]\d{0,8}$/;

const summaryOf = (row: JobSummaryRow): JobSummary => ({
  id: row.jobId,
  slug: row.slug,
  title: row.title,
  url: jobUrl(row.slug, row.jobId),
  employmentType: row.employmentType,
  locality: row.locality,
});

/** A posting by its id; a malformed or unknown id is no posting (404). The page checks the slug of its address. */
export async function jobPosting(db: Db, idParam: string): Promise<JobPostingResponse> {
  const row = ID.test(idParam) ? await jobPostingRow(db, Number(idParam)) : undefined;
  if (!row) throw notFound(JOB_NOT_FOUND);
  const others = (await jobSummaryRows(db)).filter((other) => other.jobId !== row.jobId);
  return {
    ...summaryOf(row),
    teaser: row.teaser,
    description: parseBlocks(row.description),
    datePosted: row.datePosted,
    validThrough: row.validThrough,
    postalCode: row.postalCode,
    region: row.region,
    applyEmail: row.applyEmail,
    otherJobs: others.map(summaryOf).sort((a, b) => a.title.localeCompare(b.title, 'de')),
  };
}
