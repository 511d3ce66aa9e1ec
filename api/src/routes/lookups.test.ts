import {
  API_ROUTES,
  LOOKUP_MESSAGES,
  buildPath,
  type ContentListResponse,
  type DownloadFilterDataResponse,
  type DownloadItemResponse,
  type DownloadListResponse,
  type VideoListResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { DOWNLOAD_SEED, VIDEO_SEED } from '../seed/lookupsData';
import { slugify } from '../util/slugify';
import { type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
interface Item {
  id: number;
  kind: string;
  slug: string;
  publishedOn: string;
  /** Tag names, as the seeds name them. */
  tags: string[];
}
/** The database's content (every seed of it), newest first, then the later seeded. */
let content: Item[] = [];
beforeAll(async () => {
  ({ testDb, app } = await createTestApp());
  const rows = await testDb.db
    .selectFrom('contentItems')
    .select(['contentId', 'kind', 'slug', 'publishedOn'])
    .execute();
  const tagRows = await testDb.db
    .selectFrom('contentTags')
    .innerJoin('tags', 'tags.slug', 'contentTags.tagSlug')
    .select(['contentTags.contentId', 'tags.name'])
    .execute();
  content = rows
    .map((row) => ({
      id: row.contentId,
      kind: row.kind,
      slug: row.slug,
      publishedOn: row.publishedOn,
      tags: tagRows.filter((tag) => tag.contentId === row.contentId).map((tag) => tag.name),
    }))
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id);
});
afterAll(() => testDb.destroy());

const get = async <T>(path: string, query: Record<string, string | string[]> = {}) =>
  (await request(app).get(path).query(query).expect(200)).body as T;
const bad = async (path: string, query: Record<string, string | string[]>) => {
  const res = await request(app).get(path).query(query).expect(400);
  expect(res.body.error.code).toBe('VALIDATION_FAILED');
  return res.body.error.fields as Record<string, string>;
};

const videos = VIDEO_SEED.map((video, index) => ({ ...video, id: index + 1 })).sort(
  (a, b) => b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id,
);
const shared = (a: readonly string[], b: readonly string[]) => a.filter((tag) => b.includes(tag)).length;

describe('GET /api/get-articles', () => {
  const path = API_ROUTES.articles.path;

  it('answers the newest ten of every kind without filters', async () => {
    const { items } = await get<ContentListResponse>(path);
    expect(items.map((item) => item.slug)).toEqual(content.slice(0, 10).map((item) => item.slug));
  });

  it('filters by kind and tag, newest first, up to the limit', async () => {
    const tagged = content.filter((item) => item.kind === 'article' && item.tags.includes('Betriebsverfassungsgesetz'));
    expect(tagged.length).toBeGreaterThan(1);
    const { items } = await get<ContentListResponse>(path, { kind: 'article', tag: 'betriebsverfassungsgesetz' });
    // Ten by default.
    expect(items.map((item) => item.slug)).toEqual(tagged.slice(0, 10).map((item) => item.slug));
    const limited = await get<ContentListResponse>(path, {
      kind: 'article',
      tag: 'betriebsverfassungsgesetz',
      limit: '1',
    });
    expect(limited.items.map((item) => item.slug)).toEqual([tagged[0]!.slug]);
    const two = await get<ContentListResponse>(path, { kind: 'news,interview', limit: '50' });
    expect(two.items.map((item) => item.slug)).toEqual(
      content
        .filter((item) => item.kind !== 'article')
        .slice(0, 50)
        .map((item) => item.slug),
    );
  });

  it('answers an empty list for a tag nothing carries', async () => {
    expect(await get<ContentListResponse>(path, { tag: 'gibt-es-nicht' })).toEqual({ items: [] });
  });

  it.each([
    [{ kind: 'video' }, 'kind', LOOKUP_MESSAGES.kind],
    [{ kind: ['news', 'article'] }, 'kind', LOOKUP_MESSAGES.repeated],
    [{ tag: 'Arbeits Zeit' }, 'tag', LOOKUP_MESSAGES.tag],
    [{ limit: '0' }, 'limit', LOOKUP_MESSAGES.limit(50)],
    [{ limit: '51' }, 'limit', LOOKUP_MESSAGES.limit(50)],
    [{ limit: 'zehn' }, 'limit', LOOKUP_MESSAGES.limit(50)],
  ])('refuses %j with a German message', async (query, field, message) => {
    expect((await bad(path, query))[field]).toBe(message);
  });
});

describe('GET /api/get-videos', () => {
  const path = API_ROUTES.videos.path;

  it('answers the newest ten with duration, demo addresses and tags', async () => {
    const { items } = await get<VideoListResponse>(path);
    expect(items.map((video) => video.slug)).toEqual(videos.slice(0, 10).map((video) => video.slug));
    const first = items[0]!;
    const seed = videos[0]!;
    expect(first).toMatchObject({
      title: seed.title,
      description: seed.description,
      durationSeconds: seed.durationSeconds,
      publishedOn: seed.publishedOn,
      videoUrl: `https://video.amb-demo.de/embed/${seed.slug}`,
      posterUrl: `https://video.amb-demo.de/poster/${seed.slug}.jpg`,
    });
    expect(first.tags.map((tag) => tag.slug).sort()).toEqual(seed.tags.map(slugify).sort());
  });

  it('filters by tag and limits', async () => {
    const tagged = videos.filter((video) => video.tags.includes('Mitbestimmung'));
    const { items } = await get<VideoListResponse>(path, { tag: 'mitbestimmung', limit: '50' });
    expect(items.map((video) => video.slug)).toEqual(tagged.map((video) => video.slug));
    expect((await get<VideoListResponse>(path, { limit: '50' })).items).toHaveLength(VIDEO_SEED.length);
    expect((await get<VideoListResponse>(path, { limit: '2' })).items).toHaveLength(2);
    expect(await get<VideoListResponse>(path, { tag: 'gibt-es-nicht' })).toEqual({ items: [] });
  });

  it('refuses a bad tag and limit together, naming both', async () => {
    expect(await bad(path, { tag: '<script>', limit: '-1' })).toEqual({
      tag: LOOKUP_MESSAGES.tag,
      limit: LOOKUP_MESSAGES.limit(50),
    });
  });
});

describe('GET /recommendations/news', () => {
  const path = API_ROUTES.recommendedNews.path;
  const news = () => content.filter((item) => item.kind === 'news');

  it('for a content item: the news sharing most of its tags, then the newest, never the item itself', async () => {
    const source = content.find((item) => item.kind === 'news' && item.tags.length > 1)!;
    const expected = news()
      .filter((item) => item.id !== source.id && shared(item.tags, source.tags) > 0)
      .sort((a, b) => shared(b.tags, source.tags) - shared(a.tags, source.tags))
      .slice(0, 12)
      .map((item) => item.slug);
    expect(expected.length).toBeGreaterThan(0);
    const { items } = await get<ContentListResponse>(path, { contentId: String(source.id), limit: '12' });
    expect(items.map((item) => item.slug)).toEqual(expected);
    expect(items.every((item) => item.kind === 'news')).toBe(true);
  });

  it('for a tag: its news, newest first, three by default', async () => {
    const tag = 'Betriebsverfassungsgesetz';
    const { items } = await get<ContentListResponse>(path, { tag: slugify(tag) });
    expect(items.map((item) => item.slug)).toEqual(
      news()
        .filter((item) => item.tags.includes(tag))
        .slice(0, 3)
        .map((item) => item.slug),
    );
  });

  it("for a seminar theme: news sharing the theme's tags", async () => {
    const theme = await testDb.db
      .selectFrom('themes')
      .innerJoin('themeTags', 'themeTags.themeId', 'themes.themeId')
      .innerJoin('tags', 'tags.tagId', 'themeTags.tagId')
      .select(['themes.themeId', 'tags.name'])
      .where('tags.slug', '=', 'betriebsverfassungsgesetz')
      .executeTakeFirstOrThrow();
    const tags = (
      await testDb.db
        .selectFrom('themeTags')
        .innerJoin('tags', 'tags.tagId', 'themeTags.tagId')
        .select('tags.name')
        .where('themeTags.themeId', '=', theme.themeId)
        .execute()
    ).map((row) => row.name);
    const { items } = await get<ContentListResponse>(path, { themeId: String(theme.themeId), limit: '12' });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const seed = content.find((entry) => entry.slug === item.slug)!;
      expect(shared(seed.tags, tags)).toBeGreaterThan(0);
    }
  });

  it('without a source: the newest news; an unknown item or theme: none', async () => {
    const { items } = await get<ContentListResponse>(path);
    expect(items.map((item) => item.slug)).toEqual(
      news()
        .slice(0, 3)
        .map((item) => item.slug),
    );
    expect(await get<ContentListResponse>(path, { contentId: '999999' })).toEqual({ items: [] });
    expect(await get<ContentListResponse>(path, { themeId: '999999' })).toEqual({ items: [] });
  });

  it.each([
    [{ tag: 'arbeitszeit', contentId: '1' }, 'source', LOOKUP_MESSAGES.oneSource],
    [{ contentId: 'eins' }, 'contentId', LOOKUP_MESSAGES.contentId],
    [{ themeId: '0' }, 'themeId', LOOKUP_MESSAGES.themeId],
    [{ limit: '13' }, 'limit', LOOKUP_MESSAGES.limit(12)],
  ])('refuses %j', async (query, field, message) => {
    expect((await bad(path, query))[field]).toBe(message);
  });
});

