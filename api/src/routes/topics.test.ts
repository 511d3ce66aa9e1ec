import {
  API_ROUTES,
  TOPIC_MESSAGES,
  TOPIC_PAGE_SIZE,
  buildPath,
  contentUrl,
  tagArticlesUrl,
  type ContentSummary,
  type SitemapEntriesResponse,
  type TagArticlesResponse,
  type TopicResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { defaultTopicDescription } from '../content/topics';
import { encodeCursor } from '../content/topicCursor';
import { TOPIC_DESCRIPTIONS } from '../seed/topics';
import { type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

const topic = (tag: string) => request(app).get(buildPath(API_ROUTES.topicDetail.path, { tag }));
const page = async (tag: string, cursor?: string | null) =>
  (await request(app).get(tagArticlesUrl(tag, cursor)).expect(200)).body as TagArticlesResponse;

/** Every page from the first on, following nextCursor; `between` runs after each load (before the next). */
async function walk(tag: string, between: (loaded: number) => Promise<void> = async () => {}) {
  const pages: ContentSummary[][] = [];
  let cursor: string | null = null;
  do {
    const body = await page(tag, cursor);
    pages.push(body.items);
    cursor = body.nextCursor;
    await between(pages.length);
  } while (cursor !== null && pages.length < 50);
  return pages;
}

let nextId = 0;
/** A tag of its own with articles of the given days (several on one day: the id decides). */
async function tagWith(name: string, days: string[]) {
  const { db } = testDb;
  const maxTag = await db
    .selectFrom('tags')
    .select((eb) => eb.fn.max('tagId').as('max'))
    .executeTakeFirstOrThrow();
  const slug = name.toLowerCase();
  await db
    .insertInto('tags')
    .values({ tagId: Number(maxTag.max) + 1, name, slug })
    .execute();
  for (const day of days) await addItem(slug, day);
  return slug;
}

async function addItem(tag: string, publishedOn: string): Promise<number> {
  const { db } = testDb;
  if (nextId === 0) {
    const max = await db
      .selectFrom('contentItems')
      .select((eb) => eb.fn.max('contentId').as('max'))
      .executeTakeFirstOrThrow();
    nextId = Number(max.max) + 1000;
  }
  const contentId = nextId++;
  await db
    .insertInto('contentItems')
    .values({
      contentId,
      kind: contentId % 3 === 0 ? 'news' : 'article',
      slug: `testbeitrag-${contentId}`,
      title: `Testbeitrag ${contentId}`,
      teaser: 'Ein Beitrag für den Test der Themenseite.',
      author: 'Redaktion',
      publishedOn,
      body: JSON.stringify([{ type: 'paragraph', text: 'Text.' }]),
      wordCount: 10,
    })
    .execute();
  await db.insertInto('contentTags').values({ contentId, tagSlug: tag }).execute();
  return contentId;
}

/** The order of a topic: newest day first, on one day the higher id first. */
const newestFirst = (a: { publishedOn: string; id: number }, b: { publishedOn: string; id: number }) =>
  b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id;

describe('GET /api/topics/{tag}', () => {
  it('answers the tag’s name, its description and every seminar with the tag, by title', async () => {
    const body = (await topic('betriebsverfassungsgesetz').expect(200)).body as TopicResponse;
    expect(body.name).toBe('Betriebsverfassungsgesetz');
    expect(body.slug).toBe('betriebsverfassungsgesetz');
    expect(body.description).toBe(TOPIC_DESCRIPTIONS.Betriebsverfassungsgesetz);
    const tagged = await testDb.db
      .selectFrom('themes')
      .innerJoin('themeTags', 'themeTags.themeId', 'themes.themeId')
      .innerJoin('tags', 'tags.tagId', 'themeTags.tagId')
      .select(['themes.themeId', 'themes.title', 'themes.slug'])
      .where('tags.slug', '=', 'betriebsverfassungsgesetz')
      .execute();
    expect(tagged.length).toBeGreaterThan(0);
    expect(body.seminars.map((s) => s.themeId).sort((a, b) => a - b)).toEqual(
      tagged.map((t) => t.themeId).sort((a, b) => a - b),
    );
    const titles = body.seminars.map((s) => s.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const seminar of body.seminars) expect(seminar.url).toMatch(/^\/seminare\/t\/[a-z0-9-]+$/);
  });

  it('describes a tag without a description of its own from its name', async () => {
    const tag = await tagWith('Ohnebeschreibung', []);
    const body = (await topic(tag).expect(200)).body as TopicResponse;
    expect(body.description).toBe(defaultTopicDescription('Ohnebeschreibung'));
    expect(body.seminars).toEqual([]);
  });

  it.each(['gibt-es-nicht', 'Gross', 'a--b', 'x'.repeat(161)])('%s: 404 in German', async (tag) => {
    const res = await topic(tag).expect(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: TOPIC_MESSAGES.notFound } });
  });
});

