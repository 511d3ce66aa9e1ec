import { createMailer } from '../mail';
import { buyersWithCart, eventWithFreeSeats } from '../test/buyers';
import { TEST_BASE_DATE, createTestDb, type TestDb } from '../test/createTestDb';
import { checkout } from './checkout';
import { loadOrder } from './orderView';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

const placed = async (eventId: number, kind: 'booking' | 'reservation', tag: string, waitlist = false) => {
  const [userId] = await buyersWithCart(testDb.db, { eventId, count: 1, participants: 2, kind, tag });
  return checkout(testDb.db, createMailer(), {
    userId: userId!,
    idempotencyKey: `view-${tag}`,
    now: NOW,
    today: TEST_BASE_DATE,
    reservationDays: 14,
    waitlist,
  });
};

describe('the order a checkout answers', () => {
  it('is the order as it reads back from the database: bookings, reservations and a waiting group', async () => {
    const roomy = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 10, 3);
    const booked = await placed(roomy, 'booking', 'gebucht');
    const reserved = await placed(roomy, 'reservation', 'reserviert');
    const full = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 1, 4);
    const waiting = await placed(full, 'booking', 'wartend', true);

    expect(booked.order.items[0]!.participants.map((p) => p.status)).toEqual(['booked', 'booked']);
    expect(reserved.order.items[0]!.participants.map((p) => p.status)).toEqual(['reserved', 'reserved']);
    expect(waiting.order.items[0]!.participants.map((p) => p.status)).toEqual(['waiting', 'waiting']);
    for (const { order, created } of [booked, reserved, waiting]) {
      expect(created).toBe(true);
      expect(order).toEqual(await loadOrder(testDb.db, order.orderId));
      expect(order.history.map((entry) => entry.status)).toEqual([
        'ordered',
        ...order.items[0]!.participants.map((p) => p.status),
      ]);
    }
  });
});
