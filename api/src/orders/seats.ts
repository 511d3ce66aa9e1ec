/**
 * Seats after checkout: reservations expire and give their seat back, a reservation can become a booking
 * while it lasts, a cancelled participant frees the seat. Each change is one transaction that moves the
 * participant's status conditionally (only from the status it had), so a seat is released exactly once.
 */
import { cancellationFee, type CancellationFee } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { httpError, notFound } from '../http/errors';
import {
  changeParticipantStatus,
  findUserParticipant,
  insertHistory,
  listExpiredReservations,
  releaseSeats,
} from '../repositories/orders';
import { berlinToday } from '../util/calendarDays';

export const DEFAULT_RESERVATION_DAYS = 14;
const DAY_MS = 86_400_000;

export const SEAT_MESSAGES = {
  participantNotFound: 'Diesen Teilnehmer gibt es in Ihren Buchungen nicht.',
  notActive: 'Dieser Teilnehmer ist nicht mehr gebucht oder reserviert.',
  reservationExpired: 'Diese Reservierung ist abgelaufen; der Platz wurde freigegeben.',
  reservationTooLate: 'Für diesen Termin ist keine Reservierung mehr möglich. Bitte buchen Sie den Platz.',
} as const;

/** 00:00 of a calendar day in Europe/Berlin, as an instant (UTC+1 or UTC+2). */
export function berlinMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`);
  for (const hours of [1, 2]) {
    const candidate = new Date(utcMidnight - hours * 3_600_000);
    if (berlinToday(candidate) === day && berlinToday(new Date(candidate.getTime() - 1)) !== day) return candidate;
  }
  throw new RangeError(`Kein Tagesbeginn in Europe/Berlin für ${day}`);
}

/** When a reservation made at `now` ends: after `days`, but never after the event has begun. */
export function reservationEnd(now: Date, startDate: string, days: number): Date {
  const limit = now.getTime() + days * DAY_MS;
  return new Date(Math.min(limit, berlinMidnight(startDate).getTime()));
}

/**
 * Gives the seats of reservations that ran out at `now` back (of the given events, or all): status
 * 'expired', the seat counter lowered, a history entry. Runs in the caller's transaction; returns the count.
 */
export async function releaseExpiredReservations(trx: Db, now: Date, eventIds?: readonly number[]): Promise<number> {
  const at = now.toISOString();
  let released = 0;
  for (const row of await listExpiredReservations(trx, at, eventIds)) {
    if (!(await changeParticipantStatus(trx, row.participantId, 'reserved', 'expired', at))) continue;
    await releaseSeats(trx, row.eventId, 1);
    await insertHistory(trx, { orderId: row.orderId, participantId: row.participantId, status: 'expired', at });
    released += 1;
  }
  return released;
}

/** The timer's run (server.ts): every expired reservation, one transaction. */
export function releaseAllExpiredReservations(db: Db, now: Date): Promise<number> {
  return db.transaction().execute((trx) => releaseExpiredReservations(trx, now));
}

/** Turns a member's live reservation into a booking (the seat stays taken). */
export async function confirmReservation(db: Db, userId: number, participantId: number, now: Date): Promise<void> {
  // Expired seats are given back in a transaction of their own, so a refusal below does not undo that.
  await releaseAllExpiredReservations(db, now);
  return db.transaction().execute(async (trx) => {
    const participant = await findUserParticipant(trx, userId, participantId);
    if (!participant) throw notFound(SEAT_MESSAGES.participantNotFound);
    const at = now.toISOString();
    const expired =
      participant.status === 'expired' ||
      (participant.status === 'reserved' && participant.reservedUntil !== null && participant.reservedUntil <= at);
    if (expired) throw httpError('EVENT_NOT_BOOKABLE', SEAT_MESSAGES.reservationExpired);
    if (!(await changeParticipantStatus(trx, participantId, 'reserved', 'booked', at, null))) {
      throw httpError('EVENT_NOT_BOOKABLE', SEAT_MESSAGES.notActive);
    }
    await insertHistory(trx, { orderId: participant.orderId, participantId, status: 'booked', at });
  });
}

/**
 * Cancels a member's booked or reserved participant: the seat is free again at once. The fee follows the
 * cancellation terms of shared-contracts (a reservation that never became a booking costs nothing).
 */
export function cancelParticipant(db: Db, userId: number, participantId: number, now: Date): Promise<CancellationFee> {
  return db.transaction().execute(async (trx) => {
    const participant = await findUserParticipant(trx, userId, participantId);
    if (!participant) throw notFound(SEAT_MESSAGES.participantNotFound);
    const at = now.toISOString();
    const from = participant.status;
    if (
      (from !== 'booked' && from !== 'reserved') ||
      !(await changeParticipantStatus(trx, participantId, from, 'cancelled', at))
    ) {
      throw httpError('EVENT_NOT_BOOKABLE', SEAT_MESSAGES.notActive);
    }
    await releaseSeats(trx, participant.eventId, 1);
    await insertHistory(trx, { orderId: participant.orderId, participantId, status: 'cancelled', at });
    if (from === 'reserved') return { stage: 'free', percent: 0, amount: 0 };
    return cancellationFee({
      startDate: participant.startDate,
      cancelDay: berlinToday(now),
      price: participant.priceCents / 100,
    });
  });
}

/** How often server.ts releases expired reservations (checkout and the cart also release their events' own). */
export const RESERVATION_RELEASE_INTERVAL_MS = 60_000;

/** Releases expired reservations now and every minute (unref'd); the returned function stops it. */
export function startReservationTimer(
  db: Db,
  {
    intervalMs = RESERVATION_RELEASE_INTERVAL_MS,
    now = () => new Date(),
    onError = (error: unknown) =>
      console.error('Reservierungen freigeben fehlgeschlagen / releasing reservations failed:', error),
  }: { intervalMs?: number; now?: () => Date; onError?: (error: unknown) => void } = {},
): () => Promise<void> {
  let current: Promise<unknown> | null = null;
  let stopped = false;
  const run = (): void => {
    if (current || stopped) return;
    current = releaseAllExpiredReservations(db, now())
      .catch(onError)
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