describe('GET /tag/{tag}/load-articles', () => {
  it('pages the seeded topic newest first, then says the end', async () => {
    const pages = await walk('betriebsverfassungsgesetz');
    const items = pages.flat();
    expect(items.length).toBeGreaterThan(TOPIC_PAGE_SIZE);
    expect(pages[0]).toHaveLength(TOPIC_PAGE_SIZE);
    expect(items).toEqual([...items].sort(newestFirst));
    for (const item of items) expect(item.url).toBe(contentUrl(item.kind, item.slug));
  });

  it('walks every item exactly once, same days ordered by id, the last page has no cursor', async () => {
    const days = [
      '2025-03-01',
      '2025-03-01',
      '2025-03-01',
      '2025-02-10',
      '2025-02-10',
      '2025-05-20',
      '2024-12-24',
      '2025-03-01',
      '2025-01-15',
      '2025-04-04',
      '2025-02-10',
      '2025-03-01',
      '2025-06-30',
      '2025-02-10',
      '2025-01-15',
      '2025-03-01',
      '2025-04-04',
      '2024-11-11',
    ];
    const tag = await tagWith('Seitenweise', days);
    const pages = await walk(tag);
    // 18 items, six a page: the last page is full and still has no cursor (the query asks for one row more).
    expect(TOPIC_PAGE_SIZE).toBe(6);
    expect(pages.map((p) => p.length)).toEqual([6, 6, 6]);
    const items = pages.flat();
    expect(items).toHaveLength(days.length);
    expect(new Set(items.map((i) => i.id)).size).toBe(days.length);
    expect(items).toEqual([...items].sort(newestFirst));
    const last = await page(tag, encodeCursor({ publishedOn: items.at(-1)!.publishedOn, contentId: items.at(-1)!.id }));
    expect(last).toEqual({ items: [], nextCursor: null });
  });

  it('neither shifts nor repeats items when articles are published between two loads', async () => {
    const days = [
      '2025-06-01',
      '2025-06-01',
      '2025-05-01',
      '2025-04-01',
      '2025-04-01',
      '2025-03-01',
      '2025-02-01',
      '2025-01-01',
      '2024-12-01',
      '2024-11-01',
    ];
    const tag = await tagWith('Neuerscheinungen', days);
    const before = (await walk(tag)).flat();
    const inserted: number[] = [];
    const pages = await walk(tag, async (loaded) => {
      // After each load: a newer article, one of the same day as the page's last item (a higher id), and one
      // older than all (it is new, not shifted: it shows once, at its place at the end).
      const shownLast = before[loaded * TOPIC_PAGE_SIZE - 1] ?? before.at(-1)!;
      inserted.push(await addItem(tag, '2026-01-0' + String(loaded)));
      inserted.push(await addItem(tag, shownLast.publishedOn));
      if (loaded === 1) inserted.push(await addItem(tag, '2020-01-01'));
    });
    const seen = pages.flat();
    expect(new Set(seen.map((i) => i.id)).size).toBe(seen.length);
    // Every item there before shows, in the same order, none twice, none missing.
    expect(seen.filter((i) => !inserted.includes(i.id)).map((i) => i.id)).toEqual(before.map((i) => i.id));
    // Of the new ones, only the one older than every page's cursor: after them all.
    const newShown = seen.filter((i) => inserted.includes(i.id));
    expect(newShown.map((i) => i.publishedOn)).toEqual(['2020-01-01']);
    expect(seen.at(-1)!.publishedOn).toBe('2020-01-01');
    // The first page from scratch now starts with the newest.
    expect((await page(tag)).items[0]!.publishedOn).toBe(`2026-01-0${pages.length}`);
  });

  it('answers an empty topic with no items and no cursor', async () => {
    const tag = await tagWith('Leerethema', []);
    expect(await page(tag)).toEqual({ items: [], nextCursor: null });
  });

  it('404 for an unknown tag, in German', async () => {
    const res = await request(app).get(tagArticlesUrl('gibt-es-nicht')).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: TOPIC_MESSAGES.notFound });
  });

  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  it.each([
    ['not base64', 'nicht!base64'],
    ['empty', ''],
    ['not a position', b64('hallo')],
    ['no such day', b64('2025-02-30_3')],
    ['id 0', b64('2025-01-01_0')],
    ['id with a leading zero', b64('2025-01-01_07')],
    ['id too large', b64('2025-01-01_9999999999')],
    ['padded', `${b64('2025-01-01_7')}=`],
    ['too long', 'A'.repeat(65)],
  ])('bad cursor (%s): 400 in German', async (_case, cursor) => {
    const res = await request(app)
      .get(`${tagArticlesUrl('betriebsverfassungsgesetz')}?cursor=${encodeURIComponent(cursor)}`)
      .expect(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: TOPIC_MESSAGES.badCursor,
      fields: { cursor: TOPIC_MESSAGES.badCursor },
    });
  });

  it('a repeated cursor parameter is a bad cursor', async () => {
    const cursor = encodeCursor({ publishedOn: '2025-01-01', contentId: 7 });
    await request(app)
      .get(`${tagArticlesUrl('betriebsverfassungsgesetz', cursor)}&cursor=${cursor}`)
      .expect(400);
  });
});

describe('topic pages in the sitemap', () => {
  it('lists the topics that have articles, not the others', async () => {
    const empty = await tagWith('Sitemapleer', []);
    const body = (await request(app).get(API_ROUTES.sitemapEntries.path).expect(200)).body as SitemapEntriesResponse;
    expect(body.content).toContain('/themen/betriebsverfassungsgesetz');
    expect(body.content).not.toContain(`/themen/${empty}`);
  });
});