describe('GET /recommendations/videos', () => {
  const path = API_ROUTES.recommendedVideos.path;

  it('for a content item: the videos sharing most of its tags, then the newest', async () => {
    const source = content.find((item) => item.slug === 'kuenstliche-intelligenz-mitbestimmung-betriebsrat')!;
    const expected = videos
      .filter((video) => shared(video.tags, source.tags) > 0)
      .sort((a, b) => shared(b.tags, source.tags) - shared(a.tags, source.tags))
      .slice(0, 3)
      .map((video) => video.slug);
    const { items } = await get<VideoListResponse>(path, { contentId: String(source.id) });
    expect(items.map((video) => video.slug)).toEqual(expected);
    expect(items[0]!.slug).toBe('ki-im-betrieb-rechte-des-betriebsrats');
  });

  it('for a tag, without a source, and for an unknown item', async () => {
    const { items } = await get<VideoListResponse>(path, { tag: 'inklusion', limit: '12' });
    expect(items.map((video) => video.slug)).toEqual(
      videos.filter((video) => video.tags.includes('Inklusion')).map((video) => video.slug),
    );
    const newest = await get<VideoListResponse>(path);
    expect(newest.items.map((video) => video.slug)).toEqual(videos.slice(0, 3).map((video) => video.slug));
    expect(await get<VideoListResponse>(path, { contentId: '999999' })).toEqual({ items: [] });
  });

  it('refuses two sources at once', async () => {
    expect((await bad(path, { tag: 'inklusion', themeId: '1' })).source).toBe(LOOKUP_MESSAGES.oneSource);
  });
});

