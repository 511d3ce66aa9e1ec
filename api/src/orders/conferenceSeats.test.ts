/**
 * Conferences on the booking engine: workshop seats under concurrency (on PostgreSQL half the buyers over a second
 * connection pool, as a second api process), a workshop's own waiting list, the conference's waiting list with its
 * workshops, the hotel contingent and its release day, incomplete workshop choices.
 */
import { CONFERENCE_MESSAGES } from '@amb/shared-contracts';
import type { DbHandle } from '../db/connection';
import { HttpError } from '../http/errors';
import { createMailer } from '../mail';
import {
  conferenceBuyersWithCart,
  setWorkshopSeats,
  testConference,
  workshopOf,
  workshopSeatsTaken,
  type TestConference,
} from '../test/conferenceBuyers';
import { TEST_BASE_DATE, createTestDb, secondConnection, type TestDb } from '../test/createTestDb';
import { addDays } from '../util/calendarDays';
import { checkout } from './checkout';
import { cancelParticipant, releaseAndNotify } from './seats';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
const DAY = 86_400_000;
const mailer = createMailer();
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

let n = 0;
const place = (userId: number, { waitlist = false, now = NOW, db = testDb.db } = {}) => {
  n += 1;
  const today = new Date(now).toISOString().slice(0, 10);
  return checkout(db, mailer, {
    userId,
    idempotencyKey: `tagung-${userId}-${n}`,
    now,
    today,
    reservationDays: 14,
    waitlist,
  });
};
const choicesOf = (participantId: number) =>
  testDb.db
    .selectFrom('orderParticipantWorkshops')
    .select(['workshopId', 'status'])
    .where('participantId', '=', participantId)
    .orderBy('workshopId')
    .execute();
const seatsOf = (eventId: number) =>
  testDb.db
    .selectFrom('events')
    .select(['capacity', 'seatsTaken'])
    .where('eventId', '=', eventId)
    .executeTakeFirstOrThrow();
const roomsOf = (conferenceId: number) =>
  testDb.db
    .selectFrom('conferences')
    .select(['hotelRooms', 'hotelRoomsTaken'])
    .where('conferenceId', '=', conferenceId)
    .executeTakeFirstOrThrow();
const mailsTo = (userId: number) =>
  testDb.db
    .selectFrom('mailOutbox as m')
    .innerJoin('users as u', 'u.email', 'm.recipient')
    .select(['m.subject', 'm.bodyText'])
    .where('u.userId', '=', userId)
    .orderBy('m.mailId')
    .execute();

describe('workshop seats under concurrency', () => {
  it('gives a workshop with 3 seats to exactly 3 of 200 simultaneous buyers and writes nothing for the rest', async () => {
    const { db } = testDb;
    const congress = await testConference(db, 'digitalisierungs-kongress');
    const d1 = workshopOf(congress, 'D1');
    const d4 = workshopOf(congress, 'D4');
    await setWorkshopSeats(db, d1.workshopId, 3);
    const before = { event: await seatsOf(congress.eventId), d4: await workshopSeatsTaken(db, d4.workshopId) };
    expect(before.event.capacity - before.event.seatsTaken).toBeGreaterThanOrEqual(200);
    const buyers = await conferenceBuyersWithCart(db, congress, {
      count: 200,
      tag: 'kongress',
      codes: ['D1', 'D4', 'D7'],
    });

    const results = await Promise.allSettled(
      buyers.map((userId, i) => place(userId, { db: i % 2 === 1 && second ? second.db : db })),
    );

    const sold = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(sold).toHaveLength(3);
    expect(refused).toHaveLength(197);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason).toMatchObject({ code: 'WORKSHOP_FULL', status: 409 });
      expect((reason as HttpError).message).toContain('ist inzwischen ausgebucht');
    }
    expect(await workshopSeatsTaken(db, d1.workshopId)).toBe(3);
    // The refused orders rolled back whole: the conference's seats and the other workshops moved by 3 only.
    expect((await seatsOf(congress.eventId)).seatsTaken).toBe(before.event.seatsTaken + 3);
    expect(await workshopSeatsTaken(db, d4.workshopId)).toBe(before.d4 + 3);
    const holders = await db
      .selectFrom('orderParticipantWorkshops')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('workshopId', '=', d1.workshopId)
      .where('status', '=', 'booked')
      .executeTakeFirstOrThrow();
    expect(Number(holders.n)).toBe(3);
    const carts = await db.selectFrom('cartItems').select('userId').where('userId', 'in', buyers).execute();
    expect(carts).toHaveLength(197);
  }, 120_000);
});

