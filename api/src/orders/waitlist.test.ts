import { createMailer } from '../mail';
import { buyersWithCart, eventWithFreeSeats } from '../test/buyers';
import { TEST_BASE_DATE, createTestDb, type TestDb } from '../test/createTestDb';
import { CHECKOUT_MESSAGES_WAITLIST_OFFER, checkout } from './checkout';
import { cancelParticipant, releaseAndNotify } from './seats';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
const DAY = 86_400_000;
let testDb: TestDb;
const mailer = createMailer();
const ctx = (now: Date = NOW) => ({ now, reservationDays: 14 });

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

let n = 0;
/** A member with `size` participants of the event in the cart checks out (on the waiting list if asked). */
async function order(eventId: number, size: number, { waitlist = false, kind = 'booking' as const } = {}) {
  n += 1;
  const [userId] = await buyersWithCart(testDb.db, { eventId, count: 1, participants: size, kind, tag: `wl${n}` });
  const result = await checkout(testDb.db, mailer, {
    userId: userId!,
    idempotencyKey: `warteliste-${n}`,
    now: NOW,
    today: TEST_BASE_DATE,
    reservationDays: 14,
    waitlist,
  });
  return { userId: userId!, order: result.order, participants: result.order.items[0]!.participants };
}
const freeSeats = async (eventId: number) => {
  const e = await testDb.db
    .selectFrom('events')
    .select(['capacity', 'seatsTaken'])
    .where('eventId', '=', eventId)
    .executeTakeFirstOrThrow();
  return e.capacity - e.seatsTaken;
};
const statuses = async (orderId: number) =>
  (
    await testDb.db
      .selectFrom('orderParticipants')
      .select('status')
      .where('orderId', '=', orderId)
      .orderBy('participantId')
      .execute()
  ).map((p) => p.status);
const mailsTo = (userId: number) =>
  testDb.db
    .selectFrom('mailOutbox as m')
    .innerJoin('users as u', 'u.email', 'm.recipient')
    .select(['m.subject', 'm.bodyText'])
    .where('u.userId', '=', userId)
    .orderBy('m.mailId')
    .execute();

describe('waiting list', () => {
  it('offers the waiting list for a full event and takes a whole group onto it, seats untouched', async () => {
    const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 1, 40);
    await expect(order(eventId, 2)).rejects.toMatchObject({
      code: 'EVENT_FULL',
      message: expect.stringContaining(CHECKOUT_MESSAGES_WAITLIST_OFFER),
    });
    const { userId, order: placed, participants } = await order(eventId, 2, { waitlist: true });
    expect(participants.map((p) => [p.kind, p.status, p.reservedUntil])).toEqual([
      ['waitlist', 'waiting', null],
      ['waitlist', 'waiting', null],
    ]);
    expect(await freeSeats(eventId)).toBe(1);
    const entries = await testDb.db.selectFrom('waitlistEntries').selectAll().where('eventId', '=', eventId).execute();
    expect(entries).toEqual([expect.objectContaining({ orderId: placed.orderId, size: 2, servedAt: null })]);
    const [mail] = await mailsTo(userId);
    expect(mail!.bodyText).toContain('1. Teilnehmer: Frau Erika Muster – Warteliste');
    // The waiting group (2) does not fit the one free seat, so it holds it back from no one: a newcomer books it.
    const newcomer = await order(eventId, 1);
    expect(newcomer.participants.map((p) => p.status)).toEqual(['booked']);
    expect(await freeSeats(eventId)).toBe(0);
    expect(await statuses(placed.orderId)).toEqual(['waiting', 'waiting']);
  });

  it('serves groups in order when seats free up: a fitting group gets reservations for all and an e-mail, a larger one keeps its place', async () => {
    const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 3, 41);
    const booked = await order(eventId, 3);
    expect(await freeSeats(eventId)).toBe(0);
    const a = await order(eventId, 3, { waitlist: true });
    const b = await order(eventId, 1, { waitlist: true });
    const c = await order(eventId, 2, { waitlist: true });

    // One seat frees: A (3) does not fit and keeps its place, B (1) fits, C (2) does not.
    await cancelParticipant(testDb.db, mailer, booked.userId, booked.participants[0]!.participantId, ctx());
    expect(await statuses(a.order.orderId)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(await statuses(b.order.orderId)).toEqual(['reserved']);
    expect(await statuses(c.order.orderId)).toEqual(['waiting', 'waiting']);
    expect(await freeSeats(eventId)).toBe(0);
    const bMails = await mailsTo(b.userId);
    expect(bMails.at(-1)!.subject).toMatch(/^Plätze frei: /);
    expect(bMails.at(-1)!.bodyText).toContain('einen Platz reserviert, gültig bis 19.01.2026');
    const reservedUntil = await testDb.db
      .selectFrom('orderParticipants')
      .select(['kind', 'reservedUntil'])
      .where('orderId', '=', b.order.orderId)
      .executeTakeFirstOrThrow();
    expect(reservedUntil).toEqual({
      kind: 'reservation',
      reservedUntil: new Date(NOW.getTime() + 14 * DAY).toISOString(),
    });

    // Two more seats free: A (3) still does not fit, C (2) does.
    await cancelParticipant(testDb.db, mailer, booked.userId, booked.participants[1]!.participantId, ctx());
    expect(await statuses(c.order.orderId)).toEqual(['waiting', 'waiting']);
    expect(await freeSeats(eventId)).toBe(1);
    await cancelParticipant(testDb.db, mailer, booked.userId, booked.participants[2]!.participantId, ctx());
    expect(await statuses(a.order.orderId)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(await statuses(c.order.orderId)).toEqual(['reserved', 'reserved']);
    expect(await freeSeats(eventId)).toBe(0);
    expect((await mailsTo(a.userId)).filter((m) => m.subject.startsWith('Plätze frei'))).toEqual([]);

    // B's and C's reservations expire: 3 seats free, and A, first in line all along, gets them all.
    const later = new Date(NOW.getTime() + 15 * DAY);
    expect(await releaseAndNotify(testDb.db, mailer, ctx(later), [eventId])).toBe(3);
    expect(await statuses(a.order.orderId)).toEqual(['reserved', 'reserved', 'reserved']);
    expect(await freeSeats(eventId)).toBe(0);
    expect((await mailsTo(a.userId)).at(-1)!.bodyText).toContain('3 Plätze reserviert');
    const open = await testDb.db
      .selectFrom('waitlistEntries')
      .select('entryId')
      .where('eventId', '=', eventId)
      .where('servedAt', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('lets a waiting participant leave the group, which then needs fewer seats', async () => {
    const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 1, 42);
    const booked = await order(eventId, 1);
    const group = await order(eventId, 2, { waitlist: true });
    const fee = await cancelParticipant(testDb.db, mailer, group.userId, group.participants[0]!.participantId, ctx());
    expect(fee.amountCents).toBe(0);
    const entry = await testDb.db
      .selectFrom('waitlistEntries')
      .select('size')
      .where('orderId', '=', group.order.orderId)
      .executeTakeFirstOrThrow();
    expect(entry.size).toBe(1);
    await cancelParticipant(testDb.db, mailer, booked.userId, booked.participants[0]!.participantId, ctx());
    expect(await statuses(group.order.orderId)).toEqual(['cancelled', 'reserved']);
    expect(await freeSeats(eventId)).toBe(0);
  });
});
