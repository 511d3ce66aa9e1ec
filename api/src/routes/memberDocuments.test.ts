import {
  API_ROUTES,
  CSRF_HEADER,
  DOCUMENT_MESSAGES,
  buildPath,
  type MemberCalendarResponse,
  type MemberDocumentsResponse,
  type MemberOverviewResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { bookEvent, demoParticipant } from '../seed/documents';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';
import { addDays } from '../util/calendarDays';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
/** The dates the booked event gets for the tests of a finished seminar (the sessions' clock stays). */
const FINISHED = { startDate: addDays(TEST_BASE_DATE, -10), endDate: addDays(TEST_BASE_DATE, -8) };
let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let event: { eventId: number; startDate: string; endDate: string };
/** Lena's (committee 1) order: herself booked, Erika booked, Bernd reserved. */
let committeeOrder: number;
/** Anna's order with Jonas (another member) and Clara booked. */
let memberOrder: number;
const who = {} as Record<'member' | 'otherMember' | 'committeeMember' | 'manager' | 'otherManager', Agent>;
const csrfOf = {} as Record<keyof typeof who, string>;

const person = (firstname: string, email: string) =>
  demoParticipant({ salutation: 'Frau', firstname, lastname: 'Muster', email });

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  users = await demoUsers(testDb.db);
  event = await testDb.db
    .selectFrom('events')
    .select(['eventId', 'startDate', 'endDate'])
    .where('startDate', '>', addDays(TEST_BASE_DATE, 20))
    .where('isSeries', '=', 0)
    .where('cancelledAt', 'is', null)
    .where((eb) => eb('endDate', '>', eb.ref('startDate')))
    .where((eb) => eb(eb('seatsTaken', '+', 5), '<=', eb.ref('capacity')))
    .orderBy('startDate')
    .orderBy('eventId')
    .executeTakeFirstOrThrow();
  committeeOrder = await bookEvent(testDb.db, {
    userId: users.committeeMember.userId,
    eventId: event.eventId,
    participants: [
      person(users.committeeMember.firstname, users.committeeMember.email),
      person('Erika', 'erika@example.de'),
      demoParticipant(
        { salutation: 'Herr', firstname: 'Bernd', lastname: 'Muster', email: 'b@example.de' },
        'reservation',
      ),
    ],
    key: 'dokumente-gremium',
    now: NOW,
    today: TEST_BASE_DATE,
  });
  memberOrder = await bookEvent(testDb.db, {
    userId: users.member.userId,
    eventId: event.eventId,
    participants: [person('Jonas', users.otherMember.email.toUpperCase()), person('Clara', 'clara@example.de')],
    key: 'dokumente-mitglied',
    now: NOW,
    today: TEST_BASE_DATE,
  });
  const otherManager = await testDb.db
    .selectFrom('users')
    .select('email')
    .where('committeeRole', '=', 'manager')
    .where('email', '!=', users.manager.email)
    .executeTakeFirstOrThrow();
  for (const [role, email] of [
    ['member', users.member.email],
    ['otherMember', users.otherMember.email],
    ['committeeMember', users.committeeMember.email],
    ['manager', users.manager.email],
    ['otherManager', otherManager.email],
  ] as const) {
    const session = await loginAs(app, email);
    who[role] = session.agent;
    csrfOf[role] = session.csrf;
  }
});
afterAll(() => testDb.destroy());
afterEach(async () => {
  await testDb.db
    .updateTable('events')
    .set({ startDate: event.startDate, endDate: event.endDate })
    .where('eventId', '=', event.eventId)
    .execute();
});

const afterTheEvent = () =>
  testDb.db.updateTable('events').set(FINISHED).where('eventId', '=', event.eventId).execute();
const documentsOf = async (agent: Agent) =>
  (await agent.get(API_ROUTES.memberDocuments.path).expect(200)).body as MemberDocumentsResponse;
