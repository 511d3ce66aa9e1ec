/**
 * Issue 21, findings 1 and 4: a waiting group blocks no booking that fits, groups and orders are bounded, and one
 * account (or anonymous cart) holds at most a few free reservations — through the api's routes, on both dialects.
 */
import {
  API_ROUTES,
  BOOKING_LIMIT_MESSAGES,
  CSRF_HEADER,
  MAX_RESERVED_SEATS_PER_DATE,
  MAX_RESERVED_SEATS_TOTAL,
  type BookingStatesResponse,
  type CheckoutResponse,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { createMailer } from '../mail';
import { checkout as placeOrder } from '../orders/checkout';
import { cancelParticipant } from '../orders/seats';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { BILLING, PARTICIPANT, buyersWithCart } from '../test/buyers';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';
import { NEW_PERSON } from '../test/people';
import { addWaitingGroup } from '../test/waitingGroup';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let open: { eventId: number; title: string }[];

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  users = await demoUsers(testDb.db);
  // Single dates from 3 weeks on (a reservation's 14 days end before the start), in a stable order.
  open = await testDb.db
    .selectFrom('events as e')
    .innerJoin('themes as t', 't.themeId', 'e.themeId')
    .select(['e.eventId', 't.title'])
    .where('e.startDate', '>=', '2026-02-01')
    .where('e.cancelledAt', 'is', null)
    .where('e.isSeries', '=', 0)
    .orderBy('e.eventId')
    .execute();
});
afterAll(() => testDb.destroy());

let used = 0;
/** A date of its own for each use, with `capacity` seats of which `free` are free. */
async function freshEvent(capacity: number, free: number): Promise<{ eventId: number; title: string }> {
  const event = open[used++];
  if (!event) throw new Error('zu wenige Termine im Seed');
  await testDb.db
    .updateTable('events')
    .set({ capacity, seatsTaken: capacity - free })
    .where('eventId', '=', event.eventId)
    .execute();
  return event;
}

