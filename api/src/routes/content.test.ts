import type { Express } from 'express';
import type { ContentItemResponse, ContentListResponse, SitemapEntriesResponse } from '@amb/shared-contracts';
import request from 'supertest';
import { CONTENT_SEED } from '../seed/contentData';
import { seedContent } from '../seed/content';
import { slugify } from '../util/slugify';
import { type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

const item = async (kind: string, slug: string) =>
  (await request(app).get(`/api/content/${kind}/${slug}`).expect(200)).body as ContentItemResponse;

describe('GET /api/content/{kind}/{slug}', () => {
  it('answers an article with its body, tags, reading time and the seminars sharing its tags', async () => {
    const seed = CONTENT_SEED.find((entry) => entry.slug === 'kuenstliche-intelligenz-mitbestimmung-betriebsrat')!;
    const body = await item('article', seed.slug);
    expect(body).toMatchObject({
      kind: 'article',
      slug: seed.slug,
      title: seed.title,
      teaser: seed.teaser,
      author: seed.author,
      publishedOn: seed.publishedOn,
      url: `/fachartikel/${seed.slug}`,
      body: seed.body,
    });
    expect(body.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(body.tags.map((tag) => tag.slug).sort()).toEqual(seed.tags.map(slugify).sort());
    expect(body.relatedSeminars.length).toBeGreaterThan(0);
    expect(body.relatedSeminars.length).toBeLessThanOrEqual(3);
    for (const theme of body.relatedSeminars) expect(theme.url).toMatch(/^\/seminare\/t\/[a-z0-9-]+$/);
    // Every related seminar carries one of the article's tags.
    const tagged = await testDb.db
      .selectFrom('themeTags')
      .innerJoin('tags', 'tags.tagId', 'themeTags.tagId')
      .select('themeTags.themeId')
      .where('tags.slug', 'in', seed.tags.map(slugify))
      .execute();
    for (const theme of body.relatedSeminars) expect(tagged.map((row) => row.themeId)).toContain(theme.themeId);
  });

  it('relates other items by shared tags, never the item itself', async () => {
    const body = await item('article', 'schulungsanspruch-betriebsrat-paragraf-37');
    expect(body.relatedContent).toHaveLength(3);
    expect(body.relatedContent.map((entry) => entry.slug)).not.toContain('schulungsanspruch-betriebsrat-paragraf-37');
    // The interview shares two of its tags (Einsteiger, Betriebsverfassungsgesetz), the others one: it comes first,
    // then the newest of those sharing one.
    expect(body.relatedContent.map((entry) => entry.slug)).toEqual([
      'erste-amtszeit-betriebsrat-erfahrungen',
      'betriebsratswahlen-2026-zeitraum',
      'betriebsvereinbarung-abschluss-form-kuendigung',
    ]);
  });

  it('computes the reading time from the words at 200 a minute', async () => {
    const body = await item('article', 'schulungsanspruch-betriebsrat-paragraf-37');
    const text = [body.title, body.teaser, ...body.body.flatMap((b) => (b.type === 'list' ? b.items : [b.text]))];
    const words = text.join(' ').split(/\s+/).filter(Boolean).length;
    expect(body.readingMinutes).toBe(Math.ceil(words / 200));
  });

  it.each([
    ['/api/content/article/gibt-es-nicht'],
    ['/api/content/news/kuenstliche-intelligenz-mitbestimmung-betriebsrat'],
    ['/api/content/lexicon/betriebsrat'],
    ['/api/content/news/Gro%C3%9F'],
    [`/api/content/news/${'a'.repeat(161)}`],
  ])('answers %s with the German 404', async (path) => {
    const res = await request(app).get(path).expect(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Diesen Beitrag gibt es nicht.' } });
  });
});

describe('GET /api/content', () => {
  it('lists the latest items of every kind, newest first', async () => {
    const { items } = (await request(app).get('/api/content').expect(200)).body as ContentListResponse;
    expect(items).toHaveLength(CONTENT_SEED.length);
    const dates = items.map((entry) => entry.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(items.map((entry) => entry.kind))).toEqual(new Set(['article', 'news', 'interview']));
  });

  it('filters by kind and limits', async () => {
    const { items } = (await request(app).get('/api/content?kind=news,interview&limit=3').expect(200))
      .body as ContentListResponse;
    expect(items).toHaveLength(3);
    expect(items.every((entry) => entry.kind !== 'article')).toBe(true);
    expect(items[0]!.slug).toBe('sbv-wahlen-2026');
  });

  it.each([
    ['kind=lexikon', 'kind'],
    ['kind=news,lexikon', 'kind'],
    ['kind=news&kind=article', 'kind'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=zwei', 'limit'],
  ])('refuses ?%s with a German field message', async (query, field) => {
    const res = await request(app).get(`/api/content?${query}`).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toMatch(/^Bitte /);
  });
});

describe('content in the sitemap and the seed', () => {
  it('lists every item by its canonical address', async () => {
    const body = (await request(app).get('/api/sitemap-entries').expect(200)).body as SitemapEntriesResponse;
    expect(body.content.filter((path) => !path.startsWith('/themen/'))).toHaveLength(CONTENT_SEED.length);
    expect(body.content).toContain('/fachartikel/kuenstliche-intelligenz-mitbestimmung-betriebsrat');
    expect(body.content).toContain('/news/mindestlohn-2026-2027');
    expect(body.content).toContain('/br-magazin-interview/erste-amtszeit-betriebsrat-erfahrungen');
  });

  it('seeds at least 12 items once, each tag a tag of the catalogue', async () => {
    expect(CONTENT_SEED.length).toBeGreaterThanOrEqual(12);
    expect(await seedContent(testDb.db)).toBe(false);
    const tags = new Set((await testDb.db.selectFrom('tags').select('slug').execute()).map((tag) => tag.slug));
    const used = await testDb.db.selectFrom('contentTags').select('tagSlug').distinct().execute();
    for (const { tagSlug } of used) expect(tags).toContain(tagSlug);
  });
});
