/** A finished booking for the documents' tests: booked through the engine, then its event moved into the past. */
import type { Db } from '../db/types';
import { bookEvent, demoParticipant } from '../seed/documents';
import { addDays } from '../util/calendarDays';
import { TEST_BASE_DATE } from './createTestDb';
import type { DemoUser } from './demoUsers';

export interface FinishedBooking {
  orderId: number;
  /** The booker's own participation (booked). */
  participantId: number;
  eventId: number;
}

export async function finishedBooking(db: Db, booker: DemoUser, key = 'fertig'): Promise<FinishedBooking> {
  const { eventId } = await db
    .selectFrom('events')
    .select('eventId')
    .where('startDate', '>', addDays(TEST_BASE_DATE, 20))
    .where('isSeries', '=', 0)
    .where('cancelledAt', 'is', null)
    .where((eb) => eb(eb('seatsTaken', '+', 1), '<=', eb.ref('capacity')))
    .orderBy('eventId')
    .executeTakeFirstOrThrow();
  const orderId = await bookEvent(db, {
    userId: booker.userId,
    eventId,
    participants: [demoParticipant({ salutation: 'Frau', ...booker })],
    key,
    now: new Date(`${TEST_BASE_DATE}T09:00:00.000Z`),
    today: TEST_BASE_DATE,
  });
  await db
    .updateTable('events')
    .set({ startDate: addDays(TEST_BASE_DATE, -10), endDate: addDays(TEST_BASE_DATE, -9) })
    .where('eventId', '=', eventId)
    .execute();
  const { participantId } = await db
    .selectFrom('orderParticipants')
    .select('participantId')
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return { orderId, participantId, eventId };
}
