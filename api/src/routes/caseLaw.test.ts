import type { Express } from 'express';
import {
  CASE_LAW_TOPICS,
  JUDGMENT_MESSAGES,
  judgmentSlugOf,
  type JudgmentListResponse,
  type JudgmentResponse,
  type SitemapEntriesResponse,
} from '@amb/shared-contracts';
import request from 'supertest';
import { citationsOfLaw } from '../content/citations';
import { JUDGMENT_SEED } from '../seed/judgmentData';
import { seedJudgments } from '../seed/judgments';
import { type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

const list = async (query: Record<string, string | number> = {}) =>
  (await request(app).get('/api/case-law').query(query).expect(200)).body as JudgmentListResponse;

const newestFirst = (items: JudgmentListResponse['items']) =>
  items.every((item, i) => i === 0 || items[i - 1]!.decidedOn >= item.decidedOn);

describe('the demo case law', () => {
  it('has 60 and more judgments of BAG, LAG, ArbG and BVerwG for both areas, every one citing a paragraph', async () => {
    expect(JUDGMENT_SEED.length).toBeGreaterThanOrEqual(60);
    const courts = new Set(JUDGMENT_SEED.map((j) => j.court.split(' ')[0]));
    expect([...courts].sort()).toEqual(['ArbG', 'BAG', 'BVerwG', 'LAG']);
    expect(JUDGMENT_SEED.filter((j) => j.area === 'sbv').length).toBeGreaterThanOrEqual(20);
    const slugs = JUDGMENT_SEED.map((j) => judgmentSlugOf(j.court, j.fileNumber));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const judgment of JUDGMENT_SEED) {
      expect(CASE_LAW_TOPICS.find((t) => t.slug === judgment.topic)?.areas).toContain(judgment.area);
    }
    // Every judgment's citations are on the law pages (recorded by the seed).
    const cited = [...(await citationsOfLaw(testDb.db, 'betrvg')), ...(await citationsOfLaw(testDb.db, 'sgb-ix'))];
    const judgmentKeys = new Set(cited.filter((c) => c.source.kind === 'judgment').map((c) => c.source.key));
    expect(judgmentKeys.size).toBe(JUDGMENT_SEED.length);
    const video = cited.find((c) => c.source.key === 'lag-koeln-11-tabv-33-21')!;
    expect(video).toMatchObject({
      paragraph: '87',
      detail: 'Abs. 1 Nr. 6',
      source: { kind: 'judgment', title: 'LAG Köln, Beschluss vom 16.02.2022 – 11 TaBV 33/21' },
    });
    expect(video.source.path).toBe('/rechtsprechung/br/urteil/lag-koeln-11-tabv-33-21');
  });

  it('seeds once: a second run keeps the judgments', async () => {
    expect(await seedJudgments(testDb.db)).toBe(false);
  });
});

