/**
 * The lookups and recommendations of issue 13: /api/get-articles, /api/get-videos, /recommendations/news and
 * /videos, and the downloads. Every query value is checked; a bad one is a 400 with a German message per field.
 */
import {
  CONTENT_KINDS,
  CONTENT_SLUG,
  CONTENT_SLUG_MAX,
  DOWNLOAD_TARGET_GROUPS,
  DOWNLOAD_TARGET_GROUP_LABELS,
  LOOKUP_LIMIT_DEFAULT,
  LOOKUP_LIMIT_MAX,
  LOOKUP_MESSAGES,
  RECOMMENDATION_LIMIT_DEFAULT,
  RECOMMENDATION_LIMIT_MAX,
  downloadFileUrl,
  isContentKind,
  isDownloadTargetGroup,
  type ContentKind,
  type ContentListResponse,
  type DownloadFilterDataResponse,
  type DownloadItemResponse,
  type DownloadListResponse,
  type DownloadSummary,
  type DownloadTargetGroup,
  type FieldErrors,
  type VideoListResponse,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound, validationFailed } from '../http/errors';
import {
  articleRows,
  contentItemTagSlugs,
  downloadRows,
  downloadRubricCounts,
  downloadTargetGroupCounts,
  findDownloadRow,
  relatedContentRows,
  relatedVideoRows,
  rubricBySlug,
  themeTagSlugs,
  videoRows,
  videoTagRows,
} from '../repositories/lookups';
import { parseBlocks } from './blocks';
import { summaryOf } from './contentPages';

export const DOWNLOAD_NOT_FOUND = 'Diesen Download gibt es nicht.';

type Query = Record<string, unknown>;

/** Collects the German message of each bad field, so one answer names them all. */
class QueryReader {
  readonly errors: FieldErrors = {};
  constructor(private readonly query: Query) {}

  /** A single value (a repeated or nested parameter is refused rather than read in part). */
  text(name: string): string | undefined {
    const value = this.query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string') return value;
    this.errors[name] = LOOKUP_MESSAGES.repeated;
    return undefined;
  }

  slug(name: string, message: string): string | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (value.length <= CONTENT_SLUG_MAX && CONTENT_SLUG.test(value)) return value;
    this.errors[name] = message;
    return undefined;
  }

  id(name: string, message: string): number | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    const id = Number(value);
    if (/^\d{1,9}$/.test(value) && id > 0) return id;
    this.errors[name] = message;
    return undefined;
  }

  limit(fallback: number, max: number): number {
    const value = this.text('limit');
    if (value === undefined) return fallback;
    const limit = Number(value);
    if (/^\d{1,3}$/.test(value) && limit >= 1 && limit <= max) return limit;
    this.errors.limit = LOOKUP_MESSAGES.limit(max);
    return fallback;
  }

  /** Throws the 400 when a field was bad. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw validationFailed(this.errors);
  }
}

/** GET /api/get-articles?kind=article,news&tag=arbeitszeit&limit=10: newest first (all kinds without one). */
export async function articles(db: Db, query: Query): Promise<ContentListResponse> {
  const read = new QueryReader(query);
  const kindText = read.text('kind');
  const kinds = kindText === undefined ? [...CONTENT_KINDS] : kindText.split(',');
  if (!kinds.every(isContentKind)) read.errors.kind = LOOKUP_MESSAGES.kind;
  const tag = read.slug('tag', LOOKUP_MESSAGES.tag);
  const limit = read.limit(LOOKUP_LIMIT_DEFAULT, LOOKUP_LIMIT_MAX);
  read.done();
  return { items: (await articleRows(db, kinds as ContentKind[], tag, limit)).map(summaryOf) };
}

async function videoList(db: Db, rows: Awaited<ReturnType<typeof videoRows>>): Promise<VideoListResponse> {
  const tags = await videoTagRows(
    db,
    rows.map((row) => row.videoId),
  );
  return {
    items: rows.map((row) => ({
      id: row.videoId,
      slug: row.slug,
      title: row.title,
      description: row.description,
      durationSeconds: row.durationSeconds,
      publishedOn: row.publishedOn,
      posterUrl: row.posterUrl,
      videoUrl: row.videoUrl,
      tags: tags.filter((tag) => tag.videoId === row.videoId).map(({ name, slug }) => ({ name, slug })),
    })),
  };
}

/** GET /api/get-videos?tag=&limit=: newest first. */
export async function videos(db: Db, query: Query): Promise<VideoListResponse> {
  const read = new QueryReader(query);
  const tag = read.slug('tag', LOOKUP_MESSAGES.tag);
  const limit = read.limit(LOOKUP_LIMIT_DEFAULT, LOOKUP_LIMIT_MAX);
  read.done();
  return videoList(db, await videoRows(db, tag, limit));
}

