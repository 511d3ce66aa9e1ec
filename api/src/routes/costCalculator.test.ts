import {
  API_ROUTES,
  CART_MESSAGES,
  CSRF_HEADER,
  ONLINE_HOTEL_IDS,
  buildPath,
  type CostCalculatorResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { anonymousAgent } from '../test/agent';
import { PARTICIPANT } from '../test/buyers';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);

let testDb: TestDb;
let app: Express;
beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
});
afterAll(() => testDb.destroy());

const pathOf = (eventId: number | string) => buildPath(API_ROUTES.costCalculator.path, { eventId });

/** A future three-day presence seminar (no series) and its hotel's rates, read apart from the api. */
async function presenceEvent() {
  return testDb.db
    .selectFrom('events as e')
    .innerJoin('hotels as h', 'h.hotelId', 'e.hotelId')
    .select([
      'e.eventId',
      'e.startDate',
      'e.endDate',
      'e.price',
      'h.hotelId',
      'h.name',
      'h.singleRoomNightCents',
      'h.fullBoardDayCents',
      'h.dayRateCents',
    ])
    .where('e.isSeries', '=', 0)
    .where('e.startDate', '>', '2026-02-01')
    .where('h.locationId', 'is not', null)
    .where('e.cancelledAt', 'is', null)
    .where((eb) => eb(eb('e.seatsTaken', '+', 5), '<=', eb.ref('e.capacity')))
    .orderBy('e.eventId')
    .executeTakeFirstOrThrow();
}

describe('GET /order-api/cost-calculator/:eventId', () => {
  it('answers a presence date with its days, prices and the hotel with its rates in cents', async () => {
    const event = await presenceEvent();
    const res = await request(app).get(pathOf(event.eventId)).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as CostCalculatorResponse;
    const days =
      (Date.parse(`${event.endDate}T00:00:00Z`) - Date.parse(`${event.startDate}T00:00:00Z`)) / 86_400_000 + 1;
    expect(body).toMatchObject({
      eventId: event.eventId,
      startDate: event.startDate,
      endDate: event.endDate,
      stays: [days],
      days,
      isOnline: false,
      prices: { price: event.price },
      hotel: {
        hotelId: event.hotelId,
        name: event.name,
        rates: {
          singleRoomNightCents: event.singleRoomNightCents,
          fullBoardDayCents: event.fullBoardDayCents,
          dayRateCents: event.dayRateCents,
        },
      },
      cart: null,
    });
    expect(body.participantPrices[0]).toEqual({ participant: 1, label: '1. Teilnehmer', price: event.price });
  });

  it('gives every seeded hotel plausible rates and the online events none', async () => {
    const hotels = await testDb.db.selectFrom('hotels').selectAll().execute();
    for (const hotel of hotels) {
      if ((ONLINE_HOTEL_IDS as readonly number[]).includes(hotel.hotelId)) {
        expect([hotel.singleRoomNightCents, hotel.fullBoardDayCents, hotel.dayRateCents]).toEqual([null, null, null]);
        continue;
      }
      expect(hotel.singleRoomNightCents).toBeGreaterThanOrEqual(9_500);
      expect(hotel.singleRoomNightCents).toBeLessThanOrEqual(14_500);
      expect(hotel.fullBoardDayCents).toBeGreaterThanOrEqual(4_500);
      expect(hotel.fullBoardDayCents).toBeLessThanOrEqual(6_500);
      expect(hotel.dayRateCents).toBeGreaterThanOrEqual(5_500);
      expect(hotel.dayRateCents).toBeLessThanOrEqual(7_500);
    }
    const online = await testDb.db
      .selectFrom('events')
      .select('eventId')
      .where('hotelId', 'in', [...ONLINE_HOTEL_IDS])
      .where('isSeries', '=', 0)
      .executeTakeFirstOrThrow();
    const body = (await request(app).get(pathOf(online.eventId)).expect(200)).body as CostCalculatorResponse;
    expect(body).toMatchObject({ isOnline: true, hotel: null, city: null });
  });

  it("answers the caller's participants of the event when it is in their cart, in order", async () => {
    const event = await presenceEvent();
    const { agent, csrf } = await anonymousAgent(app);
    const item = await agent
      .post(API_ROUTES.cartAddItem.path)
      .set(CSRF_HEADER, csrf)
      .send({ eventId: event.eventId })
      .expect(201);
    const cartItemId = item.body.item.cartItemId as number;
    expect((await agent.get(pathOf(event.eventId)).expect(200)).body.cart).toEqual({ participants: [] });
    for (const option of ['overnightWithNightBefore', 'dayRate'] as const) {
      await agent
        .post(API_ROUTES.cartAddRecipient.path)
        .set(CSRF_HEADER, csrf)
        .send({ ...PARTICIPANT, cartItemId, hotelOverNightOption: option })
        .expect(201);
    }
    expect((await agent.get(pathOf(event.eventId)).expect(200)).body.cart).toEqual({
      participants: [
        { overnight: true, nightBefore: true },
        { overnight: false, nightBefore: false },
      ],
    });
    // Another visitor sees the event without anyone's cart.
    expect((await request(app).get(pathOf(event.eventId)).expect(200)).body.cart).toBeNull();
  });

  it('answers an unknown event with 404 and a malformed id with 400, in German', async () => {
    const missing = await request(app).get(pathOf(999_999_999)).expect(404);
    expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND', message: CART_MESSAGES.eventNotFound });
    const bad = await request(app).get(pathOf('abc')).expect(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { eventId: CART_MESSAGES.eventId } });
  });
});
