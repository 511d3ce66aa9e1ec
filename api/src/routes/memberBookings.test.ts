import {
  API_ROUTES,
  CSRF_HEADER,
  MEMBER_BOOKING_TEXTS,
  type CancelRecipientResponse,
  type MemberBookingEvent,
  type MemberEventsResponse,
  type MemberRecommendationsResponse,
  type NextEventResponse,
  type Order,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import { createMailer } from '../mail';
import { TOPICS_BY_FUNCTION } from '../members/recommendations';
import { bookThroughCart, demoPerson } from '../seed/memberBookings';
import { loginAs, type Agent } from '../test/agent';
import { eventWithFreeSeats } from '../test/buyers';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { csrfFrom, demoUsers, type DemoUsers } from '../test/demoUsers';
import { addDays } from '../util/calendarDays';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
/** The api's clock (config.now): tests move it to a stage of the cancellation terms. */
let clock = NOW;
let testDb: TestDb;
let app: Express;
let users: DemoUsers;
const mailer = createMailer();

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => clock }));
  users = await demoUsers(testDb.db);
});
afterAll(() => testDb.destroy());
afterEach(() => {
  clock = NOW;
});

const dayAt = (day: string) => new Date(`${day}T09:00:00.000Z`);

let skip = 0;
/** An order of `userId` through the cart and checkout for a fresh far-away event (`free` seats left before). */
async function orderOf(
  userId: number,
  people: ['booking' | 'reservation', string][],
  { free = 10, waitlist = false, eventId }: { free?: number; waitlist?: boolean; eventId?: number } = {},
): Promise<{ order: Order; eventId: number; ids: number[] }> {
  skip += 1;
  const event = eventId ?? (await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, free, skip));
  const order = await bookThroughCart(
    testDb.db,
    mailer,
    userId,
    event,
    people.map(([kind, firstname]) => demoPerson(firstname, 'Muster', kind)),
    { now: NOW, waitlist, key: `buchungen-${skip}` },
  );
  return { order, eventId: event, ids: order.items[0]!.participants.map((p) => p.participantId) };
}

