import { API_ROUTES, CART_MESSAGES, CSRF_HEADER, type CartItem } from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { DEMO_PASSWORD } from '../seed/accounts';
import { anonymousAgent, cookieValue, loginAs, postLogin, type Agent } from '../test/agent';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';
import { addWaitingGroup } from '../test/waitingGroup';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
/** Bookable events (from today on, seats left), by start date. */
let open: { eventId: number; themeId: number; startDate: string; endDate: string }[];

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  users = await demoUsers(testDb.db);
  open = await testDb.db
    .selectFrom('events')
    .select(['eventId', 'themeId', 'startDate', 'endDate', 'capacity', 'seatsTaken'])
    .where('startDate', '>=', TEST_BASE_DATE)
    .whereRef('seatsTaken', '<', 'capacity')
    .orderBy('startDate')
    .orderBy('eventId')
    .execute();
});
afterAll(() => testDb.destroy());

/** Takes `count` bookable events no other test uses. */
let used = 0;
function freshEvents(count: number) {
  const events = open.slice(used, used + count);
  used += count;
  if (events.length < count) throw new Error('zu wenige buchbare Termine im Seed');
  return events;
}

const add = (agent: Agent, csrf: string, body: object) =>
  agent.post(API_ROUTES.cartAddItem.path).set(CSRF_HEADER, csrf).send(body);
const remove = (agent: Agent, csrf: string, body: object) =>
  agent.post(API_ROUTES.cartDeleteItem.path).set(CSRF_HEADER, csrf).send(body);
