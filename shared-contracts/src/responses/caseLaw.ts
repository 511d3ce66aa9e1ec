/** Case law (issue 13): the answers of /api/case-law and /api/manage/… for judgments. */
import type { CaseLawArea, JudgmentKind, JudgmentStatus } from '../rules/caseLaw';
import type { LawSlug } from '../rules/citations';
import type { JudgmentFacts } from '../rules/judgmentFacts';
import type { ContentBlock } from './content';

/** A judgment as lists and links show it. */
export interface JudgmentSummary {
  slug: string;
  area: CaseLawArea;
  topic: { slug: string; label: string };
  court: string;
  kind: JudgmentKind;
  /** YYYY-MM-DD. */
  decidedOn: string;
  fileNumber: string;
  guidingPrinciple: string;
  /** Its page, /rechtsprechung/{area}/urteil/{slug}. */
  url: string;
}

/** A paragraph a text cites, with the law page's deep link. */
export interface LinkedCitation {
  law: LawSlug;
  paragraph: string;
  detail: string;
  /** As written: "§ 87 Abs. 1 Nr. 6 BetrVG". */
  text: string;
  /** /gesetze/betrvg#p87. */
  url: string;
}

/** GET /api/case-law/{area}/{slug}: a published judgment; 404 for drafts and unknown slugs. */
export interface JudgmentResponse extends JudgmentSummary {
  body: ContentBlock[];
  citations: LinkedCitation[];
  related: JudgmentSummary[];
}

/** GET /api/case-law?area=&topic=&limit=: published judgments, newest decision first. */
export interface JudgmentListResponse {
  items: JudgmentSummary[];
}

/** POST /api/manage/pdf-analysis: what the PDF says; nothing is stored. */
export interface PdfAnalysisResponse {
  pages: number;
  /** The extracted text, at most JUDGMENT_TEXT_MAX characters. */
  text: string;
  citations: LinkedCitation[];
  /** Court, kind, date and file number where the text makes them obvious. */
  facts: JudgmentFacts;
}

/** POST /api/manage/judgments (201): the saved draft. */
export interface JudgmentDraftResponse {
  slug: string;
  area: CaseLawArea;
  status: JudgmentStatus;
  citations: LinkedCitation[];
}
