/**
 * The overbooking guard under load: 200 members check out the same event with 5 free seats at once. On
 * PostgreSQL half of them go through a second connection pool (a second api process), so the checkouts
 * really overlap across processes; on SQLite writers are serialised by the database.
 */
import type { DbHandle } from '../db/connection';
import { HttpError } from '../http/errors';
import { createMailer } from '../mail';
import { buyersWithCart, eventWithFreeSeats } from '../test/buyers';
import { TEST_BASE_DATE, createTestDb, secondConnection, type TestDb } from '../test/createTestDb';
import { checkout } from './checkout';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
let testDb: TestDb;
let second: DbHandle | null;

beforeAll(async () => {
  testDb = await createTestDb();
  second = secondConnection(testDb);
});
afterAll(async () => {
  await second?.db.destroy();
  await testDb.destroy();
});

const input = (userId: number, idempotencyKey: string) => ({
  userId,
  idempotencyKey,
  now: NOW,
  today: TEST_BASE_DATE,
  reservationDays: 14,
});

describe('checkout under concurrency', () => {
  it('sells exactly the 5 free seats to 200 simultaneous buyers and writes nothing for the rest', async () => {
    const { db } = testDb;
    const eventId = await eventWithFreeSeats(db, TEST_BASE_DATE, 5);
    const before = await db
      .selectFrom('events')
      .select(['capacity', 'seatsTaken'])
      .where('eventId', '=', eventId)
      .executeTakeFirstOrThrow();
    const buyers = await buyersWithCart(db, { eventId, count: 200, tag: 'last' });
    const mailer = createMailer();

    const results = await Promise.allSettled(
      buyers.map((userId, i) =>
        checkout(i % 2 === 1 && second ? second.db : db, mailer, input(userId, `kauf-${userId}-key`)),
      ),
    );

    const sold = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason).toMatchObject({ code: 'EVENT_FULL', status: 409 });
      expect((reason as HttpError).message).toMatch(/ausgebucht/);
    }

    const after = await db
      .selectFrom('events')
      .select(['capacity', 'seatsTaken'])
      .where('eventId', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(after.seatsTaken).toBe(before.capacity);
    const count = async (
      table: 'orders' | 'orderParticipants' | 'orderStatusHistory' | 'cartItems' | 'cartRecipients' | 'cartOptions',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('orders')).toBe(5);
    expect(await count('orderParticipants')).toBe(5);
    expect(await count('orderStatusHistory')).toBe(10);
    // The refused carts are untouched; the sold ones are empty.
    expect(await count('cartItems')).toBe(195);
    expect(await count('cartRecipients')).toBe(195);
    expect(await count('cartOptions')).toBe(195);
    const mails = await db
      .selectFrom('mailOutbox')
      .select('recipient')
      .where('recipient', 'like', 'kaeufer.last.%')
      .execute();
    expect(mails).toHaveLength(5);
  }, 120_000);

  it('gives 20 simultaneous requests with one Idempotency-Key one order', async () => {
    const { db } = testDb;
    const eventId = await eventWithFreeSeats(db, TEST_BASE_DATE, 10, 1);
    const [userId] = await buyersWithCart(db, { eventId, count: 1, participants: 2, tag: 'same-key' });
    const mailer = createMailer();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout(i % 2 === 1 && second ? second.db : db, mailer, input(userId!, 'derselbe-schluessel')),
      ),
    );
    const orderIds = new Set(results.map((r) => r.order.orderId));
    expect(orderIds.size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const seats = await db
      .selectFrom('events')
      .select(['capacity', 'seatsTaken'])
      .where('eventId', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(seats.capacity - seats.seatsTaken).toBe(8);
    const orders = await db.selectFrom('orders').select('orderId').where('userId', '=', userId!).execute();
    expect(orders).toHaveLength(1);
    const mails = await db
      .selectFrom('mailOutbox')
      .select('recipient')
      .where('recipient', 'like', 'kaeufer.same-key.%')
      .execute();
    expect(mails).toHaveLength(1);
  }, 60_000);

  it('books one cart once even when it is submitted twice at once under different keys', async () => {
    const { db } = testDb;
    const eventId = await eventWithFreeSeats(db, TEST_BASE_DATE, 10, 2);
    const [userId] = await buyersWithCart(db, { eventId, count: 1, participants: 3, tag: 'two-keys' });
    const mailer = createMailer();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        checkout(i % 2 === 1 && second ? second.db : db, mailer, input(userId!, `schluessel-${i}`)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected')
        expect(['CART_CHANGED', 'VALIDATION_FAILED']).toContain((r.reason as HttpError).code);
    }
    const seats = await db
      .selectFrom('events')
      .select(['capacity', 'seatsTaken'])
      .where('eventId', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(seats.capacity - seats.seatsTaken).toBe(7);
    expect(await db.selectFrom('orders').select('orderId').where('userId', '=', userId!).execute()).toHaveLength(1);
  }, 60_000);

  it('books 5 of 200 simultaneous buyers who accept the waiting list and puts the other 195 groups on it, in one piece each', async () => {
    const { db } = testDb;
    const eventId = await eventWithFreeSeats(db, TEST_BASE_DATE, 5, 3);
    const { capacity } = await db
      .selectFrom('events')
      .select('capacity')
      .where('eventId', '=', eventId)
      .executeTakeFirstOrThrow();
    const buyers = await buyersWithCart(db, { eventId, count: 200, tag: 'wait' });
    const mailer = createMailer();
    const results = await Promise.all(
      buyers.map((userId, i) =>
        checkout(i % 2 === 1 && second ? second.db : db, mailer, {
          ...input(userId, `warte-${userId}-key`),
          waitlist: true,
        }),
      ),
    );
    const statuses = results.map((r) => r.order.items[0]!.participants[0]!.status);
    expect(statuses.filter((s) => s === 'booked')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(195);
    const seats = await db
      .selectFrom('events')
      .select('seatsTaken')
      .where('eventId', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(seats.seatsTaken).toBe(capacity);
    const entries = await db.selectFrom('waitlistEntries').select('size').where('eventId', '=', eventId).execute();
    expect(entries).toHaveLength(195);
  }, 120_000);
});
