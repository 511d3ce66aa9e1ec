import type { Express } from 'express';
import type { ConsumerObjectResponse } from '@amb/shared-contracts';
import request from 'supertest';
import { generateSeed } from '../seed/generate';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { createMailer } from '../mail';
import { checkout } from '../orders/checkout';
import { buyersWithCart, eventWithFreeSeats } from '../test/buyers';
import { TEST_BASE_DATE as TODAY } from '../test/createTestDb';
import { expectedPrices } from '../test/expectedPrices';

const data = generateSeed(TEST_BASE_DATE);
const RELATIONS = 'hotel.location,content.prices,theme.actionField.rubric,modules.hotel.location';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

async function consumerEvent(eventId: number, relations: string | null = RELATIONS) {
  const res = await request(app)
    .get('/api/consumer/object')
    .query({ objectType: 'event', internalId: eventId, ...(relations === null ? {} : { relations }) });
  expect(res.status).toBe(200);
  return res.body as ConsumerObjectResponse;
}

describe('GET /api/consumer/object', () => {
  it('returns a presence event with hotel, location, content and theme', async () => {
    const event = data.events.find(
      (e) => e.isSeries === 0 && e.hotelId !== null && e.hotelId > 0 && e.hotelId !== 522,
    )!;
    const theme = data.themes.find((t) => t.themeId === event.themeId)!;
    const rubric = data.rubrics.find((r) => r.rubricId === theme.rubricId)!;
    const hotel = data.hotels.find((h) => h.hotelId === event.hotelId)!;
    const location = data.locations.find((l) => l.locationId === hotel.locationId)!;
    const body = await consumerEvent(event.eventId);
    expect(body).toEqual({
      eventId: event.eventId,
      themeId: theme.themeId,
      startDate: event.startDate,
      endDate: event.endDate,
      isOnlineEvent: false,
      hotel: {
        hotelId: hotel.hotelId,
        name: hotel.name,
        street: hotel.street,
        postalCode: hotel.postalCode,
        city: hotel.city,
        stars: hotel.stars,
        location: { locationId: location.locationId, name: location.name, slug: location.slug, state: location.state },
      },
      modules: [],
      recipients: [],
      content: {
        title: theme.title,
        prices: expectedPrices(event),
      },
      theme: {
        themeId: theme.themeId,
        actionField: { name: theme.actionField, rubric: { name: rubric.name } },
        redirectUrl: `/seminare/t/${theme.slug}`,
      },
      capacity: event.capacity,
      seatsTaken: event.seatsTaken,
    });
  });

  it('marks online events (hotel 522 = Online-Seminar, -1 = no hotel)', async () => {
    const viaOnlineHotel = data.events.find((e) => e.hotelId === 522 && e.isSeries === 0)!;
    const body = await consumerEvent(viaOnlineHotel.eventId);
    expect(body.isOnlineEvent).toBe(true);
    expect(body.hotel).toEqual({ hotelId: 522, name: 'Online-Seminar', location: null });
    const withoutHotel = data.events.find((e) => e.hotelId === -1)!;
    const other = await consumerEvent(withoutHotel.eventId);
    expect(other.isOnlineEvent).toBe(true);
    expect(other.hotel).toBeNull();
  });

  it('lists the modules of a training series with hotel id and location name', async () => {
    const series = data.events.find(
      (e) =>
        e.isSeries === 1 &&
        data.eventModules.some((m) => m.eventId === e.eventId && m.hotelId > 0 && m.hotelId !== 522),
    )!;
    const body = await consumerEvent(series.eventId);
    const modules = data.eventModules.filter((m) => m.eventId === series.eventId);
    expect(body.modules).toHaveLength(modules.length);
    body.modules.forEach((module, i) => {
      const expected = modules[i]!;
      expect(module.hotelId).toBe(expected.hotelId);
      expect(module.startDate).toBe(expected.startDate);
      const hotel = data.hotels.find((h) => h.hotelId === expected.hotelId);
      const location = data.locations.find((l) => l.locationId === hotel?.locationId);
      expect(module.hotel?.location?.name ?? null).toBe(location?.name ?? null);
    });
    expect(body.modules.some((m) => m.hotel?.location?.name)).toBe(true);
    expect(body.startDate).toBe(modules[0]!.startDate);
    expect(body.endDate).toBe(modules[modules.length - 1]!.endDate);
  });

  it('gives without relations only the event itself: dates, seats, modules (hotel id) and recipients', async () => {
    const series = data.events.find((e) => e.isSeries === 1 && e.hotelId !== null && e.hotelId > 0)!;
    const body = await consumerEvent(series.eventId, null);
    expect(Object.keys(body).sort()).toEqual(
      [
        'capacity',
        'endDate',
        'eventId',
        'isOnlineEvent',
        'modules',
        'recipients',
        'seatsTaken',
        'startDate',
        'themeId',
      ].sort(),
    );
    expect(body.modules.length).toBeGreaterThan(0);
    for (const module of body.modules) expect(module).not.toHaveProperty('hotel');
  });

  it('embeds each relation asked for with its parents and no more', async () => {
    const event = data.events.find(
      (e) => e.isSeries === 0 && e.hotelId !== null && e.hotelId > 0 && e.hotelId !== 522,
    )!;
    const theme = data.themes.find((t) => t.themeId === event.themeId)!;
    const hotelOnly = await consumerEvent(event.eventId, 'hotel');
    expect(hotelOnly.hotel).toMatchObject({ hotelId: event.hotelId });
    expect(hotelOnly.hotel).not.toHaveProperty('location');
    expect(hotelOnly).not.toHaveProperty('content');
    expect(hotelOnly).not.toHaveProperty('theme');
    const content = await consumerEvent(event.eventId, 'content');
    expect(content.content).toEqual({ title: theme.title });
    const prices = await consumerEvent(event.eventId, 'content.prices, theme.actionField');
    expect(prices.content).toEqual({ title: theme.title, prices: expectedPrices(event) });
    expect(prices.theme).toEqual({
      themeId: theme.themeId,
      redirectUrl: `/seminare/t/${theme.slug}`,
      actionField: { name: theme.actionField },
    });
    expect(prices).not.toHaveProperty('hotel');
  });

  it('carries the recipients of the orders that hold or wait for a seat, without anything personal', async () => {
    const mailer = createMailer();
    const eventId = await eventWithFreeSeats(testDb.db, TODAY, 3);
    const place = async (tag: string, participants: number, kind: 'booking' | 'reservation', waitlist = false) => {
      const [userId] = await buyersWithCart(testDb.db, { eventId, count: 1, participants, kind, tag });
      return checkout(testDb.db, mailer, {
        userId: userId!,
        idempotencyKey: `consumer-${tag}`,
        now: new Date(`${TODAY}T09:00:00.000Z`),
        today: TODAY,
        reservationDays: 14,
        waitlist,
      });
    };
    await place('cb', 2, 'booking');
    await place('cr', 1, 'reservation');
    await place('cw', 2, 'booking', true);
    const cancelled = await place('cx', 1, 'booking', true);
    await testDb.db
      .updateTable('orderParticipants')
      .set({ status: 'cancelled' })
      .where('orderId', '=', cancelled.order.orderId)
      .execute();

    const body = await consumerEvent(eventId);
    expect(body.recipients).toEqual([
      { kind: 'booking', status: 'booked' },
      { kind: 'booking', status: 'booked' },
      { kind: 'reservation', status: 'reserved' },
      { kind: 'waitlist', status: 'waiting' },
      { kind: 'waitlist', status: 'waiting' },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Erika|Muster|@example\.de/);
  });

  it('answers 404 in German for an unknown event', async () => {
    const res = await request(app).get('/api/consumer/object').query({ objectType: 'event', internalId: 99 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Die Veranstaltung 99 wurde nicht gefunden.' } });
  });

  it.each([
    [{ objectType: 'theme', internalId: '10001' }, 'objectType', 'Der Objekttyp muss „event“ sein.'],
    [{ internalId: '10001' }, 'objectType', 'Der Objekttyp fehlt.'],
    [{ objectType: 'event' }, 'internalId', 'Die interne ID fehlt.'],
    [{ objectType: 'event', internalId: 'abc' }, 'internalId', 'Die interne ID muss eine ganze Zahl sein.'],
    [{ objectType: 'event', internalId: '1.5' }, 'internalId', 'Die interne ID muss eine ganze Zahl sein.'],
    [
      { objectType: 'event', internalId: '10001', relations: 'hotel,secrets' },
      'relations',
      'Unbekannte Relation angefordert.',
    ],
  ])('refuses %j with 400', async (query, field, message) => {
    const res = await request(app).get('/api/consumer/object').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
  });
});
