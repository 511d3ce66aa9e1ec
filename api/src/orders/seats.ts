/**
 * Seats after checkout: reservations expire and give their seat back, a reservation can become a booking
 * while it lasts, a cancelled participant frees the seat. Each change is one transaction that moves the
 * participant's status conditionally (only from the status it had), so a seat is released exactly once;
 * freed seats go to the event's waiting list in the same transaction (waitlist.ts), which also queues its e-mails.
 */
import type { BackgroundQueue } from '../background/queue';
import { inTransaction } from '../db/startLock';
import { MEMBER_BOOKING_TEXTS, cancellationFeeCents, type CancellationFeeCents } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { httpError, notFound } from '../http/errors';
import { deliverAll, type Mailer } from '../mail';
import {
  changeParticipantStatus,
  findUserParticipant,
  insertHistory,
  listExpiredReservationBatch,
  listExpiredReservations,
  releaseSeats,
  setCancellationFee,
  shrinkEntry,
  type EventScope,
} from '../repositories/orders';
import { berlinToday } from '../util/calendarDays';
import { queuePromotionMails, serveWaitlist, type Promotion, type SeatContext } from './waitlist';
import { releaseConferenceHoldings, serveWorkshopWaitlists } from './conferenceSeats';
import { CONFERENCE_MESSAGES } from '@amb/shared-contracts';

export { DEFAULT_RESERVATION_DAYS, berlinMidnight, reservationEnd } from './reservationTime';
export type { Promotion, SeatContext };

export const SEAT_MESSAGES = {
  participantNotFound: 'Diesen Teilnehmer gibt es in Ihren Buchungen nicht.',
  notActive: 'Dieser Teilnehmer ist nicht mehr gebucht oder reserviert.',
  reservationExpired: 'Diese Reservierung ist abgelaufen; der Platz wurde freigegeben.',
  reservationTooLate: 'Für diesen Termin ist keine Reservierung mehr möglich. Bitte buchen Sie den Platz.',
} as const;

/**
 * Gives the seats of reservations that ran out at `now` back (of the given events, or all): status
 * 'expired', the seat counter lowered, a history entry; then serves the waiting lists of those events.
 * Runs in the caller's transaction; returns the waiting groups served (to be told after the commit).
 */
export async function releaseExpiredReservations(
  trx: Db,
  ctx: SeatContext,
  events?: EventScope,
): Promise<{ released: number; promoted: Promotion[] }> {
  return releaseRows(trx, ctx, await listExpiredReservations(trx, ctx.now.toISOString(), events));
}

/** Releases the given expired reservations (each only if it is still reserved) and serves their events' lists. */
async function releaseRows(
  trx: Db,
  ctx: SeatContext,
  rows: ReadonlyArray<{ participantId: number; orderId: number; eventId: number }>,
): Promise<{ released: number; promoted: Promotion[] }> {
  const at = ctx.now.toISOString();
  const freed = new Set<number>();
  const freedWorkshops: number[] = [];
  let released = 0;
  for (const row of rows) {
    if (!(await changeParticipantStatus(trx, row.participantId, 'reserved', 'expired', at))) continue;
    await releaseSeats(trx, row.eventId, 1);
    // A conference participant's room and workshop seats go with the seat.
    freedWorkshops.push(...(await releaseConferenceHoldings(trx, row, at)));
    await insertHistory(trx, { orderId: row.orderId, participantId: row.participantId, status: 'expired', at });
    freed.add(row.eventId);
    released += 1;
  }
  const promoted: Promotion[] = [];
  for (const eventId of [...freed].sort((a, b) => a - b)) promoted.push(...(await serveWaitlist(trx, eventId, ctx)));
  promoted.push(...(await serveWorkshopWaitlists(trx, freedWorkshops, at)).map(workshopPromotion));
  return { released, promoted };
}

/** A workshop seat from its waiting list, as the promotions the engine tells by e-mail. */
const workshopPromotion = ({
  orderId,
  eventId,
  participantId,
  workshopId,
}: {
  orderId: number;
  eventId: number;
  participantId: number;
  workshopId: number;
}): Promotion => ({ orderId, eventId, workshop: { participantId, workshopId } });

/**
 * One transaction releasing expired reservations (of some events, or all), then the waiting lists'
 * e-mails; returns how many seats were released.
 */
export async function releaseAndNotify(db: Db, mailer: Mailer, ctx: SeatContext, events?: EventScope): Promise<number> {
  // Most of the time nothing has expired: a read, and no write transaction (a commit is a disk sync).
  if ((await listExpiredReservations(db, ctx.now.toISOString(), events)).length === 0) return 0;
  const { released, mails } = await inTransaction(db, async (trx) => {
    const result = await releaseExpiredReservations(trx, ctx, events);
    return { released: result.released, mails: await queuePromotionMails(trx, mailer, result.promoted, ctx.now) };
  });
  await deliverAll(db, mailer, mails);
  return released;
}