describe("a workshop's own waiting list", () => {
  let jav: TestConference;
  beforeAll(async () => {
    jav = await testConference(testDb.db, 'jav-konferenz');
  });

  it('seats a waiting participant when a booked one is cancelled, and tells the booker', async () => {
    const { db } = testDb;
    const j2 = workshopOf(jav, 'J2');
    const j5 = workshopOf(jav, 'J5');
    await setWorkshopSeats(db, j2.workshopId, 1);
    const [holder] = await conferenceBuyersWithCart(db, jav, { count: 1, tag: 'j2-holder', codes: ['J2', 'J5'] });
    const held = await place(holder!);
    const holderParticipant = held.order.items[0]!.participants[0]!;
    expect(holderParticipant.workshops.map((w) => [w.code, w.status])).toEqual([
      ['J2', 'booked'],
      ['J5', 'booked'],
    ]);
    // Full now: a newcomer is refused the workshop unless the waiting list is fine; the conference has seats.
    const [refused] = await conferenceBuyersWithCart(db, jav, { count: 1, tag: 'j2-refused', codes: ['J2', 'J5'] });
    await expect(place(refused!)).rejects.toMatchObject({ code: 'WORKSHOP_FULL' });
    const [waiter] = await conferenceBuyersWithCart(db, jav, {
      count: 1,
      tag: 'j2-waiter',
      codes: ['J2', 'J5'],
      waitlist: true,
    });
    const waiting = (await place(waiter!)).order.items[0]!.participants[0]!;
    expect(waiting.status).toBe('booked');
    expect(waiting.workshops.map((w) => [w.code, w.status])).toEqual([
      ['J2', 'waiting'],
      ['J5', 'booked'],
    ]);
    const j5Before = await workshopSeatsTaken(db, j5.workshopId);

    await cancelParticipant(db, mailer, holder!, holderParticipant.participantId, { now: NOW, reservationDays: 14 });

    expect(await choicesOf(holderParticipant.participantId)).toEqual([
      { workshopId: j2.workshopId, status: 'released' },
      { workshopId: j5.workshopId, status: 'released' },
    ]);
    expect(await choicesOf(waiting.participantId)).toEqual([
      { workshopId: j2.workshopId, status: 'booked' },
      { workshopId: j5.workshopId, status: 'booked' },
    ]);
    expect(await workshopSeatsTaken(db, j2.workshopId)).toBe(1);
    expect(await workshopSeatsTaken(db, j5.workshopId)).toBe(j5Before - 1);
    const mails = await mailsTo(waiter!);
    expect(mails.at(-1)!.subject).toMatch(/^Workshop-Platz frei: J2 Übernahme nach der Ausbildung/);
    expect(mails.at(-1)!.bodyText).toContain('Platz im Workshop');
  });

  it('seats a waiting participant when a reservation holding the workshop runs out', async () => {
    const { db } = testDb;
    const j3 = workshopOf(jav, 'J3');
    await setWorkshopSeats(db, j3.workshopId, 1);
    const [reserver] = await conferenceBuyersWithCart(db, jav, {
      count: 1,
      tag: 'j3-reserver',
      codes: ['J3', 'J6'],
      kind: 'reservation',
    });
    const reserved = (await place(reserver!)).order.items[0]!.participants[0]!;
    expect([reserved.status, reserved.workshops[0]!.status]).toEqual(['reserved', 'booked']);
    const [waiter] = await conferenceBuyersWithCart(db, jav, {
      count: 1,
      tag: 'j3-waiter',
      codes: ['J3', 'J6'],
      waitlist: true,
    });
    const waiting = (await place(waiter!)).order.items[0]!.participants[0]!;
    expect(waiting.workshops[0]!.status).toBe('waiting');

    const released = await releaseAndNotify(db, mailer, {
      now: new Date(NOW.getTime() + 15 * DAY),
      reservationDays: 14,
    });

    expect(released).toBeGreaterThanOrEqual(1);
    expect((await choicesOf(reserved.participantId)).map((c) => c.status)).toEqual(['released', 'released']);
    expect((await choicesOf(waiting.participantId)).map((c) => c.status)).toEqual(['booked', 'booked']);
    expect(await workshopSeatsTaken(db, j3.workshopId)).toBe(1);
  });
});

