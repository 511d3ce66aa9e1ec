import type { Express } from 'express';
import type { ContentSearchResponse, NewsListResponse } from '@amb/shared-contracts';
import request from 'supertest';
import { reindexContentSearch } from '../content/contentSearchIndex';
import { type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

const search = async (query: string) =>
  (await request(app).get(`/api/search/content?${query}`).expect(200)).body as ContentSearchResponse;

describe('GET /api/search/content', () => {
  it('finds a word by its stem: "Schulungen" finds "Schulung" and the other way round', async () => {
    const plural = await search('q=Schulungen&pageSize=50');
    expect(plural.items.some((hit) => /\bSchulung\b/.test(`${hit.title} ${hit.text}`))).toBe(true);
    const singular = await search('q=Schulung&pageSize=50');
    expect(singular.items.map((hit) => hit.title)).toContain(
      'Schulungen für Betriebsräte: Wann sind sie erforderlich?',
    );
    // Complete words match by their stem, not as a prefix: "Schulungen" is no "Schulungskosten".
    const complete = await search(`q=${encodeURIComponent('Schulungen Arbeitgeber')}&pageSize=50`);
    expect(complete.total).toBeGreaterThan(0);
    expect(complete.items.map((hit) => hit.title)).toContain(
      'Schulungen für Betriebsräte: Wann sind sie erforderlich?',
    );
  });

  it('ranks title matches before teaser matches before body matches, newest first within', async () => {
    const body = await search(`q=Wirtschaftsausschuss&pageSize=50`);
    const tier = (hit: ContentSearchResponse['items'][number]) =>
      /wirtschaftsausschuss/i.test(hit.title) ? 0 : /wirtschaftsausschuss/i.test(hit.text) ? 1 : 2;
    const tiers = body.items.map(tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2]));
    for (let i = 1; i < body.items.length; i++) {
      const [before, after] = [body.items[i - 1]!, body.items[i]!];
      // Undated pages (lexicon entries) come last within their tier.
      if (tier(before) === tier(after)) expect((before.date ?? '') >= (after.date ?? '')).toBe(true);
    }
  });

  it('answers a hit with its kind, page, date and marked matches', async () => {
    const body = await search(`q=${encodeURIComponent('mobile Arbeit')}`);
    const hit = body.items[0]!;
    expect(['article', 'news', 'interview']).toContain(hit.kind);
    expect(hit.url).toMatch(/^\/(fachartikel|news|br-magazin-interview)\/[a-z0-9-]+$/);
    expect(hit.date).toMatch(/^20(25|26)-\d{2}-\d{2}$/);
    const marked = hit.highlights.title.map((range) => hit.title.slice(range.start, range.end).toLowerCase());
    expect(marked.some((word) => word.startsWith('mobil') || word === 'arbeit')).toBe(true);
  });

  it('finds published judgments by their court, file number and guiding principle, never a draft', async () => {
    const judgment = await testDb.db
      .selectFrom('judgments')
      .select(['judgmentId', 'area', 'slug', 'fileNumber'])
      .where('status', '=', 'published')
      .orderBy('judgmentId')
      .executeTakeFirstOrThrow();
    const body = await search(`q=${encodeURIComponent(judgment.fileNumber)}&pageSize=50`);
    const hit = body.items.find((item) => item.url === `/rechtsprechung/${judgment.area}/urteil/${judgment.slug}`);
    expect(hit).toMatchObject({ kind: 'judgment' });
    expect(hit!.title).toContain(judgment.fileNumber);

    await testDb.db
      .updateTable('judgments')
      .set({ status: 'draft' })
      .where('judgmentId', '=', judgment.judgmentId)
      .execute();
    await testDb.db.transaction().execute((trx) => reindexContentSearch(trx, 'judgment', [judgment.judgmentId]));
    const again = await search(`q=${encodeURIComponent(judgment.fileNumber)}&pageSize=50`);
    expect(again.items.some((item) => item.kind === 'judgment' && item.url.endsWith(`/${judgment.slug}`))).toBe(false);
    await testDb.db
      .updateTable('judgments')
      .set({ status: 'published' })
      .where('judgmentId', '=', judgment.judgmentId)
      .execute();
    await testDb.db.transaction().execute((trx) => reindexContentSearch(trx, 'judgment', [judgment.judgmentId]));
  });

  it('finds lexicon entries by their term, with the first sentence as teaser', async () => {
    const body = await search(`q=${encodeURIComponent('Amtszeit des Betriebsrats')}&pageSize=50`);
    const hit = body.items.find((item) => item.kind === 'lexicon' && item.title === 'Amtszeit des Betriebsrats');
    expect(hit?.url).toMatch(/^\/betriebsratslexikon\/br\/[a-z0-9-]+$/);
    expect(hit?.date).toBeNull();
  });

  it('pages without gaps or repeats', async () => {
    const all: string[] = [];
    const first = await search('q=Betriebsrat&pageSize=50');
    expect(first.total).toBeGreaterThan(50);
    for (let page = 1; page <= first.totalPages; page++)
      all.push(...(await search(`q=Betriebsrat&pageSize=50&page=${page}`)).items.map((hit) => hit.url));
    expect(new Set(all).size).toBe(first.total);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 7); page++) {
      const body = await search(`q=Betriebsrat&pageSize=7&page=${page}`);
      expect(body.total).toBe(first.total);
      expect(body.totalPages).toBe(Math.ceil(first.total / 7));
      paged.push(...body.items.map((hit) => hit.url));
    }
    expect(paged).toEqual(all);
    const past = await search('q=Betriebsrat&pageSize=7&page=999');
    expect(past).toMatchObject({ items: [], total: first.total, page: 999 });
  });

  it('finds nothing for an unknown word', async () => {
    expect((await search('q=Quarkstrudel')).items).toEqual([]);
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=Wahl&page=0', 'page'],
    ['q=Wahl&pageSize=abc', 'pageSize'],
  ])('refuses ?%s with a German message', async (query, field) => {
    const res = await request(app).get(`/api/search/content?${query}`).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toMatch(/^(Bitte|Der|Die)/);
  });

  it('reindexes an edited item: the new title is found, the old one no more', async () => {
    const row = await testDb.db
      .selectFrom('contentItems')
      .select(['contentId', 'kind', 'title'])
      .where('slug', '=', 'ersatzmitglieder-richtig-laden')
      .executeTakeFirstOrThrow();
    await testDb.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('contentItems')
        .set({ title: 'Nachrücker im Gremium' })
        .where('contentId', '=', row.contentId)
        .execute();
      await reindexContentSearch(trx, row.kind, [row.contentId]);
    });
    const renamed = (await search('q=Nachr%C3%BCcker')).items.filter((hit) => hit.kind === row.kind);
    expect(renamed.map((hit) => hit.title)).toEqual(['Nachrücker im Gremium']);
    expect((await search(`q=${encodeURIComponent(row.title)}`)).items.map((hit) => hit.title)).not.toContain(row.title);
    await testDb.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('contentTags').where('contentId', '=', row.contentId).execute();
      await trx.deleteFrom('contentItems').where('contentId', '=', row.contentId).execute();
      await reindexContentSearch(trx, row.kind, [row.contentId]);
    });
    expect((await search('q=Nachr%C3%BCcker')).items.filter((hit) => hit.kind === row.kind)).toEqual([]);
  });
});