/** Turns a member's live reservation into a booking (the seat stays taken). */
export async function confirmReservation(
  db: Db,
  mailer: Mailer,
  userId: number,
  participantId: number,
  ctx: SeatContext,
): Promise<void> {
  // Expired seats are given back in a transaction of their own, so a refusal below does not undo that.
  await releaseAndNotify(db, mailer, ctx);
  await inTransaction(db, async (trx) => {
    const participant = await findUserParticipant(trx, userId, participantId);
    if (!participant) throw notFound(SEAT_MESSAGES.participantNotFound);
    const at = ctx.now.toISOString();
    const expired =
      participant.status === 'expired' ||
      (participant.status === 'reserved' && participant.reservedUntil !== null && participant.reservedUntil <= at);
    if (expired) throw httpError('EVENT_NOT_BOOKABLE', SEAT_MESSAGES.reservationExpired);
    // A registration without an account holds its seats as a booking awaiting the confirmed e-mail address.
    if (participant.kind === 'booking')
      throw httpError('BOOKING_NOT_CHANGEABLE', CONFERENCE_MESSAGES.confirmEmailFirst);
    if (!(await changeParticipantStatus(trx, participantId, 'reserved', 'booked', at, null))) {
      throw httpError('EVENT_NOT_BOOKABLE', SEAT_MESSAGES.notActive);
    }
    await insertHistory(trx, { orderId: participant.orderId, participantId, status: 'booked', at });
  });
}

/**
 * Cancels a member's booked, reserved or waiting participant: a seat is free again at once (and offered to
 * the waiting list), a waiting one leaves its group (which may then fit the free seats). The fee follows the cancellation terms of
 * shared-contracts (a reservation or a place on the waiting list costs nothing) and is stored with the
 * participant in the same transaction. An already cancelled participant or an event that has begun: 409.
 */
export async function cancelParticipant(
  db: Db,
  mailer: Mailer,
  userId: number,
  participantId: number,
  ctx: SeatContext,
): Promise<CancellationFeeCents> {
  const { fee, mails } = await inTransaction(db, async (trx) => {
    const participant = await findUserParticipant(trx, userId, participantId);
    if (!participant) throw notFound(SEAT_MESSAGES.participantNotFound);
    const at = ctx.now.toISOString();
    const today = berlinToday(ctx.now);
    const from = participant.status;
    if (from === 'cancelled') throw httpError('BOOKING_NOT_CHANGEABLE', MEMBER_BOOKING_TEXTS.alreadyCancelled);
    if (participant.startDate <= today) throw httpError('BOOKING_NOT_CHANGEABLE', MEMBER_BOOKING_TEXTS.eventBegun);
    const active = from === 'booked' || from === 'reserved' || from === 'waiting';
    if (!active || !(await changeParticipantStatus(trx, participantId, from, 'cancelled', at))) {
      throw httpError('EVENT_NOT_BOOKABLE', SEAT_MESSAGES.notActive);
    }
    const charged: CancellationFeeCents =
      from === 'booked'
        ? cancellationFeeCents({
            startDate: participant.startDate,
            cancelDay: today,
            priceCents: participant.priceCents,
          })
        : { stage: 'free', percent: 0, amountCents: 0 };
    await setCancellationFee(trx, participantId, charged.amountCents);
    await insertHistory(trx, { orderId: participant.orderId, participantId, status: 'cancelled', at });
    // A smaller waiting group may now fit the free seats: the list is served either way.
    if (from === 'waiting') await shrinkEntry(trx, participant.orderId, participant.eventId);
    else await releaseSeats(trx, participant.eventId, 1);
    // A conference participant's room and workshop seats go too; freed workshops serve their own waiting lists.
    const freedWorkshops = await releaseConferenceHoldings(trx, participant, at);
    const promoted = await serveWaitlist(trx, participant.eventId, ctx);
    promoted.push(...(await serveWorkshopWaitlists(trx, freedWorkshops, at)).map(workshopPromotion));
    return { fee: charged, mails: await queuePromotionMails(trx, mailer, promoted, ctx.now) };
  });
  await deliverAll(db, mailer, mails);
  return fee;
}

/** Reservations one transaction of the background release handles at most (RESERVATION_RELEASE_BATCH). */
export const DEFAULT_RELEASE_BATCH = 100;

/**
 * The background release: every reservation run out by now, in transactions of at most `batchSize` (short
 * locks on the seat counters while checkouts run), each followed by its waiting lists' e-mails. A process that
 * dies mid-way loses only the batch it had not committed; the job's retry (or the next minute's run) goes on
 * from there, and each reservation is released once (its status moves only from 'reserved').
 */
export async function releaseExpiredInBatches(
  db: Db,
  mailer: Mailer,
  ctx: SeatContext,
  batchSize = DEFAULT_RELEASE_BATCH,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { listed, released, mails } = await inTransaction(db, async (trx) => {
      const rows = await listExpiredReservationBatch(trx, ctx.now.toISOString(), batchSize);
      const result = await releaseRows(trx, ctx, rows);
      return {
        listed: rows.length,
        released: result.released,
        mails: await queuePromotionMails(trx, mailer, result.promoted, ctx.now),
      };
    });
    await deliverAll(db, mailer, mails);
    total += released;
    if (listed < batchSize) return total;
  }
}

/** The periodic release job (every minute, once across processes): the clock is the job's start. */
export function handleReservationRelease(
  background: BackgroundQueue,
  db: Db,
  mailer: Mailer,
  {
    reservationDays,
    batchSize = DEFAULT_RELEASE_BATCH,
    now = () => new Date(),
    onReleased = (count: number) => console.log(`Reservierungen freigegeben / reservations released: ${count}`),
  }: { reservationDays: number; batchSize?: number; now?: () => Date; onReleased?: (count: number) => void },
): void {
  background.handle('reservation-release', {
    run: async () => {
      const released = await releaseExpiredInBatches(db, mailer, { now: now(), reservationDays }, batchSize);
      if (released > 0) onReleased(released);
    },
  });
}
