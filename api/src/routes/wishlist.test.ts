import {
  API_ROUTES,
  AUTH_MESSAGES,
  CSRF_HEADER,
  FEW_SEATS_LEFT,
  WISHLIST_MESSAGES,
  buildPath,
  type WishlistEntry,
  type WishlistItem,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';
import { addWaitingGroup } from '../test/waitingGroup';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let events: { eventId: number; themeId: number; title: string; startDate: string; endDate: string }[];

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  users = await demoUsers(testDb.db);
  events = await testDb.db
    .selectFrom('events')
    .select(['eventId', 'themeId', 'title', 'startDate', 'endDate'])
    .orderBy('eventId')
    .limit(12)
    .execute();
});
afterAll(() => testDb.destroy());

let used = 0;
function freshEvents(count: number) {
  const picked = events.slice(used, used + count);
  used += count;
  if (picked.length < count) throw new Error('zu wenige Termine im Seed');
  return picked;
}

const add = (agent: Agent, csrf: string, id: number | string) =>
  agent.post(buildPath(API_ROUTES.wishlistAdd.path, { id })).set(CSRF_HEADER, csrf);
const remove = (agent: Agent, csrf: string, id: number | string) =>
  agent.post(buildPath(API_ROUTES.wishlistDelete.path, { id })).set(CSRF_HEADER, csrf);