describe("the conference's waiting list", () => {
  it("keeps a waiting group's workshops pending and seats them when the group gets its seats", async () => {
    const { db } = testDb;
    const sbv = await testConference(db, 'sbv-tag');
    const { capacity } = await seatsOf(sbv.eventId);
    await db
      .updateTable('events')
      .set({ seatsTaken: capacity - 2 })
      .where('eventId', '=', sbv.eventId)
      .execute();
    const [booker] = await conferenceBuyersWithCart(db, sbv, {
      count: 1,
      tag: 'sbv-booker',
      codes: ['S2', 'S4'],
      participants: 2,
    });
    const booked = (await place(booker!)).order.items[0]!.participants;
    const [group] = await conferenceBuyersWithCart(db, sbv, {
      count: 1,
      tag: 'sbv-group',
      codes: ['S3', 'S6'],
      participants: 2,
    });
    await expect(place(group!)).rejects.toMatchObject({ code: 'EVENT_FULL' });
    const waiting = (await place(group!, { waitlist: true })).order.items[0]!.participants;
    expect(waiting.map((p) => [p.status, p.workshops.map((w) => w.status)])).toEqual([
      ['waiting', ['pending', 'pending']],
      ['waiting', ['pending', 'pending']],
    ]);
    const s3 = workshopOf(sbv, 'S3');
    const s3Before = await workshopSeatsTaken(db, s3.workshopId);

    for (const person of booked) {
      await cancelParticipant(db, mailer, booker!, person.participantId, { now: NOW, reservationDays: 14 });
    }

    for (const person of waiting) {
      expect((await choicesOf(person.participantId)).map((c) => c.status)).toEqual(['booked', 'booked']);
    }
    expect(await workshopSeatsTaken(db, s3.workshopId)).toBe(s3Before + 2);
    const statuses = await db
      .selectFrom('orderParticipants')
      .select('status')
      .where(
        'participantId',
        'in',
        waiting.map((p) => p.participantId),
      )
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['reserved', 'reserved']);
  });
});

describe('the hotel contingent', () => {
  it('gives rooms while it has them, refuses more, and takes them back with a cancellation', async () => {
    const { db } = testDb;
    const sbv = await testConference(db, 'sbv-tag');
    await db.updateTable('events').set({ seatsTaken: 0 }).where('eventId', '=', sbv.eventId).execute();
    await db
      .updateTable('conferences')
      .set({ hotelRooms: 60, hotelRoomsTaken: 58 })
      .where('conferenceId', '=', sbv.conferenceId)
      .execute();
    const [many] = await conferenceBuyersWithCart(db, sbv, {
      count: 1,
      tag: 'rooms-many',
      codes: ['S2', 'S4'],
      participants: 3,
      board: 'overnight',
    });
    await expect(place(many!)).rejects.toMatchObject({
      code: 'ROOMS_UNAVAILABLE',
      message: CONFERENCE_MESSAGES.noRooms(2),
    });
    expect((await roomsOf(sbv.conferenceId)).hotelRoomsTaken).toBe(58);
    const [two] = await conferenceBuyersWithCart(db, sbv, {
      count: 1,
      tag: 'rooms-two',
      codes: ['S2', 'S4'],
      participants: 2,
      board: 'overnightWithNightBefore',
    });
    const placed = (await place(two!)).order.items[0]!.participants;
    expect((await roomsOf(sbv.conferenceId)).hotelRoomsTaken).toBe(60);
    await cancelParticipant(db, mailer, two!, placed[0]!.participantId, { now: NOW, reservationDays: 14 });
    expect((await roomsOf(sbv.conferenceId)).hotelRoomsTaken).toBe(59);
  });

  it('offers no room after the release day', async () => {
    const { db } = testDb;
    const jav = await testConference(db, 'jav-konferenz');
    const contingent = await db
      .selectFrom('conferences')
      .select('hotelRoomsUntil')
      .where('conferenceId', '=', jav.conferenceId)
      .executeTakeFirstOrThrow();
    const [late] = await conferenceBuyersWithCart(db, jav, {
      count: 1,
      tag: 'rooms-late',
      codes: ['J1', 'J6'],
      board: 'overnight',
    });
    const dayAfter = new Date(`${addDays(contingent.hotelRoomsUntil!, 1)}T09:00:00.000Z`);
    await expect(place(late!, { now: dayAfter })).rejects.toMatchObject({
      code: 'ROOMS_UNAVAILABLE',
      message: expect.stringContaining('an das Hotel zurückgegeben'),
    });
  });
});

describe('workshop choices at checkout', () => {
  it('refuses a conference participant without a workshop in every slot, naming them, and writes nothing', async () => {
    const { db } = testDb;
    const jav = await testConference(db, 'jav-konferenz');
    const [incomplete] = await conferenceBuyersWithCart(db, jav, { count: 1, tag: 'incomplete', codes: ['J1'] });
    const error = await place(incomplete!).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: CONFERENCE_MESSAGES.workshopsMissing('Frau Erika Muster'),
    });
    const orders = await db.selectFrom('orders').select('orderId').where('userId', '=', incomplete!).execute();
    expect(orders.filter((o) => o)).toHaveLength(0);
  });
});
