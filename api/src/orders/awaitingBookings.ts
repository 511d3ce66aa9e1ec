/**
 * Bookings awaiting the booker's confirmed e-mail address (a conference registration without an account, placed
 * with `awaitingConfirmationUntil`): they hold their seats like reservations until the link's end. Confirming the
 * address turns every one still holding its seat into a booking, in the confirmation's transaction, and queues the
 * order's confirmation; an unconfirmed one runs out like a reservation (seats.ts), seats and workshops go back.
 */
import type { Db } from '../db/types';
import type { Mailer, QueuedMail } from '../mail';
import { changeParticipantStatus, findUserEmail, insertHistory } from '../repositories/orders';
import { listAwaitingBookings } from '../repositories/awaitingBookings';
import { confirmationMail } from './confirmationMail';
import { loadOrder } from './orderView';

/** In the caller's transaction: how many participants became bookings, and the order confirmations to deliver. */
export async function confirmAwaitingBookings(
  trx: Db,
  mailer: Mailer,
  userId: number,
  now: Date,
): Promise<{ confirmed: number; mails: QueuedMail[] }> {
  const at = now.toISOString();
  const orders = new Set<number>();
  let confirmed = 0;
  for (const row of await listAwaitingBookings(trx, userId, at)) {
    if (!(await changeParticipantStatus(trx, row.participantId, 'reserved', 'booked', at, null))) continue;
    await insertHistory(trx, { orderId: row.orderId, participantId: row.participantId, status: 'booked', at });
    orders.add(row.orderId);
    confirmed += 1;
  }
  const mails: QueuedMail[] = [];
  const to = orders.size > 0 ? await findUserEmail(trx, userId) : '';
  for (const orderId of [...orders].sort((a, b) => a - b)) {
    mails.push(await mailer.enqueue(trx, confirmationMail(to, await loadOrder(trx, orderId)), now));
  }
  return { confirmed, mails };
}
