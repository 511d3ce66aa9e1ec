/**
 * Booking a conference through the routes the pages use: participants with workshops in the cart (and what is
 * refused), the checkout, the early-bird price by the Berlin day of the order (midnight across both changes of
 * daylight-saving time), the member price, meinamb's bookings and calendar, changing a workshop, and the
 * registration of a committee without an account (account, committee and order at once, binding once confirmed).
 */
import {
  API_ROUTES,
  CONFERENCE_MESSAGES,
  CSRF_HEADER,
  EMAIL_CONFIRMATION_MESSAGES,
  PAGE_ROUTES,
  buildPath,
  type CheckoutResponse,
  type CommitteeBookingsResponse,
  type ConferenceRegistrationResponse,
  type MemberCalendarResponse,
  type MemberEventsResponse,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import { createMailer, type MailMessage } from '../mail';
import { releaseAndNotify } from '../orders/seats';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { testConference, setWorkshopSeats, workshopOf, type TestConference } from '../test/conferenceBuyers';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';
import { NEW_PERSON } from '../test/people';
import { BILLING } from '../test/buyers';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
let clock = NOW;
let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let jav: TestConference;
const sent: MailMessage[] = [];

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    now: () => clock,
    limits: { registration: 1000 },
    mailer: createMailer({ transport: (m) => Promise.resolve(void sent.push(m)) }),
  }));
  users = await demoUsers(testDb.db);
  jav = await testConference(testDb.db, 'jav-konferenz');
});
beforeEach(() => {
  clock = NOW;
});
afterAll(() => testDb.destroy());

const person = (firstname: string, extra: Record<string, unknown> = {}) => ({
  salutation: 'Frau',
  title: '',
  firstname,
  lastname: 'Muster',
  email: `${firstname.toLowerCase()}.muster@example.de`,
  brFunction: 'Betriebsratsmitglied',
  hotelOverNightOption: 'dayRate',
  kind: 'booking',
  ...extra,
});
const choice = (conference: TestConference, code: string, waitlist = false) => ({
  ...workshopOf(conference, code),
  waitlist,
});

async function cartWith(agent: Agent, csrf: string, eventId: number): Promise<number> {
  const res = await agent.post(API_ROUTES.cartAddItem.path).set(CSRF_HEADER, csrf).send({ eventId }).expect(201);
  return (res.body as { item: { cartItemId: number } }).item.cartItemId;
}
const addRecipient = (agent: Agent, csrf: string, body: object) =>
  agent.post(API_ROUTES.cartAddRecipient.path).set(CSRF_HEADER, csrf).send(body);
const cartOf = async (agent: Agent) =>
  (await agent.get(API_ROUTES.cartGet.path).expect(200)).body as ShoppingCartResponse;

async function checkoutAs(agent: Agent, csrf: string, key: string) {
  await agent.post(API_ROUTES.cartUpdateOrderOptions.path).set(CSRF_HEADER, csrf).send(BILLING).expect(200);
  return agent
    .post(API_ROUTES.cartCheckout.path)
    .set(CSRF_HEADER, csrf)
    .set('Idempotency-Key', key)
    .send({ acceptTerms: true });
}

