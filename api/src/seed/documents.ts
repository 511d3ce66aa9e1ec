/**
 * Demo bookings for the documents page (issue 12): a seeded member sees a future booking (notice PDF, calendar)
 * and a finished one (attendance certificates) after `npm start` on a fresh database. The bookings go through the
 * booking engine (checkout with a registration as its source), the finished one on the clock of its booking day.
 */
import type { ConferenceChoicesInput, OrderOptions, ParticipantInput } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { createMailer } from '../mail';
import { checkout } from '../orders/checkout';
import { registrationSource } from '../orders/onlineFax';
import { addDays } from '../util/calendarDays';
import { extraDays, insertPastCopy } from './pastEvent';

export const DEMO_BILLING: OrderOptions = {
  company: 'Stahlwerk Nord GmbH',
  street: 'Hafenstraße',
  streetNumber: '12a',
  postalCode: '20457',
  city: 'Hamburg',
  purchaseOrderNumber: '',
  costCentre: 'BR-100',
  remarks: '',
};

export interface BookingRequest {
  userId: number;
  eventId: number;
  /** A conference's participants come with their workshops and member price. */
  participants: readonly (ParticipantInput & ConferenceChoicesInput)[];
  /** The idempotency key: the same key books once. */
  key: string;
  /** The booking's clock (a day before the event starts for a finished event). */
  now: Date;
  today: string;
  options?: OrderOptions;
}

/** One event booked through the engine; the order id (the same order again for a key already used). */
export async function bookEvent(db: Db, request: BookingRequest): Promise<number> {
  const { order } = await checkout(db, createMailer(), {
    userId: request.userId,
    idempotencyKey: request.key,
    now: request.now,
    today: request.today,
    reservationDays: 14,
    source: registrationSource({
      userId: request.userId,
      eventId: request.eventId,
      participants: request.participants,
      options: request.options ?? DEMO_BILLING,
    }),
  });
  return order.orderId;
}

export function demoParticipant(
  person: { salutation: string; firstname: string; lastname: string; email: string },
  kind: 'booking' | 'reservation' = 'booking',
): ParticipantInput {
  return {
    salutation: person.salutation,
    title: '',
    firstname: person.firstname,
    lastname: person.lastname,
    email: person.email,
    brFunction: 'Betriebsratsmitglied',
    hotelOverNightOption: 'overnight',
    kind,
  } as ParticipantInput;
}

/**
 * Anna's demo bookings: the first event in four weeks (she and a colleague) and a seminar that ended last
 * week (a copy of a catalogue date moved into the past: the generated catalogue holds future dates only).
 */
export async function seedDemoDocuments(db: Db, baseDate: string): Promise<void> {
  const anna = await db
    .selectFrom('users')
    .select(['userId', 'salutation', 'firstname', 'lastname', 'email'])
    .where('email', '=', 'anna.schneider@example.de')
    .executeTakeFirst();
  if (!anna) return;
  const booked = await db.selectFrom('orders').select('orderId').where('userId', '=', anna.userId).executeTakeFirst();
  if (booked) return;
  const colleague = { salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber', email: 'jonas.weber@example.de' };
  const upcoming = await db
    .selectFrom('events')
    .select(['eventId', 'startDate'])
    .where('startDate', '>=', addDays(baseDate, 28))
    .where('cancelledAt', 'is', null)
    .where('isSeries', '=', 0)
    .where((eb) => eb(eb('seatsTaken', '+', 2), '<=', eb.ref('capacity')))
    .orderBy('startDate')
    .orderBy('eventId')
    .executeTakeFirst();
  if (!upcoming) return;
  const now = new Date(`${baseDate}T09:00:00.000Z`);
  await bookEvent(db, {
    userId: anna.userId,
    eventId: upcoming.eventId,
    participants: [demoParticipant(anna), demoParticipant(colleague)],
    key: 'demo-documents-upcoming',
    now,
    today: baseDate,
  });

  const template = await db
    .selectFrom('events')
    .select(['eventId', 'startDate', 'endDate'])
    .where('eventId', '!=', upcoming.eventId)
    .where('isSeries', '=', 0)
    .where('cancelledAt', 'is', null)
    .orderBy('eventId')
    .executeTakeFirst();
  if (!template) return;
  // Ended last week.
  const startDate = addDays(baseDate, -7 - extraDays(template));
  const past = { eventId: await insertPastCopy(db, template.eventId, startDate) };
  const bookingDay = addDays(startDate, -14);
  await bookEvent(db, {
    userId: anna.userId,
    eventId: past.eventId,
    participants: [demoParticipant(anna)],
    key: 'demo-documents-finished',
    now: new Date(`${bookingDay}T09:00:00.000Z`),
    today: bookingDay,
  });
}
