/** The data of the case-law pages (issue 13): lists by area and topic, one judgment, and editors' drafts. */
import {
  CASE_LAW_LIST_DEFAULT,
  CASE_LAW_LIST_MAX,
  JUDGMENT_MESSAGES,
  JUDGMENT_SECTIONS,
  CONTENT_SLUG,
  CONTENT_SLUG_MAX,
  CASE_LAW_AREAS,
  CASE_LAW_TOPICS,
  PAGE_ROUTES,
  caseLawAreaUrl,
  caseLawTopicUrl,
  caseLawTopicOf,
  findCitations,
  isCaseLawArea,
  judgmentUrl,
  lawParagraphPath,
  type CaseLawArea,
  type ContentBlock,
  type JudgmentListResponse,
  type JudgmentResponse,
  type JudgmentSectionKey,
  type JudgmentSummary,
  type LinkedCitation,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound, validationFailed } from '../http/errors';
import { findPublishedJudgment, publishedJudgmentKeys, publishedJudgmentRows } from '../repositories/judgments';
import { parseBlocks } from './blocks';

/** Related judgments a page shows at most. */
export const RELATED_JUDGMENTS = 3;

interface SummaryRow {
  slug: string;
  area: CaseLawArea;
  topic: string;
  court: string;
  kind: JudgmentSummary['kind'];
  decidedOn: string;
  fileNumber: string;
  guidingPrinciple: string;
}

export const judgmentSummaryOf = (row: SummaryRow): JudgmentSummary => ({
  slug: row.slug,
  area: row.area,
  topic: { slug: row.topic, label: caseLawTopicOf(row.topic)?.label ?? row.topic },
  court: row.court,
  kind: row.kind,
  decidedOn: row.decidedOn,
  fileNumber: row.fileNumber,
  guidingPrinciple: row.guidingPrinciple,
  url: judgmentUrl(row.area, row.slug),
});

/** The body's blocks: each part that has text under its heading, one paragraph per block of lines. */
export function judgmentBlocks(sections: Partial<Record<JudgmentSectionKey, string | undefined>>): ContentBlock[] {
  return JUDGMENT_SECTIONS.flatMap(({ key, heading }) => {
    const paragraphs = (sections[key] ?? '')
      .split(/\n\s*\n/)
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    return paragraphs.length === 0
      ? []
      : [
          { type: 'heading' as const, text: heading },
          ...paragraphs.map((text) => ({ type: 'paragraph' as const, text })),
        ];
  });
}

/** The text whose citations a judgment records: its guiding principle and body. */
export function judgmentText(guidingPrinciple: string, blocks: readonly ContentBlock[]): string {
  const parts = blocks.map((block) => (block.type === 'list' ? block.items.join('\n') : block.text));
  return [guidingPrinciple, ...parts].join('\n');
}

/** The paragraphs a text cites, each with its law page's deep link. */
export const linkedCitations = (text: string): LinkedCitation[] =>
  findCitations(text).map((citation) => ({ ...citation, url: lawParagraphPath(citation.law, citation.paragraph) }));

/** A published judgment by its page's area and slug; a draft, another area's or a malformed slug is 404. */
export async function judgmentPage(db: Db, area: string, slug: string): Promise<JudgmentResponse> {
  const valid = isCaseLawArea(area) && slug.length <= CONTENT_SLUG_MAX && CONTENT_SLUG.test(slug);
  const row = valid ? await findPublishedJudgment(db, area, slug) : undefined;
  if (!row) throw notFound(JUDGMENT_MESSAGES.notFound);
  const body = parseBlocks(row.body);
  const related = await publishedJudgmentRows(
    db,
    { area: row.area, topic: row.topic, exceptId: row.judgmentId },
    RELATED_JUDGMENTS,
  );
  return {
    ...judgmentSummaryOf(row),
    body,
    citations: linkedCitations(judgmentText(row.guidingPrinciple, body)),
    related: related.map(judgmentSummaryOf),
  };
}

/** `?area=br&topic=kuendigung&limit=20`: published judgments, newest first; an unknown topic is 404. */
export async function judgmentList(db: Db, query: Record<string, unknown>): Promise<JudgmentListResponse> {
  const { area, topic } = query;
  if (area !== undefined && !isCaseLawArea(area)) throw validationFailed({ area: JUDGMENT_MESSAGES.area });
  if (topic !== undefined && (typeof topic !== 'string' || !caseLawTopicOf(topic)))
    throw notFound(JUDGMENT_MESSAGES.topicNotFound);
  // `/rechtsprechung/sbv/arbeitszeit`: a topic of the other area only is no list of this one.
  if (area && typeof topic === 'string' && !caseLawTopicOf(topic)!.areas.includes(area))
    throw notFound(JUDGMENT_MESSAGES.topicNotFound);
  const limit = query.limit === undefined ? CASE_LAW_LIST_DEFAULT : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > CASE_LAW_LIST_MAX)
    throw validationFailed({ limit: JUDGMENT_MESSAGES.limit });
  const rows = await publishedJudgmentRows(db, { area, topic }, limit);
  return { items: rows.map(judgmentSummaryOf) };
}

/** The sitemap's case law: the overview, each area's, each topic's list (all areas and per area), every judgment. */
export async function caseLawSitemapPaths(db: Db): Promise<string[]> {
  const keys = await publishedJudgmentKeys(db);
  const topicLists = CASE_LAW_TOPICS.flatMap((topic) => [
    caseLawTopicUrl(topic.slug),
    ...topic.areas.map((area) => caseLawTopicUrl(topic.slug, area)),
  ]);
  return [
    PAGE_ROUTES.worksCouncilCaseLaw.path,
    ...CASE_LAW_AREAS.map(caseLawAreaUrl),
    ...topicLists,
    ...keys.map((key) => judgmentUrl(key.area, key.slug)),
  ];
}
