/**
 * Demo bookings of one seed member, made through the booking engine (cart, participants, order options,
 * checkout), so `/meinamb` and its bookings page show real data after `npm start`: a future booking with two
 * participants, a reservation, a place on a full date's waiting list, and a past booking (a past copy of a
 * seeded date, booked with the engine's clock set before it). Runs once (marked in meta).
 */
import type { Order, ParticipantInput } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { createMailer, type Mailer } from '../mail';
import { addCartItem } from '../orders/cart';
import { checkout } from '../orders/checkout';
import { DEFAULT_RESERVATION_DAYS } from '../orders/reservationTime';
import { addRecipient, saveOrderOptions } from '../orders/shoppingCart';
import { ONLINE_HOTELS } from '../repositories/onlineHotels';
import { addDays } from '../util/calendarDays';
import { insertPastCopy } from './pastEvent';

export const DEMO_BOOKINGS_EMAIL = 'jonas.weber@example.de';
export const META_DEMO_BOOKINGS = 'demo_member_bookings_seeded';

const OPTIONS = {
  company: 'Weber Logistik GmbH',
  street: 'Musterstraße',
  streetNumber: '3',
  postalCode: '10115',
  city: 'Berlin',
  purchaseOrderNumber: '',
  costCentre: '',
  remarks: '',
};

export const demoPerson = (firstname: string, lastname: string, kind: 'booking' | 'reservation'): ParticipantInput => ({
  salutation: 'Herr',
  title: '',
  firstname,
  lastname,
  email: `${firstname.toLowerCase()}.${lastname.toLowerCase()}@example.de`,
  brFunction: 'Betriebsratsmitglied',
  hotelOverNightOption: 'overnight',
  kind,
  legalBasis: 'br37Abs6',
});

/** A future, not cancelled, single date (no series) in a hotel, from `from` on, with `free` seats or full. */
function findEvent(db: Db, from: string, free: number | 'full', except: number[]) {
  let query = db
    .selectFrom('events')
    .select(['eventId', 'startDate'])
    .where('startDate', '>=', from)
    .where('cancelledAt', 'is', null)
    .where('isSeries', '=', 0)
    .where('hotelId', 'not in', ONLINE_HOTELS)
    .where('eventId', 'not in', except.length > 0 ? except : [0]);
  query =
    free === 'full'
      ? query.whereRef('seatsTaken', '>=', 'capacity')
      : query.where((eb) => eb(eb('capacity', '-', eb.ref('seatsTaken')), '>=', free));
  return query.orderBy('startDate').orderBy('eventId').limit(1).executeTakeFirst();
}

/** One order through the engine: the date into the cart, its participants, the options, the checkout. */
export async function bookThroughCart(
  db: Db,
  mailer: Mailer,
  userId: number,
  eventId: number,
  people: ParticipantInput[],
  { now, waitlist = false, key }: { now: Date; waitlist?: boolean; key: string },
): Promise<Order> {
  const owner = { userId };
  const today = now.toISOString().slice(0, 10);
  const { item } = await addCartItem(db, owner, { eventId, waitlist }, { now, today });
  for (const p of people) await addRecipient(db, owner, item.cartItemId, p, { now, today });
  await saveOrderOptions(db, owner, OPTIONS, now);
  const { order } = await checkout(db, mailer, {
    userId,
    idempotencyKey: key,
    now,
    today,
    reservationDays: DEFAULT_RESERVATION_DAYS,
    waitlist,
  });
  return order;
}

/** Seeds the demo member's bookings once; false when done before or the member or dates are missing. */
export async function seedMemberBookings(db: Db, baseDate: string, mailer: Mailer = createMailer()): Promise<boolean> {
  const done = await db.selectFrom('meta').select('key').where('key', '=', META_DEMO_BOOKINGS).executeTakeFirst();
  if (done) return false;
  const member = await db
    .selectFrom('users')
    .select('userId')
    .where('email', '=', DEMO_BOOKINGS_EMAIL)
    .executeTakeFirst();
  if (!member) return false;
  const now = new Date(`${baseDate}T08:00:00.000Z`);
  // About five weeks ahead: the cancellation dialog shows the 50 % stage of the terms.
  const future = await findEvent(db, addDays(baseDate, 30), 2, []);
  const reserved = await findEvent(db, addDays(baseDate, 21), 1, future ? [future.eventId] : []);
  const full = await findEvent(db, addDays(baseDate, 14), 'full', []);
  if (!future || !reserved || !full) return false;
  const { userId } = member;
  await bookThroughCart(
    db,
    mailer,
    userId,
    future.eventId,
    [demoPerson('Jonas', 'Weber', 'booking'), demoPerson('Ali', 'Demir', 'booking')],
    {
      now,
      key: 'demo-bookings-future',
    },
  );
  await bookThroughCart(db, mailer, userId, reserved.eventId, [demoPerson('Jonas', 'Weber', 'reservation')], {
    now,
    key: 'demo-bookings-reservation',
  });
  await bookThroughCart(db, mailer, userId, full.eventId, [demoPerson('Jonas', 'Weber', 'booking')], {
    now,
    waitlist: true,
    key: 'demo-bookings-waitlist',
  });
  const past = await insertPastCopy(db, future.eventId, addDays(baseDate, -30));
  await bookThroughCart(db, mailer, userId, past, [demoPerson('Jonas', 'Weber', 'booking')], {
    now: new Date(`${addDays(baseDate, -60)}T08:00:00.000Z`),
    key: 'demo-bookings-past',
  });
  await db.insertInto('meta').values({ key: META_DEMO_BOOKINGS, value: now.toISOString() }).execute();
  return true;
}