describe('GET /api/news-list', () => {
  it('pages the news newest first, without gaps or repeats', async () => {
    const first = (await request(app).get('/api/news-list').expect(200)).body as NewsListResponse;
    const news = await testDb.db.selectFrom('contentItems').select('slug').where('kind', '=', 'news').execute();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: news.length, totalPages: Math.ceil(news.length / 10) });
    const slugs: string[] = [];
    const dates: string[] = [];
    for (let page = 1; page <= first.totalPages; page++) {
      const body = (await request(app).get(`/api/news-list?page=${page}`).expect(200)).body as NewsListResponse;
      expect(body.items.every((item) => item.kind === 'news' && item.url === `/news/${item.slug}`)).toBe(true);
      slugs.push(...body.items.map((item) => item.slug));
      dates.push(...body.items.map((item) => item.publishedOn));
    }
    expect([...slugs].sort()).toEqual(news.map((item) => item.slug).sort());
    expect(dates).toEqual([...dates].sort().reverse());
    expect(((await request(app).get('/api/news-list?page=99').expect(200)).body as NewsListResponse).items).toEqual([]);
  });

  it.each(['page=0', 'page=eins', 'page=1&page=2'])('refuses ?%s in German', async (query) => {
    const res = await request(app).get(`/api/news-list?${query}`).expect(400);
    expect(res.body.error.fields.page).toBe('Die Seite muss eine ganze Zahl ab 1 sein.');
  });
});
