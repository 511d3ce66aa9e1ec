/**
 * Which refusal a checkout gives when a cart has more than one problem, and that a refused checkout writes
 * nothing — also where the seats are taken last (PostgreSQL: after participants, history and mail).
 */
import { HttpError } from '../http/errors';
import { createMailer } from '../mail';
import { buyersWithCart, eventWithFreeSeats } from '../test/buyers';
import { TEST_BASE_DATE, createTestDb, type TestDb } from '../test/createTestDb';
import { checkout } from './checkout';
import { SEAT_MESSAGES } from './seats';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

const input = (userId: number) => ({
  userId,
  idempotencyKey: `verweigert-${userId}`,
  now: NOW,
  today: TEST_BASE_DATE,
  reservationDays: 14,
});

/** An event beginning today (a reservation would end at once) with `free` seats left. */
async function eventStartingToday(free: number, skip: number): Promise<number> {
  const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, free, skip);
  await testDb.db
    .updateTable('events')
    .set({ startDate: TEST_BASE_DATE, endDate: TEST_BASE_DATE })
    .where('eventId', '=', eventId)
    .execute();
  return eventId;
}

async function refusal(userId: number): Promise<HttpError> {
  const error = await checkout(testDb.db, createMailer(), input(userId)).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

type Table = 'orders' | 'orderParticipants' | 'orderStatusHistory' | 'mailOutbox' | 'waitlistEntries';
const TABLES: Table[] = ['orders', 'orderParticipants', 'orderStatusHistory', 'mailOutbox', 'waitlistEntries'];

/** What a checkout writes: its rows anywhere, the member's cart, the event's seat counter. */
async function written(userId: number, eventId: number) {
  const { db } = testDb;
  const rows: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    rows[table] = Number(row.n);
  }
  const inCart = await db
    .selectFrom('cartRecipients as r')
    .innerJoin('cartItems as c', 'c.cartItemId', 'r.cartItemId')
    .select('r.recipientId')
    .where('c.userId', '=', userId)
    .execute();
  const seats = await db.selectFrom('events').select('seatsTaken').where('eventId', '=', eventId).executeTakeFirst();
  return { rows, inCart: inCart.length, seats };
}

describe('checkout refusals', () => {
  it('refuses a reservation for an event that begins today and writes nothing', async () => {
    const eventId = await eventStartingToday(3, 0);
    const [userId] = await buyersWithCart(testDb.db, { eventId, count: 1, kind: 'reservation', tag: 'heute-frei' });
    const before = await written(userId!, eventId);
    const error = await refusal(userId!);
    expect(error).toMatchObject({ code: 'EVENT_NOT_BOOKABLE', message: SEAT_MESSAGES.reservationTooLate });
    expect(await written(userId!, eventId)).toEqual(before);
    expect(before.inCart).toBe(1);
  });

  it('names the full event first when a reservation for it would also come too late, and writes nothing', async () => {
    const eventId = await eventStartingToday(0, 1);
    const [userId] = await buyersWithCart(testDb.db, { eventId, count: 1, kind: 'reservation', tag: 'heute-voll' });
    const before = await written(userId!, eventId);
    const error = await refusal(userId!);
    expect(error).toMatchObject({ code: 'EVENT_FULL', status: 409 });
    expect(error.message).toMatch(/ausgebucht/);
    expect(await written(userId!, eventId)).toEqual(before);
  });

  it('writes nothing for a booking of a full event (no order, participant, history or mail)', async () => {
    const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 0, 2);
    const [userId] = await buyersWithCart(testDb.db, { eventId, count: 1, participants: 2, tag: 'voll' });
    const before = await written(userId!, eventId);
    expect(await refusal(userId!)).toMatchObject({ code: 'EVENT_FULL', status: 409 });
    expect(await written(userId!, eventId)).toEqual(before);
    expect(before.inCart).toBe(2);
  });
});