let members = 0;
/** A new member (the demo password), logged in: no reservations, no cart. */
async function newMember(): Promise<{ agent: Agent; csrf: string; userId: number }> {
  members += 1;
  const email = `grenzen.${members}@example.de`;
  const { passwordHash } = await testDb.db
    .selectFrom('users')
    .select('passwordHash')
    .where('userId', '=', users.member.userId)
    .executeTakeFirstOrThrow();
  const at = NOW.toISOString();
  const { userId } = await testDb.db
    .insertInto('users')
    .values({
      ...NEW_PERSON,
      email,
      passwordHash,
      role: 'member',
      committeeId: null,
      committeeRole: null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('userId')
    .executeTakeFirstOrThrow();
  return { ...(await loginAs(app, email)), userId };
}

const post = (agent: Agent, csrf: string, path: string, body: object) =>
  agent.post(path).set(CSRF_HEADER, csrf).send(body);
const person = (n: number, kind: 'booking' | 'reservation' = 'booking') => ({
  ...PARTICIPANT,
  firstname: `Erika${'a'.repeat(n)}`,
  kind,
});
async function cartItem(agent: Agent, csrf: string, eventId: number, waitlist = false): Promise<number> {
  const res = await post(agent, csrf, API_ROUTES.cartAddItem.path, { eventId, waitlist }).expect(201);
  return res.body.item.cartItemId as number;
}
const addPerson = (agent: Agent, csrf: string, cartItemId: number, n: number, kind?: 'booking' | 'reservation') =>
  post(agent, csrf, API_ROUTES.cartAddRecipient.path, { cartItemId, ...person(n, kind) });
const checkout = (agent: Agent, csrf: string, key: string, waitlist = false) =>
  agent
    .post(API_ROUTES.cartCheckout.path)
    .set(CSRF_HEADER, csrf)
    .set('Idempotency-Key', key)
    .send({ acceptTerms: true, waitlist });
const fax = (agent: Agent, csrf: string, key: string, eventId: number, people: object[], waitlist = false) =>
  agent
    .post(API_ROUTES.onlineFaxCheckout.path)
    .set(CSRF_HEADER, csrf)
    .set('Idempotency-Key', key)
    .send({ eventId, participants: people, options: BILLING, acceptTerms: true, waitlist });
/** What the public seat state says of a date (GET /api/get-booking-states, no session). */
const bookingState = async (eventId: number) =>
  (
    (await request(app).get(`${API_ROUTES.bookingStates.path}?eventIds=${eventId}`).expect(200))
      .body as BookingStatesResponse
  )[0];
const freeSeats = async (eventId: number) => {
  const e = await testDb.db
    .selectFrom('events')
    .select(['capacity', 'seatsTaken'])
    .where('eventId', '=', eventId)
    .executeTakeFirstOrThrow();
  return e.capacity - e.seatsTaken;
};
const rowCount = async (table: 'orders' | 'orderParticipants' | 'waitlistEntries' | 'cartRecipients') =>
  Number(
    (
      await testDb.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const statuses = async (orderId: number) =>
  (
    await testDb.db
      .selectFrom('orderParticipants')
      .select('status')
      .where('orderId', '=', orderId)
      .orderBy('participantId')
      .execute()
  ).map((p) => p.status);
const heldBy = async (userId: number) =>
  (
    await testDb.db
      .selectFrom('orderParticipants as p')
      .innerJoin('orders as o', 'o.orderId', 'p.orderId')
      .select(['p.eventId'])
      .where('o.userId', '=', userId)
      .where('p.status', '=', 'reserved')
      .execute()
  ).map((r) => r.eventId);

describe('a waiting group blocks no booking that fits (issue 21, finding 1)', () => {
  it('16 waiting on a date of 14 seats with 12 free: another member still books 2, and the booking states say 12 free', async () => {
    const event = await freshEvent(14, 12);
    // The probe's group of 16 (written as a checkout on main left it: main took such groups).
    await addWaitingGroup(testDb.db, users.member.userId, event.eventId, NOW, 16);
    expect(await bookingState(event.eventId)).toEqual({ eventId: event.eventId, seatState: 'free', seatsLeft: 12 });

    const other = await newMember();
    const cartItemId = await cartItem(other.agent, other.csrf, event.eventId);
    for (const n of [1, 2]) await addPerson(other.agent, other.csrf, cartItemId, n).expect(201);
    const cart = (await other.agent.get(API_ROUTES.cartGet.path).expect(200)).body as ShoppingCartResponse;
    expect(cart.items[0]).toMatchObject({ state: 'bookable', seatsLeft: 12 });
    await post(other.agent, other.csrf, API_ROUTES.cartUpdateOrderOptions.path, BILLING).expect(200);
    const res = await checkout(other.agent, other.csrf, 'grenzen-warteliste-1').expect(201);
    expect((res.body as CheckoutResponse).order.items[0]!.participants.map((p) => p.status)).toEqual([
      'booked',
      'booked',
    ]);
    expect(await bookingState(event.eventId)).toEqual({ eventId: event.eventId, seatState: 'free', seatsLeft: 10 });
  });

  it('refuses a 15-person group on a 14-seat date in German: in the cart, at checkout, on the waiting list, by online fax', async () => {
    const event = await freshEvent(14, 12);
    const message = BOOKING_LIMIT_MESSAGES.groupTooLarge(event.title, 14, 14);
    expect(message).toMatch(/hat nur 14 Plätze/);

    // The cart takes 14 and refuses the 15th (anonymously too); nothing is stored.
    const visitor = await anonymousAgent(app);
    const cartItemId = await cartItem(visitor.agent, visitor.csrf, event.eventId, true);
    for (let n = 1; n <= 14; n += 1) await addPerson(visitor.agent, visitor.csrf, cartItemId, n).expect(201);
    const before = await rowCount('cartRecipients');
    const refused = await addPerson(visitor.agent, visitor.csrf, cartItemId, 15).expect(409);
    expect(refused.body.error).toEqual({ code: 'BOOKING_LIMIT', message });
    expect(await rowCount('cartRecipients')).toBe(before);

    // A cart of 15 written past the cart (as main let it grow): the checkout refuses it, waiting list or not.
    const [userId] = await buyersWithCart(testDb.db, {
      eventId: event.eventId,
      count: 1,
      participants: 15,
      tag: 'g15',
    });
    const orders = await rowCount('orders');
    const waitingBefore = await rowCount('waitlistEntries');
    for (const waitlist of [false, true]) {
      await expect(
        placeOrder(testDb.db, createMailer(), {
          userId: userId!,
          idempotencyKey: `grenzen-15-${waitlist}`,
          now: NOW,
          today: TEST_BASE_DATE,
          reservationDays: 14,
          waitlist,
        }),
      ).rejects.toMatchObject({ code: 'BOOKING_LIMIT', message });
    }
    expect(await rowCount('orders')).toBe(orders);
    expect(await freeSeats(event.eventId)).toBe(12);

    // The online fax's group of 15 on the waiting list: refused the same way, nothing written.
    const member = await newMember();
    const people = Array.from({ length: 15 }, (_, i) => person(i + 1));
    const faxed = await fax(member.agent, member.csrf, 'grenzen-fax-15', event.eventId, people, true).expect(409);
    expect(faxed.body.error).toEqual({ code: 'BOOKING_LIMIT', message });
    expect(await rowCount('orders')).toBe(orders);
    expect(await rowCount('waitlistEntries')).toBe(waitingBefore);
  });

  it('puts a group that does not fit the free seats on the list; freed seats go to the first waiting group that fits', async () => {
    const event = await freshEvent(14, 12);
    const waiting = await newMember();
    const itemId = await cartItem(waiting.agent, waiting.csrf, event.eventId);
    for (let n = 1; n <= 13; n += 1) await addPerson(waiting.agent, waiting.csrf, itemId, n).expect(201);
    await post(waiting.agent, waiting.csrf, API_ROUTES.cartUpdateOrderOptions.path, BILLING).expect(200);
    const full = await checkout(waiting.agent, waiting.csrf, 'grenzen-13').expect(409);
    expect(full.body.error.code).toBe('EVENT_FULL');
    const group = (
      (await checkout(waiting.agent, waiting.csrf, 'grenzen-13', true).expect(201)).body as CheckoutResponse
    ).order;
    expect(await statuses(group.orderId)).toEqual(Array(13).fill('waiting'));
    expect(await freeSeats(event.eventId)).toBe(12);

    // A newcomer of 2 books; one of them cancels: 11 free, the group of 13 still waits.
    const other = await newMember();
    const otherItem = await cartItem(other.agent, other.csrf, event.eventId);
    for (const n of [1, 2]) await addPerson(other.agent, other.csrf, otherItem, n).expect(201);
    await post(other.agent, other.csrf, API_ROUTES.cartUpdateOrderOptions.path, BILLING).expect(200);
    const booked = ((await checkout(other.agent, other.csrf, 'grenzen-2').expect(201)).body as CheckoutResponse).order;
    const ctx = { now: NOW, reservationDays: 14 };
    const mailer = createMailer();
    await cancelParticipant(testDb.db, mailer, other.userId, booked.items[0]!.participants[0]!.participantId, ctx);
    expect(await freeSeats(event.eventId)).toBe(11);
    expect(await statuses(group.orderId)).toEqual(Array(13).fill('waiting'));

    // Two of the waiting group leave it: the 11 now fit the 11 free seats and are served at once.
    const [first, second] = group.items[0]!.participants;
    await cancelParticipant(testDb.db, mailer, waiting.userId, first!.participantId, ctx);
    expect(await statuses(group.orderId)).toEqual(['cancelled', ...Array(12).fill('waiting')]);
    await cancelParticipant(testDb.db, mailer, waiting.userId, second!.participantId, ctx);
    expect(await statuses(group.orderId)).toEqual(['cancelled', 'cancelled', ...Array(11).fill('reserved')]);
    expect(await freeSeats(event.eventId)).toBe(0);
  });
});

describe('participants per date and per order are bounded', () => {
  it('takes at most 15 participants per date and 30 per cart, anonymously too, with a German message', async () => {
    const [a, b, c] = [await freshEvent(20, 20), await freshEvent(20, 20), await freshEvent(20, 20)];
    const visitor = await anonymousAgent(app);
    const first = await cartItem(visitor.agent, visitor.csrf, a.eventId);
    for (let n = 1; n <= 15; n += 1) await addPerson(visitor.agent, visitor.csrf, first, n).expect(201);
    const perDate = await addPerson(visitor.agent, visitor.csrf, first, 16).expect(409);
    expect(perDate.body.error).toEqual({
      code: 'BOOKING_LIMIT',
      message: BOOKING_LIMIT_MESSAGES.groupTooLarge(a.title, 15, 20),
    });
    expect(perDate.body.error.message).toMatch(/höchstens 15 Teilnehmer anmelden/);
    const second = await cartItem(visitor.agent, visitor.csrf, b.eventId);
    for (let n = 1; n <= 15; n += 1) await addPerson(visitor.agent, visitor.csrf, second, n).expect(201);
    const third = await cartItem(visitor.agent, visitor.csrf, c.eventId);
    const perOrder = await addPerson(visitor.agent, visitor.csrf, third, 1).expect(409);
    expect(perOrder.body.error).toEqual({ code: 'BOOKING_LIMIT', message: BOOKING_LIMIT_MESSAGES.orderTooLarge });
    const cart = (await visitor.agent.get(API_ROUTES.cartGet.path).expect(200)).body as ShoppingCartResponse;
    expect(cart.totals.participants).toBe(30);
  });

  it('refuses more than 15 participants by online fax (400) and a cart of 31 at checkout (409)', async () => {
    const member = await newMember();
    const event = await freshEvent(20, 20);
    const people = Array.from({ length: 16 }, (_, i) => person(i + 1));
    const res = await fax(member.agent, member.csrf, 'grenzen-fax-16', event.eventId, people).expect(400);
    expect(res.body.error.fields.participants).toMatch(/1 bis 15 Teilnehmer/);

    const [x, y, z] = [await freshEvent(20, 20), await freshEvent(20, 20), await freshEvent(20, 20)];
    const [userId] = await buyersWithCart(testDb.db, { eventId: x.eventId, count: 1, participants: 15, tag: 'o31' });
    for (const [eventId, size] of [
      [y.eventId, 15],
      [z.eventId, 1],
    ] as const) {
      const { cartItemId } = await testDb.db
        .insertInto('cartItems')
        .values({ userId: userId!, sessionHash: null, eventId, createdAt: NOW.toISOString() })
        .returning('cartItemId')
        .executeTakeFirstOrThrow();
      for (let n = 0; n < size; n += 1) {
        await testDb.db
          .insertInto('cartRecipients')
          .values({ cartItemId, ...person(n), createdAt: NOW.toISOString() })
          .execute();
      }
    }
    await expect(
      placeOrder(testDb.db, createMailer(), {
        userId: userId!,
        idempotencyKey: 'grenzen-31',
        now: NOW,
        today: TEST_BASE_DATE,
        reservationDays: 14,
      }),
    ).rejects.toMatchObject({ code: 'BOOKING_LIMIT', message: BOOKING_LIMIT_MESSAGES.orderTooLarge });
    expect(await freeSeats(x.eventId)).toBe(20);
  });
});

describe('free reservations are bounded per account (issue 21, finding 4)', () => {
  it('an anonymous cart holds at most 4 reservations per date and 10 in total; an edit to a reservation counts too', async () => {
    const events = [await freshEvent(20, 20), await freshEvent(20, 20), await freshEvent(20, 20)];
    const visitor = await anonymousAgent(app);
    const items = [];
    for (const e of events) items.push(await cartItem(visitor.agent, visitor.csrf, e.eventId));
    for (let n = 1; n <= MAX_RESERVED_SEATS_PER_DATE; n += 1) {
      await addPerson(visitor.agent, visitor.csrf, items[0]!, n, 'reservation').expect(201);
    }
    const fifth = await addPerson(visitor.agent, visitor.csrf, items[0]!, 5, 'reservation').expect(409);
    expect(fifth.body.error).toEqual({
      code: 'BOOKING_LIMIT',
      message: BOOKING_LIMIT_MESSAGES.reservationsPerDate(events[0]!.title, 4, 0),
    });
    // A booking is fine; turning it into a fifth reservation is not, and leaves it a booking.
    const booking = (await addPerson(visitor.agent, visitor.csrf, items[0]!, 6).expect(201))
      .body as ShoppingCartResponse;
    const recipientId = booking.items[0]!.participants.at(-1)!.recipientId;
    const edit = await post(visitor.agent, visitor.csrf, API_ROUTES.cartEditRecipient.path, {
      recipientId,
      ...person(6, 'reservation'),
    }).expect(409);
    expect(edit.body.error.code).toBe('BOOKING_LIMIT');
    for (let n = 1; n <= 4; n += 1)
      await addPerson(visitor.agent, visitor.csrf, items[1]!, n, 'reservation').expect(201);
    for (let n = 1; n <= 2; n += 1)
      await addPerson(visitor.agent, visitor.csrf, items[2]!, n, 'reservation').expect(201);
    const eleventh = await addPerson(visitor.agent, visitor.csrf, items[2]!, 3, 'reservation').expect(409);
    expect(eleventh.body.error).toEqual({
      code: 'BOOKING_LIMIT',
      message: BOOKING_LIMIT_MESSAGES.reservationsTotal(0),
    });
    const cart = (await visitor.agent.get(API_ROUTES.cartGet.path).expect(200)).body as ShoppingCartResponse;
    const kinds = cart.items.flatMap((i) => i.participants.map((p) => p.kind));
    expect(kinds.filter((k) => k === 'reservation')).toHaveLength(MAX_RESERVED_SEATS_TOTAL);
  });

  it('never more than half of a small date: 3 reservations of a 7-seat date', async () => {
    const event = await freshEvent(7, 7);
    const visitor = await anonymousAgent(app);
    const item = await cartItem(visitor.agent, visitor.csrf, event.eventId);
    for (let n = 1; n <= 3; n += 1) await addPerson(visitor.agent, visitor.csrf, item, n, 'reservation').expect(201);
    const res = await addPerson(visitor.agent, visitor.csrf, item, 4, 'reservation').expect(409);
    expect(res.body.error.message).toBe(BOOKING_LIMIT_MESSAGES.reservationsPerDate(event.title, 3, 0));
  });

  it("counts the account's held reservations: online fax 4 + 1 on one date is refused, and the cart says so", async () => {
    const member = await newMember();
    const event = await freshEvent(20, 20);
    const four = Array.from({ length: 4 }, (_, i) => person(i + 1, 'reservation'));
    await fax(member.agent, member.csrf, 'grenzen-res-4', event.eventId, four).expect(201);
    const more = await fax(member.agent, member.csrf, 'grenzen-res-5', event.eventId, [
      person(5, 'reservation'),
    ]).expect(409);
    expect(more.body.error).toEqual({
      code: 'BOOKING_LIMIT',
      message: BOOKING_LIMIT_MESSAGES.reservationsPerDate(event.title, 4, 4),
    });
    expect(more.body.error.message).toMatch(/halten Sie bereits 4 Reservierungen/);
    const item = await cartItem(member.agent, member.csrf, event.eventId);
    await addPerson(member.agent, member.csrf, item, 1, 'reservation').expect(409);
    await addPerson(member.agent, member.csrf, item, 1, 'booking').expect(201);
    expect(await heldBy(member.userId)).toHaveLength(4);
  });

  it('20 parallel reservations of one account: never above 4 on one date nor 10 in total', async () => {
    const member = await newMember();
    const event = await freshEvent(20, 20);
    const sameDate = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fax(member.agent, member.csrf, `grenzen-parallel-${i}`, event.eventId, [person(i, 'reservation')]),
      ),
    );
    const codes = sameDate.map((r) => r.status).sort();
    expect(codes.filter((s) => s === 201)).toHaveLength(MAX_RESERVED_SEATS_PER_DATE);
    expect(codes.filter((s) => s === 409)).toHaveLength(20 - MAX_RESERVED_SEATS_PER_DATE);
    expect(sameDate.filter((r) => r.status === 409).every((r) => r.body.error.code === 'BOOKING_LIMIT')).toBe(true);
    expect(await heldBy(member.userId)).toHaveLength(MAX_RESERVED_SEATS_PER_DATE);
    expect(await freeSeats(event.eventId)).toBe(20 - MAX_RESERVED_SEATS_PER_DATE);

    const dates: number[] = [];
    for (let i = 0; i < 20; i += 1) dates.push((await freshEvent(20, 20)).eventId);
    const spread = await Promise.all(
      dates.map((eventId, i) =>
        fax(member.agent, member.csrf, `grenzen-verteilt-${i}`, eventId, [person(i, 'reservation')]),
      ),
    );
    expect(spread.filter((r) => r.status === 201)).toHaveLength(MAX_RESERVED_SEATS_TOTAL - MAX_RESERVED_SEATS_PER_DATE);
    expect(spread.every((r) => r.status === 201 || r.body.error?.code === 'BOOKING_LIMIT')).toBe(true);
    expect(await heldBy(member.userId)).toHaveLength(MAX_RESERVED_SEATS_TOTAL);
  });

  it('20 parallel reservations into one anonymous cart item: exactly 4 are stored', async () => {
    const event = await freshEvent(20, 20);
    const visitor = await anonymousAgent(app);
    const item = await cartItem(visitor.agent, visitor.csrf, event.eventId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => addPerson(visitor.agent, visitor.csrf, item, n, 'reservation')),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_RESERVED_SEATS_PER_DATE);
    expect(results.filter((r) => r.status === 409 && r.body.error.code === 'BOOKING_LIMIT')).toHaveLength(
      20 - MAX_RESERVED_SEATS_PER_DATE,
    );
    const cart = (await visitor.agent.get(API_ROUTES.cartGet.path).expect(200)).body as ShoppingCartResponse;
    expect(cart.items[0]!.participants).toHaveLength(MAX_RESERVED_SEATS_PER_DATE);
  });
});
