/** Seeds the demo case law (judgmentData.ts) once, with the paragraphs each judgment cites. */
import { judgmentCitation, judgmentSlugOf, judgmentUrl } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';
import { recordCitations } from '../content/citations';
import { judgmentBlocks, judgmentText } from '../content/judgments';
import { JUDGMENT_SEED } from './judgmentData';

const germanDate = (iso: string) => iso.split('-').reverse().join('.');

export async function seedJudgments(db: Db): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (await trx.selectFrom('judgments').select('judgmentId').limit(1).executeTakeFirst()) return false;
    for (const judgment of JUDGMENT_SEED) {
      const slug = judgmentSlugOf(judgment.court, judgment.fileNumber);
      const body = judgmentBlocks(judgment);
      await trx
        .insertInto('judgments')
        .values({
          slug,
          area: judgment.area,
          topic: judgment.topic,
          court: judgment.court,
          kind: judgment.kind,
          decidedOn: judgment.decidedOn,
          fileNumber: judgment.fileNumber,
          guidingPrinciple: judgment.guidingPrinciple,
          body: JSON.stringify(body),
          status: 'published',
          createdBy: null,
          createdAt: `${judgment.decidedOn}T12:00:00.000Z`,
        })
        .execute();
      await recordCitations(
        trx,
        {
          kind: 'judgment',
          key: slug,
          title: judgmentCitation(judgment.court, judgment.kind, germanDate(judgment.decidedOn), judgment.fileNumber),
          path: judgmentUrl(judgment.area, slug),
        },
        judgmentText(judgment.guidingPrinciple, body),
      );
    }
    return true;
  });
}