const smallCart = async (agent: Agent): Promise<CartItem[]> => {
  const res = await agent.get(API_ROUTES.cartGetSmall.path).expect(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body as CartItem[];
};
const cartRows = () => testDb.db.selectFrom('cartItems').selectAll().execute();

describe('order api: cart items', () => {
  it('adds, lists and deletes the items of a logged-out visitor', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const [first, second] = freshEvents(2);
    const added = await add(agent, csrf, { eventId: first!.eventId }).expect(201);
    const event = await testDb.db
      .selectFrom('events as e')
      .innerJoin('themes as t', 't.themeId', 'e.themeId')
      .leftJoin('hotels as h', 'h.hotelId', 'e.hotelId')
      .leftJoin('locations as l', 'l.locationId', 'h.locationId')
      .select(['t.title', 'l.name as city', 'e.hotelId'])
      .where('e.eventId', '=', first!.eventId)
      .executeTakeFirstOrThrow();
    expect(added.body).toEqual({
      item: {
        cartItemId: expect.any(Number),
        eventId: first!.eventId,
        themeId: first!.themeId,
        themeTitle: event.title,
        startDate: first!.startDate,
        endDate: first!.endDate,
        city: [null, 522, -1].includes(event.hotelId) ? null : event.city,
      },
      count: 1,
    });
    // The same event again is the same item, not a second one.
    const again = await add(agent, csrf, { eventId: first!.eventId }).expect(201);
    expect(again.body).toEqual(added.body);
    await add(agent, csrf, { eventId: String(second!.eventId) }).expect(201);

    const items = await smallCart(agent);
    expect(items.map((i) => i.eventId)).toEqual([first!.eventId, second!.eventId]);
    // The header's shared-modules URL answers the same cart.
    expect((await agent.get(API_ROUTES.smallCart.path).expect(200)).body).toEqual(items);

    const deleted = await remove(agent, csrf, { cartItemId: items[0]!.cartItemId }).expect(200);
    expect(deleted.body).toEqual({ cartItemId: items[0]!.cartItemId, count: 1 });
    expect((await smallCart(agent)).map((i) => i.eventId)).toEqual([second!.eventId]);
  });

  it('answers an empty cart without a session and makes none', async () => {
    const res = await request(app).get(API_ROUTES.cartGetSmall.path).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a write without the CSRF token (403) and stores nothing', async () => {
    const { agent } = await anonymousAgent(app);
    const [event] = freshEvents(1);
    const before = (await cartRows()).length;
    const res = await agent.post(API_ROUTES.cartAddItem.path).send({ eventId: event!.eventId }).expect(403);
    expect(res.body.error.code).toBe('CSRF_INVALID');
    await request(app).post(API_ROUTES.cartAddItem.path).send({ eventId: event!.eventId }).expect(403);
    await agent.post(API_ROUTES.cartDeleteItem.path).set(CSRF_HEADER, 'falsch').send({ cartItemId: 1 }).expect(403);
    expect(await cartRows()).toHaveLength(before);
  });

  it.each([
    [{}, 'eventId'],
    [{ eventId: 'abc' }, 'eventId'],
    [{ eventId: 1.5 }, 'eventId'],
    [{ eventId: -3 }, 'eventId'],
    [{ eventId: null }, 'eventId'],
  ])('answers a malformed add body %j with 400', async (body, field) => {
    const { agent, csrf } = await anonymousAgent(app);
    const res = await add(agent, csrf, body).expect(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      fields: { [field]: CART_MESSAGES.eventId },
    });
    expect(await smallCart(agent)).toEqual([]);
  });

  it('answers a malformed delete body with 400', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const res = await remove(agent, csrf, { cartItemId: 'x' }).expect(400);
    expect(res.body.error.fields).toEqual({ cartItemId: CART_MESSAGES.cartItemId });
  });

  it('answers an unknown event with 404 and stores nothing', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const res = await add(agent, csrf, { eventId: 999_999 }).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: CART_MESSAGES.eventNotFound });
    expect(await smallCart(agent)).toEqual([]);
  });

  it.each([
    ['past', { startDate: '2025-12-01', endDate: '2025-12-02' }, CART_MESSAGES.eventPast],
    ['cancelled', { cancelledAt: '2025-12-20T10:00:00.000Z' }, CART_MESSAGES.eventCancelled],
  ])('refuses a %s event with 409 and a German message, storing nothing', async (_label, change, message) => {
    const { agent, csrf } = await anonymousAgent(app);
    const [event] = freshEvents(1);
    await testDb.db.updateTable('events').where('eventId', '=', event!.eventId).set(change).execute();
    for (const waitlist of [false, true]) {
      const res = await add(agent, csrf, { eventId: event!.eventId, waitlist }).expect(409);
      expect(res.body.error).toEqual({ code: 'EVENT_NOT_BOOKABLE', message });
    }
    expect(await smallCart(agent)).toEqual([]);
    expect((await cartRows()).filter((r) => r.eventId === event!.eventId)).toEqual([]);
  });

  it('answers a full event with 409 EVENT_FULL and the waiting-list offer; with `waitlist: true` it adds the item', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const [event] = freshEvents(1);
    await testDb.db
      .updateTable('events')
      .where('eventId', '=', event!.eventId)
      .set((eb) => ({ seatsTaken: eb.ref('capacity') }))
      .execute();
    const refused = await add(agent, csrf, { eventId: event!.eventId }).expect(409);
    expect(refused.body.error).toEqual({ code: 'EVENT_FULL', message: CART_MESSAGES.eventFull });
    expect(CART_MESSAGES.eventFull).toContain('Warteliste');
    expect((await cartRows()).filter((r) => r.eventId === event!.eventId)).toEqual([]);

    const bad = await add(agent, csrf, { eventId: event!.eventId, waitlist: 'ja' }).expect(400);
    expect(bad.body.error.fields).toEqual({ waitlist: CART_MESSAGES.waitlist });

    const taken = await add(agent, csrf, { eventId: event!.eventId, waitlist: true }).expect(201);
    expect(taken.body).toMatchObject({ item: { eventId: event!.eventId }, count: 1 });
    expect((await smallCart(agent)).map((i) => i.eventId)).toEqual([event!.eventId]);
  });

  it('adds an event with seats left although a larger group waits for it (waiting groups hold no free seat back)', async () => {
    const [event] = freshEvents(1);
    await addWaitingGroup(testDb.db, users.member.userId, event!.eventId, NOW);
    const { agent, csrf } = await anonymousAgent(app);
    await add(agent, csrf, { eventId: event!.eventId }).expect(201);
  });

  it("does not let another visitor or member delete one's item (404, the item stays)", async () => {
    const owner = await anonymousAgent(app);
    const [event] = freshEvents(1);
    const { item } = (await add(owner.agent, owner.csrf, { eventId: event!.eventId }).expect(201)).body as {
      item: CartItem;
    };
    const stranger = await anonymousAgent(app);
    const res = await remove(stranger.agent, stranger.csrf, { cartItemId: item.cartItemId }).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: CART_MESSAGES.cartItemNotFound });
    const member = await loginAs(app, users.otherMember.email);
    await remove(member.agent, member.csrf, { cartItemId: item.cartItemId }).expect(404);
    expect(await smallCart(owner.agent)).toEqual([item]);
  });

  it("keeps a member's cart with the user: another session of theirs sees it", async () => {
    const first = await loginAs(app, users.committeeMember.email);
    const [event] = freshEvents(1);
    await add(first.agent, first.csrf, { eventId: event!.eventId }).expect(201);
    const second = await loginAs(app, users.committeeMember.email);
    expect((await smallCart(second.agent)).map((i) => i.eventId)).toContain(event!.eventId);
  });

  it("moves the session's items to the user's cart at login, without duplicates", async () => {
    const member = users.manager;
    const [both, onlyVisitor, onlyMember] = freshEvents(3);
    const earlier = await loginAs(app, member.email);
    await add(earlier.agent, earlier.csrf, { eventId: both!.eventId }).expect(201);
    await add(earlier.agent, earlier.csrf, { eventId: onlyMember!.eventId }).expect(201);

    const { agent, csrf } = await anonymousAgent(app);
    await add(agent, csrf, { eventId: both!.eventId }).expect(201);
    await add(agent, csrf, { eventId: onlyVisitor!.eventId }).expect(201);
    const login = await postLogin(agent, csrf, { email: member.email, password: DEMO_PASSWORD }).expect(200);
    expect(cookieValue(login, 'amb_csrf')).toBeTruthy();

    const ids = (await smallCart(agent)).map((i) => i.eventId);
    expect([...ids].sort()).toEqual([both!.eventId, onlyVisitor!.eventId, onlyMember!.eventId].sort());
    const rows = (await cartRows()).filter((r) => r.userId === member.userId);
    expect(rows.filter((r) => r.eventId === both!.eventId)).toHaveLength(1);
    expect((await cartRows()).filter((r) => r.sessionHash !== null && r.userId !== null)).toEqual([]);
    // The old session is gone, and its cart with it.
    expect(
      (await cartRows()).filter((r) => [both, onlyVisitor].some((e) => e!.eventId === r.eventId && r.userId === null)),
    ).toEqual([]);
  });

  it("loses nothing when 50 different events are added to one session's cart at once", async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const events = freshEvents(50);
    const answers = await Promise.all(events.map((e) => add(agent, csrf, { eventId: e.eventId })));
    expect(answers.map((r) => r.status)).toEqual(events.map(() => 201));
    const ids = (await smallCart(agent)).map((i) => i.eventId);
    expect(ids).toHaveLength(50);
    expect(new Set(ids)).toEqual(new Set(events.map((e) => e.eventId)));
  });
});
