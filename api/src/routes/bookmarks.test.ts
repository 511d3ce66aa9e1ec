import {
  API_ROUTES,
  AUTH_MESSAGES,
  BOOKMARK_MESSAGES,
  CSRF_HEADER,
  contentUrl,
  type BookmarksResponse,
  type BookmarkWriteResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import { CONTENT_SEED } from '../seed/contentData';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';

let clock = new Date('2026-01-05T09:00:00.000Z');
const tick = () => (clock = new Date(clock.getTime() + 60_000));

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => clock }));
  users = await demoUsers(testDb.db);
});
afterAll(() => testDb.destroy());

const seedOf = (kind: 'article' | 'news' | 'interview', nth = 0) => CONTENT_SEED.filter((i) => i.kind === kind)[nth]!;
const add = (agent: Agent, csrf: string, body: object) =>
  agent.post(API_ROUTES.wishlistAddBookmark.path).set(CSRF_HEADER, csrf).send(body);
const remove = (agent: Agent, csrf: string, body: object) =>
  agent.post(API_ROUTES.wishlistDeleteBookmark.path).set(CSRF_HEADER, csrf).send(body);
const list = async (agent: Agent) => {
  const res = await agent.get(API_ROUTES.wishlistGetBookmarks.path).expect(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.body as BookmarksResponse).items;
};
const rows = (userId: number) =>
  testDb.db.selectFrom('contentBookmarks').selectAll().where('userId', '=', userId).execute();