describe('GET /api/case-law', () => {
  it('lists published judgments of all areas, newest decision first, 20 by default', async () => {
    const { items } = await list();
    expect(items).toHaveLength(20);
    expect(newestFirst(items)).toBe(true);
    expect(items[0]).toEqual({
      slug: 'arbg-stuttgart-21-bv-54-24',
      area: 'br',
      topic: { slug: 'technische-ueberwachung', label: 'Technische Überwachung' },
      court: 'ArbG Stuttgart',
      kind: 'Beschluss',
      decidedOn: '2024-12-11',
      fileNumber: '21 BV 54/24',
      guidingPrinciple: expect.stringContaining('KI-gestützten Assistenzsystems'),
      url: '/rechtsprechung/br/urteil/arbg-stuttgart-21-bv-54-24',
    });
  });

  it('lists a topic of an area, and a topic across both areas', async () => {
    const br = await list({ area: 'br', topic: 'kuendigung', limit: 100 });
    expect(br.items.map((i) => i.area)).toEqual(['br', 'br', 'br', 'br']);
    const both = await list({ topic: 'kuendigung', limit: 100 });
    expect(both.items).toHaveLength(9);
    expect(new Set(both.items.map((i) => i.area))).toEqual(new Set(['br', 'sbv']));
    expect(newestFirst(both.items)).toBe(true);
  });

  it.each([
    [{ topic: 'gibt-es-nicht' }, 404, JUDGMENT_MESSAGES.topicNotFound],
    [{ area: 'sbv', topic: 'arbeitszeit' }, 404, JUDGMENT_MESSAGES.topicNotFound],
    [{ area: 'jav' }, 400, undefined],
    [{ limit: 0 }, 400, undefined],
    [{ limit: 101 }, 400, undefined],
  ])('refuses %j with %i', async (query, status, message) => {
    const res = await request(app).get('/api/case-law').query(query).expect(status);
    expect(res.body.error.code).toBe(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
    if (message) expect(res.body.error.message).toBe(message);
  });
});

describe('GET /api/case-law/{area}/{slug}', () => {
  it('answers a judgment with its body, its cited paragraphs linked to the law pages and related judgments', async () => {
    const res = await request(app).get('/api/case-law/br/bag-1-abr-16-23').expect(200);
    const judgment = res.body as JudgmentResponse;
    expect(judgment).toMatchObject({
      court: 'BAG',
      kind: 'Beschluss',
      decidedOn: '2024-10-08',
      fileNumber: '1 ABR 16/23',
    });
    expect(judgment.body.filter((b) => b.type === 'heading').map((b) => b.type === 'heading' && b.text)).toEqual([
      'Sachverhalt',
      'Entscheidung',
      'Bedeutung für die Praxis',
    ]);
    expect(judgment.citations).toEqual([
      {
        law: 'betrvg',
        paragraph: '87',
        detail: 'Abs. 1 Nr. 6',
        text: '§ 87 Abs. 1 Nr. 6 BetrVG',
        url: '/gesetze/betrvg#p87',
      },
    ]);
    expect(judgment.related).toHaveLength(3);
    for (const other of judgment.related) {
      expect(other).toMatchObject({ area: 'br', topic: { slug: 'technische-ueberwachung' } });
      expect(other.slug).not.toBe(judgment.slug);
    }
  });

  it('links SGB IX paragraphs of an sbv judgment', async () => {
    const judgment = (await request(app).get('/api/case-law/sbv/bag-2-azr-185-22').expect(200))
      .body as JudgmentResponse;
    expect(judgment.citations.map((c) => c.url)).toEqual(['/gesetze/sgb-ix#p178']);
  });

  it.each([
    ['an unknown slug', '/api/case-law/br/gibt-es-nicht'],
    ['another area’s judgment', '/api/case-law/sbv/bag-1-abr-16-23'],
    ['an unknown area', '/api/case-law/jav/bag-1-abr-16-23'],
    ['a malformed slug', '/api/case-law/br/BAG_1'],
  ])('answers 404 in German for %s', async (_case, path) => {
    const res = await request(app).get(path).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: JUDGMENT_MESSAGES.notFound });
  });

  it('keeps drafts off every public list and page (404) and out of the sitemap', async () => {
    await testDb.db
      .insertInto('judgments')
      .values({
        slug: 'lag-hamm-1-tabv-1-25',
        area: 'br',
        topic: 'arbeitszeit',
        court: 'LAG Hamm',
        kind: 'Beschluss',
        decidedOn: '2099-01-01',
        fileNumber: '1 TaBV 1/25',
        guidingPrinciple: 'Ein Entwurf, der noch nicht erscheinen darf.',
        body: '[]',
        status: 'draft',
        createdBy: null,
        createdAt: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    await request(app).get('/api/case-law/br/lag-hamm-1-tabv-1-25').expect(404);
    const { items } = await list({ topic: 'arbeitszeit', limit: 100 });
    expect(items.map((i) => i.slug)).not.toContain('lag-hamm-1-tabv-1-25');
    const sitemap = (await request(app).get('/api/sitemap-entries').expect(200)).body as SitemapEntriesResponse;
    expect(sitemap.caseLaw).not.toContain('/rechtsprechung/br/urteil/lag-hamm-1-tabv-1-25');
    expect(sitemap.caseLaw).toContain('/rechtsprechung/br/urteil/bag-1-abr-16-23');
    expect(sitemap.caseLaw.filter((path) => path.includes('/urteil/'))).toHaveLength(JUDGMENT_SEED.length);
    expect(sitemap.caseLaw.slice(0, 3)).toEqual(['/rechtsprechung', '/rechtsprechung/br', '/rechtsprechung/sbv']);
    expect(sitemap.caseLaw).toContain('/rechtsprechung/sbv/kuendigung');
    expect(sitemap.caseLaw).not.toContain('/rechtsprechung/sbv/arbeitszeit');
  });
});