const notice = (agent: Agent, orderId: number) => agent.get(buildPath(API_ROUTES.memberNotice.path, { id: orderId }));
const certificate = (agent: Agent, participantId: number) =>
  agent.get(buildPath(API_ROUTES.memberCertificate.path, { id: participantId }));
async function participantId(orderId: number, firstname: string): Promise<number> {
  const row = await testDb.db
    .selectFrom('orderParticipants')
    .select('participantId')
    .where('orderId', '=', orderId)
    .where('firstname', '=', firstname)
    .executeTakeFirstOrThrow();
  return row.participantId;
}

describe('GET /api-meinamb/documents', () => {
  it('lists the booker’s order with every participant, the notice and .ics paths; no certificate before the end', async () => {
    const { bookings, overviews } = await documentsOf(who.committeeMember);
    expect(bookings).toHaveLength(1);
    const [booking] = bookings;
    expect(booking).toMatchObject({
      orderId: committeeOrder,
      noticePath: `/api-meinamb/notice-pdf/${committeeOrder}`,
      events: [{ eventId: event.eventId, icsPath: `/api-meinamb/event-ics/${event.eventId}` }],
    });
    expect(booking!.events[0]!.participants.map((p) => [p.name, p.status, p.certificatePath])).toEqual([
      [`Frau ${users.committeeMember.firstname} Muster`, 'booked', null],
      ['Frau Erika Muster', 'booked', null],
      ['Herr Bernd Muster', 'reserved', null],
    ]);
    expect(overviews).toEqual([
      {
        year: Number(event.startDate.slice(0, 4)),
        path: `/api-meinamb/overview-pdf?jahr=${event.startDate.slice(0, 4)}`,
      },
    ]);
  });

  it('after the last day: a certificate for each booked participant, none for the reserved one', async () => {
    await afterTheEvent();
    const [booking] = (await documentsOf(who.committeeMember)).bookings;
    const paths = booking!.events[0]!.participants.map((p) => p.certificatePath);
    expect(paths[0]).toBe(
      `/api-meinamb/certificate-pdf/${await participantId(committeeOrder, users.committeeMember.firstname)}`,
    );
    expect(paths[1]).toMatch(/^\/api-meinamb\/certificate-pdf\/\d+$/);
    expect(paths[2]).toBeNull();
  });

  it('names each order by what it holds (a reservation is never called a booking), in documents and calendar', async () => {
    const mine = (await documentsOf(who.committeeMember)).bookings;
    expect(mine.map((b) => [b.orderId, b.kind])).toEqual([[committeeOrder, 'mixed']]);
    expect(mine[0]!.events[0]!.participants.map((p) => [p.kind, p.status])).toEqual([
      ['booking', 'booked'],
      ['booking', 'booked'],
      ['reservation', 'reserved'],
    ]);
    expect((await documentsOf(who.member)).bookings.map((b) => b.kind)).toEqual(['booking']);
    const calendar = (await who.committeeMember.get(API_ROUTES.memberCalendar.path).expect(200))
      .body as MemberCalendarResponse;
    expect(calendar.entries.map((e) => e.kind)).toEqual(['mixed']);
    const bernd = calendar.entries[0]!.participants.find((p) => p.name === 'Herr Bernd Muster')!;
    expect(bernd.status).toBe('reserved');
    expect(bernd.reservedUntil).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('a participant booked by someone else sees that booking with only themselves (e-mail in any case)', async () => {
    const { bookings } = await documentsOf(who.otherMember);
    expect(bookings.map((b) => b.orderId)).toEqual([memberOrder]);
    expect(bookings[0]!.events[0]!.participants.map((p) => p.name)).toEqual(['Frau Jonas Muster']);
  });

  it('anonymous: 401', async () => {
    const { agent } = await anonymousAgent(app);
    const res = await agent.get(API_ROUTES.memberDocuments.path).expect(401);
    expect(res.body.error.code).toBe('LOGIN_REQUIRED');
  });
});

describe('GET /api-meinamb/notice/:id', () => {
  it('the booker, the committee manager and a participant get the order and the booker’s name', async () => {
    for (const agent of [who.committeeMember, who.manager]) {
      const res = await notice(agent, committeeOrder).expect(200);
      expect(res.body.order.orderId).toBe(committeeOrder);
      expect(res.body.order.items[0].participants).toHaveLength(3);
      expect(res.body.booker).toContain(users.committeeMember.lastname);
    }
    await notice(who.otherMember, memberOrder).expect(200);
  });

  it('another member, another committee’s manager, an unknown or malformed id: 404 in German', async () => {
    for (const [agent, id] of [
      [who.member, committeeOrder],
      [who.otherManager, committeeOrder],
      [who.manager, memberOrder],
      [who.member, 999999],
    ] as const) {
      const res = await notice(agent, id).expect(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: DOCUMENT_MESSAGES.bookingNotFound });
    }
    await who.member.get('/api-meinamb/notice/abc').expect(404);
  });
});

describe('GET /api-meinamb/certificate/:id', () => {
  it('before the event ended: 409 in German, nothing printed', async () => {
    const res = await certificate(who.committeeMember, await participantId(committeeOrder, 'Erika')).expect(409);
    expect(res.body.error).toEqual({ code: 'EVENT_NOT_ENDED', message: DOCUMENT_MESSAGES.certificateNotYet });
  });

  it('after the end: the participant’s name, seminar, days and venue', async () => {
    await afterTheEvent();
    const res = await certificate(who.committeeMember, await participantId(committeeOrder, 'Erika')).expect(200);
    expect(res.body.certificate).toMatchObject({
      participantName: 'Frau Erika Muster',
      ...FINISHED,
      days: 3,
      orderNumber: `AMB-${String(committeeOrder).padStart(6, '0')}`,
    });
    expect(typeof res.body.certificate.venue).toBe('string');
  });

  it('the manager sees every participant’s, a participant only their own; reserved or strangers: 404', async () => {
    await afterTheEvent();
    await certificate(who.manager, await participantId(committeeOrder, 'Erika')).expect(200);
    await certificate(who.otherMember, await participantId(memberOrder, 'Jonas')).expect(200);
    for (const [agent, id] of [
      [who.otherMember, await participantId(memberOrder, 'Clara')],
      [who.committeeMember, await participantId(committeeOrder, 'Bernd')],
      [who.member, await participantId(committeeOrder, 'Erika')],
      [who.otherManager, await participantId(committeeOrder, 'Erika')],
    ] as const) {
      const res = await certificate(agent, id).expect(404);
      expect(res.body.error.message).toBe(DOCUMENT_MESSAGES.certificateNotFound);
    }
  });
});

describe('GET /api-meinamb/overview?jahr=', () => {
  it('the year’s bookings with participants, states and prices; the total counts the booked seats', async () => {
    const year = event.startDate.slice(0, 4);
    const res = await who.committeeMember.get(`${API_ROUTES.memberOverview.path}?jahr=${year}`).expect(200);
    const body = res.body as MemberOverviewResponse;
    expect(body.bookings).toHaveLength(1);
    const states = body.bookings[0]!.participants.map((p) => p.status);
    expect(states).toEqual(['booked', 'booked', 'reserved']);
    const booked = body.bookings[0]!.participants.filter((p) => p.status === 'booked');
    expect(body.totalCents).toBe(booked.reduce((sum, p) => sum + p.priceCents, 0));
    expect(body.totalCents).toBeGreaterThan(0);
    const empty = await who.committeeMember.get(`${API_ROUTES.memberOverview.path}?jahr=2001`).expect(200);
    expect(empty.body).toEqual({ year: 2001, bookings: [], totalCents: 0 });
  });

  it.each(['', 'abc', '1999', '2101', '2026.5'])('jahr=%p: 400 with the German message', async (jahr) => {
    const res = await who.member.get(`${API_ROUTES.memberOverview.path}?jahr=${jahr}`).expect(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { jahr: DOCUMENT_MESSAGES.year } });
  });
});

