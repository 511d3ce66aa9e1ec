/** Seeds the job postings (jobsData.ts) that the database lacks, by id. */
import { inTransaction } from '../db/startLock';
import type { Db } from '../db/types';
import { JOB_APPLY_EMAIL, JOB_SEED } from './jobsData';

export async function seedJobs(db: Db): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('jobPostings')
      .values(
        JOB_SEED.map(({ id, description, ...job }) => ({
          ...job,
          jobId: id,
          description: JSON.stringify(description),
          applyEmail: JOB_APPLY_EMAIL,
        })),
      )
      .onConflict((oc) => oc.column('jobId').doNothing())
      .execute();
  });
}