const get = async <T>(agent: Agent, path: string): Promise<T> => {
  const res = await agent.get(path).expect(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body as T;
};
const ids = (agent: Agent) => get<number[]>(agent, API_ROUTES.wishlistGet.path);
const rows = () => testDb.db.selectFrom('wishlistItems').selectAll().execute();

describe('wish list', () => {
  it('adds, lists (three ways) and deletes the events of a member', async () => {
    const { agent, csrf } = await loginAs(app, users.member.email);
    const [first, second] = freshEvents(2);
    const added = await add(agent, csrf, first!.eventId).expect(201);
    expect(added.body).toEqual({
      item: { wishlistItemId: expect.any(Number), eventId: first!.eventId, createdAt: NOW.toISOString() },
      count: 1,
    });
    await add(agent, csrf, second!.eventId).expect(201);

    expect(await ids(agent)).toEqual([first!.eventId, second!.eventId]);
    const all = await get<WishlistItem[]>(agent, API_ROUTES.wishlistGetAll.path);
    expect(all.map((i) => i.eventId)).toEqual([first!.eventId, second!.eventId]);
    expect(all[0]).toEqual(added.body.item);
    const withEvent = await get<WishlistEntry[]>(agent, API_ROUTES.wishlistGetWithEvent.path);
    expect(withEvent).toHaveLength(2);
    for (const [entry, event, item] of [
      [withEvent[0], first, all[0]],
      [withEvent[1], second, all[1]],
    ] as const) {
      expect(entry).toEqual({
        wishlistItemId: item!.wishlistItemId,
        eventId: event!.eventId,
        event: expect.any(Object),
        seatState: expect.any(String),
      });
      expect(entry!.event).toMatchObject({
        eventId: event!.eventId,
        themeId: event!.themeId,
        title: event!.title,
        startDate: event!.startDate,
        endDate: event!.endDate,
      });
      expect(entry!.event.rubric.name).toEqual(expect.any(String));
    }

    const deleted = await remove(agent, csrf, first!.eventId).expect(200);
    expect(deleted.body).toEqual({ eventId: first!.eventId, count: 1 });
    expect(await ids(agent)).toEqual([second!.eventId]);
    // Gone is gone: a second delete is a 404.
    const again = await remove(agent, csrf, first!.eventId).expect(404);
    expect(again.body.error).toEqual({ code: 'NOT_FOUND', message: WISHLIST_MESSAGES.entryNotFound });
  });

  it('gives each entry the seat state a new order sees: free, few, full; a waiting group holds no free seat back', async () => {
    const { agent, csrf } = await loginAs(app, users.otherMember.email);
    const picked = freshEvents(4);
    const setTaken = async (eventId: number, left: number) =>
      testDb.db
        .updateTable('events')
        .set((eb) => ({ seatsTaken: eb('capacity', '-', left) }))
        .where('eventId', '=', eventId)
        .execute();
    const [free, few, full, queued] = picked.map((e) => e.eventId) as [number, number, number, number];
    await setTaken(free, FEW_SEATS_LEFT + 1);
    await setTaken(few, 1);
    await setTaken(full, 0);
    await setTaken(queued, FEW_SEATS_LEFT + 1);
    await addWaitingGroup(testDb.db, users.member.userId, queued, NOW);
    for (const id of [free, few, full, queued]) await add(agent, csrf, id).expect(201);

    const entries = await get<WishlistEntry[]>(agent, API_ROUTES.wishlistGetWithEvent.path);
    const states = new Map(entries.map((e) => [e.eventId, e.seatState]));
    expect([free, few, full, queued].map((id) => states.get(id))).toEqual(['free', 'few', 'full', 'free']);
  });

  it('keeps one entry when the same event is added twice', async () => {
    const { agent, csrf } = await loginAs(app, users.committeeMember.email);
    const [event] = freshEvents(1);
    const first = await add(agent, csrf, event!.eventId).expect(201);
    const second = await add(agent, csrf, String(event!.eventId)).expect(201);
    expect(second.body).toEqual(first.body);
    const mine = (await rows()).filter((r) => r.userId === users.committeeMember.userId);
    expect(mine.filter((r) => r.eventId === event!.eventId)).toHaveLength(1);
  });

  it('answers every call logged out with 401 and a German message, storing nothing', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const [event] = freshEvents(1);
    const before = (await rows()).length;
    const body = { error: { code: 'LOGIN_REQUIRED', message: AUTH_MESSAGES.loginRequired } };
    for (const path of [API_ROUTES.wishlistGet, API_ROUTES.wishlistGetAll, API_ROUTES.wishlistGetWithEvent]) {
      expect((await agent.get(path.path).expect(401)).body).toEqual(body);
    }
    expect((await request(app).get(API_ROUTES.wishlistGet.path).expect(401)).body).toEqual(body);
    expect((await add(agent, csrf, event!.eventId).expect(401)).body).toEqual(body);
    expect((await remove(agent, csrf, event!.eventId).expect(401)).body).toEqual(body);
    expect(await rows()).toHaveLength(before);
  });

  it('refuses writes without the CSRF token (403) and changes nothing', async () => {
    const { agent, csrf } = await loginAs(app, users.manager.email);
    const [kept, refused] = freshEvents(2);
    await add(agent, csrf, kept!.eventId).expect(201);
    const res = await agent.post(buildPath(API_ROUTES.wishlistAdd.path, { id: refused!.eventId })).expect(403);
    expect(res.body.error.code).toBe('CSRF_INVALID');
    await agent.post(buildPath(API_ROUTES.wishlistDelete.path, { id: kept!.eventId })).expect(403);
    await remove(agent, 'falsch', kept!.eventId).expect(403);
    expect(await ids(agent)).toEqual([kept!.eventId]);
  });

  it('answers an unknown event with 404 and stores nothing', async () => {
    const { agent, csrf } = await loginAs(app, users.otherMember.email);
    const before = (await rows()).length;
    const res = await add(agent, csrf, 999_999).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: WISHLIST_MESSAGES.eventNotFound });
    await remove(agent, csrf, 999_999).expect(404);
    expect(await rows()).toHaveLength(before);
  });

  it.each(['abc', '1.5', '-3', '0', '99999999999'])('answers a malformed id %s with 400', async (id) => {
    const { agent, csrf } = await loginAs(app, users.otherMember.email);
    const before = (await rows()).length;
    for (const write of [add, remove]) {
      const res = await write(agent, csrf, id).expect(400);
      expect(res.body.error).toEqual({
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        fields: { id: WISHLIST_MESSAGES.eventId },
      });
    }
    expect(await rows()).toHaveLength(before);
  });

  it("does not let one member see or delete another's entries", async () => {
    const owner = await loginAs(app, users.admin.email);
    const stranger = await loginAs(app, users.otherMember.email);
    const [event] = freshEvents(1);
    await add(owner.agent, owner.csrf, event!.eventId).expect(201);

    expect(await ids(stranger.agent)).not.toContain(event!.eventId);
    const all = await get<WishlistItem[]>(stranger.agent, API_ROUTES.wishlistGetAll.path);
    expect(all.map((i) => i.eventId)).not.toContain(event!.eventId);
    const withEvent = await get<WishlistEntry[]>(stranger.agent, API_ROUTES.wishlistGetWithEvent.path);
    expect(withEvent.map((i) => i.eventId)).not.toContain(event!.eventId);

    const res = await remove(stranger.agent, stranger.csrf, event!.eventId).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: WISHLIST_MESSAGES.entryNotFound });
    expect(await ids(owner.agent)).toEqual([event!.eventId]);
  });

  it("keeps a member's wish list with the user: another session of theirs sees it", async () => {
    const first = await loginAs(app, users.manager.email);
    const [event] = freshEvents(1);
    await add(first.agent, first.csrf, event!.eventId).expect(201);
    const second = await loginAs(app, users.manager.email);
    expect(await ids(second.agent)).toContain(event!.eventId);
  });
});
