import type { Express } from 'express';
import type {
  ContentItemResponse,
  ElectionNewsArchiveResponse,
  ElectionNewsCategoryResponse,
  SitemapEntriesResponse,
} from '@amb/shared-contracts';
import request from 'supertest';
import { citationsOfLaw } from '../content/citations';
import { seedElectionNews } from '../seed/electionNews';
import { ELECTION_NEWS_SEED } from '../seed/electionNewsData';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

describe('GET /api/election-news (the archive)', () => {
  it('groups the items by year and month, newest first, each month with its German label', async () => {
    const { years } = (await request(app).get('/api/election-news').expect(200)).body as ElectionNewsArchiveResponse;
    expect(years.map((y) => y.year)).toEqual(['2026', '2025']);
    const months = years.flatMap((y) => y.months.map((m) => m.month));
    expect(months).toEqual([...months].sort().reverse());
    expect(new Set(months).size).toBe(months.length);
    expect(years[1]!.months.map((m) => m.label)).toEqual([
      'Dezember 2025',
      'November 2025',
      'Oktober 2025',
      'September 2025',
      'Juni 2025',
    ]);
    const items = years.flatMap((y) => y.months.flatMap((m) => m.items));
    // With the two election news of the content seed.
    expect(items).toHaveLength(ELECTION_NEWS_SEED.length + 2);
    expect(items.map((item) => item.slug)).toEqual(
      expect.arrayContaining(['sbv-wahlen-2026', 'betriebsratswahlen-2026-zeitraum']),
    );
    for (const y of years)
      for (const m of y.months) for (const item of m.items) expect(item.publishedOn.slice(0, 7)).toBe(m.month);
    const dates = items.map((item) => item.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items[0]).toMatchObject({
      kind: 'news',
      slug: 'sbv-wahl-vereinfachtes-verfahren',
      url: '/news/sbv-wahl-vereinfachtes-verfahren',
      category: {
        slug: 'vereinfachtes-wahlverfahren',
        name: 'Vereinfachtes Wahlverfahren',
        url: '/wahlseiten-news/kategorie/vereinfachtes-wahlverfahren',
      },
    });
  });

  it('each item is a news item readable at its own news page', async () => {
    const seed = ELECTION_NEWS_SEED.find((item) => item.slug === 'wahlanfechtung-zwei-wochen-frist')!;
    const body = (await request(app).get(`/api/content/news/${seed.slug}`).expect(200)).body as ContentItemResponse;
    expect(body).toMatchObject({ kind: 'news', title: seed.title, body: seed.body });
  });
});

describe('GET /api/election-news/category/{slug}', () => {
  it('lists the items of one category, newest first', async () => {
    const body = (await request(app).get('/api/election-news/category/anfechtung').expect(200))
      .body as ElectionNewsCategoryResponse;
    expect(body.category).toEqual({ slug: 'anfechtung', name: 'Wahlanfechtung' });
    expect(body.items.map((item) => item.slug)).toEqual([
      'nichtigkeit-oder-anfechtbarkeit',
      'wahlanfechtung-zwei-wochen-frist',
    ]);
  });

  it.each(['gibt-es-nicht', 'Fristen', 'wahlvorstand%20'])(
    'an unknown category (%s) is 404 in German',
    async (slug) => {
      const res = await request(app).get(`/api/election-news/category/${slug}`).expect(404);
      expect(res.body.error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Diese Kategorie gibt es bei den Wahl-News nicht.',
      });
    },
  );
});

describe('the seed', () => {
  it('covers 2025 and 2026 and every category, once, with the citations of each item', async () => {
    expect(new Set(ELECTION_NEWS_SEED.map((item) => item.category)).size).toBe(5);
    expect(await seedElectionNews(testDb.db)).toBe(false);
    const cited = (await citationsOfLaw(testDb.db, 'betrvg')).filter(
      (c) => c.source.key === 'wahlanfechtung-zwei-wochen-frist',
    );
    expect(cited.map((c) => `${c.paragraph} ${c.detail}`)).toEqual(['19 Abs. 1', '19 Abs. 2', '19 Abs. 3']);
    expect(cited[0]!.source).toMatchObject({ kind: 'news', path: '/news/wahlanfechtung-zwei-wochen-frist' });
  });

  it('puts the categories into the sitemap', async () => {
    const body = (await request(app).get('/api/sitemap-entries').expect(200)).body as SitemapEntriesResponse;
    expect(body.content).toEqual(
      expect.arrayContaining(['/wahlseiten-news/kategorie/fristen', '/news/wahlanfechtung-zwei-wochen-frist']),
    );
  });
});
