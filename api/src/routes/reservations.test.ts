import {
  API_ROUTES,
  AUTH_MESSAGES,
  CART_MESSAGES,
  CSRF_HEADER,
  type ReservationsResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import { createMailer } from '../mail';
import { checkout } from '../orders/checkout';
import { EXPIRED_RESERVATIONS_DAYS } from '../orders/reservations';
import { SEAT_MESSAGES } from '../orders/seats';
import { ONLINE_HOTELS } from '../repositories/onlineHotels';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { BILLING, PARTICIPANT, eventWithFreeSeats } from '../test/buyers';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
const DAY = 86_400_000;
/** The api's clock (config.now): tests move it to let reservations run out. */
let clock = NOW;
let testDb: TestDb;
let app: Express;
let users: DemoUsers;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => clock }));
  users = await demoUsers(testDb.db);
});
afterAll(() => testDb.destroy());
afterEach(() => {
  clock = NOW;
});

let skip = 0;
/** A checked-out order of `userId` with one booked and two reserved participants (14 days) of a fresh event. */
async function orderWithReservations(userId: number) {
  skip += 1;
  const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 10, skip);
  const at = NOW.toISOString();
  const { cartItemId } = await testDb.db
    .insertInto('cartItems')
    .values({ userId, sessionHash: null, eventId, createdAt: at })
    .returning('cartItemId')
    .executeTakeFirstOrThrow();
  for (const [firstname, kind] of [
    ['Anna', 'booking'],
    ['Bernd', 'reservation'],
    ['Clara', 'reservation'],
  ] as const) {
    await testDb.db
      .insertInto('cartRecipients')
      .values({ cartItemId, ...PARTICIPANT, firstname, kind, createdAt: at })
      .execute();
  }
  await testDb.db
    .insertInto('cartOptions')
    .values({ userId, sessionHash: null, ...BILLING, updatedAt: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const { order } = await checkout(testDb.db, createMailer(), {
    userId,
    idempotencyKey: `reservierungen-${skip}`,
    now: NOW,
    today: TEST_BASE_DATE,
    reservationDays: 14,
  });
  const reserved = order.items[0]!.participants.filter((p) => p.status === 'reserved');
  return { eventId, order, reserved };
}

const list = async (agent: Agent): Promise<ReservationsResponse> => {
  const res = await agent.get(API_ROUTES.orderReservations.path).expect(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body as ReservationsResponse;
};
const confirm = (agent: Agent, csrf: string, body: object) =>
  agent.post(API_ROUTES.orderConfirmReservation.path).set(CSRF_HEADER, csrf).send(body);
const seatsTaken = async (eventId: number) =>
  (await testDb.db.selectFrom('events').select('seatsTaken').where('eventId', '=', eventId).executeTakeFirstOrThrow())
    .seatsTaken;
/** The venue's city of an event, null online: written apart from the api's query. */
const cityOf = async (eventId: number) => {
  const row = await testDb.db
    .selectFrom('events as e')
    .leftJoin('hotels as h', 'h.hotelId', 'e.hotelId')
    .leftJoin('locations as l', 'l.locationId', 'h.locationId')
    .select(['e.hotelId', 'l.name'])
    .where('e.eventId', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.hotelId !== null && ONLINE_HOTELS.includes(row.hotelId) ? null : (row.name ?? null);
};
const statusOf = async (participantId: number) =>
  (
    await testDb.db
      .selectFrom('orderParticipants')
      .select('status')
      .where('participantId', '=', participantId)
      .executeTakeFirstOrThrow()
  ).status;

describe('order api: reservations', () => {
  it("lists a member's live reservations with event and participant, not the bookings, not another's", async () => {
    const { order, reserved, eventId } = await orderWithReservations(users.member.userId);
    const { agent } = await loginAs(app, users.member.email);
    const { reservations } = await list(agent);
    const mine = reservations.filter((r) => r.orderNumber === order.orderNumber);
    const city = await cityOf(eventId);
    expect(mine).toEqual(
      reserved.map((p) => ({
        participantId: p.participantId,
        orderNumber: order.orderNumber,
        eventId,
        themeTitle: order.items[0]!.themeTitle,
        themeSlug: expect.any(String),
        startDate: order.items[0]!.startDate,
        endDate: order.items[0]!.endDate,
        city,
        salutation: PARTICIPANT.salutation,
        title: PARTICIPANT.title,
        firstname: p.firstname,
        lastname: PARTICIPANT.lastname,
        status: 'reserved',
        reservedUntil: new Date(NOW.getTime() + 14 * DAY).toISOString(),
      })),
    );
    expect(mine.map((r) => r.firstname)).toEqual(['Bernd', 'Clara']);

    const other = await loginAs(app, users.otherMember.email);
    expect((await list(other.agent)).reservations.map((r) => r.orderNumber)).not.toContain(order.orderNumber);
  });

  it('turns a reservation into a booking: the seat stays taken, the list drops it; again is a 409', async () => {
    const { reserved, eventId } = await orderWithReservations(users.manager.userId);
    const { agent, csrf } = await loginAs(app, users.manager.email);
    const taken = await seatsTaken(eventId);
    const [first, second] = reserved;

    const res = await confirm(agent, csrf, { participantId: first!.participantId }).expect(200);
    const ids = (res.body as ReservationsResponse).reservations.map((r) => r.participantId);
    expect(ids).not.toContain(first!.participantId);
    expect(ids).toContain(second!.participantId);
    expect(await statusOf(first!.participantId)).toBe('booked');
    expect(await seatsTaken(eventId)).toBe(taken);

    const again = await confirm(agent, csrf, { participantId: first!.participantId }).expect(409);
    expect(again.body.error).toEqual({ code: 'EVENT_NOT_BOOKABLE', message: SEAT_MESSAGES.notActive });
  });

  it("answers another member's participant with 404 and changes nothing", async () => {
    const { reserved } = await orderWithReservations(users.committeeMember.userId);
    const stranger = await loginAs(app, users.otherMember.email);
    const res = await confirm(stranger.agent, stranger.csrf, { participantId: reserved[0]!.participantId }).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: SEAT_MESSAGES.participantNotFound });
    expect(await statusOf(reserved[0]!.participantId)).toBe('reserved');
  });

  it('shows a reservation that ran out as expired (seat released) for 30 days and refuses to confirm it (409)', async () => {
    const { reserved, eventId } = await orderWithReservations(users.admin.userId);
    const taken = await seatsTaken(eventId);
    const end = new Date(NOW.getTime() + 14 * DAY);

    // Sessions end while the clock runs on: log in at each time.
    const at = async (time: number) => {
      clock = new Date(time);
      return loginAs(app, users.admin.email);
    };
    const { agent, csrf } = await at(end.getTime() + 1000);
    const after = (await list(agent)).reservations.filter((r) => r.eventId === eventId);
    expect(after.map((r) => [r.firstname, r.status, r.reservedUntil])).toEqual([
      ['Bernd', 'expired', end.toISOString()],
      ['Clara', 'expired', end.toISOString()],
    ]);
    expect(await seatsTaken(eventId)).toBe(taken - 2);

    const res = await confirm(agent, csrf, { participantId: reserved[0]!.participantId }).expect(409);
    expect(res.body.error).toEqual({ code: 'EVENT_NOT_BOOKABLE', message: SEAT_MESSAGES.reservationExpired });
    expect(await statusOf(reserved[0]!.participantId)).toBe('expired');

    const late = await at(end.getTime() + EXPIRED_RESERVATIONS_DAYS * DAY - 1000);
    expect((await list(late.agent)).reservations.filter((r) => r.eventId === eventId)).toHaveLength(2);
    const later = await at(end.getTime() + EXPIRED_RESERVATIONS_DAYS * DAY + 1000);
    expect((await list(later.agent)).reservations.filter((r) => r.eventId === eventId)).toEqual([]);
  });

  it('answers a bad participant id with 400, no CSRF token with 403, logged out with 401', async () => {
    const { reserved } = await orderWithReservations(users.otherMember.userId);
    const { agent, csrf } = await loginAs(app, users.otherMember.email);
    for (const participantId of ['x', 0, -1, 1.5, null]) {
      const res = await confirm(agent, csrf, { participantId }).expect(400);
      expect(res.body.error.fields).toEqual({ participantId: CART_MESSAGES.participantId });
    }
    const noToken = await agent
      .post(API_ROUTES.orderConfirmReservation.path)
      .send({ participantId: reserved[0]!.participantId })
      .expect(403);
    expect(noToken.body.error.code).toBe('CSRF_INVALID');
    expect(await statusOf(reserved[0]!.participantId)).toBe('reserved');

    const visitor = await anonymousAgent(app);
    const body = { error: { code: 'LOGIN_REQUIRED', message: AUTH_MESSAGES.loginRequired } };
    expect((await visitor.agent.get(API_ROUTES.orderReservations.path).expect(401)).body).toEqual(body);
    expect(
      (await confirm(visitor.agent, visitor.csrf, { participantId: reserved[0]!.participantId }).expect(401)).body,
    ).toEqual(body);
  });
});
