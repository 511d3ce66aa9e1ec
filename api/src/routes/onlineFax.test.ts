import {
  API_ROUTES,
  CART_MESSAGES,
  CSRF_HEADER,
  ORDER_MESSAGES,
  ONLINE_FAX_MESSAGES,
  VALIDATION_MESSAGES as M,
  priceForParticipant,
  type CheckoutResponse,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { BILLING, PARTICIPANT } from '../test/buyers';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let open: { eventId: number }[];

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  users = await demoUsers(testDb.db);
  open = await testDb.db
    .selectFrom('events')
    .select('eventId')
    .where('startDate', '>=', '2026-02-01')
    .where('cancelledAt', 'is', null)
    .where('isSeries', '=', 0)
    .where((eb) => eb(eb('seatsTaken', '+', 10), '<=', eb.ref('capacity')))
    .orderBy('eventId')
    .execute();
});
afterAll(() => testDb.destroy());

let used = 0;
const freshEvent = () => open[used++]!.eventId;

const submit = (agent: Agent, csrf: string, key: string | null, body: object) => {
  const req = agent.post(API_ROUTES.onlineFaxCheckout.path).set(CSRF_HEADER, csrf);
  return (key === null ? req : req.set('Idempotency-Key', key)).send(body);
};
const registration = (eventId: number, extra: object = {}) => ({
  eventId,
  participants: [
    { ...PARTICIPANT, firstname: 'Anna' },
    { ...PARTICIPANT, firstname: 'Bernd', kind: 'reservation', hotelOverNightOption: 'dayRate' },
  ],
  options: BILLING,
  acceptTerms: true,
  ...extra,
});
const seatsOf = async (eventId: number) =>
  await testDb.db.selectFrom('events').selectAll().where('eventId', '=', eventId).executeTakeFirstOrThrow();
