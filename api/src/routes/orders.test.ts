import {
  API_ROUTES,
  CANCELLATION_TERMS_LINES,
  CART_MESSAGES,
  CSRF_HEADER,
  ORDER_MESSAGES,
  VALIDATION_MESSAGES as M,
  type CheckoutResponse,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { DEMO_PASSWORD } from '../seed/accounts';
import { anonymousAgent, loginAs, postLogin, type Agent } from '../test/agent';
import { BILLING, PARTICIPANT } from '../test/buyers';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createApp } from '../app';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let open: { eventId: number; startDate: string }[];

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  users = await demoUsers(testDb.db);
  // Events from 3 weeks on, so a reservation's 14 days end before the start.
  open = await testDb.db
    .selectFrom('events')
    .select(['eventId', 'startDate'])
    .where('startDate', '>=', '2026-02-01')
    .where('cancelledAt', 'is', null)
    .where((eb) => eb(eb('seatsTaken', '+', 10), '<=', eb.ref('capacity')))
    .orderBy('startDate')
    .orderBy('eventId')
    .execute();
});
afterAll(() => testDb.destroy());

let used = 0;
function freshEvent() {
  const event = open[used];
  used += 1;
  if (!event) throw new Error('zu wenige buchbare Termine im Seed');
  return event;
}

const post = (agent: Agent, csrf: string, path: string, body: object) =>
  agent.post(path).set(CSRF_HEADER, csrf).send(body);
