import { HttpError } from '../http/errors';
import { createMailer } from '../mail';
import { buyersWithCart, eventWithFreeSeats } from '../test/buyers';
import { TEST_BASE_DATE, createTestDb, type TestDb } from '../test/createTestDb';
import { checkout } from './checkout';
import {
  berlinMidnight,
  cancelParticipant,
  confirmReservation,
  handleReservationRelease,
  releaseAndNotify,
  releaseExpiredInBatches,
  reservationEnd,
} from './seats';
import { embeddedQueue } from '../background/embeddedQueue';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
const DAY = 86_400_000;
let testDb: TestDb;
const mailer = createMailer();
const ctx = (now: Date) => ({ now, reservationDays: 14 });
const releaseAll = (now: Date) => releaseAndNotify(testDb.db, mailer, { now, reservationDays: 14 });

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const seats = async (eventId: number) => {
  const e = await testDb.db
    .selectFrom('events')
    .select(['capacity', 'seatsTaken'])
    .where('eventId', '=', eventId)
    .executeTakeFirstOrThrow();
  return e.capacity - e.seatsTaken;
};
const participantsOf = (orderId: number) =>
  testDb.db
    .selectFrom('orderParticipants')
    .select(['participantId', 'status', 'reservedUntil'])
    .where('orderId', '=', orderId)
    .orderBy('participantId')
    .execute();

let skip = 10;
async function orderOf(free: number, participants: number, kind: 'booking' | 'reservation', days = 14, now = NOW) {
  const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, free, (skip += 1));
  const [userId] = await buyersWithCart(testDb.db, { eventId, count: 1, participants, kind, tag: `seats${skip}` });
  const { order } = await checkout(testDb.db, createMailer(), {
    userId: userId!,
    idempotencyKey: `seats-key-${skip}`,
    now,
    today: TEST_BASE_DATE,
    reservationDays: days,
  });
  return { eventId, userId: userId!, order };
}