const orderCount = async () =>
  Number(
    (
      await testDb.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /order-api/online-fax/checkout', () => {
  it('asks a logged-out visitor to log in (401) and writes nothing', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const before = await orderCount();
    const res = await submit(agent, csrf, 'fax-gast-1', registration(freshEvent())).expect(401);
    expect(res.body.error.code).toBe('LOGIN_REQUIRED');
    expect(await orderCount()).toBe(before);
  });

  it('orders the registration through the engine: seats, prices, kinds, options, mail; the same key again is the same order', async () => {
    const { agent, csrf } = await loginAs(app, users.member.email);
    const eventId = freshEvent();
    // The cart's item of the event is used up by the registration; another item stays.
    const other = freshEvent();
    for (const id of [eventId, other]) {
      await agent.post(API_ROUTES.cartAddItem.path).set(CSRF_HEADER, csrf).send({ eventId: id }).expect(201);
    }
    const event = await seatsOf(eventId);

    const res = await submit(agent, csrf, 'fax-bestellung-1', registration(eventId)).expect(201);
    const { order } = res.body as CheckoutResponse;
    expect(order.orderNumber).toBe(`AMB-${String(order.orderId).padStart(6, '0')}`);
    expect(order.options).toEqual(BILLING);
    expect(order.items.map((item) => item.eventId)).toEqual([eventId]);
    expect(
      order.items[0]!.participants.map((p) => [p.firstname, p.kind, p.status, p.price, p.hotelOverNightOption]),
    ).toEqual([
      ['Anna', 'booking', 'booked', priceForParticipant(event, 1), 'overnight'],
      ['Bernd', 'reservation', 'reserved', priceForParticipant(event, 2), 'dayRate'],
    ]);
    expect((await seatsOf(eventId)).seatsTaken).toBe(event.seatsTaken + 2);
    const cart = (await agent.get(API_ROUTES.cartGet.path).expect(200)).body as ShoppingCartResponse;
    expect(cart.items.map((item) => item.eventId)).toEqual([other]);
    const mails = await testDb.db
      .selectFrom('mailOutbox')
      .select('recipient')
      .where('subject', '=', `Ihre Buchung und Reservierung ${order.orderNumber}`)
      .execute();
    expect(mails).toEqual([{ recipient: users.member.email }]);

    const again = await submit(agent, csrf, 'fax-bestellung-1', registration(eventId)).expect(200);
    expect(again.body).toEqual(res.body);
    expect((await seatsOf(eventId)).seatsTaken).toBe(event.seatsTaken + 2);
  });

  it('checks every part with the shared schemas (400, German, nothing written)', async () => {
    const { agent, csrf } = await loginAs(app, users.committeeMember.email);
    const eventId = freshEvent();
    const before = await orderCount();
    const { seatsTaken } = await seatsOf(eventId);
    const bad = await submit(agent, csrf, 'fax-falsch-1', {
      ...registration(eventId),
      participants: [{ ...PARTICIPANT, email: 'keine-adresse', hotelOverNightOption: '' }, PARTICIPANT],
      options: { ...BILLING, postalCode: '12' },
    }).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(bad.body.error.fields).toMatchObject({
      'participants.0.email': M.emailInvalid,
      'participants.0.hotelOverNightOption': M.boardOption,
      'options.postalCode': expect.any(String),
    });
    expect(Object.keys(bad.body.error.fields)).not.toContain('participants.1.email');
    const none = await submit(agent, csrf, 'fax-falsch-2', { ...registration(eventId), participants: [] }).expect(400);
    expect(none.body.error.fields).toEqual({ participants: ONLINE_FAX_MESSAGES.participants });
    const markup = await submit(agent, csrf, 'fax-falsch-3', {
      ...registration(eventId),
      options: { ...BILLING, remarks: '<script>' },
    }).expect(400);
    expect(Object.keys(markup.body.error.fields)).toEqual(['options.remarks']);
    const terms = await submit(agent, csrf, 'fax-falsch-4', { ...registration(eventId), acceptTerms: false }).expect(
      400,
    );
    expect(terms.body.error.fields).toEqual({ acceptTerms: ORDER_MESSAGES.acceptTerms });
    const noKey = await submit(agent, csrf, null, registration(eventId)).expect(400);
    expect(noKey.body.error.fields).toEqual({ idempotencyKey: ORDER_MESSAGES.idempotencyKey });
    const unknown = await submit(agent, csrf, 'fax-unbekannt', registration(999_999_999)).expect(404);
    expect(unknown.body.error.message).toBe(CART_MESSAGES.eventNotFound);
    expect(await orderCount()).toBe(before);
    expect((await seatsOf(eventId)).seatsTaken).toBe(seatsTaken);
  });

  it('refuses a full event with 409 and the waiting-list offer, and puts the group on the list when asked', async () => {
    const { agent, csrf } = await loginAs(app, users.manager.email);
    const eventId = freshEvent();
    const { capacity } = await seatsOf(eventId);
    await testDb.db
      .updateTable('events')
      .set({ seatsTaken: capacity - 1 })
      .where('eventId', '=', eventId)
      .execute();
    const before = await orderCount();
    const refused = await submit(agent, csrf, 'fax-voll-1', registration(eventId)).expect(409);
    expect(refused.body.error.code).toBe('EVENT_FULL');
    expect(refused.body.error.message).toMatch(/ ist nur noch 1 Platz frei\..*Warteliste/);
    expect(await orderCount()).toBe(before);
    const res = await submit(agent, csrf, 'fax-voll-1', registration(eventId, { waitlist: true })).expect(201);
    const { order } = res.body as CheckoutResponse;
    expect(order.items[0]!.participants.map((p) => [p.kind, p.status])).toEqual([
      ['waitlist', 'waiting'],
      ['waitlist', 'waiting'],
    ]);
    expect((await seatsOf(eventId)).seatsTaken).toBe(capacity - 1);
  });

  it('needs the CSRF token (403)', async () => {
    const { agent } = await loginAs(app, users.otherMember.email);
    await agent
      .post(API_ROUTES.onlineFaxCheckout.path)
      .set('Idempotency-Key', 'fax-ohne-csrf')
      .send(registration(freshEvent()))
      .expect(403);
  });
});
