/** Booking test data made through the engine: a member's participant that is already cancelled. */
import type { Db } from '../db/types';
import { createMailer } from '../mail';
import { cancelParticipant } from '../orders/seats';
import { bookThroughCart, demoPerson } from '../seed/memberBookings';
import { eventWithFreeSeats } from './buyers';
import { TEST_BASE_DATE } from './createTestDb';

/** Books one participant for `userId` (cart, checkout) and cancels it; its id. */
export async function cancelledParticipantOf(db: Db, userId: number): Promise<number> {
  const now = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
  const mailer = createMailer();
  const eventId = await eventWithFreeSeats(db, TEST_BASE_DATE, 5);
  const order = await bookThroughCart(db, mailer, userId, eventId, [demoPerson('Carla', 'Storno', 'booking')], {
    now,
    key: `storniert-${userId}`,
  });
  const participantId = order.items[0]!.participants[0]!.participantId;
  await cancelParticipant(db, mailer, userId, participantId, { now, reservationDays: 14 });
  return participantId;
}
