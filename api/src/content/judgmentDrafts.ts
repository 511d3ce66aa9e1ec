/**
 * Editors' drafts from /manage/pdf-analysis. A draft's citations are found and answered, but not recorded for the
 * law pages: those link every citing text, and a draft's page is a 404 until it is published (the foundation's
 * rule: a source that is not public has no citations).
 */
import {
  JUDGMENT_MESSAGES,
  isoOfGermanDate,
  judgmentDraftSchema,
  type JudgmentDraftResponse,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { isUniqueViolation } from '../db/uniqueViolation';
import { validationFailed } from '../http/errors';
import { parseBody } from '../http/validation';
import { insertJudgment } from '../repositories/judgments';
import { judgmentBlocks, judgmentText, linkedCitations } from './judgments';

export async function saveJudgmentDraft(
  db: Db,
  editorId: number,
  body: unknown,
  now: Date,
): Promise<JudgmentDraftResponse> {
  const input = parseBody(judgmentDraftSchema, body);
  const blocks = judgmentBlocks({ facts: input.facts, decision: input.decision, practice: input.practice });
  const text = judgmentText(input.guidingPrinciple, blocks);
  const decidedOn = isoOfGermanDate(input.decidedOn)!;
  const { area } = input;
  try {
    await insertJudgment(db, {
      slug: input.slug,
      area,
      topic: input.topic,
      court: input.court,
      kind: input.kind,
      decidedOn,
      fileNumber: input.fileNumber,
      guidingPrinciple: input.guidingPrinciple,
      body: JSON.stringify(blocks),
      status: 'draft',
      createdBy: editorId,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw validationFailed({ slug: JUDGMENT_MESSAGES.slugTaken }, JUDGMENT_MESSAGES.slugTaken);
    throw error;
  }
  return { slug: input.slug, area, status: 'draft', citations: linkedCitations(text) };
}