describe('participants with workshops in the cart', () => {
  it('refuses two workshops of one slot, a workshop of another conference and workshops of a seminar', async () => {
    const { agent, csrf } = await loginAs(app, users.otherMember.email);
    const cartItemId = await cartWith(agent, csrf, jav.eventId);
    const clash = await addRecipient(agent, csrf, {
      cartItemId,
      ...person('Ida'),
      workshops: [choice(jav, 'J1'), { ...choice(jav, 'J3'), slotId: workshopOf(jav, 'J1').slotId }],
    }).expect(400);
    expect(clash.body.error.fields.workshops).toBe(CONFERENCE_MESSAGES.workshopClash);
    const sbv = await testConference(testDb.db, 'sbv-tag');
    const foreign = await addRecipient(agent, csrf, {
      cartItemId,
      ...person('Ida'),
      workshops: [choice(sbv, 'S2')],
    }).expect(400);
    expect(foreign.body.error.fields.workshops).toBe(CONFERENCE_MESSAGES.workshopUnknown);
    // A workshop in the wrong slot is no choice of this conference either.
    const j5 = workshopOf(jav, 'J5');
    const wrongSlot = await addRecipient(agent, csrf, {
      cartItemId,
      ...person('Ida'),
      workshops: [{ slotId: workshopOf(jav, 'J1').slotId, workshopId: j5.workshopId, waitlist: false }],
    }).expect(400);
    expect(wrongSlot.body.error.fields.workshops).toBe(CONFERENCE_MESSAGES.workshopUnknown);
    const malformed = await addRecipient(agent, csrf, { cartItemId, ...person('Ida'), workshops: 'J1' }).expect(400);
    expect(malformed.body.error.fields.workshops).toBe(CONFERENCE_MESSAGES.workshops);
    const none = await addRecipient(agent, csrf, { cartItemId, ...person('Ida'), hotelOverNightOption: 'none' });
    expect(none.status).toBe(400);
    expect(none.body.error.fields.hotelOverNightOption).toBe(CONFERENCE_MESSAGES.boardOption);
    const seminar = await testDb.db
      .selectFrom('events')
      .select('eventId')
      .where('startDate', '>', TEST_BASE_DATE)
      .where('eventId', 'not in', (eb) => eb.selectFrom('conferences').select('eventId'))
      .where((eb) => eb('seatsTaken', '<', eb.ref('capacity')))
      .orderBy('eventId')
      .executeTakeFirstOrThrow();
    const seminarItem = await cartWith(agent, csrf, seminar.eventId);
    const refused = await addRecipient(agent, csrf, {
      cartItemId: seminarItem,
      ...person('Ida'),
      workshops: [choice(jav, 'J1')],
    }).expect(400);
    expect(refused.body.error.fields.workshops).toBe(CONFERENCE_MESSAGES.notConference);
    const cart = await cartOf(agent);
    expect(cart.items.flatMap((item) => item.participants)).toHaveLength(0);
    // The database itself holds one workshop per participant and slot.
    const recipient = await addRecipient(agent, csrf, {
      cartItemId,
      ...person('Ida'),
      workshops: [choice(jav, 'J1'), choice(jav, 'J5')],
    }).expect(201);
    const recipientId = (recipient.body as ShoppingCartResponse).items.find((i) => i.cartItemId === cartItemId)!
      .participants[0]!.recipientId;
    await expect(
      testDb.db
        .insertInto('cartRecipientWorkshops')
        .values({
          recipientId,
          slotId: workshopOf(jav, 'J1').slotId,
          workshopId: workshopOf(jav, 'J3').workshopId,
          waitlist: 0,
        })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('booking two participants into different workshops', () => {
  it('orders through the checkout, shows the workshops in meinamb and puts their times in the calendar', async () => {
    const { agent, csrf } = await loginAs(app, users.member.email);
    const cartItemId = await cartWith(agent, csrf, jav.eventId);
    await addRecipient(agent, csrf, {
      cartItemId,
      ...person('Lea'),
      workshops: [choice(jav, 'J1'), choice(jav, 'J5')],
    }).expect(201);
    const added = await addRecipient(agent, csrf, {
      cartItemId,
      ...person('Tom', { salutation: 'Herr', hotelOverNightOption: 'overnight' }),
      workshops: [choice(jav, 'J3'), choice(jav, 'J6')],
    }).expect(201);
    const item = (added.body as ShoppingCartResponse).items[0]!;
    expect(item.conference).toMatchObject({ slug: 'jav-konferenz', url: '/fachtagung/jav-konferenz' });
    expect(item.conference!.slots.map((s) => s.workshops.length)).toEqual([4, 4]);
    expect(item.participants.map((p) => p.workshops.map((w) => w.workshopId))).toEqual([
      [workshopOf(jav, 'J1').workshopId, workshopOf(jav, 'J5').workshopId],
      [workshopOf(jav, 'J3').workshopId, workshopOf(jav, 'J6').workshopId],
    ]);
    // Early bird (until 100 days after the base date): 390 € less 50 €, for every position (no degressive prices).
    expect(item.participants.map((p) => p.price)).toEqual([340, 340]);

    const res = await checkoutAs(agent, csrf, 'tagung-zwei-teilnehmer');
    expect(res.status).toBe(201);
    const { order } = res.body as CheckoutResponse;
    expect(order.items[0]!.conferenceUrl).toBe('/fachtagung/jav-konferenz');
    expect(order.items[0]!.participants.map((p) => p.workshops.map((w) => [w.code, w.status]))).toEqual([
      [
        ['J1', 'booked'],
        ['J5', 'booked'],
      ],
      [
        ['J3', 'booked'],
        ['J6', 'booked'],
      ],
    ]);
    const mail = sent.findLast((m) => m.subject === `Ihre Buchung ${order.orderNumber}`)!;
    expect(mail.text).toContain('Workshop J1 „Ausbildungsqualität prüfen“');

    const future = (await agent.get(API_ROUTES.memberFutureEvents.path).expect(200)).body as MemberEventsResponse;
    const booking = future.events.find((e) => e.orderId === order.orderId)!;
    expect(booking.conference).toMatchObject({ url: '/fachtagung/jav-konferenz' });
    expect(booking.participants.map((p) => p.workshops.map((w) => w.code))).toEqual([
      ['J1', 'J5'],
      ['J3', 'J6'],
    ]);
    const calendar = (await agent.get(API_ROUTES.memberCalendar.path).expect(200)).body as MemberCalendarResponse;
    const entry = calendar.entries.find((e) => e.eventId === jav.eventId)!;
    expect(entry).toMatchObject({ eventPath: '/fachtagung/jav-konferenz', dayStartsAt: '09:00', dayEndsAt: '15:30' });
    expect(entry.sessions.map((s) => [s.title.slice(0, 11), s.startsAt, s.endsAt, s.participants.length])).toEqual([
      ['Workshop J1', '11:15', '13:00', 1],
      ['Workshop J3', '11:15', '13:00', 1],
      ['Workshop J5', '09:00', '10:45', 1],
      ['Workshop J6', '09:00', '10:45', 1],
    ]);
  });
});

describe('the early-bird price', () => {
  /** The first participant's price of an order placed at `instant` for the congress (early bird until `until`). */
  async function priceAt(instant: string, until: string, tag: string): Promise<number> {
    const congress = await testConference(testDb.db, 'digitalisierungs-kongress');
    await testDb.db
      .updateTable('events')
      .set({ startDate: '2026-12-07', endDate: '2026-12-09' })
      .where('eventId', '=', congress.eventId)
      .execute();
    await testDb.db
      .updateTable('conferences')
      .set({ earlyBirdUntil: until })
      .where('conferenceId', '=', congress.conferenceId)
      .execute();
    // The session starts on the order's clock (a session lasts hours, not months).
    clock = new Date(instant);
    const { agent, csrf } = await loginAs(app, users.committeeMember.email);
    await testDb.db.deleteFrom('cartItems').where('userId', '=', users.committeeMember.userId).execute();
    const cartItemId = await cartWith(agent, csrf, congress.eventId);
    await addRecipient(agent, csrf, {
      cartItemId,
      ...person('Eva'),
      workshops: [choice(congress, 'D2'), choice(congress, 'D5'), choice(congress, 'D8')],
    }).expect(201);
    const res = await checkoutAs(agent, csrf, `fruehbucher-${tag}`);
    expect(res.status).toBe(201);
    return (res.body as CheckoutResponse).order.items[0]!.participants[0]!.price;
  }

  it.each([
    // 29 March 2026 is the day summer time begins: its midnight in Berlin is 22:00 UTC.
    ['2026-03-29T21:59:59.000Z', '2026-03-29', 840, 'maerz-vorher'],
    ['2026-03-29T22:00:00.000Z', '2026-03-29', 990, 'maerz-nachher'],
    // 25 October 2026 is the day summer time ends: its midnight in Berlin is 23:00 UTC.
    ['2026-10-25T22:59:59.000Z', '2026-10-25', 840, 'oktober-vorher'],
    ['2026-10-25T23:00:00.000Z', '2026-10-25', 990, 'oktober-nachher'],
  ])('an order at %s (early bird until %s, Berlin) costs %i €', async (instant, until, price, tag) => {
    expect(await priceAt(instant, until, tag)).toBe(price);
  });
});

describe("the committee's bookings", () => {
  it('shows the manager the conference its member booked, in the costs of its year', async () => {
    const { agent } = await loginAs(app, users.manager.email);
    const res = await agent.get(API_ROUTES.committeeBookings.path).expect(200);
    const { bookings, costs } = res.body as CommitteeBookingsResponse;
    const conference = bookings.filter((b) => b.themeTitle === 'Digitalisierungs-Kongress');
    // The early-bird tests above: four orders of one participant each, 840 € twice and 990 € twice.
    expect(conference.map((b) => b.priceCents).sort()).toEqual([84000, 84000, 99000, 99000]);
    for (const booking of conference) expect(booking.workshops.map((w) => w.code)).toEqual(['D2', 'D5', 'D8']);
    const year = costs.find((c) => c.year === 2026)!;
    expect(year.totalCents).toBeGreaterThanOrEqual(2 * 84000 + 2 * 99000);
  });
});

describe('the member price', () => {
  it('takes the member discount off for a union member, on top of the degressive price', async () => {
    const { agent, csrf } = await loginAs(app, users.otherMember.email);
    const conference = await testConference(testDb.db, 'betriebsraete-fachtagung');
    await testDb.db.deleteFrom('cartItems').where('userId', '=', users.otherMember.userId).execute();
    const cartItemId = await cartWith(agent, csrf, conference.eventId);
    const codes = ['A1', 'A4', 'A7', 'A10'];
    const workshops = codes.map((code) => choice(conference, code));
    await addRecipient(agent, csrf, { cartItemId, ...person('Uta'), workshops }).expect(201);
    const res = await addRecipient(agent, csrf, { cartItemId, ...person('Ole'), workshops, unionMember: true });
    const item = (res.body as ShoppingCartResponse).items[0]!;
    // Early bird (890/850 € less 100 €), the second a union member (less 60 €).
    expect(item.participants.map((p) => [p.price, p.unionMember])).toEqual([
      [790, false],
      [690, true],
    ]);
  });
});

describe('changing a workshop in meinamb', () => {
  it("moves a participant to another workshop, onto a full one's waiting list when asked, and guards the rest", async () => {
    const { agent, csrf } = await loginAs(app, users.member.email);
    const future = (await agent.get(API_ROUTES.memberFutureEvents.path).expect(200)).body as MemberEventsResponse;
    const booking = future.events.find((e) => e.eventId === jav.eventId)!;
    const lea = booking.participants[0]!;
    const change = (body: object, who: Agent = agent, token = csrf) =>
      who.post(API_ROUTES.memberConferenceWorkshop.path).set(CSRF_HEADER, token).send(body);

    const moved = await change({ participantId: lea.participantId, ...workshopOf(jav, 'J4') }).expect(200);
    expect(moved.body.message).toBe(CONFERENCE_MESSAGES.workshopChanged('Mobbing und Konflikte in der Ausbildung'));
    expect(moved.body.participant.workshops.map((w: { code: string; status: string }) => [w.code, w.status])).toEqual([
      ['J4', 'booked'],
      ['J5', 'booked'],
    ]);
    const j2 = workshopOf(jav, 'J2');
    await setWorkshopSeats(testDb.db, j2.workshopId, 30, 30);
    const full = await change({ participantId: lea.participantId, ...j2 }).expect(409);
    expect(full.body.error.code).toBe('WORKSHOP_FULL');
    const waiting = await change({ participantId: lea.participantId, ...j2, waitlist: true }).expect(200);
    expect(waiting.body.message).toBe(CONFERENCE_MESSAGES.workshopWaiting('Übernahme nach der Ausbildung'));

    await change({ participantId: 'x', ...j2 }).expect(400);
    await change({
      participantId: lea.participantId,
      slotId: j2.slotId,
      workshopId: workshopOf(jav, 'J5').workshopId,
    }).expect(400);
    const other = await loginAs(app, users.otherMember.email);
    await change({ participantId: lea.participantId, ...workshopOf(jav, 'J1') }, other.agent, other.csrf).expect(404);
    const anonymous = await anonymousAgent(app);
    await change(
      { participantId: lea.participantId, ...workshopOf(jav, 'J1') },
      anonymous.agent,
      anonymous.csrf,
    ).expect(401);
  });
});

describe('the registration of a committee without an account', () => {
  const registration = (email: string, extra: Record<string, unknown> = {}) => ({
    conference: 'jav-konferenz',
    committeeName: 'JAV der Elbwerft GmbH',
    ...NEW_PERSON,
    company: 'Elbwerft GmbH',
    email,
    password: 'Ausbildung-mit-Zukunft-2026',
    participants: [
      { ...person('Mia'), workshops: [choice(jav, 'J1'), choice(jav, 'J6')] },
      { ...person('Jan', { salutation: 'Herr' }), workshops: [choice(jav, 'J3'), choice(jav, 'J7')] },
    ],
    acceptTerms: true,
    ...extra,
  });
  const register = (agent: Agent, csrf: string, body: object) =>
    agent.post(API_ROUTES.conferenceRegistrationRequest.path).set(CSRF_HEADER, csrf).send(body);
  const userCount = async () =>
    Number(
      (
        await testDb.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const linkToken = (email: string) => {
    const mail = sent.findLast((m) => m.to === email && m.subject === EMAIL_CONFIRMATION_MESSAGES.mailSubject)!;
    const prefix = buildPath(PAGE_ROUTES.emailConfirmation.path, { token: 'TOKEN' }).replace('TOKEN', '');
    return new RegExp(`${prefix}([A-Za-z0-9_-]+)`).exec(mail.text)![1]!;
  };

  it('creates account, committee and order at once; the bookings are binding when the address is confirmed', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const seatsBefore = (
      await testDb.db
        .selectFrom('events')
        .select('seatsTaken')
        .where('eventId', '=', jav.eventId)
        .executeTakeFirstOrThrow()
    ).seatsTaken;
    const res = await register(agent, csrf, registration('jav.elbwerft@example.de'));
    expect(res.status).toBe(201);
    const body = res.body as ConferenceRegistrationResponse;
    expect(body.message).toBe(CONFERENCE_MESSAGES.registered('jav.elbwerft@example.de'));
    expect(body.order.items[0]!.participants.map((p) => [p.kind, p.status])).toEqual([
      ['booking', 'reserved'],
      ['booking', 'reserved'],
    ]);
    expect(body.order.items[0]!.participants[0]!.reservedUntil).toBe(
      new Date(NOW.getTime() + 48 * 3_600_000).toISOString(),
    );
    const account = await testDb.db
      .selectFrom('users as u')
      .innerJoin('committees as c', 'c.committeeId', 'u.committeeId')
      .select(['u.userId', 'u.committeeRole', 'u.emailConfirmedAt', 'c.name', 'c.company'])
      .where('u.email', '=', 'jav.elbwerft@example.de')
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      committeeRole: 'manager',
      emailConfirmedAt: null,
      name: 'JAV der Elbwerft GmbH',
      company: 'Elbwerft GmbH',
    });
    const order = await testDb.db
      .selectFrom('orders')
      .select(['committeeId'])
      .where('orderId', '=', body.order.orderId)
      .executeTakeFirstOrThrow();
    expect(order.committeeId).not.toBeNull();
    expect(
      (
        await testDb.db
          .selectFrom('events')
          .select('seatsTaken')
          .where('eventId', '=', jav.eventId)
          .executeTakeFirstOrThrow()
      ).seatsTaken,
    ).toBe(seatsBefore + 2);
    // E-mail confirmation first: no order confirmation yet, and the bookings cannot be confirmed another way.
    expect(sent.some((m) => m.subject.endsWith(` ${body.order.orderNumber}`))).toBe(false);
    const csrfNow = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('amb_csrf='))!;
    const token = decodeURIComponent(csrfNow.slice('amb_csrf='.length).split(';')[0]!);
    const early = await agent
      .post(API_ROUTES.orderConfirmReservation.path)
      .set(CSRF_HEADER, token)
      .send({ participantId: body.order.items[0]!.participants[0]!.participantId });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(CONFERENCE_MESSAGES.confirmEmailFirst);

    const confirmed = await agent
      .post(API_ROUTES.emailConfirm.path)
      .set(CSRF_HEADER, token)
      .send({ token: linkToken('jav.elbwerft@example.de') })
      .expect(200);
    expect(confirmed.body.message).toBe(CONFERENCE_MESSAGES.bookingsConfirmed(2));
    const statuses = await testDb.db
      .selectFrom('orderParticipants')
      .select(['status', 'reservedUntil'])
      .where('orderId', '=', body.order.orderId)
      .execute();
    expect(statuses).toEqual([
      { status: 'booked', reservedUntil: null },
      { status: 'booked', reservedUntil: null },
    ]);
    const confirmation = sent.findLast((m) => m.subject === `Ihre Buchung ${body.order.orderNumber}`)!;
    expect(confirmation.to).toBe('jav.elbwerft@example.de');
    expect(confirmation.text).toContain('Workshop J7');
  });

  it('gives the seats and workshops back when the address is not confirmed in time', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const j1 = workshopOf(jav, 'J1');
    const seats = async () =>
      (
        await testDb.db
          .selectFrom('conferenceWorkshops')
          .select('seatsTaken')
          .where('workshopId', '=', j1.workshopId)
          .executeTakeFirstOrThrow()
      ).seatsTaken;
    const before = await seats();
    const res = await register(agent, csrf, registration('jav.spaet@example.de')).expect(201);
    expect(await seats()).toBe(before + 1);
    await releaseAndNotify(testDb.db, createMailer(), {
      now: new Date(NOW.getTime() + 49 * 3_600_000),
      reservationDays: 14,
    });
    const statuses = await testDb.db
      .selectFrom('orderParticipants')
      .select('status')
      .where('orderId', '=', (res.body as ConferenceRegistrationResponse).order.orderId)
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['expired', 'expired']);
    expect(await seats()).toBe(before);
  });

  it('refuses bad input, a taken address, an unknown conference and a logged-in member, and writes nothing', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const before = await userCount();
    const bad = await register(
      agent,
      csrf,
      registration('jav.neu@example.de', { postalCode: '123', participants: [] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ postalCode: expect.any(String), participants: expect.any(String) });
    const participantBad = await register(
      agent,
      csrf,
      registration('jav.neu@example.de', { participants: [{ ...person('X'), workshops: [] }] }),
    );
    expect(participantBad.status).toBe(400);
    expect(participantBad.body.error.fields['participants.0.firstname']).toBeDefined();
    const markup = await register(agent, csrf, registration('jav.neu@example.de', { committeeName: '<b>JAV</b>' }));
    expect(markup.status).toBe(400);
    const incomplete = await register(
      agent,
      csrf,
      registration('jav.neu@example.de', { participants: [{ ...person('Kai'), workshops: [choice(jav, 'J1')] }] }),
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.message).toBe(CONFERENCE_MESSAGES.workshopsMissing('Frau Kai Muster'));
    const taken = await register(agent, csrf, registration(users.member.email));
    expect(taken.status).toBe(409);
    const unknown = await register(agent, csrf, registration('jav.neu@example.de', { conference: 'gibt-es-nicht' }));
    expect(unknown.status).toBe(404);
    expect(await userCount()).toBe(before);
    const member = await loginAs(app, users.otherMember.email);
    const loggedIn = await register(member.agent, member.csrf, registration('jav.neu@example.de'));
    expect(loggedIn.status).toBe(400);
    expect(loggedIn.body.error.message).toBe(CONFERENCE_MESSAGES.registrationLoggedIn);
    expect(await userCount()).toBe(before);
  });
});