describe('calendar', () => {
  it('one entry per event and member, the participants named, Berlin day hours', async () => {
    const res = await who.member.get(API_ROUTES.memberCalendar.path).expect(200);
    const { entries } = res.body as MemberCalendarResponse;
    expect(entries).toEqual([
      expect.objectContaining({
        uid: `event-${event.eventId}-member-${users.member.userId}@www.amb-seminare.de`,
        eventId: event.eventId,
        startDate: event.startDate,
        endDate: event.endDate,
        dayStartsAt: '09:00',
        dayEndsAt: '17:00',
        // Both booked: the entry keeps the seminar's title; each participant is named with what they hold.
        kind: 'booking',
        participants: [
          { name: 'Frau Jonas Muster', status: 'booked', reservedUntil: null },
          { name: 'Frau Clara Muster', status: 'booked', reservedUntil: null },
        ],
      }),
    ]);
    const other = (await who.otherMember.get(API_ROUTES.memberCalendar.path).expect(200))
      .body as MemberCalendarResponse;
    expect(other.entries[0]!.uid).toBe(`event-${event.eventId}-member-${users.otherMember.userId}@www.amb-seminare.de`);
  });

  it('the feed: created with CSRF, read by its token without a session; renewing makes the old token 404', async () => {
    expect((await documentsOf(who.member)).calendarFeedPath).toBeNull();
    await who.member.post(API_ROUTES.memberCalendarToken.path).expect(403);
    const created = await who.member
      .post(API_ROUTES.memberCalendarToken.path)
      .set(CSRF_HEADER, csrfOf.member)
      .expect(200);
    expect(created.body.message).toBe(DOCUMENT_MESSAGES.feedCreated);
    const first = created.body.calendarFeedPath as string;
    expect(first).toMatch(/^\/api-meinamb\/calendar-feed\/[A-Za-z0-9_-]{43}$/);
    expect((await documentsOf(who.member)).calendarFeedPath).toBe(first);
    const dataPath = (feed: string) => feed.replace('/calendar-feed/', '/calendar-feed-data/');
    const feed = await request(app).get(dataPath(first)).expect(200);
    expect((feed.body as MemberCalendarResponse).entries.map((e) => e.eventId)).toEqual([event.eventId]);

    const renewed = await who.member
      .post(API_ROUTES.memberCalendarToken.path)
      .set(CSRF_HEADER, csrfOf.member)
      .expect(200);
    expect(renewed.body.message).toBe(DOCUMENT_MESSAGES.feedRenewed);
    expect(renewed.body.calendarFeedPath).not.toBe(first);
    const gone = await request(app).get(dataPath(first)).expect(404);
    expect(gone.body.error).toEqual({ code: 'NOT_FOUND', message: DOCUMENT_MESSAGES.feedNotFound });
    await request(app).get(dataPath(renewed.body.calendarFeedPath)).expect(200);
    await request(app)
      .get(`${API_ROUTES.memberCalendarFeedData.path.replace(':token', 'kurz')}`)
      .expect(404);
  });

  it('an admin acting as the member renews the member’s feed, and that is audited', async () => {
    const admin = await loginAs(app, users.admin.email);
    const started = await admin.agent
      .post(API_ROUTES.impersonation.path)
      .set(CSRF_HEADER, admin.csrf)
      .send({ userId: users.otherMember.userId });
    expect(started.status).toBe(200);
    const csrf = (started.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('amb_csrf='))
      ?.split(';')[0]
      ?.slice('amb_csrf='.length);
    await admin.agent
      .post(API_ROUTES.memberCalendarToken.path)
      .set(CSRF_HEADER, decodeURIComponent(csrf ?? admin.csrf))
      .expect(200);
    const audit = await testDb.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'targetUserId'])
      .where('action', '=', 'calendar-feed.renew')
      .execute();
    expect(audit).toEqual([{ actorUserId: users.admin.userId, targetUserId: users.otherMember.userId }]);
  });
});