describe('downloads', () => {
  const filterPath = API_ROUTES.downloadFilterData.path;
  const listPath = API_ROUTES.rubricTargetGroupDownloads.path;
  const count = (predicate: (download: (typeof DOWNLOAD_SEED)[number]) => boolean) =>
    DOWNLOAD_SEED.filter(predicate).length;

  it('filter data: the rubrics (catalogue order) and target groups that have downloads, with counts', async () => {
    const data = await get<DownloadFilterDataResponse>(filterPath);
    const rubrics = await testDb.db.selectFrom('rubrics').select(['slug', 'name']).orderBy('position').execute();
    expect(data.rubrics).toEqual(
      rubrics
        .filter((rubric) => DOWNLOAD_SEED.some((download) => slugify(download.rubric) === rubric.slug))
        .map((rubric) => ({
          slug: rubric.slug,
          label: rubric.name,
          count: count((download) => slugify(download.rubric) === rubric.slug),
        })),
    );
    expect(data.rubrics.map((rubric) => rubric.slug)).not.toContain('kommunikation-rhetorik');
    expect(data.targetGroups).toEqual([
      { slug: 'br', label: 'Betriebsrat', count: count((d) => d.targetGroup === 'br') },
      { slug: 'sbv', label: 'Schwerbehindertenvertretung', count: count((d) => d.targetGroup === 'sbv') },
      { slug: 'jav', label: 'Jugend- und Auszubildendenvertretung', count: count((d) => d.targetGroup === 'jav') },
      { slug: 'gremium', label: 'Gesamtes Gremium', count: count((d) => d.targetGroup === 'gremium') },
    ]);
    // Every seeded download names a rubric the catalogue has.
    expect(data.rubrics.reduce((sum, rubric) => sum + rubric.count, 0)).toBe(DOWNLOAD_SEED.length);
  });

  it('lists by rubric, by target group and by both, with the PDF address', async () => {
    const all = await get<DownloadListResponse>(listPath);
    expect(all.items).toHaveLength(DOWNLOAD_SEED.length);
    const sbv = await get<DownloadListResponse>(listPath, { rubric: 'schwerbehindertenvertretung-sbv' });
    expect(sbv.items.map((d) => d.slug)).toEqual(
      DOWNLOAD_SEED.filter((d) => d.rubric === 'Schwerbehindertenvertretung (SBV)').map((d) => d.slug),
    );
    expect(sbv.items[0]).toMatchObject({
      rubric: { slug: 'schwerbehindertenvertretung-sbv', name: 'Schwerbehindertenvertretung (SBV)' },
      fileUrl: `/download/file/${sbv.items[0]!.slug}`,
    });
    const gremium = await get<DownloadListResponse>(listPath, { targetGroup: 'gremium' });
    expect(gremium.items.map((d) => d.slug).sort()).toEqual(
      DOWNLOAD_SEED.filter((d) => d.targetGroup === 'gremium')
        .map((d) => d.slug)
        .sort(),
    );
    const both = await get<DownloadListResponse>(listPath, {
      rubric: 'schwerbehindertenvertretung-sbv',
      targetGroup: 'gremium',
    });
    expect(both.items.map((d) => d.slug)).toEqual(['vorlage-inklusionsvereinbarung-eckpunkte']);
  });

  it('answers an empty list for a rubric without downloads and a combination without any', async () => {
    expect(await get<DownloadListResponse>(listPath, { rubric: 'kommunikation-rhetorik' })).toEqual({ items: [] });
    expect(await get<DownloadListResponse>(listPath, { rubric: 'jav', targetGroup: 'sbv' })).toEqual({ items: [] });
  });

  it.each([
    [{ rubric: 'gibt-es-nicht' }, 'rubric', LOOKUP_MESSAGES.rubric],
    [{ rubric: 'Arbeitsrecht!' }, 'rubric', LOOKUP_MESSAGES.rubric],
    [{ targetGroup: 'vorstand' }, 'targetGroup', LOOKUP_MESSAGES.targetGroup],
    [{ targetGroup: ['br', 'sbv'] }, 'targetGroup', LOOKUP_MESSAGES.repeated],
  ])('refuses %j with a German message', async (query, field, message) => {
    expect((await bad(listPath, query))[field]).toBe(message);
  });

  it('one download with its text for the PDF; unknown and malformed slugs are 404', async () => {
    const seed = DOWNLOAD_SEED[0]!;
    const item = await get<DownloadItemResponse>(buildPath(API_ROUTES.downloadItem.path, { slug: seed.slug }));
    expect(item).toMatchObject({ slug: seed.slug, title: seed.title, fileKind: seed.fileKind, body: seed.body });
    for (const slug of ['gibt-es-nicht', 'GROSS']) {
      const res = await request(app).get(buildPath(API_ROUTES.downloadItem.path, { slug })).expect(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Diesen Download gibt es nicht.' });
    }
  });
});