describe('reservation end', () => {
  it('is 14 days (or the configured days) later, but never after the event has begun (Berlin midnight)', () => {
    expect(reservationEnd(NOW, '2026-03-01', 14).toISOString()).toBe('2026-01-19T09:00:00.000Z');
    expect(reservationEnd(NOW, '2026-03-01', 3).toISOString()).toBe('2026-01-08T09:00:00.000Z');
    expect(reservationEnd(NOW, '2026-01-10', 14).toISOString()).toBe('2026-01-09T23:00:00.000Z');
    // Summer time: midnight in Berlin is 22:00 UTC.
    expect(berlinMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('seats after checkout', () => {
  it('releases an expired reservation exactly once, and a new buyer gets the seat', async () => {
    const { eventId, order } = await orderOf(2, 2, 'reservation', 3);
    expect(await seats(eventId)).toBe(0);
    expect((await participantsOf(order.orderId)).map((p) => p.reservedUntil)).toEqual([
      at(3).toISOString(),
      at(3).toISOString(),
    ]);

    // Not yet: one millisecond before the end the seats are held.
    expect(await releaseAll(new Date(at(3).getTime() - 1))).toBe(0);
    expect(await seats(eventId)).toBe(0);

    // A buyer checking out after the end gets a released seat (the checkout releases its events' first).
    const [late] = await buyersWithCart(testDb.db, { eventId, count: 1, tag: 'late' });
    const { order: lateOrder } = await checkout(testDb.db, createMailer(), {
      userId: late!,
      idempotencyKey: 'spaet-kommt-ihr',
      now: at(3),
      today: '2026-01-08',
      reservationDays: 14,
    });
    expect(lateOrder.items[0]!.participants[0]!.status).toBe('booked');
    expect(await seats(eventId)).toBe(1);
    expect((await participantsOf(order.orderId)).map((p) => p.status)).toEqual(['expired', 'expired']);
    // Running the release again changes nothing.
    expect(await releaseAll(at(30))).toBeGreaterThanOrEqual(0);
    expect(await seats(eventId)).toBe(1);
    const history = await testDb.db
      .selectFrom('orderStatusHistory')
      .select('status')
      .where('orderId', '=', order.orderId)
      .orderBy('historyId')
      .execute();
    expect(history.map((h) => h.status)).toEqual(['ordered', 'reserved', 'reserved', 'expired', 'expired']);
  });

  it('turns a live reservation into a booking, which never expires', async () => {
    const { eventId, userId, order } = await orderOf(3, 1, 'reservation');
    const [p] = await participantsOf(order.orderId);
    await confirmReservation(testDb.db, mailer, userId, p!.participantId, ctx(at(1)));
    expect(await participantsOf(order.orderId)).toEqual([
      { participantId: p!.participantId, status: 'booked', reservedUntil: null },
    ]);
    await releaseAll(at(60));
    expect(await seats(eventId)).toBe(2);
  });

  it('refuses to confirm an expired reservation and keeps the seat free', async () => {
    const { eventId, userId, order } = await orderOf(3, 1, 'reservation');
    const [p] = await participantsOf(order.orderId);
    await expect(confirmReservation(testDb.db, mailer, userId, p!.participantId, ctx(at(15)))).rejects.toMatchObject({
      status: 409,
      message: 'Diese Reservierung ist abgelaufen; der Platz wurde freigegeben.',
    });
    expect(await seats(eventId)).toBe(3);
  });

  it('frees the seat of a cancelled participant once, with the fee of the cancellation terms', async () => {
    const { eventId, userId, order } = await orderOf(4, 2, 'booking');
    const [first, second] = await participantsOf(order.orderId);
    const price = order.items[0]!.participants[0]!.price;
    const fee = await cancelParticipant(testDb.db, mailer, userId, first!.participantId, ctx(NOW));
    const startDate = order.items[0]!.startDate;
    const daysBefore = (Date.parse(startDate) - Date.parse(TEST_BASE_DATE)) / DAY;
    const expected = daysBefore >= 42 ? 0 : daysBefore >= 14 ? 50 : 100;
    expect(fee).toMatchObject({ percent: expected, amountCents: Math.round(price * expected) });
    expect(await seats(eventId)).toBe(3);
    await expect(cancelParticipant(testDb.db, mailer, userId, first!.participantId, ctx(NOW))).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(await seats(eventId)).toBe(3);
    // Someone else's participant is unknown.
    const { userId: other } = await orderOf(1, 1, 'booking');
    await expect(cancelParticipant(testDb.db, mailer, other, second!.participantId, ctx(NOW))).rejects.toMatchObject({
      status: 404,
    });
    expect(await seats(eventId)).toBe(3);
  });

  it('lets expiry and cancellation race for one reservation and releases its seat once', async () => {
    const { eventId, userId, order } = await orderOf(2, 1, 'reservation', 1);
    const [p] = await participantsOf(order.orderId);
    await Promise.allSettled([
      releaseAll(at(2)),
      cancelParticipant(testDb.db, mailer, userId, p!.participantId, ctx(at(2))),
      releaseAll(at(2)),
    ]);
    expect(await seats(eventId)).toBe(2);
  });

  it('releases in batches of the configured size, each reservation once, also when two releases race', async () => {
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push(await orderOf(2, 2, 'reservation', 2));
    const participants = (await Promise.all(orders.map(({ order }) => participantsOf(order.orderId)))).flat();
    const ids = participants.map((p) => p.participantId);
    const later = at(3);
    const runs = await Promise.all([
      releaseExpiredInBatches(testDb.db, mailer, ctx(later), 2),
      releaseExpiredInBatches(testDb.db, mailer, ctx(later), 2),
    ]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(ids.length);
    const history = await testDb.db
      .selectFrom('orderStatusHistory')
      .select('participantId')
      .where('participantId', 'in', ids)
      .where('status', '=', 'expired')
      .execute();
    expect(history.map((h) => h.participantId).sort()).toEqual([...ids].sort());
    for (const { eventId } of orders) expect(await seats(eventId)).toBe(2);
    expect(await releaseExpiredInBatches(testDb.db, mailer, ctx(later), 2)).toBe(0);
  });

  it('is the periodic background job: its first run is at start', async () => {
    const { eventId } = await orderOf(1, 1, 'reservation', 2);
    expect(await seats(eventId)).toBe(0);
    const background = embeddedQueue();
    const released: number[] = [];
    handleReservationRelease(background, testDb.db, mailer, {
      reservationDays: 14,
      now: () => at(3),
      onReleased: (count) => released.push(count),
    });
    await background.start();
    await background.stop();
    expect(await seats(eventId)).toBe(1);
    expect(released).toEqual([expect.any(Number)]);
  });
});
