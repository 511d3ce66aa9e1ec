/** The judgments table (migration 024_judgments). */
import type { Generated } from 'kysely';
import type { CaseLawArea, JudgmentKind, JudgmentStatus } from '@amb/shared-contracts';

export interface JudgmentTable {
  judgmentId: Generated<number>;
  slug: string;
  area: CaseLawArea;
  /** A slug of CASE_LAW_TOPICS (shared-contracts). */
  topic: string;
  court: string;
  kind: JudgmentKind;
  /** YYYY-MM-DD. */
  decidedOn: string;
  fileNumber: string;
  guidingPrinciple: string;
  /** JSON of ContentBlock[]: structured text, never HTML. */
  body: string;
  status: JudgmentStatus;
  createdBy: number | null;
  createdAt: string;
}

export interface JudgmentTables {
  judgments: JudgmentTable;
}