const cart = async (agent: Agent): Promise<ShoppingCartResponse> => {
  const res = await agent.get(API_ROUTES.cartGet.path).expect(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body as ShoppingCartResponse;
};
async function itemIn(agent: Agent, csrf: string, eventId: number): Promise<number> {
  const res = await post(agent, csrf, API_ROUTES.cartAddItem.path, { eventId }).expect(201);
  return res.body.item.cartItemId as number;
}
const seatsOf = async (eventId: number) =>
  (await testDb.db.selectFrom('events').select('seatsTaken').where('eventId', '=', eventId).executeTakeFirstOrThrow())
    .seatsTaken;
const count = async (table: 'orders' | 'orderParticipants' | 'cartRecipients' | 'cartOptions') =>
  Number(
    (
      await testDb.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The n-th participant's price written out apart from the api: 2..5 their own price or the one before, 6+ the fifth. */
function expectedPrice(
  e: {
    price: number;
    priceParticipantTwo: number | null;
    priceParticipantThree: number | null;
    priceParticipantFour: number | null;
    priceParticipantFive: number | null;
  },
  n: number,
): number {
  const p2 = e.priceParticipantTwo ?? e.price;
  const p3 = e.priceParticipantThree ?? p2;
  const p4 = e.priceParticipantFour ?? p3;
  const p5 = e.priceParticipantFive ?? p4;
  return [e.price, p2, p3, p4, p5][Math.min(n, 5) - 1]!;
}

describe('order api: participants', () => {
  it('prices 1 to 7 participants by position and totals the cart', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const event = freshEvent();
    const cartItemId = await itemIn(agent, csrf, event.eventId);
    const prices = await testDb.db
      .selectFrom('events')
      .select(['price', 'priceParticipantTwo', 'priceParticipantThree', 'priceParticipantFour', 'priceParticipantFive'])
      .where('eventId', '=', event.eventId)
      .executeTakeFirstOrThrow();
    for (let n = 1; n <= 7; n += 1) {
      const res = await post(agent, csrf, API_ROUTES.cartAddRecipient.path, {
        cartItemId,
        ...PARTICIPANT,
        lastname: `Muster${'n'.repeat(n)}`,
        kind: n % 2 === 0 ? 'reservation' : 'booking',
      }).expect(201);
      const body = res.body as ShoppingCartResponse;
      const item = body.items[0]!;
      expect(item.participants.map((p) => [p.label, p.price])).toEqual(
        Array.from({ length: n }, (_, i) => [`${i + 1}. Teilnehmer`, expectedPrice(prices, i + 1)]),
      );
      const sum = Array.from({ length: n }, (_, i) => expectedPrice(prices, i + 1)).reduce((a, b) => a + b, 0);
      expect(item.subtotal).toBe(sum);
      expect(body.totals).toEqual({ participants: n, total: sum });
      expect(body.reservationDays).toBe(14);
    }
    const body = await cart(agent);
    expect(body.items[0]).toMatchObject({ eventId: event.eventId, state: 'bookable', prices });
    expect(body.items[0]!.participants[1]).toMatchObject({ kind: 'reservation', hotelOverNightOption: 'overnight' });
    expect(body.cancellationTerms).toEqual(CANCELLATION_TERMS_LINES);
    expect(body.options).toBeNull();
  });

  it('edits and deletes a participant; the others move up and are priced anew', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const cartItemId = await itemIn(agent, csrf, freshEvent().eventId);
    for (const firstname of ['Anna', 'Bernd', 'Clara']) {
      await post(agent, csrf, API_ROUTES.cartAddRecipient.path, { cartItemId, ...PARTICIPANT, firstname }).expect(201);
    }
    const [anna, bernd] = (await cart(agent)).items[0]!.participants;
    const edited = await post(agent, csrf, API_ROUTES.cartEditRecipient.path, {
      recipientId: bernd!.recipientId,
      ...PARTICIPANT,
      firstname: 'Berta',
      salutation: 'Frau Dr.',
      kind: 'reservation',
      hotelOverNightOption: 'dayRate',
    }).expect(200);
    expect((edited.body as ShoppingCartResponse).items[0]!.participants[1]).toMatchObject({
      firstname: 'Berta',
      salutation: 'Frau Dr.',
      kind: 'reservation',
      hotelOverNightOption: 'dayRate',
      position: 2,
    });
    const deleted = await post(agent, csrf, API_ROUTES.cartDeleteRecipient.path, {
      recipientId: anna!.recipientId,
    }).expect(200);
    const item = (deleted.body as ShoppingCartResponse).items[0]!;
    expect(item.participants.map((p) => [p.firstname, p.label])).toEqual([
      ['Berta', '1. Teilnehmer'],
      ['Clara', '2. Teilnehmer'],
    ]);
    expect(item.participants[0]!.price).toBe(item.prices.price);
  });

  it('answers bad participant input with 400 and the SPEC §5 messages, storing nothing', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const cartItemId = await itemIn(agent, csrf, freshEvent().eventId);
    const before = await count('cartRecipients');
    const res = await post(agent, csrf, API_ROUTES.cartAddRecipient.path, { cartItemId }).expect(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      fields: {
        salutation: M.salutation,
        firstname: M.firstNameRequired,
        lastname: M.lastNameRequired,
        email: M.emailRequired,
        hotelOverNightOption: 'Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an',
        kind: ORDER_MESSAGES.kind,
      },
    });
    const markup = await post(agent, csrf, API_ROUTES.cartAddRecipient.path, {
      cartItemId,
      ...PARTICIPANT,
      title: '<b>Dr.</b>',
    }).expect(400);
    expect(Object.keys(markup.body.error.fields)).toEqual(['title']);
    expect(await count('cartRecipients')).toBe(before);
  });

  it("answers another cart's item or participant with 404 and changes nothing", async () => {
    const owner = await anonymousAgent(app);
    const cartItemId = await itemIn(owner.agent, owner.csrf, freshEvent().eventId);
    await post(owner.agent, owner.csrf, API_ROUTES.cartAddRecipient.path, { cartItemId, ...PARTICIPANT }).expect(201);
    const before = await cart(owner.agent);
    const { recipientId } = before.items[0]!.participants[0]!;
    for (const stranger of [await anonymousAgent(app), await loginAs(app, users.otherMember.email)]) {
      const add = await post(stranger.agent, stranger.csrf, API_ROUTES.cartAddRecipient.path, {
        cartItemId,
        ...PARTICIPANT,
      }).expect(404);
      expect(add.body.error).toEqual({ code: 'NOT_FOUND', message: CART_MESSAGES.cartItemNotFound });
      const edit = await post(stranger.agent, stranger.csrf, API_ROUTES.cartEditRecipient.path, {
        recipientId,
        ...PARTICIPANT,
        firstname: 'Mallory',
      }).expect(404);
      expect(edit.body.error).toEqual({ code: 'NOT_FOUND', message: ORDER_MESSAGES.recipientNotFound });
      await post(stranger.agent, stranger.csrf, API_ROUTES.cartDeleteRecipient.path, { recipientId }).expect(404);
    }
    await post(owner.agent, owner.csrf, API_ROUTES.cartDeleteRecipient.path, { recipientId: 999_999 }).expect(404);
    expect(await cart(owner.agent)).toEqual(before);
  });

  it('refuses every write without the CSRF token (403) and stores nothing', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const cartItemId = await itemIn(agent, csrf, freshEvent().eventId);
    await post(agent, csrf, API_ROUTES.cartAddRecipient.path, { cartItemId, ...PARTICIPANT }).expect(201);
    const before = await cart(agent);
    const { recipientId } = before.items[0]!.participants[0]!;
    const writes: [string, object][] = [
      [API_ROUTES.cartAddRecipient.path, { cartItemId, ...PARTICIPANT }],
      [API_ROUTES.cartEditRecipient.path, { recipientId, ...PARTICIPANT, firstname: 'Neu' }],
      [API_ROUTES.cartDeleteRecipient.path, { recipientId }],
      [API_ROUTES.cartUpdateOrderOptions.path, BILLING],
      [API_ROUTES.cartCheckout.path, { acceptTerms: true }],
    ];
    for (const [path, body] of writes) {
      const res = await agent.post(path).set('Idempotency-Key', 'csrf-probe-key').send(body).expect(403);
      expect(res.body.error.code).toBe('CSRF_INVALID');
      await agent.post(path).set(CSRF_HEADER, 'falsch').send(body).expect(403);
    }
    expect(await cart(agent)).toEqual(before);
  });

  it('answers an empty cart without a session and makes none', async () => {
    const res = await request(app).get(API_ROUTES.cartGet.path).expect(200);
    expect(res.body).toEqual({
      items: [],
      options: null,
      totals: { participants: 0, total: 0 },
      cancellationTerms: CANCELLATION_TERMS_LINES,
      reservationDays: 14,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('order api: order options', () => {
  it('checks the billing address with the SPEC §5 rules and stores nothing on bad input', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const res = await post(agent, csrf, API_ROUTES.cartUpdateOrderOptions.path, {
      ...BILLING,
      street: 'Hafenstraße 12',
      postalCode: '1234',
      city: '',
    }).expect(400);
    expect(res.body.error.fields).toEqual({
      street: M.streetNoDigits,
      postalCode: M.postalCodeInvalid,
      city: M.cityRequired,
    });
    expect(await count('cartOptions')).toBe(0);
  });

  it("stores them, shows them in the cart and takes them with items and participants into the member's cart at login", async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const event = freshEvent();
    const cartItemId = await itemIn(agent, csrf, event.eventId);
    await post(agent, csrf, API_ROUTES.cartAddRecipient.path, { cartItemId, ...PARTICIPANT }).expect(201);
    const saved = await post(agent, csrf, API_ROUTES.cartUpdateOrderOptions.path, {
      ...BILLING,
      remarks: ' Bitte vegetarisch ',
    }).expect(200);
    expect(saved.body).toEqual({ options: { ...BILLING, remarks: 'Bitte vegetarisch' } });
    const changed = { ...BILLING, costCentre: 'KST 200' };
    await post(agent, csrf, API_ROUTES.cartUpdateOrderOptions.path, changed).expect(200);
    expect((await cart(agent)).options).toEqual(changed);

    const login = await postLogin(agent, csrf, { email: users.admin.email, password: DEMO_PASSWORD }).expect(200);
    expect(login.status).toBe(200);
    const mine = await cart(agent);
    expect(mine.options).toEqual(changed);
    expect(mine.items.find((i) => i.eventId === event.eventId)?.participants).toHaveLength(1);
  });
});

describe('order api: the billing address typed once', () => {
  it("suggests the member's own address while the cart holds none; never to a visitor, never over stored options", async () => {
    const visitor = await anonymousAgent(app);
    expect((await cart(visitor.agent)).suggestedOptions ?? null).toBeNull();

    const { agent, csrf } = await loginAs(app, users.otherMember.email);
    await testDb.db.deleteFrom('cartOptions').where('userId', '=', users.otherMember.userId).execute();
    await testDb.db
      .updateTable('users')
      .set({ company: 'Hafenwerk AG', street: 'Kaistraße', streetNumber: '3', postalCode: '20457', city: 'Hamburg' })
      .where('userId', '=', users.otherMember.userId)
      .execute();
    const cartItemId = await itemIn(agent, csrf, freshEvent().eventId);
    const suggested = await cart(agent);
    expect(suggested.options).toBeNull();
    expect(suggested.suggestedOptions).toEqual({
      company: 'Hafenwerk AG',
      street: 'Kaistraße',
      streetNumber: '3',
      postalCode: '20457',
      city: 'Hamburg',
      purchaseOrderNumber: '',
      costCentre: '',
      remarks: '',
    });

    await post(agent, csrf, API_ROUTES.cartUpdateOrderOptions.path, BILLING).expect(200);
    const stored = await cart(agent);
    expect(stored.options).toEqual(BILLING);
    expect(stored.suggestedOptions).toBeNull();
    // The member's cart is as before for the other tests.
    await post(agent, csrf, API_ROUTES.cartDeleteItem.path, { cartItemId }).expect(200);
  });
});

describe('order api: checkout', () => {
  const checkout = (agent: Agent, csrf: string, key: string | null, body: object = { acceptTerms: true }) => {
    const req = agent.post(API_ROUTES.cartCheckout.path).set(CSRF_HEADER, csrf);
    return (key === null ? req : req.set('Idempotency-Key', key)).send(body);
  };

  async function fillCart(agent: Agent, csrf: string, eventId: number, kinds: ('booking' | 'reservation')[]) {
    const cartItemId = await itemIn(agent, csrf, eventId);
    for (const [i, kind] of kinds.entries()) {
      await post(agent, csrf, API_ROUTES.cartAddRecipient.path, {
        cartItemId,
        ...PARTICIPANT,
        firstname: ['Anna', 'Bernd', 'Clara'][i],
        kind,
      }).expect(201);
    }
    await post(agent, csrf, API_ROUTES.cartUpdateOrderOptions.path, BILLING).expect(200);
  }

  it('asks a logged-out visitor to log in (401) and keeps the cart', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    await fillCart(agent, csrf, freshEvent().eventId, ['booking']);
    const res = await checkout(agent, csrf, 'gast-schluessel-1').expect(401);
    expect(res.body.error.code).toBe('LOGIN_REQUIRED');
    expect((await cart(agent)).items[0]!.participants).toHaveLength(1);
  });

  it('needs the Idempotency-Key, confirmed terms, participants and a billing address (400, nothing written)', async () => {
    const { agent, csrf } = await loginAs(app, users.member.email);
    const orders = await count('orders');
    expect((await checkout(agent, csrf, 'leerer-korb-1').expect(400)).body.error.message).toBe(
      ORDER_MESSAGES.cartEmpty,
    );
    const event = freshEvent();
    const seats = await seatsOf(event.eventId);
    const cartItemId = await itemIn(agent, csrf, event.eventId);
    const noKey = await checkout(agent, csrf, null).expect(400);
    expect(noKey.body.error.fields).toEqual({ idempotencyKey: ORDER_MESSAGES.idempotencyKey });
    await checkout(agent, csrf, 'kurz').expect(400);
    const terms = await checkout(agent, csrf, 'schluessel-agb-1', { acceptTerms: false }).expect(400);
    expect(terms.body.error.fields).toEqual({ acceptTerms: ORDER_MESSAGES.acceptTerms });
    const none = await checkout(agent, csrf, 'schluessel-ohne-tn').expect(400);
    expect(none.body.error.fields).toEqual({ [`items.${cartItemId}`]: ORDER_MESSAGES.noParticipants });
    await post(agent, csrf, API_ROUTES.cartAddRecipient.path, { cartItemId, ...PARTICIPANT }).expect(201);
    const noAddress = await checkout(agent, csrf, 'schluessel-ohne-adr').expect(400);
    expect(noAddress.body.error.fields).toEqual({ options: ORDER_MESSAGES.billingAddressMissing });
    expect(await count('orders')).toBe(orders);
    expect(await seatsOf(event.eventId)).toBe(seats);
    // The same key may be used again after a refusal: nothing was stored under it.
    await post(agent, csrf, API_ROUTES.cartUpdateOrderOptions.path, BILLING).expect(200);
    await checkout(agent, csrf, 'schluessel-ohne-adr').expect(201);
  });

  it('turns the cart into an order in one step: seats, participants, prices, options, history, mail; the same key again is the same order', async () => {
    const { agent, csrf } = await loginAs(app, users.committeeMember.email);
    const event = freshEvent();
    await fillCart(agent, csrf, event.eventId, ['booking', 'reservation']);
    const before = await cart(agent);
    const seats = await seatsOf(event.eventId);

    const res = await checkout(agent, csrf, 'bestellung-eins').expect(201);
    const { order } = res.body as CheckoutResponse;
    expect(order.orderNumber).toBe(`AMB-${String(order.orderId).padStart(6, '0')}`);
    expect(order.total).toBe(before.totals.total);
    expect(order.options).toEqual(BILLING);
    expect(order.items).toHaveLength(1);
    const reservedUntil = new Date(NOW.getTime() + 14 * 86_400_000).toISOString();
    expect(order.items[0]!.participants.map((p) => [p.firstname, p.kind, p.status, p.price, p.reservedUntil])).toEqual([
      ['Anna', 'booking', 'booked', before.items[0]!.participants[0]!.price, null],
      ['Bernd', 'reservation', 'reserved', before.items[0]!.participants[1]!.price, reservedUntil],
    ]);
    expect(order.history.map((h) => h.status)).toEqual(['ordered', 'booked', 'reserved']);
    expect(await seatsOf(event.eventId)).toBe(seats + 2);
    expect((await cart(agent)).items).toEqual([]);
    const mails = await testDb.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('subject', '=', `Ihre Buchung und Reservierung ${order.orderNumber}`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(users.committeeMember.email);
    expect(mails[0]!.bodyText).toContain('1. Teilnehmer: Frau Anna Muster – Buchung');
    expect(mails[0]!.bodyText).toContain('2. Teilnehmer: Frau Bernd Muster – Reservierung bis 19.01.2026');
    expect(mails[0]!.bodyText).toContain(CANCELLATION_TERMS_LINES[3]);

    const again = await checkout(agent, csrf, 'bestellung-eins').expect(200);
    expect(again.body).toEqual(res.body);
    expect(await seatsOf(event.eventId)).toBe(seats + 2);
    expect(
      await testDb.db
        .selectFrom('mailOutbox')
        .select('mailId')
        .where('subject', '=', `Ihre Buchung und Reservierung ${order.orderNumber}`)
        .execute(),
    ).toHaveLength(1);
  });

  it('refuses a cart whose event lacks the seats with 409 and a German message, writing nothing', async () => {
    const { agent, csrf } = await loginAs(app, users.manager.email);
    const event = freshEvent();
    await fillCart(agent, csrf, event.eventId, ['booking', 'booking', 'reservation']);
    const { capacity } = await testDb.db
      .selectFrom('events')
      .select('capacity')
      .where('eventId', '=', event.eventId)
      .executeTakeFirstOrThrow();
    await testDb.db
      .updateTable('events')
      .set({ seatsTaken: capacity - 2 })
      .where('eventId', '=', event.eventId)
      .execute();
    const before = await cart(agent);
    const orders = await count('orders');
    const participants = await count('orderParticipants');

    const res = await checkout(agent, csrf, 'zu-viele-teilnehmer').expect(409);
    expect(res.body.error.code).toBe('EVENT_FULL');
    expect(res.body.error.message).toMatch(/^Für den Termin „.+“ am \d\d\.\d\d\.\d{4} sind nur noch 2 Plätze frei\./);
    expect(await seatsOf(event.eventId)).toBe(capacity - 2);
    expect(await count('orders')).toBe(orders);
    expect(await count('orderParticipants')).toBe(participants);
    expect(await cart(agent)).toEqual({ ...before, items: [{ ...before.items[0]!, seatsLeft: 2 }] });

    await testDb.db.updateTable('events').set({ seatsTaken: capacity }).where('eventId', '=', event.eventId).execute();
    const full = await checkout(agent, csrf, 'zu-viele-teilnehmer').expect(409);
    expect(full.body.error.message).toMatch(/ist inzwischen ausgebucht/);
    expect((await cart(agent)).items[0]!.state).toBe('full');
  });

  it('holds a reservation for the configured days (RESERVATION_DAYS)', async () => {
    const shortApp = createApp({
      db: testDb.db,
      dialect: testDb.dialect,
      now: () => NOW,
      reservationDays: 3,
      logError: () => {},
    });
    const { agent, csrf } = await loginAs(shortApp, users.otherMember.email);
    await fillCart(agent, csrf, freshEvent().eventId, ['reservation']);
    // The cart tells the page how long a reservation holds, for every answer that carries the cart.
    expect((await cart(agent)).reservationDays).toBe(3);
    const { order } = (await checkout(agent, csrf, 'drei-tage-reserviert').expect(201)).body as CheckoutResponse;
    expect(order.items[0]!.participants[0]!.reservedUntil).toBe(new Date(NOW.getTime() + 3 * 86_400_000).toISOString());
  });

  it("offers a full event's waiting list (409) and takes the group onto it when asked; free seats stay bookable", async () => {
    const { agent, csrf } = await loginAs(app, users.member.email);
    const event = freshEvent();
    await fillCart(agent, csrf, event.eventId, ['booking', 'reservation']);
    const { capacity } = await testDb.db
      .selectFrom('events')
      .select('capacity')
      .where('eventId', '=', event.eventId)
      .executeTakeFirstOrThrow();
    await testDb.db.updateTable('events').set({ seatsTaken: capacity }).where('eventId', '=', event.eventId).execute();
    const refused = await checkout(agent, csrf, 'warteliste-http').expect(409);
    expect(refused.body.error.message).toMatch(/Warteliste/);
    const bad = await checkout(agent, csrf, 'warteliste-http', { acceptTerms: true, waitlist: 'ja' }).expect(400);
    expect(bad.body.error.fields).toEqual({ waitlist: ORDER_MESSAGES.waitlist });
    const res = await checkout(agent, csrf, 'warteliste-http', { acceptTerms: true, waitlist: true }).expect(201);
    const { order } = res.body as CheckoutResponse;
    expect(order.items[0]!.participants.map((p) => [p.kind, p.status])).toEqual([
      ['waitlist', 'waiting'],
      ['waitlist', 'waiting'],
    ]);
    expect(await seatsOf(event.eventId)).toBe(capacity);

    // Five seats free again while the group of two waits (as if it had been passed over): the free seats are
    // bookable for another visitor, whose cart shows them with the waiting group.
    await testDb.db
      .updateTable('events')
      .set({ seatsTaken: capacity - 5 })
      .where('eventId', '=', event.eventId)
      .execute();
    const visitor = await anonymousAgent(app);
    await post(visitor.agent, visitor.csrf, API_ROUTES.cartAddItem.path, { eventId: event.eventId }).expect(201);
    const item = (await cart(visitor.agent)).items.find((i) => i.eventId === event.eventId);
    expect(item).toMatchObject({ state: 'bookable', waitingGroups: 1, seatsLeft: 5 });
  });
});
