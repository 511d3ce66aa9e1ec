/**
 * The waiting list of a full event: an entry is the group of one order (n participants). Whenever seats
 * come free (an expired reservation, a cancellation) the entries are served first come first, in the
 * transaction that freed the seats: an entry whose whole group fits gets reservations for all of them
 * (the usual reservation time, never beyond the start); one that does not fit yet keeps its place, and a
 * later, smaller group that fits is served. So every group left waiting is larger than the seats free: it keeps
 * its place but holds no free seat back, and a new order that fits takes the free seats (issue 21). A group larger
 * than the event's seats never gets onto the list (orders/bookingLimits.ts). The e-mails are queued in the same
 * transaction and delivered after the commit.
 */
import { formatDate, formatDateRange, type Order, type OrderItem } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';
import { deliverAll, type MailMessage, type Mailer, type QueuedMail } from '../mail';
import {
  eventStart,
  findOrderUserEmail,
  insertHistory,
  listWaitingEntries,
  listWaitingParticipants,
  markEntryServed,
  reserveWaitingParticipants,
  takeSeats,
} from '../repositories/orders';
import { loadOrder } from './orderView';
import { reservationEnd } from './reservationTime';
import { seatPendingParticipants } from './conferenceSeats';
import { ORDER_WORKSHOP_STATUS_LABELS } from '@amb/shared-contracts';

export interface SeatContext {
  now: Date;
  /** How long a reservation holds its seat (RESERVATION_DAYS). */
  reservationDays: number;
}

/**
 * A waiting group that got its seats, or (`workshop`) a conference participant who got a workshop's seat from
 * its waiting list: its order is told by e-mail.
 */
export interface Promotion {
  orderId: number;
  eventId: number;
  workshop?: { participantId: number; workshopId: number };
}

/** Serves the event's waiting list with the seats free now (inside the caller's transaction). */
export async function serveWaitlist(
  trx: Db,
  eventId: number,
  { now, reservationDays }: SeatContext,
): Promise<Promotion[]> {
  const event = await eventStart(trx, eventId);
  if (event.cancelledAt !== null) return [];
  const until = reservationEnd(now, event.startDate, reservationDays);
  // Once the event has begun there is nothing to reserve any more.
  if (until.getTime() <= now.getTime()) return [];
  const at = now.toISOString();
  const promoted: Promotion[] = [];
  for (const entry of await listWaitingEntries(trx, eventId)) {
    if (!(await takeSeats(trx, eventId, entry.size))) continue;
    if (!(await markEntryServed(trx, entry.entryId, at)))
      throw new Error(`Warteliste: Eintrag ${entry.entryId} doppelt`);
    const participants = await listWaitingParticipants(trx, entry.orderId, eventId);
    await reserveWaitingParticipants(trx, entry.orderId, eventId, until.toISOString(), at);
    // At a conference the group's workshops (and rooms) are taken now, after the event's seats.
    await seatPendingParticipants(trx, eventId, participants, at);
    for (const { participantId } of participants) {
      await insertHistory(trx, { orderId: entry.orderId, participantId, status: 'reserved', at });
    }
    promoted.push({ orderId: entry.orderId, eventId });
  }
  return promoted;
}

/**
 * Each served group's e-mail (the seats are reserved until when), queued in the transaction that served it: the
 * promotion and its message commit together. Deliver them after the commit (deliverAll).
 */
export async function queuePromotionMails(
  db: Db,
  mailer: Mailer,
  promotions: readonly Promotion[],
  now: Date,
): Promise<QueuedMail[]> {
  const mails: QueuedMail[] = [];
  for (const { orderId, eventId, workshop } of promotions) {
    const order = await loadOrder(db, orderId);
    const item = order.items.find((i) => i.eventId === eventId);
    if (!item) continue;
    if (workshop) {
      const message = await workshopSeatMail(db, { order, item, ...workshop });
      if (message) mails.push(await mailer.enqueue(db, message, now));
      continue;
    }
    const reserved = item.participants.filter((p) => p.status === 'reserved');
    const until = reserved[0]?.reservedUntil;
    const text = [
      'Guten Tag,',
      '',
      `für den Termin „${item.themeTitle}“ (${formatDateRange(item.startDate, item.endDate)}) Ihrer Bestellung ${order.orderNumber} sind Plätze frei geworden.`,
      `Wir haben für Ihre Gruppe von der Warteliste ${reserved.length === 1 ? 'einen Platz' : `${reserved.length} Plätze`} reserviert${until ? `, gültig bis ${formatDate(until)}` : ''}:`,
      ...reserved.map((p) => `  ${p.position}. Teilnehmer: ${[p.firstname, p.lastname].join(' ')}`),
      '',
      'Bitte wandeln Sie die Reservierung rechtzeitig in eine Buchung um; danach wird der Platz wieder frei.',
      '',
      'Mit freundlichen Grüßen',
      'Ihre Akademie für Mitbestimmung',
    ].join('\n');
    const message = {
      to: await findOrderUserEmail(db, orderId),
      subject: `Plätze frei: ${item.themeTitle} (${order.orderNumber})`,
      text,
    };
    mails.push(await mailer.enqueue(db, message, now));
  }
  return mails;
}

/**
 * For a caller whose promotions already committed: their e-mails in a transaction of their own, then delivered.
 * Inside the promoting transaction queuePromotionMails is the better choice (promotion and message commit together).
 */
export async function notifyPromotions(
  db: Db,
  mailer: Mailer,
  promotions: readonly Promotion[],
  now: Date,
): Promise<void> {
  if (promotions.length === 0) return;
  const mails = await inTransaction(db, (trx) => queuePromotionMails(trx, mailer, promotions, now));
  await deliverAll(db, mailer, mails);
}

/** The e-mail telling a booker that a participant got the seat of a workshop it waited for. */
async function workshopSeatMail(
  db: Db,
  {
    order,
    item,
    participantId,
    workshopId,
  }: { order: Order; item: OrderItem; participantId: number; workshopId: number },
): Promise<MailMessage | null> {
  const person = item.participants.find((p) => p.participantId === participantId);
  const seat = person?.workshops.find((w) => w.workshopId === workshopId);
  if (!person || !seat) return null;
  const text = [
    'Guten Tag,',
    '',
    `im Workshop „${seat.code} ${seat.title}“ der Fachtagung „${item.themeTitle}“ (${formatDateRange(item.startDate, item.endDate)}) ist ein Platz frei geworden.`,
    `${[person.firstname, person.lastname].join(' ')} (${person.position}. Teilnehmer Ihrer Bestellung ${order.orderNumber}) hat ihn jetzt: ${ORDER_WORKSHOP_STATUS_LABELS.booked}, ${formatDate(seat.day)}, ${seat.startsAt}–${seat.endsAt} Uhr.`,
    '',
    'Sie müssen nichts weiter tun. Den aktualisierten Kalendereintrag finden Sie in meinamb unter „Unterlagen“.',
    '',
    'Mit freundlichen Grüßen',
    'Ihre Akademie für Mitbestimmung',
  ].join('\n');
  return {
    to: await findOrderUserEmail(db, order.orderId),
    subject: `Workshop-Platz frei: ${seat.code} ${seat.title} (${order.orderNumber})`,
    text,
  };
}