const get = async <T>(agent: Agent, path: string): Promise<T> => {
  const res = await agent.get(path).expect(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body as T;
};
const future = (agent: Agent) => get<MemberEventsResponse>(agent, API_ROUTES.memberFutureEvents.path);
const past = (agent: Agent) => get<MemberEventsResponse>(agent, API_ROUTES.memberPastEvents.path);
const eventOf = (events: MemberBookingEvent[], order: Order) => events.find((e) => e.orderId === order.orderId);
const cancel = (agent: Agent, csrf: string, participantId: unknown) =>
  agent.post(API_ROUTES.memberCancelRecipientBooking.path).set(CSRF_HEADER, csrf).send({ participantId });
const substitute = (agent: Agent, csrf: string, body: object) =>
  agent.post(API_ROUTES.memberSubstituteRecipient.path).set(CSRF_HEADER, csrf).send(body);

const participantRow = (participantId: number) =>
  testDb.db
    .selectFrom('orderParticipants')
    .selectAll()
    .where('participantId', '=', participantId)
    .executeTakeFirstOrThrow();
const seatsTaken = async (eventId: number) =>
  (await testDb.db.selectFrom('events').select('seatsTaken').where('eventId', '=', eventId).executeTakeFirstOrThrow())
    .seatsTaken;
const historyOf = async (participantId: number) =>
  (
    await testDb.db
      .selectFrom('orderStatusHistory')
      .select('status')
      .where('participantId', '=', participantId)
      .orderBy('historyId')
      .execute()
  ).map((h) => h.status);

const SUBSTITUTE = {
  salutation: 'Frau',
  title: 'Dr.',
  firstname: 'Zoe',
  lastname: 'Ersatz',
  email: 'zoe.ersatz@example.de',
};

describe('member bookings: lists', () => {
  it('lists future events with each participant and state, and past ones once they ended', async () => {
    const { order, eventId, ids } = await orderOf(users.member.userId, [
      ['booking', 'Anna'],
      ['reservation', 'Bernd'],
    ]);
    const { order: waiting } = await orderOf(users.member.userId, [['booking', 'Wera']], { free: 0, waitlist: true });
    const { agent } = await loginAs(app, users.member.email);
    const event = eventOf((await future(agent)).events, order)!;
    expect(event).toEqual(
      expect.objectContaining({ eventId, orderNumber: order.orderNumber, themeTitle: order.items[0]!.themeTitle }),
    );
    expect(event.participants.map((p) => [p.participantId, p.firstname, p.status])).toEqual([
      [ids[0], 'Anna', 'booked'],
      [ids[1], 'Bernd', 'reserved'],
    ]);
    expect(event.participants[1]!.reservedUntil).toBe(new Date(NOW.getTime() + 14 * 86_400_000).toISOString());
    expect(event.participants[0]!.feeToday).toEqual({ stage: 'free', percent: 0, amountCents: 0 });
    expect(eventOf((await future(agent)).events, waiting)!.participants.map((p) => p.status)).toEqual(['waiting']);
    expect(eventOf((await past(agent)).events, order)).toBeUndefined();

    // Sessions time out: log in again on the later day.
    clock = dayAt(addDays(order.items[0]!.endDate, 1));
    const later = (await loginAs(app, users.member.email)).agent;
    expect(eventOf((await future(later)).events, order)).toBeUndefined();
    const ended = eventOf((await past(later)).events, order)!;
    expect(ended.participants.map((p) => [p.firstname, p.status, p.feeToday])).toEqual([
      ['Anna', 'booked', null],
      // The reservation ran out long before; its seat went back.
      ['Bernd', 'expired', null],
    ]);
  });

  it("shows no one else's orders", async () => {
    const { order } = await orderOf(users.otherMember.userId, [['booking', 'Olga']]);
    const { agent } = await loginAs(app, users.member.email);
    expect(eventOf((await future(agent)).events, order)).toBeUndefined();
    const { agent: owner } = await loginAs(app, users.otherMember.email);
    expect(eventOf((await future(owner)).events, order)).toBeDefined();
  });

  it('next-event-recipients: the soonest event not begun with a booked or reserved participant', async () => {
    const { agent } = await loginAs(app, users.committeeMember.email);
    expect(await get<NextEventResponse>(agent, API_ROUTES.memberNextEventRecipients.path)).toEqual({ event: null });
    const { order } = await orderOf(users.committeeMember.userId, [
      ['booking', 'Nina'],
      ['booking', 'Nils'],
    ]);
    const { event } = await get<NextEventResponse>(agent, API_ROUTES.memberNextEventRecipients.path);
    expect(event?.orderId).toBe(order.orderId);
    expect(event?.participants.map((p) => p.firstname)).toEqual(['Nina', 'Nils']);
  });

  it('next-event-recipients: a booking comes before an earlier reservation (a reservation is no booking)', async () => {
    const { agent } = await loginAs(app, users.manager.email);
    expect(await get<NextEventResponse>(agent, API_ROUTES.memberNextEventRecipients.path)).toEqual({ event: null });
    skip += 2;
    const first = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 10, skip - 1);
    const second = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 10, skip);
    const start = async (eventId: number) =>
      (
        await testDb.db
          .selectFrom('events')
          .select('startDate')
          .where('eventId', '=', eventId)
          .executeTakeFirstOrThrow()
      ).startDate;
    const [earlier, later] = (await start(first)) <= (await start(second)) ? [first, second] : [second, first];
    expect(await start(earlier)).not.toBe(await start(later));
    const reserved = await orderOf(users.manager.userId, [['reservation', 'Rita']], { eventId: earlier });
    const { event: onlyReserved } = await get<NextEventResponse>(agent, API_ROUTES.memberNextEventRecipients.path);
    expect(onlyReserved?.orderId).toBe(reserved.order.orderId);
    const booked = await orderOf(users.manager.userId, [['booking', 'Bruno']], { eventId: later });
    const { event } = await get<NextEventResponse>(agent, API_ROUTES.memberNextEventRecipients.path);
    expect(event?.orderId).toBe(booked.order.orderId);
    expect(event?.participants.map((p) => p.firstname)).toEqual(['Bruno']);
  });

  it('article-recommendations: catalogue themes by the BR functions, not those already booked', async () => {
    const { agent, csrf } = await loginAs(app, users.otherMember.email);
    await agent
      .put(API_ROUTES.memberBrFunctions.path)
      .set(CSRF_HEADER, csrf)
      .send({ brFunctions: ['Wirtschaftsausschuss'] })
      .expect(200);
    const answer = await get<MemberRecommendationsResponse>(agent, API_ROUTES.memberArticleRecommendations.path);
    expect(answer.basedOn).toEqual(['Wirtschaftsausschuss']);
    expect(answer.recommendations.length).toBeGreaterThan(0);
    for (const r of answer.recommendations) {
      expect(r.topics.length).toBeGreaterThan(0);
      for (const topic of r.topics) expect(TOPICS_BY_FUNCTION.Wirtschaftsausschuss).toContain(topic);
      expect(r.nextStartDate > TEST_BASE_DATE).toBe(true);
    }
    const first = answer.recommendations[0]!;
    const theme = await testDb.db
      .selectFrom('themes as t')
      .innerJoin('events as e', 'e.themeId', 't.themeId')
      .select('e.eventId')
      .where('t.slug', '=', first.themeSlug)
      .where('e.startDate', '>', TEST_BASE_DATE)
      .where('e.cancelledAt', 'is', null)
      .orderBy('e.startDate')
      .executeTakeFirstOrThrow();
    await orderOf(users.otherMember.userId, [['booking', 'Theo']], { eventId: theme.eventId });
    const after = await get<MemberRecommendationsResponse>(agent, API_ROUTES.memberArticleRecommendations.path);
    expect(after.recommendations.map((r) => r.themeSlug)).not.toContain(first.themeSlug);
  });
});

