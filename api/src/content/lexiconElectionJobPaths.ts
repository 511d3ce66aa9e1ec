/** The sitemap's addresses of the lexicon pages, the election news categories and the job postings. */
import {
  ELECTION_NEWS_CATEGORIES,
  electionNewsCategoryUrl,
  jobUrl,
  LEXICON_AUDIENCES,
  lexiconEntryUrl,
  lexiconIndexUrl,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { jobSummaryRows } from '../repositories/jobs';
import { lexiconKeys } from '../repositories/lexiconPages';

export async function lexiconElectionJobPaths(db: Db): Promise<string[]> {
  const [entries, jobs] = await Promise.all([lexiconKeys(db), jobSummaryRows(db)]);
  return [
    ...LEXICON_AUDIENCES.map(lexiconIndexUrl),
    ...entries.map((entry) => lexiconEntryUrl(entry.audience, entry.slug)),
    ...ELECTION_NEWS_CATEGORIES.map((category) => electionNewsCategoryUrl(category.slug)),
    ...jobs.map((job) => jobUrl(job.slug, job.jobId)),
  ];
}
