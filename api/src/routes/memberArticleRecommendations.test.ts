import { API_ROUTES, CSRF_HEADER, type BrFunction, type MemberRecommendationsResponse } from '@amb/shared-contracts';
import type { Express } from 'express';
import { ARTICLE_RECOMMENDATION_LIMIT, TOPICS_BY_FUNCTION } from '../members/recommendations';
import { contentByTagNamesRows } from '../repositories/contentRecommendations';
import { CONTENT_SEED } from '../seed/contentData';
import { loginAs } from '../test/agent';
import { type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
beforeAll(async () => {
  ({ testDb, app } = await createTestApp());
  users = await demoUsers(testDb.db);
});
afterAll(() => testDb.destroy());

/** What the seed makes of the functions' topics: items with one of them, newest first (then the later seeded). */
function expectedSlugs(functions: BrFunction[]): string[] {
  const topics = functions.flatMap((f) => TOPICS_BY_FUNCTION[f]);
  return CONTENT_SEED.map((item, index) => ({ item, id: index + 1 }))
    .filter(({ item }) => item.tags.some((tag) => topics.includes(tag)))
    .sort((a, b) => b.item.publishedOn.localeCompare(a.item.publishedOn) || b.id - a.id)
    .slice(0, ARTICLE_RECOMMENDATION_LIMIT)
    .map(({ item }) => item.slug);
}

async function recommendationsFor(functions: BrFunction[]): Promise<MemberRecommendationsResponse> {
  const { agent, csrf } = await loginAs(app, users.otherMember.email);
  await agent
    .put(API_ROUTES.memberBrFunctions.path)
    .set(CSRF_HEADER, csrf)
    .send({ brFunctions: functions })
    .expect(200);
  return (await agent.get(API_ROUTES.memberArticleRecommendations.path).expect(200)).body;
}

describe('GET /api-meinamb/article-recommendations: content items', () => {
  it.each<BrFunction[]>([['Betriebsratsmitglied'], ['Schwerbehindertenvertretung'], ['JAV', 'Betriebsratsvorsitz']])(
    'recommends the newest items tagged with the topics of %s, each with the topics it was chosen for',
    async (...functions) => {
      const answer = await recommendationsFor(functions);
      const topics = functions.flatMap((f) => TOPICS_BY_FUNCTION[f]);
      expect(answer.articles.map((a) => a.slug)).toEqual(expectedSlugs(functions));
      expect(answer.articles.length).toBeGreaterThan(0);
      for (const article of answer.articles) {
        expect(article.topics.length).toBeGreaterThan(0);
        for (const topic of article.topics) expect(topics).toContain(topic);
        expect(article.url).toBe(
          `/${{ article: 'fachartikel', news: 'news', interview: 'br-magazin-interview' }[article.kind]}/${article.slug}`,
        );
      }
    },
  );

  it(`lists at most ${ARTICLE_RECOMMENDATION_LIMIT}`, async () => {
    const all: BrFunction[] = ['Betriebsratsmitglied', 'Schwerbehindertenvertretung', 'JAV', 'Betriebsratsvorsitz'];
    const answer = await recommendationsFor(all);
    expect(answer.articles).toHaveLength(ARTICLE_RECOMMENDATION_LIMIT);
  });

  it('finds nothing for topics no item carries', async () => {
    expect(await contentByTagNamesRows(testDb.db, ['Kein solches Thema'], 5)).toEqual([]);
    expect(await contentByTagNamesRows(testDb.db, [], 5)).toEqual([]);
  });
});