describe('member bookings: cancel a participant', () => {
  it.each([
    ['free', 42, 0],
    ['half', 41, 50],
    ['half', 14, 50],
    ['full', 13, 100],
    ['full', 1, 100],
  ] as const)(
    'shows and charges the %s stage %i days before the start (%i %%), stored with the cancellation',
    async (stage, daysBefore, percent) => {
      const { order, eventId, ids } = await orderOf(users.member.userId, [
        ['booking', 'Anna'],
        ['booking', 'Bernd'],
      ]);
      const priceCents = Math.round(order.items[0]!.participants[0]!.price * 100);
      clock = dayAt(addDays(order.items[0]!.startDate, -daysBefore));
      const { agent, csrf } = await loginAs(app, users.member.email);
      const shown = eventOf((await future(agent)).events, order)!.participants[0]!.feeToday;
      const expected = { stage, percent, amountCents: Math.round((priceCents * percent) / 100) };
      expect(shown).toEqual(expected);
      const before = await seatsTaken(eventId);

      const res = await cancel(agent, csrf, ids[0]);
      expect(res.status).toBe(200);
      expect((res.body as CancelRecipientResponse).fee).toEqual(expected);
      expect((res.body as CancelRecipientResponse).message).toMatch(/^Herr Anna Muster ist storniert\./);
      const row = await participantRow(ids[0]!);
      expect(row.status).toBe('cancelled');
      expect(row.cancellationFeeCents).toBe(expected.amountCents);
      expect(await seatsTaken(eventId)).toBe(before - 1);
      expect(await historyOf(ids[0]!)).toEqual(['booked', 'cancelled']);
      expect((await participantRow(ids[1]!)).status).toBe('booked');
      const listed = eventOf((await future(agent)).events, order)!.participants[0]!;
      expect(listed).toEqual(
        expect.objectContaining({ status: 'cancelled', feeToday: null, cancellationFeeCents: expected.amountCents }),
      );
    },
  );

  it('a reservation and a waiting place are cancelled free of charge', async () => {
    const { ids } = await orderOf(users.member.userId, [['reservation', 'Rita']]);
    const { ids: waitingIds } = await orderOf(users.member.userId, [['booking', 'Wim']], { free: 0, waitlist: true });
    const { agent, csrf } = await loginAs(app, users.member.email);
    for (const id of [ids[0], waitingIds[0]]) {
      const res = await cancel(agent, csrf, id).expect(200);
      expect(res.body.fee).toEqual({ stage: 'free', percent: 0, amountCents: 0 });
      expect(res.body.message).toMatch(/Es fallen keine Kosten an\.$/);
    }
  });

  it('answers 409 in German for an already cancelled participant and an event that has begun; nothing changes', async () => {
    const { order, eventId, ids } = await orderOf(users.member.userId, [
      ['booking', 'Anna'],
      ['booking', 'Bernd'],
    ]);
    const { agent, csrf } = await loginAs(app, users.member.email);
    await cancel(agent, csrf, ids[0]).expect(200);
    const seats = await seatsTaken(eventId);
    const again = await cancel(agent, csrf, ids[0]).expect(409);
    expect(again.body.error).toEqual({
      code: 'BOOKING_NOT_CHANGEABLE',
      message: MEMBER_BOOKING_TEXTS.alreadyCancelled,
    });

    clock = dayAt(order.items[0]!.startDate);
    const later = await loginAs(app, users.member.email);
    const begun = await cancel(later.agent, later.csrf, ids[1]).expect(409);
    expect(begun.body.error).toEqual({ code: 'BOOKING_NOT_CHANGEABLE', message: MEMBER_BOOKING_TEXTS.eventBegun });
    expect((await participantRow(ids[1]!)).status).toBe('booked');
    expect(await seatsTaken(eventId)).toBe(seats);
    expect(await historyOf(ids[1]!)).toEqual(['booked']);
  });

  it('gives the freed seat to the waiting list, as the engine does', async () => {
    const { eventId, ids } = await orderOf(users.member.userId, [['booking', 'Anna']], { free: 1 });
    const { ids: waitingIds } = await orderOf(users.otherMember.userId, [['booking', 'Wanda']], {
      eventId,
      waitlist: true,
    });
    expect((await participantRow(waitingIds[0]!)).status).toBe('waiting');
    const { agent, csrf } = await loginAs(app, users.member.email);
    await cancel(agent, csrf, ids[0]).expect(200);
    const promoted = await participantRow(waitingIds[0]!);
    expect(promoted.status).toBe('reserved');
    expect(await seatsTaken(eventId)).toBe(await eventCapacity(eventId));
  });

  it("another member's participant is unknown (404); the manager of the booker's committee may cancel it", async () => {
    const { ids } = await orderOf(users.committeeMember.userId, [
      ['booking', 'Lea'],
      ['booking', 'Lutz'],
    ]);
    const stranger = await loginAs(app, users.otherMember.email);
    const notFound = await cancel(stranger.agent, stranger.csrf, ids[0]).expect(404);
    expect(notFound.body.error.message).toBe('Diesen Teilnehmer gibt es in Ihren Buchungen nicht.');
    expect((await participantRow(ids[0]!)).status).toBe('booked');
    const manager = await loginAs(app, users.manager.email);
    await cancel(manager.agent, manager.csrf, ids[0]).expect(200);
    expect((await participantRow(ids[0]!)).status).toBe('cancelled');
  });

  it('refuses bad input (400) and a write without the CSRF token (403)', async () => {
    const { ids } = await orderOf(users.member.userId, [['booking', 'Anna']]);
    const { agent, csrf } = await loginAs(app, users.member.email);
    for (const bad of ['abc', 0, -1, 1.5, null]) {
      const res = await cancel(agent, csrf, bad).expect(400);
      expect(res.body.error.fields).toEqual({ participantId: 'Bitte geben Sie einen gültigen Teilnehmer an.' });
    }
    const res = await agent.post(API_ROUTES.memberCancelRecipientBooking.path).send({ participantId: ids[0] });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF_INVALID');
    expect((await participantRow(ids[0]!)).status).toBe('booked');
  });
});