describe('content bookmarks', () => {
  it('adds an article, news and an interview, lists them newest first with title and path, removes one', async () => {
    const { agent, csrf } = await loginAs(app, users.member.email);
    const picks = [seedOf('article'), seedOf('news'), seedOf('interview')];
    for (const [index, item] of picks.entries()) {
      tick();
      const res = await add(agent, csrf, { kind: item.kind, key: item.slug }).expect(201);
      expect(res.body).toEqual({
        kind: item.kind,
        key: item.slug,
        bookmarked: true,
        count: index + 1,
      } satisfies BookmarkWriteResponse);
    }
    const items = await list(agent);
    expect(items).toEqual(
      [...picks].reverse().map((item) => ({
        kind: item.kind,
        key: item.slug,
        title: item.title,
        path: contentUrl(item.kind, item.slug),
        createdAt: expect.stringMatching(/^2026-01-05T09:0\d:00\.000Z$/),
      })),
    );
    const removed = await remove(agent, csrf, { kind: 'news', key: picks[1]!.slug }).expect(200);
    expect(removed.body).toEqual({ kind: 'news', key: picks[1]!.slug, bookmarked: false, count: 2 });
    expect((await list(agent)).map((i) => i.key)).toEqual([picks[2]!.slug, picks[0]!.slug]);
    // Removing it again is no error (a second tab removed it already) and changes nothing.
    await remove(agent, csrf, { kind: 'news', key: picks[1]!.slug }).expect(200);
    expect(await rows(users.member.userId)).toHaveLength(2);
  });

  it('adding the same page twice keeps one row with its first date (200 the second time)', async () => {
    const { agent, csrf } = await loginAs(app, users.otherMember.email);
    const item = seedOf('article', 1);
    tick();
    await add(agent, csrf, { kind: 'article', key: item.slug }).expect(201);
    const first = await rows(users.otherMember.userId);
    tick();
    const again = await add(agent, csrf, { kind: 'article', key: item.slug }).expect(200);
    expect(again.body).toEqual({ kind: 'article', key: item.slug, bookmarked: true, count: 1 });
    expect(await rows(users.otherMember.userId)).toEqual(first);
  });

  it('keeps each member’s bookmarks apart', async () => {
    const manager = await loginAs(app, users.manager.email);
    expect(await list(manager.agent)).toEqual([]);
    await add(manager.agent, manager.csrf, { kind: 'interview', key: seedOf('interview', 1).slug }).expect(201);
    const other = await loginAs(app, users.otherMember.email);
    expect((await list(other.agent)).map((i) => i.kind)).not.toContain('interview');
  });

  it.each([
    ['an unknown slug', { kind: 'article', key: 'gibt-es-nicht' }],
    ['a slug of another kind', { kind: 'news', key: seedOf('article').slug }],
  ])('404 in German for %s, nothing stored', async (_case, body) => {
    const { agent, csrf } = await loginAs(app, users.committeeMember.email);
    const res = await add(agent, csrf, body).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: BOOKMARK_MESSAGES.notFound });
    expect(await rows(users.committeeMember.userId)).toEqual([]);
  });

  it('keeps a published judgment and a lexicon entry, named and linked as their pages are; not a draft', async () => {
    const { agent, csrf } = await loginAs(app, users.committeeMember.email);
    const judgment = await testDb.db
      .selectFrom('judgments')
      .select(['judgmentId', 'slug', 'area', 'fileNumber'])
      .where('status', '=', 'published')
      .orderBy('judgmentId')
      .executeTakeFirstOrThrow();
    const entry = await testDb.db
      .selectFrom('lexiconEntries')
      .select(['audience', 'slug', 'title'])
      .where('audience', '=', 'sbv')
      .orderBy('entryId')
      .executeTakeFirstOrThrow();
    tick();
    await add(agent, csrf, { kind: 'judgment', key: judgment.slug }).expect(201);
    tick();
    await add(agent, csrf, { kind: 'lexicon', key: `sbv/${entry.slug}` }).expect(201);
    const items = await list(agent);
    expect(items.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'lexicon',
        key: `sbv/${entry.slug}`,
        title: entry.title,
        path: `/betriebsratslexikon/sbv/${entry.slug}`,
      }),
      expect.objectContaining({
        kind: 'judgment',
        key: judgment.slug,
        path: `/rechtsprechung/${judgment.area}/urteil/${judgment.slug}`,
      }),
    ]);
    expect(items[1]!.title).toContain(judgment.fileNumber);
    // The other audience's entry of that slug, an unknown judgment and a draft cannot be kept.
    await add(agent, csrf, { kind: 'lexicon', key: `jav/${entry.slug}-x` }).expect(404);
    await add(agent, csrf, { kind: 'judgment', key: 'bag-9-abr-99-99' }).expect(404);
    await testDb.db
      .updateTable('judgments')
      .set({ status: 'draft' })
      .where('judgmentId', '=', judgment.judgmentId)
      .execute();
    try {
      expect((await list(agent)).some((item) => item.kind === 'judgment')).toBe(false);
      await remove(agent, csrf, { kind: 'judgment', key: judgment.slug }).expect(200);
      await add(agent, csrf, { kind: 'judgment', key: judgment.slug }).expect(404);
    } finally {
      await testDb.db
        .updateTable('judgments')
        .set({ status: 'published' })
        .where('judgmentId', '=', judgment.judgmentId)
        .execute();
    }
    await remove(agent, csrf, { kind: 'lexicon', key: `sbv/${entry.slug}` }).expect(200);
  });

  it.each([
    ['no kind', { key: 'x' }, 'kind', BOOKMARK_MESSAGES.kind],
    ['an unknown kind', { kind: 'seminar', key: 'x' }, 'kind', BOOKMARK_MESSAGES.kind],
    ['no key', { kind: 'article' }, 'key', BOOKMARK_MESSAGES.key],
    ['a key with markup', { kind: 'article', key: '<script>' }, 'key', BOOKMARK_MESSAGES.key],
    ['a key with capitals', { kind: 'article', key: 'Gross' }, 'key', BOOKMARK_MESSAGES.key],
    ['a key of three parts', { kind: 'lexicon', key: 'br/a/b' }, 'key', BOOKMARK_MESSAGES.key],
    ['a too long key', { kind: 'article', key: 'a'.repeat(201) }, 'key', BOOKMARK_MESSAGES.key],
    ['a number as key', { kind: 'article', key: 7 }, 'key', BOOKMARK_MESSAGES.key],
  ])('400 in German for %s, nothing stored', async (_case, body, field, message) => {
    const { agent, csrf } = await loginAs(app, users.committeeMember.email);
    const res = await add(agent, csrf, body).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toBe(message);
    await remove(agent, csrf, body).expect(400);
    expect(await rows(users.committeeMember.userId)).toEqual([]);
  });

  it('401 logged out on all three routes', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const body = { kind: 'article', key: seedOf('article').slug };
    for (const res of [
      await agent.get(API_ROUTES.wishlistGetBookmarks.path),
      await add(agent, csrf, body),
      await remove(agent, csrf, body),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'LOGIN_REQUIRED', message: AUTH_MESSAGES.loginRequired });
    }
  });

  it('403 without the CSRF token: nothing is added or removed', async () => {
    const { agent, csrf } = await loginAs(app, users.admin.email);
    const body = { kind: 'article', key: seedOf('article', 2).slug };
    const refused = await agent.post(API_ROUTES.wishlistAddBookmark.path).send(body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('CSRF_INVALID');
    expect(await rows(users.admin.userId)).toEqual([]);
    await add(agent, csrf, body).expect(201);
    const keep = await agent.post(API_ROUTES.wishlistDeleteBookmark.path).set(CSRF_HEADER, 'falsch').send(body);
    expect(keep.status).toBe(403);
    expect(await rows(users.admin.userId)).toHaveLength(1);
  });

  it('leaves out a bookmark whose page is gone', async () => {
    const { agent, csrf } = await loginAs(app, users.member.email);
    const before = await list(agent);
    await testDb.db
      .insertInto('contentBookmarks')
      .values({ userId: users.member.userId, kind: 'article', key: 'geloescht', createdAt: clock.toISOString() })
      .execute();
    expect(await list(agent)).toEqual(before);
    await remove(agent, csrf, { kind: 'article', key: 'geloescht' }).expect(200);
  });
});
