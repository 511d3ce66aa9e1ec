import { API_ROUTES, CSRF_HEADER, type BrFunction, type MemberRecommendationsResponse } from '@amb/shared-contracts';
import type { Express } from 'express';
import { ARTICLE_RECOMMENDATION_LIMIT, TOPICS_BY_FUNCTION } from '../members/recommendations';
import { contentByTagNamesRows } from '../repositories/contentRecommendations';
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

/** What the database holds for the functions' topics: items with one of them, newest first (then the later seeded). */
async function expectedSlugs(functions: BrFunction[]): Promise<string[]> {
  const topics = functions.flatMap((f) => TOPICS_BY_FUNCTION[f]);
  const rows = await testDb.db
    .selectFrom('contentItems')
    .innerJoin('contentTags', 'contentTags.contentId', 'contentItems.contentId')
    .innerJoin('tags', 'tags.slug', 'contentTags.tagSlug')
    .select(['contentItems.contentId', 'contentItems.slug', 'contentItems.publishedOn'])
    .where('tags.name', 'in', topics)
    .distinct()
    .execute();
  return rows
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn) || b.contentId - a.contentId)
    .slice(0, ARTICLE_RECOMMENDATION_LIMIT)
    .map((row) => row.slug);
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
      expect(answer.articles.map((a) => a.slug)).toEqual(await expectedSlugs(functions));
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
