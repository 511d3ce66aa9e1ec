/** The data of the content pages (issue 13): one item with its related seminars and content, the latest items. */
import {
  CONTENT_KINDS,
  CONTENT_SLUG,
  CONTENT_SLUG_MAX,
  contentUrl,
  isContentKind,
  readingMinutes,
  type ContentItemResponse,
  type ContentKind,
  type ContentListResponse,
  type ContentSummary,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound, validationFailed } from '../http/errors';
import {
  contentByTagRows,
  contentTagRows,
  contentTagSlugs,
  findContentRow,
  latestContentRows,
  themesByTagRows,
} from '../repositories/content';
import { themeUrl } from '../catalogue/urls';
import { parseBlocks } from './blocks';

export const CONTENT_NOT_FOUND = 'Diesen Beitrag gibt es nicht.';
/** Related seminars and related items a page shows at most. */
export const RELATED_LIMIT = 3;
export const LIST_LIMIT_DEFAULT = 20;
export const LIST_LIMIT_MAX = 100;

export interface SummaryRow {
  contentId: number;
  kind: ContentKind;
  slug: string;
  title: string;
  teaser: string;
  author: string;
  publishedOn: string;
  wordCount: number;
}

export const summaryOf = (row: SummaryRow): ContentSummary => ({
  id: row.contentId,
  kind: row.kind,
  slug: row.slug,
  title: row.title,
  teaser: row.teaser,
  author: row.author,
  publishedOn: row.publishedOn,
  url: contentUrl(row.kind, row.slug),
  readingMinutes: readingMinutes(row.wordCount),
});

/** An item by its page's kind and slug; a malformed or unknown slug is no item (404). */
export async function contentItem(db: Db, kind: string, slug: string): Promise<ContentItemResponse> {
  const valid = isContentKind(kind) && slug.length <= CONTENT_SLUG_MAX && CONTENT_SLUG.test(slug);
  const row = valid ? await findContentRow(db, kind, slug) : undefined;
  if (!row) throw notFound(CONTENT_NOT_FOUND);
  const tagSlugs = (await contentTagSlugs(db, row.contentId)).map((tag) => tag.tagSlug);
  const [tags, themes, related] = await Promise.all([
    contentTagRows(db, row.contentId),
    themesByTagRows(db, tagSlugs, RELATED_LIMIT),
    contentByTagRows(db, row.contentId, tagSlugs, RELATED_LIMIT),
  ]);
  return {
    ...summaryOf(row),
    body: parseBlocks(row.body),
    tags,
    relatedSeminars: themes.map((theme) => ({
      themeId: theme.themeId,
      title: theme.title,
      subtitle: theme.subtitle,
      url: themeUrl(theme.slug),
    })),
    relatedContent: related.map(summaryOf),
  };
}

/** `?kind=news,article&limit=20`: the latest items of those kinds (all kinds without one). */
export async function latestContent(db: Db, query: Record<string, unknown>): Promise<ContentListResponse> {
  const kinds =
    query.kind === undefined ? [...CONTENT_KINDS] : typeof query.kind === 'string' ? query.kind.split(',') : null;
  // One value, comma separated: a repeated parameter is refused rather than read in part.
  if (!kinds?.every(isContentKind))
    throw validationFailed({ kind: 'Bitte wählen Sie Fachartikel, News oder Interviews.' });
  const limit = query.limit === undefined ? LIST_LIMIT_DEFAULT : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT_MAX)
    throw validationFailed({ limit: `Bitte geben Sie eine Anzahl von 1 bis ${LIST_LIMIT_MAX} an.` });
  return { items: (await latestContentRows(db, kinds, limit)).map(summaryOf) };
}
