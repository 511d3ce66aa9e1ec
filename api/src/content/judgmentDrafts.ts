/** Editors' drafts from /manage/pdf-analysis: saved with their citations in one transaction. */
import {
  JUDGMENT_MESSAGES,
  isoOfGermanDate,
  judgmentCitation,
  judgmentDraftSchema,
  judgmentUrl,
  type JudgmentDraftResponse,
  type JudgmentKind,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';
import { isUniqueViolation } from '../db/uniqueViolation';
import { validationFailed } from '../http/errors';
import { parseBody } from '../http/validation';
import { recordCitations } from './citations';
import { judgmentBlocks, judgmentText, linkedCitations } from './judgments';

export async function saveJudgmentDraft(db: Db, editorId: number, body: unknown, now: Date): Promise<JudgmentDraftResponse> {
  const input = parseBody(judgmentDraftSchema, body);
  const blocks = judgmentBlocks({ facts: input.facts, decision: input.decision, practice: input.practice });
  const text = judgmentText(input.guidingPrinciple, blocks);
  const decidedOn = isoOfGermanDate(input.decidedOn)!;
  try {
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('judgments')
        .values({
          slug: input.slug,
          area: input.area as JudgmentDraftResponse['area'],
          topic: input.topic,
          court: input.court,
          kind: input.kind as JudgmentKind,
          decidedOn,
          fileNumber: input.fileNumber,
          guidingPrinciple: input.guidingPrinciple,
          body: JSON.stringify(blocks),
          status: 'draft',
          createdBy: editorId,
          createdAt: now.toISOString(),
        })
        .execute();
      await recordCitations(
        trx,
        {
          kind: 'judgment',
          key: input.slug,
          title: judgmentCitation(input.court, input.kind as JudgmentKind, input.decidedOn, input.fileNumber),
          path: judgmentUrl(input.area as JudgmentDraftResponse['area'], input.slug),
        },
        text,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ slug: JUDGMENT_MESSAGES.slugTaken }, JUDGMENT_MESSAGES.slugTaken);
    throw error;
  }
  return { slug: input.slug, area: input.area as JudgmentDraftResponse['area'], status: 'draft', citations: linkedCitations(text) };
}