interface RelatedSource {
  /** The tags to relate to; null: no source given (the newest); [] a source without tags or unknown (nothing). */
  tagSlugs: string[] | null;
  /** The content item asked about: never recommended to itself. */
  excludeId: number | null;
  limit: number;
}

/** `?tag=` (a catalogue tag's slug), `?themeId=` (a seminar theme) or `?contentId=` (an article, news, interview). */
async function relatedSource(db: Db, query: Query): Promise<RelatedSource> {
  const read = new QueryReader(query);
  const tag = read.slug('tag', LOOKUP_MESSAGES.tag);
  const themeId = read.id('themeId', LOOKUP_MESSAGES.themeId);
  const contentId = read.id('contentId', LOOKUP_MESSAGES.contentId);
  const limit = read.limit(RECOMMENDATION_LIMIT_DEFAULT, RECOMMENDATION_LIMIT_MAX);
  const given = [query.tag, query.themeId, query.contentId].filter((value) => value !== undefined && value !== '');
  if (given.length > 1) read.errors.source = LOOKUP_MESSAGES.oneSource;
  read.done();
  if (tag !== undefined) return { tagSlugs: [tag], excludeId: null, limit };
  if (themeId !== undefined) return { tagSlugs: (await themeTagSlugs(db, themeId)) ?? [], excludeId: null, limit };
  if (contentId !== undefined)
    return { tagSlugs: (await contentItemTagSlugs(db, contentId)) ?? [], excludeId: contentId, limit };
  return { tagSlugs: null, excludeId: null, limit };
}

/** GET /recommendations/news: news sharing the most tags with the source, then the newest. */
export async function recommendedNews(db: Db, query: Query): Promise<ContentListResponse> {
  const { tagSlugs, excludeId, limit } = await relatedSource(db, query);
  return { items: (await relatedContentRows(db, 'news', tagSlugs, excludeId, limit)).map(summaryOf) };
}

/** GET /recommendations/videos: videos sharing the most tags with the source, then the newest. */
export async function recommendedVideos(db: Db, query: Query): Promise<VideoListResponse> {
  const { tagSlugs, limit } = await relatedSource(db, query);
  return videoList(db, await relatedVideoRows(db, tagSlugs, limit));
}

/** GET /download/get-download-filter-data. */
export async function downloadFilterData(db: Db): Promise<DownloadFilterDataResponse> {
  const [rubrics, groups] = await Promise.all([downloadRubricCounts(db), downloadTargetGroupCounts(db)]);
  return {
    rubrics: rubrics.map((row) => ({ slug: row.slug, label: row.name, count: Number(row.count) })),
    // The fixed order of the target groups, not the database's.
    targetGroups: DOWNLOAD_TARGET_GROUPS.flatMap((group) => {
      const row = groups.find((entry) => entry.targetGroup === group);
      return row ? [{ slug: group, label: DOWNLOAD_TARGET_GROUP_LABELS[group], count: Number(row.count) }] : [];
    }),
  };
}

type DownloadRow = Awaited<ReturnType<typeof downloadRows>>[number];

const downloadSummary = (row: DownloadRow): DownloadSummary => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  fileKind: row.fileKind,
  rubric: { slug: row.rubricSlug, name: row.rubricName },
  targetGroup: row.targetGroup,
  updatedOn: row.updatedOn,
  fileUrl: downloadFileUrl(row.slug),
});

/** GET /download/get-rubric-targetgroup-downloads?rubric=&targetGroup=: either, both or neither. */
export async function rubricTargetGroupDownloads(db: Db, query: Query): Promise<DownloadListResponse> {
  const read = new QueryReader(query);
  const rubric = read.slug('rubric', LOOKUP_MESSAGES.rubric);
  const groupText = read.text('targetGroup');
  let targetGroup: DownloadTargetGroup | undefined;
  if (groupText !== undefined) {
    if (isDownloadTargetGroup(groupText)) targetGroup = groupText;
    else read.errors.targetGroup = LOOKUP_MESSAGES.targetGroup;
  }
  if (rubric !== undefined && !(await rubricBySlug(db, rubric))) read.errors.rubric = LOOKUP_MESSAGES.rubric;
  read.done();
  return { items: (await downloadRows(db, rubric, targetGroup)).map(downloadSummary) };
}

/** GET /api/downloads/{slug}: what the bff prints into the download's PDF. */
export async function downloadItem(db: Db, slug: string): Promise<DownloadItemResponse> {
  const valid = slug.length <= CONTENT_SLUG_MAX && CONTENT_SLUG.test(slug);
  const row = valid ? await findDownloadRow(db, slug) : undefined;
  if (!row) throw notFound(DOWNLOAD_NOT_FOUND);
  return { ...downloadSummary(row), body: parseBlocks(row.body) };
}