const eventCapacity = async (eventId: number) =>
  (await testDb.db.selectFrom('events').select('capacity').where('eventId', '=', eventId).executeTakeFirstOrThrow())
    .capacity;

describe('member bookings: substitute participant', () => {
  it('replaces the person free of charge: the seat, price, kind and status stay; the replaced person is kept', async () => {
    const { order, eventId, ids } = await orderOf(users.member.userId, [
      ['booking', 'Anna'],
      ['booking', 'Bernd'],
    ]);
    const before = await participantRow(ids[1]!);
    const seats = await seatsTaken(eventId);
    clock = dayAt(addDays(order.items[0]!.startDate, -3));
    const { agent, csrf } = await loginAs(app, users.member.email);
    const res = await substitute(agent, csrf, { participantId: ids[1], ...SUBSTITUTE, firstname: '  Zoe ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Frau Dr. Zoe Ersatz nimmt den Platz jetzt ein.');
    expect(res.body.participant).toEqual(
      expect.objectContaining({ participantId: ids[1], firstname: 'Zoe', status: 'booked', substituted: true }),
    );
    const after = await participantRow(ids[1]!);
    expect(after).toEqual({
      ...before,
      ...SUBSTITUTE,
      updatedAt: clock.toISOString(),
    });
    expect(await seatsTaken(eventId)).toBe(seats);
    expect(await historyOf(ids[1]!)).toEqual(['booked', 'substituted']);
    const substitution = await testDb.db
      .selectFrom('participantSubstitutions')
      .selectAll()
      .where('participantId', '=', ids[1]!)
      .executeTakeFirstOrThrow();
    expect(substitution).toEqual(
      expect.objectContaining({
        previousFirstname: 'Bernd',
        previousLastname: 'Muster',
        previousEmail: 'bernd.muster@example.de',
        actorUserId: users.member.userId,
      }),
    );
  });

  it('re-validates the person with the SPEC §5 messages (400, nothing written)', async () => {
    const { ids } = await orderOf(users.member.userId, [['booking', 'Anna']]);
    const before = await participantRow(ids[0]!);
    const { agent, csrf } = await loginAs(app, users.member.email);
    const res = await substitute(agent, csrf, {
      participantId: ids[0],
      salutation: 'Majestät',
      title: '',
      firstname: 'Z',
      lastname: '',
      email: 'kein-at-zeichen',
    }).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({
      salutation: 'Bitte wählen Sie eine Anrede aus',
      firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
      lastname: 'Bitte tragen Sie einen Nachnamen ein',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
    });
    expect(await participantRow(ids[0]!)).toEqual(before);
    expect(await historyOf(ids[0]!)).toEqual(['booked']);
  });

  it('409 for a cancelled participant and an event that has begun; 404 for another member', async () => {
    const { order, ids } = await orderOf(users.member.userId, [
      ['booking', 'Anna'],
      ['booking', 'Bernd'],
    ]);
    const { agent, csrf } = await loginAs(app, users.member.email);
    await cancel(agent, csrf, ids[0]).expect(200);
    const cancelled = await substitute(agent, csrf, { participantId: ids[0], ...SUBSTITUTE }).expect(409);
    expect(cancelled.body.error.message).toBe(MEMBER_BOOKING_TEXTS.notSubstitutable);
    const stranger = await loginAs(app, users.otherMember.email);
    await substitute(stranger.agent, stranger.csrf, { participantId: ids[1], ...SUBSTITUTE }).expect(404);
    clock = dayAt(order.items[0]!.startDate);
    const later = await loginAs(app, users.member.email);
    const begun = await substitute(later.agent, later.csrf, { participantId: ids[1], ...SUBSTITUTE }).expect(409);
    expect(begun.body.error.message).toBe(MEMBER_BOOKING_TEXTS.eventBegun);
    expect((await participantRow(ids[1]!)).firstname).toBe('Bernd');
  });
});

describe('member bookings: an admin acting as the member', () => {
  it('sees what the member sees, and every change is an audit_log row', async () => {
    const { order, ids } = await orderOf(users.member.userId, [
      ['booking', 'Anna'],
      ['booking', 'Bernd'],
      ['reservation', 'Clara'],
    ]);
    const member = await loginAs(app, users.member.email);
    const admin = await loginAs(app, users.admin.email);
    const started = await admin.agent
      .post(API_ROUTES.impersonation.path)
      .set(CSRF_HEADER, admin.csrf)
      .send({ userId: users.member.userId })
      .expect(200);
    const csrf = csrfFrom(started) ?? admin.csrf;
    expect(eventOf((await future(admin.agent)).events, order)).toEqual(
      eventOf((await future(member.agent)).events, order),
    );
    await cancel(admin.agent, csrf, ids[0]).expect(200);
    await substitute(admin.agent, csrf, { participantId: ids[1], ...SUBSTITUTE }).expect(200);
    await admin.agent
      .post(API_ROUTES.orderConfirmReservation.path)
      .set(CSRF_HEADER, csrf)
      .send({ participantId: ids[2] })
      .expect(200);
    const audit = await testDb.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'action', 'targetUserId', 'details'])
      .where('action', 'like', 'booking.%')
      .orderBy('auditId')
      .execute();
    expect(audit.map((a) => [a.action, a.actorUserId, a.targetUserId])).toEqual([
      ['booking.cancel', users.admin.userId, users.member.userId],
      ['booking.substitute', users.admin.userId, users.member.userId],
      ['booking.confirm', users.admin.userId, users.member.userId],
    ]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ participantId: ids[0], feeCents: 0 });
    // The member's own changes are not audited.
    await cancel(member.agent, member.csrf, ids[1]).expect(200);
    expect(
      await testDb.db.selectFrom('auditLog').select('auditId').where('action', 'like', 'booking.%').execute(),
    ).toHaveLength(3);
  });
});
