/**
 * A booked seat of a past event, written as the booking engine had left it after the event (an order of the
 * booker with its booked participants). The engine books only future events; the demo data and the tests
 * of past seminars (photos, feedback) need history, which only this writes.
 */
import type { Db } from '../db/types';

export interface PastParticipant {
  firstname: string;
  lastname: string;
  email: string;
}

export async function insertPastBooking(
  db: Db,
  {
    bookerUserId,
    eventId,
    participants,
    at,
  }: { bookerUserId: number; eventId: number; participants: PastParticipant[]; at: string },
): Promise<number[]> {
  const booker = await db
    .selectFrom('users')
    .select('committeeId')
    .where('userId', '=', bookerUserId)
    .executeTakeFirstOrThrow();
  const { orderId } = await db
    .insertInto('orders')
    .values({
      userId: bookerUserId,
      committeeId: booker.committeeId,
      idempotencyKey: `past-${eventId}-${bookerUserId}-${participants.map((p) => p.email).join(',')}`,
      totalCents: 0,
      createdAt: at,
      company: 'Nordwerk GmbH',
      street: 'Hafenstraße',
      streetNumber: '12a',
      postalCode: '20457',
      city: 'Hamburg',
      purchaseOrderNumber: '',
      costCentre: '',
      remarks: '',
    })
    .returning('orderId')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [index, person] of participants.entries()) {
    const { participantId } = await db
      .insertInto('orderParticipants')
      .values({
        orderId,
        eventId,
        position: index + 1,
        kind: 'booking',
        status: 'booked',
        priceCents: 0,
        reservedUntil: null,
        updatedAt: at,
        salutation: 'Frau',
        title: '',
        brFunction: 'Betriebsratsmitglied',
        hotelOverNightOption: 'overnight',
        ...person,
      })
      .returning('participantId')
      .executeTakeFirstOrThrow();
    ids.push(participantId);
  }
  return ids;
}
